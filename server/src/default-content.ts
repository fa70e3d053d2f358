import { Injectable, Logger, Module } from '@nestjs/common';
import { CrimesModule } from './modules/crimes/crimes.module';
import { CrimesSeed } from './modules/crimes/crimes.seed';
import { GearModule } from './modules/gear/gear.module';
import { GearSeed } from './modules/gear/gear.seed';
import { JobsModule } from './modules/jobs/jobs.module';
import { JobsSeed } from './modules/jobs/jobs.seed';
import { LoginGiftModule } from './modules/login-gift/login-gift.module';
import { LoginGiftSeed } from './modules/login-gift/login-gift.seed';
import { TasksModule } from './modules/tasks/tasks.module';
import { TasksSeed } from './modules/tasks/tasks.seed';

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
    private readonly loginGifts: LoginGiftSeed,
    private readonly tasks: TasksSeed,
  ) {}

  /** @returns how many items of each kind it created. */
  async loadIfEmpty(): Promise<{
    crimes: number;
    jobs: number;
    gear: number;
    loginGifts: number;
    tasks: number;
  }> {
    const crimes = await this.crimes.loadIfEmpty();
    const jobs = await this.jobs.loadIfEmpty();
    const gear = await this.gear.loadIfEmpty();
    // After gear: the calendar's items are found in the gear catalogue.
    const loginGifts = await this.loginGifts.loadIfEmpty();
    const tasks = await this.tasks.loadIfEmpty();
    if (crimes || jobs || gear || loginGifts || tasks)
      this.logger.log(
        `loaded the default content: ${crimes} crimes, ${jobs} jobs, ${gear} gear and property items, ` +
          `${loginGifts} login-gift days, ${tasks} tasks and ranks`,
      );
    return { crimes, jobs, gear, loginGifts, tasks };
  }
}

/** The default content loader `main.ts` runs after the migrations. */
@Module({
  imports: [CrimesModule, JobsModule, GearModule, LoginGiftModule, TasksModule],
  providers: [DefaultContentService],
})
export class DefaultContentModule {}
