import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { LEADERBOARD_REBUILT } from './leaderboard.events';
import { LeaderboardService } from './leaderboard.service';

/** After each 5-minute rebuild, players on the leaderboard screen get `rankings:update` (spec 000 section 9). */
@Injectable()
export class LeaderboardPushListener {
  constructor(private readonly leaderboard: LeaderboardService) {}

  @OnEvent(LEADERBOARD_REBUILT, { async: true, suppressErrors: true })
  async pushRankings(): Promise<void> {
    await this.leaderboard.pushToViewers();
  }
}
