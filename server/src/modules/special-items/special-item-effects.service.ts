import { Inject, Injectable } from '@nestjs/common';
import { GAME_CONSTANTS } from '../../common/core.module';
import type { GameConstants } from '../../game/constants';
import { formatNumber } from '../../game/arabic-numbers.rules';
import { extendFrom, isActiveUntil, restoredValue, SpecialItemEffect } from '../../game/special-items.rules';
import { AuthService, usernameTakenOr } from '../auth/auth.service';
import { CharacterEntity } from '../character/character.entity';
import { CharacterService } from '../character/character.service';
import { ConfinementService } from '../confinement/confinement.service';
import { CrimesService } from '../crimes/crimes.service';
import { GangsService } from '../gangs/gangs.service';
import { GymService } from '../gym/gym.service';
import { SpecialItemsErrorCode, specialItemsError } from './special-items.errors';

/** What one use did: the Arabic sentence for the player and the figures of some effects. */
export interface EffectOutcome {
  message: string;
  hospitalized?: number;
  spared?: number;
  attackImmunityUntil?: string;
  /** Members of the bombed gang to notify after the commit. */
  bombed?: { gangName: string; userIds: string[] };
}

/**
 * Each special item type's effect on a locked character (DESIGN.md section 6, "Special items"), run in
 * the caller's transaction so the unit taken and the effect commit together. Every state change goes
 * through the owning module's service.
 */
@Injectable()
export class SpecialItemEffectsService {
  constructor(
    private readonly characters: CharacterService,
    private readonly confinement: ConfinementService,
    private readonly gym: GymService,
    private readonly crimes: CrimesService,
    private readonly gangs: GangsService,
    private readonly auth: AuthService,
    @Inject(GAME_CONSTANTS) private readonly constants: GameConstants,
  ) {}

  /** HP (health potion) or energy (energy potion) to max when the effect says `max`, else + points. */
  async restore(
    character: CharacterEntity,
    vital: 'hp' | 'energy',
    effect: SpecialItemEffect,
    now: Date,
  ): Promise<EffectOutcome> {
    const vitals = await this.characters.vitals(character, now);
    if (vital === 'hp') {
      const hp = restoredValue(vitals.hp, vitals.maxHp, effect.health);
      await this.characters.setVitals(character, { hp }, now);
      return { message: `استعدت صحتك: ${formatNumber(hp)} / ${formatNumber(vitals.maxHp)}` };
    }
    const energy = restoredValue(vitals.energy, vitals.maxEnergy, effect.energy);
    await this.characters.setVitals(character, { energy }, now);
    return { message: `استعدت طاقتك: ${formatNumber(energy)} / ${formatNumber(vitals.maxEnergy)}` };
  }

  /** + `experience` points; level-ups apply (and restore HP and energy). */
  async experience(character: CharacterEntity, effect: SpecialItemEffect, now: Date): Promise<EffectOutcome> {
    const progress = await this.characters.addExperience(character, effect.experience, now);
    const levels = progress.levelsGained > 0 ? ` وارتفع مستواك إلى ${formatNumber(progress.level)}` : '';
    return { message: `حصلت على ${formatNumber(effect.experience)} نقطة خبرة${levels}` };
  }

  /** Immune to attacks, contracts and bombs until max(now, current) + `duration` seconds. */
  async immunity(character: CharacterEntity, effect: SpecialItemEffect, now: Date): Promise<EffectOutcome> {
    const until = extendFrom(character.attackImmunityUntil, now, effect.duration);
    await this.characters.setPeriodEnd(character, 'attackImmunityUntil', until);
    return {
      message: 'أنت الآن محمي من الهجمات والعقود والقنابل',
      attackImmunityUntil: until.toISOString(),
    };
  }

  /** Releases from hospital and jail, completes a running training now, clears every crime cooldown. */
  async cooldownReset(character: CharacterEntity, now: Date): Promise<EffectOutcome> {
    await this.confinement.releaseAllNow(character, now);
    await this.gym.completeNow(character, now);
    await this.crimes.clearCooldowns(character, now);
    return { message: 'تمت إعادة تعيين كل أوقات الانتظار: المستشفى والسجن والتدريب والجرائم' };
  }

  /** A new username under the account setup rules. @throws NEW_USERNAME_REQUIRED; VALIDATION_FAILED; USERNAME_TAKEN */
  async rename(character: CharacterEntity, newUsername: string | undefined): Promise<EffectOutcome> {
    if (!newUsername) throw specialItemsError(SpecialItemsErrorCode.NEW_USERNAME_REQUIRED);
    try {
      await this.auth.changeUsername(character.userId, newUsername);
    } catch (error) {
      throw usernameTakenOr(error);
    }
    return { message: `تم تغيير اسمك إلى ${newUsername}` };
  }

  /**
   * Every member of another gang without active immunity goes to hospital for 30 minutes (through the
   * confinement timers); the bomber must be free, and is not in the target gang.
   * @throws IN_HOSPITAL / IN_JAIL; TARGET_GANG_REQUIRED; TARGET_GANG_NOT_FOUND; OWN_GANG_TARGET
   */
  async gangBomb(
    character: CharacterEntity,
    targetGangId: number | undefined,
    now: Date,
  ): Promise<EffectOutcome> {
    this.confinement.assertNotConfined(character, now);
    if (targetGangId === undefined) throw specialItemsError(SpecialItemsErrorCode.TARGET_GANG_REQUIRED);
    if ((await this.gangs.gangIdOf(character.userId)) === targetGangId)
      throw specialItemsError(SpecialItemsErrorCode.OWN_GANG_TARGET);
    const gang = await this.gangs.lockMembersForEffect(targetGangId);
    if (!gang) throw specialItemsError(SpecialItemsErrorCode.TARGET_GANG_NOT_FOUND);
    const targets = await this.characters.lockMany({ ids: gang.members.map((m) => m.characterId) });
    const hit: string[] = [];
    for (const target of targets) {
      if (isActiveUntil(target.attackImmunityUntil, now)) continue;
      const stay = await this.confinement.recordStay(
        target.id,
        'hospital',
        this.constants.gangBombHospitalMinutes,
      );
      hit.push(stay.userId);
    }
    const spared = targets.length - hit.length;
    return {
      message: `انفجرت القنبلة في عصابة ${gang.name}: ${formatNumber(hit.length)} في المستشفى و${formatNumber(spared)} نجوا بالحماية`,
      hospitalized: hit.length,
      spared,
      bombed: { gangName: gang.name, userIds: hit },
    };
  }
}
