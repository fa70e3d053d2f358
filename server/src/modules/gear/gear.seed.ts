import { Injectable } from '@nestjs/common';
import { emblemSvg } from '../crimes/emblems';
import { MediaService } from '../media/media.service';
import { loadSharp } from '../media/sharp';
import {
  DEFAULT_ARMORS,
  DEFAULT_HOUSES,
  DEFAULT_PETS,
  DEFAULT_RIDES,
  DEFAULT_WEAPONS,
  GEAR_EMBLEMS,
} from './default-gear';
import { CatalogueKind, GearRepository } from './gear.repository';

const DEFAULTS: Record<CatalogueKind, { hue: number }[]> = {
  weapon: DEFAULT_WEAPONS,
  armor: DEFAULT_ARMORS,
  house: DEFAULT_HOUSES,
  ride: DEFAULT_RIDES,
  pet: DEFAULT_PETS,
};

/** The default weapons, armors, houses, rides and pets, each with an emblem image drawn here and stored as media. */
@Injectable()
export class GearSeed {
  constructor(
    private readonly gear: GearRepository,
    private readonly media: MediaService,
  ) {}

  /** Loads each empty catalogue (admins' edits are never overwritten). @returns how many items it created. */
  async loadIfEmpty(): Promise<number> {
    let created = 0;
    for (const kind of Object.keys(DEFAULTS) as CatalogueKind[]) {
      if ((await this.gear.count(kind)) > 0) continue;
      const sharp = await loadSharp();
      for (const { hue, ...item } of DEFAULTS[kind]) {
        const png = await sharp(Buffer.from(emblemSvg(GEAR_EMBLEMS[kind], hue)))
          .png()
          .toBuffer();
        const image = await this.media.storeImage(png);
        await this.gear.create(kind, { ...item, imageUrl: image.url, isActive: true } as never);
        created++;
      }
    }
    return created;
  }
}
