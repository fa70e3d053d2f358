import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { MetricValues } from '../../game/progress.rules';
import { CharacterEntity } from '../character/character.entity';
import { CharacterLoadoutService } from '../character/character-loadout.service';
import { GearGrantsService, PropertyCounts } from '../gear/gear-grants.service';

const MS_PER_DAY = 86_400_000;

/** What the metrics are read from: the character's counters, training, age and bank balance. */
export type MetricSubject = Pick<
  CharacterEntity,
  | 'id'
  | 'level'
  | 'trainedStrength'
  | 'trainedDefense'
  | 'createdAt'
  | 'fightsWon'
  | 'fightsLost'
  | 'crimesCommitted'
  | 'bankBalance'
>;

/**
 * The live value of the ten task metrics (DESIGN.md section 6, "Tasks and ranks"; spec 002 section
 * 3): level, whole days since the character was made, fame (of effective stats), fights won, total
 * fights, crimes committed, bank balance (money) and houses, pets, rides owned.
 */
@Injectable()
export class TaskMetricsService {
  constructor(
    private readonly loadout: CharacterLoadoutService,
    private readonly gear: GearGrantsService,
    private readonly clock: Clock,
  ) {}

  /** One character's metrics (two queries, in the caller's transaction when there is one). */
  async valuesOf(character: MetricSubject): Promise<MetricValues> {
    return (await this.valuesOfMany([character])).get(character.id)!;
  }

  /**
   * The metrics of several characters by character id, in two queries whatever their number (the
   * loadout's bonuses for fame, the property counts). One after the other: inside a claim both run
   * on the transaction's single connection.
   */
  async valuesOfMany(characters: MetricSubject[]): Promise<Map<number, MetricValues>> {
    const ids = characters.map((character) => character.id);
    const stats = await this.loadout.effectiveStatsOf(characters);
    const properties = await this.gear.propertyCountsOf(ids);
    const now = this.clock.now();
    return new Map(
      characters.map((character) => [
        character.id,
        metricValues(character, stats.get(character.id)!.fame, properties.get(character.id)!, now),
      ]),
    );
  }
}

/**
 * The metrics of one character from what was read (no query): its row, its fame (of effective
 * stats) and its property counts, at `now`.
 */
export function metricValues(
  character: MetricSubject,
  fame: number,
  owned: PropertyCounts,
  now: Date,
): MetricValues {
  return {
    level: character.level,
    days_in_game: Math.floor((now.getTime() - character.createdAt.getTime()) / MS_PER_DAY),
    fame,
    fights_won: character.fightsWon,
    total_fights: character.fightsWon + character.fightsLost,
    crimes_committed: character.crimesCommitted,
    bank_balance: character.bankBalance,
    houses_owned: owned.house,
    pets_owned: owned.pet,
    rides_owned: owned.ride,
  };
}
