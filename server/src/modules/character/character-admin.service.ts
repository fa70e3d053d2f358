import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { GAME_CONSTANTS } from '../../common/core.module';
import type { GameConstants } from '../../game/constants';
import { baseStats, expForNextLevel } from '../../game/stats.rules';
import { CharacterEntity } from './character.entity';
import { CharacterLoadoutService } from './character-loadout.service';
import { CharacterErrorCode, characterError } from './character.errors';
import { CharacterRepository } from './character.repository';
import { CharacterService } from './character.service';

/** The stats an admin may set (spec 001 sections 2.3 and 5): each optional, whole numbers. */
export interface AdminStatChanges {
  level?: number;
  exp?: number;
  /** Effective strength wanted: the trained part is set so the effective value equals it. */
  strength?: number;
  /** Effective defense wanted: the trained part is set so the effective value equals it. */
  defense?: number;
  energy?: number;
  hp?: number;
}

/** The stored values an admin change wrote, as the audit log keeps them. */
export type StatSnapshot = Pick<
  CharacterEntity,
  'level' | 'exp' | 'trainedStrength' | 'trainedDefense' | 'energy' | 'hp'
>;

/** 400 whose message is the bounds broken, in Arabic (the client shows the message). */
const outOfRange = (details: string[]) =>
  characterError(CharacterErrorCode.STAT_OUT_OF_RANGE, { details }, details.join('، '));

const snapshot = (c: CharacterEntity): StatSnapshot => ({
  level: c.level,
  exp: c.exp,
  trainedStrength: c.trainedStrength,
  trainedDefense: c.trainedDefense,
  energy: c.energy,
  hp: c.hp,
});

/**
 * The character module's write API for the admin back office (spec 001 section 2.3): set stats,
 * read many characters, put a character back to a new one's state. Balances are not here (wallet).
 * Every method runs in the caller's transaction when there is one.
 */
@Injectable()
export class CharacterAdminService {
  constructor(
    private readonly characters: CharacterRepository,
    private readonly character: CharacterService,
    private readonly loadout: CharacterLoadoutService,
    private readonly clock: Clock,
    @Inject(GAME_CONSTANTS) private readonly constants: GameConstants,
  ) {}

  /** Characters by id, unknown ids left out. */
  findByIds(ids: number[]): Promise<CharacterEntity[]> {
    return this.characters.findByIds(ids);
  }

  /**
   * Sets the given stats of a character (partial). Strength and defense are the effective values the
   * admin sees: the trained part becomes the difference to level + equipment. Energy and HP are
   * stored as of now and may not exceed the effective maxima; exp stays below the next level's need.
   * @returns the stored values before and after.
   * @throws CHARACTER_NOT_FOUND; STAT_OUT_OF_RANGE (400, Arabic, names the field and its bound)
   */
  async setStats(
    characterId: number,
    changes: AdminStatChanges,
  ): Promise<{ userId: string; before: StatSnapshot; after: StatSnapshot }> {
    const found = await this.characters.lockById(characterId);
    if (!found) throw characterError(CharacterErrorCode.CHARACTER_NOT_FOUND);
    const before = snapshot(found);
    const now = this.clock.now();
    const level = changes.level ?? found.level;
    if (level < 1 || level > this.constants.maxLevel)
      throw outOfRange([`المستوى يجب أن يكون بين 1 و ${this.constants.maxLevel}`]);
    const next: CharacterEntity = { ...found, level };
    const stats = await this.loadout.effectiveStats(next);
    const base = baseStats(level);
    const bonusStrength = stats.strength - base.strength - found.trainedStrength;
    const bonusDefense = stats.defense - base.defense - found.trainedDefense;
    const details: string[] = [];
    if (changes.strength !== undefined) {
      const trained = changes.strength - base.strength - bonusStrength;
      if (trained < 0) details.push(`القوة لا يمكن أن تقل عن ${base.strength + bonusStrength}`);
      next.trainedStrength = trained;
    }
    if (changes.defense !== undefined) {
      const trained = changes.defense - base.defense - bonusDefense;
      if (trained < 0) details.push(`الدفاع لا يمكن أن يقل عن ${base.defense + bonusDefense}`);
      next.trainedDefense = trained;
    }
    const need = expForNextLevel(level);
    if (changes.exp !== undefined) {
      if (level < this.constants.maxLevel && changes.exp >= need)
        details.push(`الخبرة يجب أن تكون أقل من ${need} في هذا المستوى`);
      next.exp = changes.exp;
    } else if (level < this.constants.maxLevel && found.exp >= need) {
      next.exp = need - 1;
    }
    const vitals = await this.character.vitals(next, now);
    if (changes.energy !== undefined) {
      if (changes.energy > vitals.maxEnergy) details.push(`الطاقة لا يمكن أن تزيد عن ${vitals.maxEnergy}`);
      Object.assign(next, { energy: changes.energy, energyUpdatedAt: now });
    }
    if (changes.hp !== undefined) {
      if (changes.hp > vitals.maxHp) details.push(`الصحة لا يمكن أن تزيد عن ${vitals.maxHp}`);
      Object.assign(next, { hp: changes.hp, hpUpdatedAt: now });
    }
    if (details.length) throw outOfRange(details);
    await this.characters.updateVitals(characterId, {
      level: next.level,
      exp: next.exp,
      trainedStrength: next.trainedStrength,
      trainedDefense: next.trainedDefense,
      energy: next.energy,
      energyUpdatedAt: next.energyUpdatedAt,
      hp: next.hp,
      hpUpdatedAt: next.hpUpdatedAt,
    });
    return { userId: found.userId, before, after: snapshot(next) };
  }

  /**
   * Puts a locked character back to a new level-1 one (admin reset): no experience, training, fight
   * or crime counts, confinement; HP and energy full for level 1 with the equipment it still has
   * (the caller clears equipment first). Balances and inventory are the caller's (wallet, gear).
   * @throws CHARACTER_NOT_FOUND
   */
  async resetToNew(characterId: number): Promise<{ userId: string; before: StatSnapshot }> {
    const found = await this.characters.lockById(characterId);
    if (!found) throw characterError(CharacterErrorCode.CHARACTER_NOT_FOUND);
    const stats = await this.loadout.effectiveStats({
      id: characterId,
      level: 1,
      trainedStrength: 0,
      trainedDefense: 0,
    });
    await this.characters.resetToNew(characterId, stats.maxHp, stats.maxEnergy, this.clock.now());
    return { userId: found.userId, before: snapshot(found) };
  }
}
