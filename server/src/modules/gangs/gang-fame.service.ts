import { Injectable } from '@nestjs/common';
import { CharacterLoadoutService } from '../character/character-loadout.service';
import { GangsRepository } from './gangs.repository';

/**
 * Members' fame (spec 001 section 9: a gang's total fame is the sum of its members'), from the
 * effective stats of the character module's loadout (DESIGN.md section 6), like the leaderboard.
 */
@Injectable()
export class GangFameService {
  constructor(
    private readonly gangs: GangsRepository,
    private readonly loadout: CharacterLoadoutService,
  ) {}

  /** Fame of each player (0 for an id without a character), keyed by user id. */
  async ofUsers(userIds: string[]): Promise<Map<string, number>> {
    const rows = await this.gangs.fameInputs([...new Set(userIds)]);
    const stats = await this.loadout.effectiveStatsOf(rows);
    const fames = new Map(userIds.map((id) => [id, 0]));
    for (const row of rows) fames.set(row.userId, stats.get(row.id)?.fame ?? 0);
    return fames;
  }
}
