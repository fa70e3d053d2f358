import { Injectable } from '@nestjs/common';
import { emblemSvg } from '../crimes/emblems';
import { MediaService } from '../media/media.service';
import { loadSharp } from '../media/sharp';
import { DEFAULT_SPECIAL_ITEMS } from './default-special-items';
import { SpecialItemsRepository } from './special-items.repository';

/** The default special items, each with an emblem image drawn here and stored as media. */
@Injectable()
export class SpecialItemsSeed {
  constructor(
    private readonly items: SpecialItemsRepository,
    private readonly media: MediaService,
  ) {}

  /** Loads the catalogue when it is empty (admins' edits are never overwritten). @returns how many it created. */
  async loadIfEmpty(): Promise<number> {
    if ((await this.items.count()) > 0) return 0;
    const sharp = await loadSharp();
    for (const { hue, emblem, ...item } of DEFAULT_SPECIAL_ITEMS) {
      const png = await sharp(Buffer.from(emblemSvg(emblem, hue)))
        .png()
        .toBuffer();
      const image = await this.media.storeImage(png);
      await this.items.create({ ...item, imageUrl: image.url, isAvailable: true, isActive: true });
    }
    return DEFAULT_SPECIAL_ITEMS.length;
  }
}
