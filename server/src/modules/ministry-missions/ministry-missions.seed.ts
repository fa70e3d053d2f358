import { Injectable } from '@nestjs/common';
import { MISSION_PAGES } from '../../game/ministry-missions.rules';
import { emblemSvg, EmblemShape } from '../crimes/emblems';
import { MediaService } from '../media/media.service';
import { loadSharp } from '../media/sharp';
import { DEFAULT_MISSIONS } from './default-missions';
import { MinistryMissionsAdminService } from './ministry-missions-admin.service';
import { MinistryMissionsRepository } from './ministry-missions.repository';

/** The three default Arabic missions, each image an emblem drawn here and stored as media. */
@Injectable()
export class MinistryMissionsSeed {
  constructor(
    private readonly missions: MinistryMissionsRepository,
    private readonly admin: MinistryMissionsAdminService,
    private readonly media: MediaService,
  ) {}

  /** Loads the default missions when there are none (admins' edits are never overwritten). @returns how many it created. */
  async loadIfEmpty(): Promise<number> {
    if ((await this.missions.count()) > 0) return 0;
    for (const { hue, thumbnail, ...mission } of DEFAULT_MISSIONS) {
      const image = (shape: EmblemShape, shift: number) => this.drawImage(shape, (hue + shift) % 360);
      const pages = Object.fromEntries(
        await Promise.all(
          MISSION_PAGES.map(async (page, index) => {
            const { emblem, ...scene } = mission[page];
            return [page, { ...scene, image: await image(emblem, index * 12) }] as const;
          }),
        ),
      );
      await this.admin.create({
        ...mission,
        intro: pages.intro,
        scene1: pages.scene1,
        scene2: pages.scene2,
        scene3: pages.scene3,
        thumbnail: await image(thumbnail, 0),
        isActive: true,
      });
    }
    return DEFAULT_MISSIONS.length;
  }

  private async drawImage(shape: EmblemShape, hue: number): Promise<string> {
    const sharp = await loadSharp();
    const png = await sharp(Buffer.from(emblemSvg(shape, hue)))
      .png()
      .toBuffer();
    return (await this.media.storeImage(png)).url;
  }
}
