import { Module } from '@nestjs/common';
import { CharacterModule } from '../character/character.module';
import { FeaturesModule } from '../features/features.module';
import { LeaderboardPushListener } from './leaderboard-push.listener';
import { PlayersModule } from '../players/players.module';
import { FameBoardService } from './fame-board.service';
import { LeaderboardController } from './leaderboard.controller';
import { LeaderboardGateway } from './leaderboard.gateway';
import { LeaderboardRepository } from './leaderboard.repository';
import { LeaderboardService } from './leaderboard.service';

/** The leaderboard routes and socket request (its worker and schedule are in LeaderboardWorkerModule). */
@Module({
  imports: [CharacterModule, FeaturesModule, PlayersModule],
  controllers: [LeaderboardController],
  providers: [
    LeaderboardRepository,
    FameBoardService,
    LeaderboardService,
    LeaderboardGateway,
    LeaderboardPushListener,
  ],
  exports: [LeaderboardService],
})
export class LeaderboardModule {}
