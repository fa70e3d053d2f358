import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { GearBonuses, rankBonuses } from '../../game/loadout.rules';
import { CharacterLoadoutService, LoadoutBonusSource } from '../character/character-loadout.service';

/** The current rung of each character in `$1::int[]` (characters below every rung have no row). */
const RANK_ITEMS_SQL = `
  SELECT c.id AS character_id,
         json_build_object('powerBonus', r.power_bonus, 'defenseBonus', r.defense_bonus) AS item
    FROM unnest($1::int[]) AS c(id)
    LEFT JOIN progress_points p ON p.character_id = c.id
   CROSS JOIN LATERAL (
     SELECT power_bonus, defense_bonus FROM rankings
      WHERE is_active AND required_points <= coalesce(p.points, 0)
      ORDER BY required_points DESC, rank DESC LIMIT 1) r`;

/**
 * What the rank adds to effective stats (DESIGN.md section 6, "Effective stats"): the current rung's
 * `powerBonus` to strength and `defenseBonus` to defense (the highest active rank whose
 * requiredPoints <= the character's points; ties go to the higher rank number). Registered with the
 * character loadout when the module starts.
 */
@Injectable()
export class RankBonusSource
  implements LoadoutBonusSource<{ powerBonus: number; defenseBonus: number }>, OnModuleInit, OnModuleDestroy
{
  readonly bonusItemsSql = RANK_ITEMS_SQL;
  private unregister?: () => void;

  constructor(private readonly loadout: CharacterLoadoutService) {}

  onModuleInit(): void {
    this.unregister = this.loadout.register(this);
  }

  onModuleDestroy(): void {
    this.unregister?.();
  }

  bonusesOf(rank: { powerBonus: number; defenseBonus: number }): Partial<GearBonuses> {
    return rankBonuses(rank);
  }
}
