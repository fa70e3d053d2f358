import {
  armorBonuses,
  houseBonuses,
  NO_BONUSES,
  petBonuses,
  rankBonuses,
  rideBonuses,
  sumBonuses,
  weaponBonuses,
} from './loadout.rules';
import { effectiveStats } from './stats.rules';

describe('loadout bonuses (DESIGN.md section 6)', () => {
  it('maps each kind of gear onto the stat the design names', () => {
    expect(weaponBonuses({ damage: 30, energyBonus: 5 })).toEqual({ strengthBonus: 30, energyBonus: 5 });
    expect(armorBonuses({ def: 12, hpBonus: 100 })).toEqual({ defenseBonus: 12, hpBonus: 100 });
    expect(houseBonuses({ defenseBonus: 7, hpBonus: 250 })).toEqual({ defenseBonus: 7, hpBonus: 250 });
    expect(rideBonuses({ attackBonus: 9, defenseBonus: 4 })).toEqual({ strengthBonus: 9, defenseBonus: 4 });
    expect(petBonuses({ powerBonus: 11 })).toEqual({ strengthBonus: 11 });
    expect(rankBonuses({ powerBonus: 3, defenseBonus: 2 })).toEqual({ strengthBonus: 3, defenseBonus: 2 });
  });

  it('adds two weapons, two armors, house, ride, pet and rank', () => {
    const total = sumBonuses([
      weaponBonuses({ damage: 30, energyBonus: 5 }),
      weaponBonuses({ damage: 20, energyBonus: 0 }),
      armorBonuses({ def: 12, hpBonus: 100 }),
      armorBonuses({ def: 8, hpBonus: 0 }),
      houseBonuses({ defenseBonus: 7, hpBonus: 250 }),
      rideBonuses({ attackBonus: 9, defenseBonus: 4 }),
      petBonuses({ powerBonus: 11 }),
      rankBonuses({ powerBonus: 3, defenseBonus: 2 }),
    ]);
    expect(total).toEqual({ strengthBonus: 73, defenseBonus: 33, hpBonus: 350, energyBonus: 5 });
    // Level 1: strength 10 + 73, defense 5 + 33, max HP 1000 + 350; fame 100 + 20×83 + 8×1350 + 20×38.
    expect(effectiveStats(1, total)).toEqual({
      strength: 83,
      defense: 38,
      maxHp: 1350,
      maxEnergy: 105,
      fame: 100 + 1660 + 10_800 + 760,
    });
  });

  it('sums nothing to no bonus', () => {
    expect(sumBonuses([])).toEqual(NO_BONUSES);
  });
});
