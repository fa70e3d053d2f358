import { Injectable } from '@nestjs/common';
import { GearBonuses, sumBonuses } from '../../game/loadout.rules';
import { effectiveStats, EffectiveStats } from '../../game/stats.rules';
import { CharacterEntity } from './character.entity';
import { CharacterErrorCode, characterError } from './character.errors';
import { CharacterRepository } from './character.repository';

/** What effective stats are computed from: the level and the gym training stored on the character. */
export type StatsSubject = Pick<CharacterEntity, 'id' | 'level' | 'trainedStrength' | 'trainedDefense'>;

/**
 * A feature that adds to characters' stats: equipment (weapons, armors), the equipped house, ride and
 * pet, the rank. It registers itself with `CharacterLoadoutService.register` when its module starts
 * and answers for many characters in one query (a fight asks for two, the leaderboard for hundreds).
 * Map its own fields onto `GearBonuses` with `game/loadout.rules.ts` (`weaponBonuses`, ...).
 */
export interface LoadoutBonusSource {
  /**
   * Summed bonuses by character id; a character with nothing equipped may be left out. Runs in the
   * caller's transaction when there is one.
   */
  bonusesFor(characterIds: number[]): Promise<Map<number, Partial<GearBonuses>>>;
}

/**
 * The one place effective stats come from (DESIGN.md section 6, "Effective stats"): base stats of the
 * level + gym training + the bonuses of every registered source. Fights, blood contracts, the HUD,
 * the character page, public profiles and the leaderboard's fame read it; nothing else adds bonuses.
 */
@Injectable()
export class CharacterLoadoutService {
  private readonly sources = new Set<LoadoutBonusSource>();

  constructor(private readonly characters: CharacterRepository) {}

  /** Adds a bonus source (call from the feature module's `onModuleInit`). @returns a function that removes it. */
  register(source: LoadoutBonusSource): () => void {
    this.sources.add(source);
    return () => this.sources.delete(source);
  }

  /** One character's effective stats, from the character or its id. @throws CHARACTER_NOT_FOUND for an unknown id */
  async effectiveStats(character: StatsSubject | number): Promise<EffectiveStats> {
    const subject = typeof character === 'number' ? await this.characters.findById(character) : character;
    if (!subject) throw characterError(CharacterErrorCode.CHARACTER_NOT_FOUND);
    return (await this.effectiveStatsOf([subject])).get(subject.id)!;
  }

  /** Effective stats of several characters, by character id, with one query per source. */
  async effectiveStatsOf(characters: StatsSubject[]): Promise<Map<number, EffectiveStats>> {
    const bonuses = await this.bonusesOf(characters.map((character) => character.id));
    return new Map(characters.map((character) => [character.id, this.statsWith(character, bonuses)]));
  }

  /**
   * Effective stats from bonuses already read (`bonusesOf`), without a query: a fight reads the
   * bonuses once before it locks and computes the stats again at a new level after a level-up.
   */
  statsWith(character: StatsSubject, bonuses: Map<number, GearBonuses>): EffectiveStats {
    return effectiveStats(character.level, {
      trainedStrength: character.trainedStrength,
      trainedDefense: character.trainedDefense,
      ...bonuses.get(character.id),
    });
  }

  /** The summed bonuses of every source, by character id (characters without any are left out), one query per source. */
  async bonusesOf(characterIds: number[]): Promise<Map<number, GearBonuses>> {
    const ids = [...new Set(characterIds)];
    if (!ids.length || !this.sources.size) return new Map();
    const answers = await Promise.all([...this.sources].map((source) => source.bonusesFor(ids)));
    const parts = new Map<number, Partial<GearBonuses>[]>();
    for (const answer of answers) {
      for (const [id, bonus] of answer) parts.set(id, [...(parts.get(id) ?? []), bonus]);
    }
    return new Map([...parts].map(([id, list]) => [id, sumBonuses(list)]));
  }
}
