import { Inject, Injectable } from '@nestjs/common';
import { GAME_CONSTANTS } from '../../common/core.module';
import { DomainEvents } from '../../infra/events/domain-events';
import { RandomSource } from '../../common/random';
import type { GameConstants } from '../../game/constants';
import type { ArmedFighter, Combat, Draw } from '../../game/fight.rules';
import {
  type CombatRollInputs,
  combatOutcomeOf,
  type ProvenFighter,
  rollConstantsOf,
} from '../../game/fairness.rules';
import { FairnessRefDto } from '../fairness/fairness.dto';
import { FairnessService, RollProofContent, RollTicket } from '../fairness/fairness.service';
import { ActionRateLimiter } from '../../infra/rate-limit/action-rate-limiter';
import type { GearBonuses } from '../../game/loadout.rules';
import { CharacterEntity } from '../character/character.entity';
import { CharacterLoadoutService } from '../character/character-loadout.service';
import { CharacterService, FightChanges } from '../character/character.service';
import { CombatErrorCode, combatError } from './combat.errors';
import { CombatRepository } from './combat.repository';

/** A rules function that plays one attack: `resolveFight` or `resolveContractFight` of `game/fight.rules.ts`. */
export type CombatRules<O extends Combat> = (
  attacker: ArmedFighter,
  defender: ArmedFighter,
  random: Draw,
  constants: GameConstants,
) => O;

/** What a fight's plan is computed from: both sides as read (no lock), their bonuses and names. */
export interface CombatSides {
  attacker: CharacterEntity;
  defender: CharacterEntity;
  attackerName: string;
  defenderName: string;
  bonuses: Map<number, GearBonuses>;
}

/** A planned attack: the rules' outcome, the names the log used, both rows to write and its proof. */
export interface PlannedCombat<O extends Combat> extends PlayedCombat<O> {
  attackerChanges: FightChanges;
  defenderChanges: FightChanges;
  /** The proof to store (issue 29): inputs, outcome and the number of draws read. */
  proof: RollProofContent;
}

/** A played attack: the rules' outcome and the names the log used. */
export interface PlayedCombat<O extends Combat> {
  outcome: O;
  attackerName: string;
  defenderName: string;
}

/** A contract's attack as played in the transaction, with its proof reference. */
export interface FairPlayedCombat<O extends Combat> extends PlayedCombat<O> {
  fairness: FairnessRefDto;
}

/** Which roll a combat is: a fight (`fight:<id>`) or a blood contract execution (`contract:<id>`). */
export interface CombatRoll {
  kind: 'fight' | 'contract';
  reference: string;
  ticket: RollTicket;
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
    private readonly loadout: CharacterLoadoutService,
    private readonly rateLimiter: ActionRateLimiter,
    private readonly random: RandomSource,
    private readonly fairness: FairnessService,
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
   * Reads both sides of a fight WITHOUT locking (the short-transaction path, DESIGN.md section 4):
   * the characters with their cash and names in one query, then the bonuses of the loadout (one
   * query per source). Unknown users are left out. @returns null when either side is missing.
   */
  async readSides(attackerUserId: string, defenderUserId: string): Promise<CombatSides | null> {
    const rows = await this.characters.readPlain([attackerUserId, defenderUserId]);
    const attacker = rows.find((row) => row.character.userId === attackerUserId);
    const defender = rows.find((row) => row.character.userId === defenderUserId);
    if (!attacker || !defender) return null;
    const bonuses = await this.loadout.bonusesOf([attacker.character.id, defender.character.id]);
    return {
      attacker: attacker.character,
      defender: defender.character,
      attackerName: attacker.name,
      defenderName: defender.name,
      bonuses,
    };
  }

  /** The users' characters with cash and names, read without a lock; unknown users left out. */
  async readFighters(userIds: string[]): Promise<CharacterEntity[]> {
    return (await this.characters.readPlain(userIds)).map((row) => row.character);
  }

  /**
   * Both characters locked in ascending id order, then their cash accounts in money (the wallet's
   * order), with their cash as it is now, in one statement (caller's transaction): the money moved
   * between them needs no wallet lock statement (`heldAccountsLocked`).
   */
  lockFighters(ids: number[]): Promise<CharacterEntity[]> {
    return this.characters.lockPlainWithCash(ids);
  }

  /**
   * Plays an attack in memory, with no query: the rules on both sides' vitals (from `sides`), the
   * attacker's 10 energy, both final HPs, the win or loss and the experience, as rows to write.
   * Call it before locking and again with the locked rows when they differ from the rows read. The
   * draws come from the attacker's seeded stream of `roll.ticket` (issue 29), and the proof's inputs
   * are the fighters exactly as the rules saw them.
   * @throws NOT_ENOUGH_ENERGY, SEED_COMMITMENT_MISMATCH
   */
  plan<O extends Combat>(
    sides: CombatSides,
    now: Date,
    rules: CombatRules<O>,
    roll: CombatRoll,
  ): PlannedCombat<O> {
    const { attacker, defender, bonuses } = sides;
    const attackerVitals = this.characters.vitalsWith(
      attacker,
      this.loadout.statsWith(attacker, bonuses),
      now,
    );
    const defenderVitals = this.characters.vitalsWith(
      defender,
      this.loadout.statsWith(defender, bonuses),
      now,
    );
    const attackerFighter = this.fighter(attacker, sides.attackerName, attackerVitals, now, bonuses);
    const defenderFighter = this.fighter(defender, sides.defenderName, defenderVitals, now, bonuses);
    const stream = this.fairness.stream(roll.ticket);
    const outcome = rules(attackerFighter, defenderFighter, () => this.random.next(stream), this.constants);
    return {
      outcome,
      attackerName: sides.attackerName,
      defenderName: sides.defenderName,
      proof: this.proofOf(roll, attackerFighter, defenderFighter, outcome, stream.count()),
      attackerChanges: this.characters.fightChanges(
        attacker,
        attackerVitals,
        bonuses,
        {
          energyCost: this.constants.fightEnergyCost,
          finalHp: outcome.attackerFinalHp,
          won: outcome.isAttackerWinner,
          xpGain: outcome.attackerXpGain,
        },
        now,
      ),
      defenderChanges: this.characters.fightChanges(
        defender,
        defenderVitals,
        bonuses,
        {
          energyCost: 0,
          finalHp: outcome.defenderFinalHp,
          won: !outcome.isAttackerWinner,
          xpGain: outcome.defenderXpGain,
        },
        now,
      ),
    };
  }

  /**
   * Plays an attack between two locked characters that passed their checks, in the caller's
   * transaction, on the fight's path (blood contracts): both sides' names and loadout bonuses read,
   * the attack planned in memory (`plan`: the attacker's 10 energy, both final HPs, the win or loss,
   * the experience and its level-ups), the proof stored with the attacker's next nonce in one
   * statement (`FairnessService.record`, played again on the next nonce when the seed moved), then
   * both characters written in one statement; both HUDs are pushed after the commit.
   * @throws NOT_ENOUGH_ENERGY, SEED_COMMITMENT_MISMATCH
   */
  async play<O extends Combat>(
    attacker: CharacterEntity,
    defender: CharacterEntity,
    now: Date,
    rules: CombatRules<O>,
    roll: Omit<CombatRoll, 'ticket'>,
  ): Promise<FairPlayedCombat<O>> {
    const names = await this.combat.names([attacker.userId, defender.userId]);
    const sides: CombatSides = {
      attacker,
      defender,
      attackerName: names.get(attacker.userId) ?? '',
      defenderName: names.get(defender.userId) ?? '',
      bonuses: await this.loadout.bonusesOf([attacker.id, defender.id]),
    };
    const ticket = await this.fairness.ticket(attacker.userId);
    const rollOf = (next: RollTicket): CombatRoll => ({ ...roll, ticket: next });
    const { planned, fairness } = await this.fairness.record(
      attacker.userId,
      ticket,
      this.plan(sides, now, rules, rollOf(ticket)),
      (next) => this.plan(sides, now, rules, rollOf(next)),
      (each) => each.proof,
    );
    await this.characters.recordCombat([planned.attackerChanges, planned.defenderChanges]);
    for (const side of [attacker, defender])
      await this.events.publish('character.changed', { userId: side.userId });
    return {
      outcome: planned.outcome,
      attackerName: planned.attackerName,
      defenderName: planned.defenderName,
      fairness,
    };
  }

  /** A combat's proof: both fighters as the rules saw them, the constants, the outcome, the draws read. */
  private proofOf(
    roll: CombatRoll,
    attacker: ProvenFighter,
    defender: ProvenFighter,
    outcome: Combat & { amountStolen?: number; attackerMoneyLost?: number },
    draws: number,
  ): RollProofContent {
    const inputs: CombatRollInputs = {
      kind: roll.kind,
      attacker,
      defender,
      constants: rollConstantsOf(this.constants),
    };
    return {
      reference: roll.reference,
      otherUserId: defender.id,
      draws,
      inputs,
      outcome: combatOutcomeOf({
        ...outcome,
        amountStolen: outcome.amountStolen ?? 0,
        attackerMoneyLost: outcome.attackerMoneyLost ?? 0,
      }),
    };
  }

  private fighter(
    character: CharacterEntity,
    name: string,
    vitals: { hp: number; maxHp: number; fame: number; defense: number },
    now: Date,
    bonuses: Map<number, GearBonuses>,
  ): ProvenFighter {
    const gear = bonuses.get(character.id);
    return {
      bonuses: {
        trainedStrength: character.trainedStrength,
        trainedDefense: character.trainedDefense,
        strengthBonus: gear?.strengthBonus ?? 0,
        defenseBonus: gear?.defenseBonus ?? 0,
        hpBonus: gear?.hpBonus ?? 0,
        energyBonus: gear?.energyBonus ?? 0,
      },
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
