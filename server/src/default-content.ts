import { Injectable, Logger, Module } from '@nestjs/common';
import { CrimesModule } from './modules/crimes/crimes.module';
import { CrimesSeed } from './modules/crimes/crimes.seed';
import { GearModule } from './modules/gear/gear.module';
import { GearSeed } from './modules/gear/gear.seed';
import { JobsModule } from './modules/jobs/jobs.module';
import { JobsSeed } from './modules/jobs/jobs.seed';
import { PackagesModule } from './modules/packages/packages.module';
import { PackagesSeed } from './modules/packages/packages.seed';
import { SpecialItemsModule } from './modules/special-items/special-items.module';
import { SpecialItemsSeed } from './modules/special-items/special-items.seed';

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
    private readonly specialItems: SpecialItemsSeed,
    private readonly packages: PackagesSeed,
  ) {}

  /** @returns how many items of each kind it created. */
  async loadIfEmpty(): Promise<{
    crimes: number;
    jobs: number;
    gear: number;
    specialItems: number;
    packages: number;
  }> {
    const crimes = await this.crimes.loadIfEmpty();
    const jobs = await this.jobs.loadIfEmpty();
    const gear = await this.gear.loadIfEmpty();
    const specialItems = await this.specialItems.loadIfEmpty();
    const packages = await this.packages.loadIfEmpty();
    if (crimes || jobs || gear || specialItems || packages)
      this.logger.log(
        `loaded the default content: ${crimes} crimes, ${jobs} jobs, ${gear} gear and property items, ` +
          `${specialItems} special items, ${packages} packages`,
      );
    return { crimes, jobs, gear, specialItems, packages };
  }
}

/** The default content loader `main.ts` runs after the migrations. */
@Module({
  imports: [CrimesModule, JobsModule, GearModule, SpecialItemsModule, PackagesModule],
  providers: [DefaultContentService],
})
export class DefaultContentModule {}
