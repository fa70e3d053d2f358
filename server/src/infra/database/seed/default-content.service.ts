import { Injectable, Logger } from '@nestjs/common';
import sharp from 'sharp';
import { CrimesRepository } from '../../../modules/crimes/crimes.repository';
import { JobsRepository } from '../../../modules/jobs/jobs.repository';
import { MediaService } from '../../../modules/media/media.service';
import { DEFAULT_CRIMES } from './default-crimes';
import { DEFAULT_JOBS } from './default-jobs';
import { emblemSvg } from './emblems';

/**
 * Loads the default catalogue into an empty database on start (DESIGN.md section 3): each part is
 * loaded only when its table is empty, so admins' edits and deletions are never overwritten.
 */
@Injectable()
export class DefaultContentService {
  private readonly logger = new Logger(DefaultContentService.name);

  constructor(
    private readonly crimes: CrimesRepository,
    private readonly jobs: JobsRepository,
    private readonly media: MediaService,
  ) {}

  /** @returns how many items of each kind it created. */
  async loadIfEmpty(): Promise<{ crimes: number; jobs: number }> {
    let crimes = 0;
    if ((await this.crimes.count()) === 0) {
      for (const { emblem, hue, ...crime } of DEFAULT_CRIMES) {
        const png = await sharp(Buffer.from(emblemSvg(emblem, hue)))
          .png()
          .toBuffer();
        const image = await this.media.storeImage(png);
        await this.crimes.create({ ...crime, imageUrl: image.url, isEnabled: true });
        crimes++;
      }
    }
    let jobs = 0;
    if ((await this.jobs.count()) === 0) {
      for (const job of DEFAULT_JOBS) {
        await this.jobs.create(job);
        jobs++;
      }
    }
    if (crimes || jobs) this.logger.log(`loaded the default content: ${crimes} crimes, ${jobs} jobs`);
    return { crimes, jobs };
  }
}
