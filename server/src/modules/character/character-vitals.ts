/** A character's derived numbers at one instant: effective stats and regenerated HP and energy. */
export interface CharacterVitals {
  hp: number;
  maxHp: number;
  energy: number;
  maxEnergy: number;
  strength: number;
  defense: number;
  fame: number;
  nextLevelExp: number;
  hpUpdatedAt: Date;
  energyUpdatedAt: Date;
}
