import type { StatBonuses } from './stats.rules';

/**
 * What equipment, house, ride, pet and rank add to a character's stats (DESIGN.md section 6,
 * "Effective stats"): strength, defense, max HP and max energy bonuses. Gym training is not here:
 * it is stored on the character.
 */
export type GearBonuses = Required<
  Pick<StatBonuses, 'strengthBonus' | 'defenseBonus' | 'hpBonus' | 'energyBonus'>
>;

export const NO_BONUSES: GearBonuses = Object.freeze({
  strengthBonus: 0,
  defenseBonus: 0,
  hpBonus: 0,
  energyBonus: 0,
});

/** An equipped weapon (either slot): `damage` to strength, `energyBonus` to max energy. */
export function weaponBonuses(weapon: { damage: number; energyBonus: number }): Partial<GearBonuses> {
  return { strengthBonus: weapon.damage, energyBonus: weapon.energyBonus };
}

/** An equipped armor (head or body): `def` to defense, `hpBonus` to max HP. */
export function armorBonuses(armor: { def: number; hpBonus: number }): Partial<GearBonuses> {
  return { defenseBonus: armor.def, hpBonus: armor.hpBonus };
}

/** The equipped house: `defenseBonus` to defense, `hpBonus` to max HP. */
export function houseBonuses(house: { defenseBonus: number; hpBonus: number }): Partial<GearBonuses> {
  return { defenseBonus: house.defenseBonus, hpBonus: house.hpBonus };
}

/** The equipped ride: `attackBonus` to strength, `defenseBonus` to defense. */
export function rideBonuses(ride: { attackBonus: number; defenseBonus: number }): Partial<GearBonuses> {
  return { strengthBonus: ride.attackBonus, defenseBonus: ride.defenseBonus };
}

/** The equipped pet: `powerBonus` to strength. */
export function petBonuses(pet: { powerBonus: number }): Partial<GearBonuses> {
  return { strengthBonus: pet.powerBonus };
}

/** The character's rank: `powerBonus` to strength, `defenseBonus` to defense. */
export function rankBonuses(rank: { powerBonus: number; defenseBonus: number }): Partial<GearBonuses> {
  return { strengthBonus: rank.powerBonus, defenseBonus: rank.defenseBonus };
}

/** The sum of several bonuses; missing fields count as 0. */
export function sumBonuses(parts: Iterable<Partial<GearBonuses>>): GearBonuses {
  const total = { ...NO_BONUSES };
  for (const part of parts) {
    total.strengthBonus += part.strengthBonus ?? 0;
    total.defenseBonus += part.defenseBonus ?? 0;
    total.hpBonus += part.hpBonus ?? 0;
    total.energyBonus += part.energyBonus ?? 0;
  }
  return total;
}
