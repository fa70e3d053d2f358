import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { GAME_CONSTANTS } from '../../common/core.module';
import type { GameConstants } from '../../game/constants';
import {
  applyExperience,
  effectiveStats,
  expForNextLevel,
  regenerateEnergy,
  regenerateHp,
} from '../../game/stats.rules';
import type { CharacterVitals } from './character-vitals';
import { CharacterEntity } from './character.entity';
import { CharacterProfileDto, HudDto, toCharacterProfileDto, toHudDto } from './character.dto';
import { CharacterErrorCode, characterError } from './character.errors';
import { CharacterRepository } from './character.repository';

export type { CharacterVitals } from './character-vitals';

/** Characters: creation at account setup, HUD and own profile (spec 000 section 3; DESIGN.md section 6). */
@Injectable()
export class CharacterService {
  constructor(
    private readonly characters: CharacterRepository,
    private readonly clock: Clock,
    @Inject(GAME_CONSTANTS) private readonly constants: GameConstants,
  ) {}

  /** Creates the level-1 character of a user, at full HP and energy. Runs in the caller's transaction. */
  createForUser(userId: string): Promise<CharacterEntity> {
    const stats = effectiveStats(1);
    const now = this.clock.now();
    return this.characters.create({
      userId,
      hp: stats.maxHp,
      energy: stats.maxEnergy,
      hpUpdatedAt: now,
      energyUpdatedAt: now,
    });
  }

  /**
   * Effective stats and lazily regenerated HP and energy (DESIGN.md section 6). Pure: nothing is written;
   * a service that spends energy stores the returned values with their timestamps.
   */
  vitals(character: CharacterEntity, now: Date = this.clock.now()): CharacterVitals {
    const stats = effectiveStats(character.level, {
      trainedStrength: character.trainedStrength,
      trainedDefense: character.trainedDefense,
    });
    const inHospital = character.hospitalUntil !== null && character.hospitalUntil > now;
    const hp = regenerateHp(
      { hp: character.hp, updatedAt: character.hpUpdatedAt, maxHp: stats.maxHp, now, inHospital },
      this.constants,
    );
    const energy = regenerateEnergy(
      { energy: character.energy, updatedAt: character.energyUpdatedAt, maxEnergy: stats.maxEnergy, now },
      this.constants,
    );
    return {
      hp: hp.hp,
      hpUpdatedAt: hp.updatedAt,
      maxHp: stats.maxHp,
      energy: energy.energy,
      energyUpdatedAt: energy.updatedAt,
      maxEnergy: stats.maxEnergy,
      strength: stats.strength,
      defense: stats.defense,
      fame: stats.fame,
      nextLevelExp: expForNextLevel(character.level),
    };
  }

  /** @throws DomainError CHARACTER_NOT_FOUND before account setup. */
  async getCharacter(userId: string): Promise<CharacterEntity> {
    const character = await this.characters.findByUserId(userId);
    if (!character) throw characterError(CharacterErrorCode.CHARACTER_NOT_FOUND);
    return character;
  }

  /** @throws CHARACTER_NOT_FOUND */
  async getCharacterById(characterId: number): Promise<CharacterEntity> {
    const character = await this.characters.findById(characterId);
    if (!character) throw characterError(CharacterErrorCode.CHARACTER_NOT_FOUND);
    return character;
  }

  /** HUD data; the same payload `hud:request` answers with. @throws CHARACTER_NOT_FOUND */
  async getHud(userId: string): Promise<HudDto> {
    const character = await this.getCharacter(userId);
    return toHudDto(character, this.vitals(character));
  }

  /** The player's own character; the same payload `profile:request` answers with. @throws CHARACTER_NOT_FOUND */
  async getCharacterProfile(userId: string): Promise<CharacterProfileDto> {
    const found = await this.characters.findWithUser(userId);
    if (!found) throw characterError(CharacterErrorCode.CHARACTER_NOT_FOUND);
    const now = this.clock.now();
    return toCharacterProfileDto(found.character, found.user, this.vitals(found.character, now), now);
  }

  /**
   * Locks the user's character for the caller's transaction (use inside `@Transactional()` or
   * `inRetriedTransaction`). @throws CHARACTER_NOT_FOUND
   */
  async lockForUser(userId: string): Promise<CharacterEntity> {
    const character = await this.characters.lockByUserId(userId);
    if (!character) throw characterError(CharacterErrorCode.CHARACTER_NOT_FOUND);
    return character;
  }

  /**
   * Spends energy from a locked character, after lazy regeneration; partial progress toward the
   * next regeneration tick is kept. Runs in the caller's transaction.
   * @returns the energy left. @throws NOT_ENOUGH_ENERGY ('لا تملك طاقة كافية')
   */
  async spendEnergy(
    character: CharacterEntity,
    amount: number,
    now: Date = this.clock.now(),
  ): Promise<number> {
    const vitals = this.vitals(character, now);
    if (vitals.energy < amount) {
      throw characterError(CharacterErrorCode.NOT_ENOUGH_ENERGY, { energy: vitals.energy, required: amount });
    }
    const energy = vitals.energy - amount;
    // Full energy does not accrue ticks, so the clock starts when it first drops below max.
    const energyUpdatedAt = vitals.energy >= vitals.maxEnergy ? now : vitals.energyUpdatedAt;
    await this.characters.updateVitals(character.id, { energy, energyUpdatedAt });
    Object.assign(character, { energy, energyUpdatedAt });
    return energy;
  }

  /**
   * Adds experience to a locked character and levels it up (several levels at once allowed); a
   * level-up restores HP and energy to the new maxima (DESIGN.md section 6). Runs in the caller's
   * transaction. @returns the new level, exp and how many levels were gained.
   */
  async addExperience(character: CharacterEntity, amount: number, now: Date = this.clock.now()) {
    const progress = applyExperience(
      { level: character.level, exp: character.exp },
      Math.floor(amount),
      this.constants,
    );
    const values: Partial<CharacterEntity> = { level: progress.level, exp: progress.exp };
    if (progress.levelsGained > 0) {
      const stats = effectiveStats(progress.level, {
        trainedStrength: character.trainedStrength,
        trainedDefense: character.trainedDefense,
      });
      Object.assign(values, {
        hp: stats.maxHp,
        hpUpdatedAt: now,
        energy: stats.maxEnergy,
        energyUpdatedAt: now,
      });
    }
    await this.characters.updateVitals(character.id, values);
    Object.assign(character, values);
    return progress;
  }

  /** Level of a user's character, 1 before account setup (feature gates). */
  async levelOf(userId: string): Promise<number> {
    return (await this.characters.findByUserId(userId))?.level ?? 1;
  }
}
