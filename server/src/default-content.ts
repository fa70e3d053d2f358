import { Injectable, Logger, Module } from '@nestjs/common';
import { CrimesModule } from './modules/crimes/crimes.module';
import { CrimesSeed } from './modules/crimes/crimes.seed';
import { GearModule } from './modules/gear/gear.module';
import { GearSeed } from './modules/gear/gear.seed';
import { JobsModule } from './modules/jobs/jobs.module';
import { JobsSeed } from './modules/jobs/jobs.seed';
import { LoginGiftModule } from './modules/login-gift/login-gift.module';
import { LoginGiftSeed } from './modules/login-gift/login-gift.seed';
import { MinistryMissionsModule } from './modules/ministry-missions/ministry-missions.module';
import { MinistryMissionsSeed } from './modules/ministry-missions/ministry-missions.seed';
import { PackagesModule } from './modules/packages/packages.module';
import { PackagesSeed } from './modules/packages/packages.seed';
import { SpecialItemsModule } from './modules/special-items/special-items.module';
import { SpecialItemsSeed } from './modules/special-items/special-items.seed';
import { TasksModule } from './modules/tasks/tasks.module';
import { TasksSeed } from './modules/tasks/tasks.seed';

/** One module's seed: fills its own tables when they are empty. @returns how many rows it created. */
interface ContentSeed {
  loadIfEmpty(): Promise<number>;
}

/**
 * Loads the default catalogue into an empty database on start (DESIGN.md section 3): each module
 * seeds its own table, only when it is empty, so admins' edits and deletions are never overwritten.
 */
@Injectable()
export class DefaultContentService {
  private readonly logger = new Logger(DefaultContentService.name);
  /** In load order: the login-gift calendar's items are looked up in the gear and special-item catalogues. */
  private readonly seeds: [name: string, seed: ContentSeed][];

  constructor(
    crimes: CrimesSeed,
    jobs: JobsSeed,
    gear: GearSeed,
    specialItems: SpecialItemsSeed,
    packages: PackagesSeed,
    loginGifts: LoginGiftSeed,
    tasks: TasksSeed,
    missions: MinistryMissionsSeed,
  ) {
    this.seeds = [
      ['crimes', crimes],
      ['jobs', jobs],
      ['gear', gear],
      ['specialItems', specialItems],
      ['packages', packages],
      ['loginGifts', loginGifts],
      ['tasks', tasks],
      ['missions', missions],
    ];
  }

  /** @returns how many items of each kind it created, e.g. `{ crimes: 12, jobs: 6, ... }`. */
  async loadIfEmpty(): Promise<Record<string, number>> {
    const created: Record<string, number> = {};
    for (const [name, seed] of this.seeds) created[name] = await seed.loadIfEmpty();
    if (Object.values(created).some((count) => count > 0))
      this.logger.log(
        `loaded the default content: ${Object.entries(created)
          .map(([name, count]) => `${count} ${name}`)
          .join(', ')}`,
      );
    return created;
  }
}

/** The default content loader `main.ts` runs after the migrations. */
@Module({
  imports: [
    CrimesModule,
    JobsModule,
    GearModule,
    SpecialItemsModule,
    PackagesModule,
    LoginGiftModule,
    TasksModule,
    MinistryMissionsModule,
  ],
  providers: [DefaultContentService],
})
export class DefaultContentModule {}
