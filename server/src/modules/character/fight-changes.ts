/** A character's row after a fight or a crime (see `CharacterService.fightChanges`). */
export interface FightChanges {
  characterId: number;
  userId: string;
  /** False when HP is the stored value (a crime without a level-up): nothing to write. */
  hpChanged: boolean;
  levelsGained: number;
  hp: number;
  hpUpdatedAt: Date;
  energy: number;
  energyUpdatedAt: Date;
  level: number;
  exp: number;
  won: boolean;
}

/**
 * The sides of an attack as the column arrays of the statements that write them with `unnest`, in
 * this order: id, hp, hp_updated_at, energy, energy_updated_at, level, exp, won (1/0), lost (1/0).
 * Shared by the contract's write (`CharacterRepository.recordCombat`) and the fight's record.
 */
export function combatColumns(sides: FightChanges[]): unknown[][] {
  return [
    sides.map((side) => side.characterId),
    sides.map((side) => side.hp),
    sides.map((side) => side.hpUpdatedAt),
    sides.map((side) => side.energy),
    sides.map((side) => side.energyUpdatedAt),
    sides.map((side) => side.level),
    sides.map((side) => side.exp),
    sides.map((side) => (side.won ? 1 : 0)),
    sides.map((side) => (side.won ? 0 : 1)),
  ];
}
