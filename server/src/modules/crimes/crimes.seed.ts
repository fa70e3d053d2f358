import { Injectable } from '@nestjs/common';
import { MediaService } from '../media/media.service';
import { loadSharp } from '../media/sharp';
import { CrimesRepository } from './crimes.repository';
import { DEFAULT_CRIMES } from './default-crimes';
import { emblemSvg } from './emblems';

/** The default crimes (DESIGN.md section 3), each with an emblem image drawn here and stored as media. */
@Injectable()
export class CrimesSeed {
  constructor(
    private readonly crimes: CrimesRepository,
    private readonly media: MediaService,
  ) {}

  /** Loads the default crimes when the table is empty (admins' edits are never overwritten). @returns how many it created. */
  async loadIfEmpty(): Promise<number> {
    if ((await this.crimes.count()) > 0) return 0;
    const sharp = await loadSharp();
    for (const { emblem, hue, ...crime } of DEFAULT_CRIMES) {
      const png = await sharp(Buffer.from(emblemSvg(emblem, hue)))
        .png()
        .toBuffer();
      const image = await this.media.storeImage(png);
      await this.crimes.create({ ...crime, imageUrl: image.url, isEnabled: true });
    }
    return DEFAULT_CRIMES.length;
  }
}
