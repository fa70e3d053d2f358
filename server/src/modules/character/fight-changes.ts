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
