import { Injectable } from '@nestjs/common';
import { GearBonuses, sumBonuses } from '../../game/loadout.rules';
import { prepared, PreparedStatement } from '../../infra/database/prepared';
import { effectiveStats, EffectiveStats } from '../../game/stats.rules';
import { CharacterEntity } from './character.entity';
import { CharacterErrorCode, characterError } from './character.errors';
import { CharacterRepository } from './character.repository';

/** What effective stats are computed from: the level and the gym training stored on the character. */
export type StatsSubject = Pick<CharacterEntity, 'id' | 'level' | 'trainedStrength' | 'trainedDefense'>;

/**
 * A feature that adds to characters' stats: equipment (weapons, armors), the equipped house, ride and
 * pet, the rank. It registers itself with `CharacterLoadoutService.register` when its module starts.
 * It gives the SQL of its items rather than running it: the loadout reads every source in ONE
 * statement (a fight asks for two characters, the leaderboard for hundreds), so each new source
 * costs no extra round trip on the hot paths.
 */
export interface LoadoutBonusSource<Item = never> {
  /**
   * A SELECT of what this source adds to the characters whose ids are in `$1::int[]`: one row per
   * item, with exactly the columns `character_id` (int) and `item` (a json object that `bonusesOf`
   * reads). A character with nothing from this source has no row.
   */
  readonly bonusItemsSql: string;
  /** What one item adds (map its fields with `game/loadout.rules.ts`: `weaponBonuses`, ...). */
  bonusesOf(item: Item): Partial<GearBonuses>;
}

/**
 * The one place effective stats come from (DESIGN.md section 6, "Effective stats"): base stats of the
 * level + gym training + the bonuses of every registered source. Fights, blood contracts, the HUD,
 * the character page, public profiles and the leaderboard's fame read it; nothing else adds bonuses.
 */
@Injectable()
export class CharacterLoadoutService {
  /**
   * The registered sources and every source's items in one statement (`source` is the index in
   * `sources`, then `character_id`, `item`), replaced together: a read in flight keeps the pair it
   * started with, even when a source unregisters meanwhile (shutdown).
   */
  private loadout: { sources: LoadoutBonusSource<unknown>[]; bonusItems: PreparedStatement | null } = {
    sources: [],
    bonusItems: null,
  };

  constructor(private readonly characters: CharacterRepository) {}

  /** Adds a bonus source (call from the feature module's `onModuleInit`). @returns a function that removes it. */
  register<Item>(source: LoadoutBonusSource<Item>): () => void {
    this.setSources([...this.loadout.sources, source as LoadoutBonusSource<unknown>]);
    return () => this.setSources(this.loadout.sources.filter((known) => known !== source));
  }

  private setSources(sources: LoadoutBonusSource<unknown>[]): void {
    this.loadout = {
      sources,
      bonusItems: sources.length
        ? prepared(
            sources
              .map(
                (source, index) =>
                  `SELECT ${index} AS source, s.character_id, s.item FROM (${source.bonusItemsSql}) AS s`,
              )
              .join('\nUNION ALL\n'),
          )
        : null,
    };
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

  /**
   * The summed bonuses of every source, by character id (characters without any are left out), in
   * one statement for all sources, in the caller's transaction when there is one.
   */
  async bonusesOf(characterIds: number[]): Promise<Map<number, GearBonuses>> {
    const ids = [...new Set(characterIds)];
    const { sources, bonusItems } = this.loadout;
    if (!ids.length || !bonusItems) return new Map();
    return sumItems(sources, await this.characters.bonusItems(bonusItems, ids));
  }

  /**
   * Every source's items as SQL for a caller to embed in its own statement (one round trip for a read
   * that needs the bonuses among other things): rows `source`, `character_id`, `item` for the
   * characters named by `ids`, an SQL expression of type int[] (e.g. `(SELECT ids FROM chosen)::int[]`);
   * `sum` turns the rows into bonuses by character id, as `bonusesOf`. Null when no source is registered.
   */
  embeddableBonusItems(ids: string): {
    sql: string;
    sum(rows: { source: number; character_id: number; item: unknown }[]): Map<number, GearBonuses>;
  } | null {
    const { sources, bonusItems } = this.loadout;
    if (!bonusItems) return null;
    return {
      sql: bonusItems.text.replaceAll('$1::int[]', ids),
      sum: (rows) => sumItems(sources, rows),
    };
  }
}

/** Bonus rows of the sources summed by character id. */
function sumItems(
  sources: LoadoutBonusSource<unknown>[],
  rows: { source: number; character_id: number; item: unknown }[],
): Map<number, GearBonuses> {
  const parts = new Map<number, Partial<GearBonuses>[]>();
  for (const row of rows) {
    const id = Number(row.character_id);
    const bonus = sources[row.source].bonusesOf(row.item);
    const list = parts.get(id);
    if (list) list.push(bonus);
    else parts.set(id, [bonus]);
  }
  return new Map([...parts].map(([id, list]) => [id, sumBonuses(list)]));
}
