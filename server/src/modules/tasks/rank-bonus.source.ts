import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { GearBonuses, rankBonuses } from '../../game/loadout.rules';
import { CharacterLoadoutService, LoadoutBonusSource } from '../character/character-loadout.service';
import { TasksRepository } from './tasks.repository';

/**
 * What the rank adds to effective stats (DESIGN.md section 6, "Effective stats"): the current rung's
 * `powerBonus` to strength and `defenseBonus` to defense. Registered with the character loadout when
 * the module starts.
 */
@Injectable()
export class RankBonusSource implements LoadoutBonusSource, OnModuleInit, OnModuleDestroy {
  private unregister?: () => void;

  constructor(
    private readonly loadout: CharacterLoadoutService,
    private readonly tasks: TasksRepository,
  ) {}

  onModuleInit(): void {
    this.unregister = this.loadout.register(this);
  }

  onModuleDestroy(): void {
    this.unregister?.();
  }

  /** The rank's bonuses by character id, one query for all of them. */
  async bonusesFor(characterIds: number[]): Promise<Map<number, Partial<GearBonuses>>> {
    const rows = await this.tasks.rankBonuses(characterIds);
    return new Map(rows.map((row) => [row.characterId, rankBonuses(row)]));
  }
}
