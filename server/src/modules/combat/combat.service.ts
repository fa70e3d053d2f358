import { Inject, Injectable } from '@nestjs/common';
import { GAME_CONSTANTS } from '../../common/core.module';
import { DomainEvents } from '../../common/domain-events';
import { RandomSource } from '../../common/random';
import type { GameConstants } from '../../game/constants';
import type { ArmedFighter, Combat, Draw } from '../../game/fight.rules';
import { ActionRateLimiter } from '../../infra/rate-limit/action-rate-limiter';
import { CharacterEntity } from '../character/character.entity';
import { CharacterService } from '../character/character.service';
import { CombatErrorCode, combatError } from './combat.errors';
import { CombatRepository } from './combat.repository';

/** A rules function that plays one attack: `resolveFight` or `resolveContractFight` of `game/fight.rules.ts`. */
export type CombatRules<O extends Combat> = (
  attacker: ArmedFighter,
  defender: ArmedFighter,
  random: Draw,
  constants: GameConstants,
) => O;

/** A played attack: the rules' outcome and the names the log used. */
export interface PlayedCombat<O extends Combat> {
  outcome: O;
  attackerName: string;
  defenderName: string;
}

/**
 * What fights and blood contract executions share (DESIGN.md section 6): the attack rate limit, the
 * locking of both characters, the fighters as the rules see them (effective stats from the loadout,
 * HP after regeneration, names), the energy cost, and the recording of HP, fight counters and
 * experience through the character module. The maths stays in `game/fight.rules.ts`.
 */
@Injectable()
export class CombatService {
  constructor(
    private readonly combat: CombatRepository,
    private readonly characters: CharacterService,
    private readonly rateLimiter: ActionRateLimiter,
    private readonly random: RandomSource,
    private readonly events: DomainEvents,
    @Inject(GAME_CONSTANTS) private readonly constants: GameConstants,
  ) {}

  /**
   * Counts one attack (a fight or a blood contract execution) in the player's `fight` budget.
   * @throws ATTACKING_TOO_FAST (429 with retryAfterMs)
   */
  async assertAttackAllowed(userId: string): Promise<void> {
    const verdict = await this.rateLimiter.take('fight', userId);
    if (!verdict.allowed)
      throw combatError(CombatErrorCode.ATTACKING_TOO_FAST, { retryAfterMs: verdict.retryAfterMs });
  }

  /** Both characters locked in ascending id order (two attacks over one pair never deadlock); unknown ones left out. */
  lock(where: { ids: number[] } | { userIds: string[] }): Promise<CharacterEntity[]> {
    return this.characters.lockMany(where);
  }

  /**
   * Plays an attack between two locked characters that passed their checks, in the caller's
   * transaction: spends the attacker's 10 energy, runs `rules`, stores both final HPs (regeneration
   * restarts now) and the win or loss, then the experience (after the HP write: a level-up restores
   * HP and energy); both HUDs are pushed after the commit. @throws NOT_ENOUGH_ENERGY
   */
  async play<O extends Combat>(
    attacker: CharacterEntity,
    defender: CharacterEntity,
    now: Date,
    rules: CombatRules<O>,
  ): Promise<PlayedCombat<O>> {
    await this.characters.spendEnergy(attacker, this.constants.fightEnergyCost, now);
    const [names, vitals] = await Promise.all([
      this.combat.names([attacker.userId, defender.userId]),
      this.characters.vitalsOf([attacker, defender], now),
    ]);
    const attackerName = names.get(attacker.userId) ?? '';
    const defenderName = names.get(defender.userId) ?? '';
    const outcome = rules(
      this.fighter(attacker, attackerName, vitals.get(attacker.id)!, now),
      this.fighter(defender, defenderName, vitals.get(defender.id)!, now),
      () => this.random.next(),
      this.constants,
    );
    await this.characters.recordFight(attacker, outcome.attackerFinalHp, outcome.isAttackerWinner, now);
    await this.characters.recordFight(defender, outcome.defenderFinalHp, !outcome.isAttackerWinner, now);
    if (outcome.attackerXpGain > 0)
      await this.characters.addExperience(attacker, outcome.attackerXpGain, now);
    if (outcome.defenderXpGain > 0)
      await this.characters.addExperience(defender, outcome.defenderXpGain, now);
    for (const side of [attacker, defender])
      await this.events.publish('character.changed', { userId: side.userId });
    return { outcome, attackerName, defenderName };
  }

  private fighter(
    character: CharacterEntity,
    name: string,
    vitals: { hp: number; maxHp: number; fame: number; defense: number },
    now: Date,
  ): ArmedFighter {
    return {
      id: character.userId,
      name,
      level: character.level,
      hp: vitals.hp,
      maxHp: vitals.maxHp,
      fame: vitals.fame,
      defense: vitals.defense,
      isVip: character.vipExpiresAt !== null && character.vipExpiresAt > now,
      money: character.money,
    };
  }
}
