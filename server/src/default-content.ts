import { Injectable, Logger, Module } from '@nestjs/common';
import { CrimesModule } from './modules/crimes/crimes.module';
import { CrimesSeed } from './modules/crimes/crimes.seed';
import { GearModule } from './modules/gear/gear.module';
import { GearSeed } from './modules/gear/gear.seed';
import { JobsModule } from './modules/jobs/jobs.module';
import { JobsSeed } from './modules/jobs/jobs.seed';
import { MinistryMissionsModule } from './modules/ministry-missions/ministry-missions.module';
import { MinistryMissionsSeed } from './modules/ministry-missions/ministry-missions.seed';

/**
 * Loads the default catalogue into an empty database on start (DESIGN.md section 3): each module
 * seeds its own table, only when it is empty, so admins' edits and deletions are never overwritten.
 */
@Injectable()
export class DefaultContentService {
  private readonly logger = new Logger(DefaultContentService.name);

  constructor(
    private readonly crimes: CrimesSeed,
    private readonly jobs: JobsSeed,
    private readonly gear: GearSeed,
    private readonly missions: MinistryMissionsSeed,
  ) {}

  /** @returns how many items of each kind it created. */
  async loadIfEmpty(): Promise<{ crimes: number; jobs: number; gear: number; missions: number }> {
    const crimes = await this.crimes.loadIfEmpty();
    const jobs = await this.jobs.loadIfEmpty();
    const gear = await this.gear.loadIfEmpty();
    const missions = await this.missions.loadIfEmpty();
    if (crimes || jobs || gear || missions)
      this.logger.log(
        `loaded the default content: ${crimes} crimes, ${jobs} jobs, ${gear} gear and property items, ${missions} ministry missions`,
      );
    return { crimes, jobs, gear, missions };
  }
}

/** The default content loader `main.ts` runs after the migrations. */
@Module({ imports: [CrimesModule, JobsModule, GearModule, MinistryMissionsModule], providers: [DefaultContentService] })
export class DefaultContentModule {}
