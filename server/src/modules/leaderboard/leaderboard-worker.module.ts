import { Module } from '@nestjs/common';
import { LeaderboardModule } from './leaderboard.module';
import { LeaderboardProcessor } from './leaderboard.processor';
import { LeaderboardScheduler } from './leaderboard.scheduler';

/** The rebuild worker and its 5-minute schedule; loaded only on nodes with ROLE worker or all (with ScheduleModule). */
@Module({ imports: [LeaderboardModule], providers: [LeaderboardProcessor, LeaderboardScheduler] })
export class LeaderboardWorkerModule {}
