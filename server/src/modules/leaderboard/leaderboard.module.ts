import { Module } from '@nestjs/common';
import { FeaturesModule } from '../features/features.module';
import { LeaderboardPushListener } from './leaderboard-push.listener';
import { PlayersModule } from '../players/players.module';
import { LeaderboardController } from './leaderboard.controller';
import { LeaderboardGateway } from './leaderboard.gateway';
import { LeaderboardRepository } from './leaderboard.repository';
import { LeaderboardService } from './leaderboard.service';

/** The leaderboard routes and socket request (its worker and schedule are in LeaderboardWorkerModule). */
@Module({
  imports: [FeaturesModule, PlayersModule],
  controllers: [LeaderboardController],
  providers: [LeaderboardRepository, LeaderboardService, LeaderboardGateway, LeaderboardPushListener],
  exports: [LeaderboardService],
})
export class LeaderboardModule {}
