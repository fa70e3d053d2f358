import { Injectable } from '@nestjs/common';
import { CharacterLoadoutService } from '../character/character-loadout.service';
import { LeaderboardRepository, RankedRow } from './leaderboard.repository';

/** Players read per page while ranking fame. */
const PAGE_SIZE = 1000;

/**
 * The fame board (DESIGN.md section 6): fame is the spec's formula over effective stats, so it comes
 * from the character module's loadout (level, training, equipment, house, ride, pet, rank), not from
 * SQL. Every visible player is read a page at a time and the best `limit` are kept; this runs in the
 * 5-minute rebuild on the worker, never on a request.
 */
@Injectable()
export class FameBoardService {
  constructor(
    private readonly leaderboard: LeaderboardRepository,
    private readonly loadout: CharacterLoadoutService,
  ) {}

  /** The top `limit` visible players by effective fame, highest first; ties go to the older character. */
  async top(limit: number): Promise<RankedRow[]> {
    let best: (RankedRow & { id: number })[] = [];
    let after = 0;
    for (;;) {
      const page = await this.leaderboard.visiblePlayersAfter(after, PAGE_SIZE);
      if (!page.length) break;
      const stats = await this.loadout.effectiveStatsOf(page);
      const ranked = page.map(({ trainedStrength: _s, trainedDefense: _d, ...row }) => ({
        ...row,
        criteria: stats.get(row.id)!.fame,
      }));
      best = [...best, ...ranked].sort((a, b) => b.criteria - a.criteria || a.id - b.id).slice(0, limit);
      after = page[page.length - 1].id;
      if (page.length < PAGE_SIZE) break;
    }
    return best.map(({ id: _id, ...row }) => row);
  }
}
