import { Injectable } from '@nestjs/common';
import { effectiveStats } from '../../game/stats.rules';
import { GangsRepository } from './gangs.repository';

/**
 * Members' fame (spec 001 section 9: a gang's total fame is the sum of its members'). The ONE place
 * gangs compute fame: today the leaderboard's figure (base stats of the level plus gym training,
 * `effectiveStats()` of `game/stats.rules.ts`, the same formula as the leaderboard's FAME_SQL);
 * switch this method to the loadout's effective stats when that lands.
 */
@Injectable()
export class GangFameService {
  constructor(private readonly gangs: GangsRepository) {}

  /** Fame of each player (0 for an id without a character), keyed by user id. */
  async ofUsers(userIds: string[]): Promise<Map<string, number>> {
    const rows = await this.gangs.fameInputs([...new Set(userIds)]);
    const fames = new Map(userIds.map((id) => [id, 0]));
    for (const row of rows) {
      const stats = effectiveStats(row.level, {
        trainedStrength: row.trainedStrength,
        trainedDefense: row.trainedDefense,
      });
      fames.set(row.userId, stats.fame);
    }
    return fames;
  }
}
