import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { MetricValues } from '../../game/progress.rules';
import { CharacterEntity } from '../character/character.entity';
import { CharacterLoadoutService } from '../character/character-loadout.service';
import { GearGrantsService } from '../gear/gear-grants.service';

const MS_PER_DAY = 86_400_000;

/**
 * The live value of the ten task metrics for one character (DESIGN.md section 6, "Tasks and ranks";
 * spec 002 section 3): level, whole days since the character was made, fame (of effective stats),
 * fights won, total fights, crimes committed, bank balance (money) and houses, pets, rides owned.
 */
@Injectable()
export class TaskMetricsService {
  constructor(
    private readonly loadout: CharacterLoadoutService,
    private readonly gear: GearGrantsService,
    private readonly clock: Clock,
  ) {}

  async valuesOf(character: CharacterEntity): Promise<MetricValues> {
    // One after the other: inside a claim both run on the transaction's single connection.
    const stats = await this.loadout.effectiveStats(character);
    const properties = await this.gear.propertyCounts(character.id);
    return {
      level: character.level,
      days_in_game: Math.floor((this.clock.now().getTime() - character.createdAt.getTime()) / MS_PER_DAY),
      fame: stats.fame,
      fights_won: character.fightsWon,
      total_fights: character.fightsWon + character.fightsLost,
      crimes_committed: character.crimesCommitted,
      bank_balance: character.bankBalance,
      houses_owned: properties.house,
      pets_owned: properties.pet,
      rides_owned: properties.ride,
    };
  }
}
