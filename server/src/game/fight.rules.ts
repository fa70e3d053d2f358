import { countOf, formatNumber, ROUNDS, ROUNDS_GENITIVE } from './arabic-numbers.rules';
import { DEFAULT_GAME_CONSTANTS, type GameConstants } from './constants';
import { damageRange } from './stats.rules';

/** A uniform draw in [0, 1); the services pass the player's seeded stream (`RandomSource.next(stream)`, issue 29), tests a scripted sequence. */
export type Draw = () => number;

/** One side of a fight at its start, from its effective stats and HP after lazy regeneration. */
export interface Fighter {
  /** The player's user id (the spec's `attackerId`, `winner`). */
  id: string;
  /** Name shown in the Arabic log lines. */
  name: string;
  level: number;
  hp: number;
  maxHp: number;
  /** Effective fame (DESIGN 6): drives the damage range of this fighter's hits. */
  fame: number;
  /** Effective defense: scales down the damage this fighter takes. */
  defense: number;
  isVip: boolean;
}

/** The combat of one fight or contract: who won, the hits and what each side gains in experience. */
export interface Combat {
  isAttackerWinner: boolean;
  /** Rounds started; a round is one hit by the attacker and then, if still standing, one by the defender. */
  rounds: number;
  /** Sum of the attacker's hits (the last hit may exceed the HP that was left). */
  attackerDamage: number;
  /** Sum of the defender's hits. */
  defenderDamage: number;
  totalDamage: number;
  attackerFinalHp: number;
  defenderFinalHp: number;
  /** One Arabic line per hit, then the closing line. */
  log: string[];
  narrative: string;
  /** Experience the attacker gains, VIP ×1.5 rounded down. */
  attackerXpGain: number;
  /** Experience the defender gains, VIP ×1.5 rounded down. */
  defenderXpGain: number;
}

/** Money a fight moves between the two players (never created or destroyed). */
export interface FightMoney {
  /** Taken from the defender by a winning attacker (VIP attacker ×1.5); 0 when the attacker lost. */
  amountStolen: number;
  /** Paid by a losing attacker to the defender (VIP defender ×1.5); 0 when the attacker won. */
  attackerMoneyLost: number;
}

/** A fighter with the cash locked at the fight (fights only; contracts move no money). */
export interface ArmedFighter extends Fighter {
  money: number;
}

/** Every field of the spec's contract result (spec 000 section 3), plus where the contract confines whom. */
export interface ContractOutcome extends Combat {
  /** User id of the winner. */
  winner: string;
  attackerId: string;
  /** The attacker's experience gain (the result is the attacker's screen). */
  xpGain: number;
  /** The attacker is a VIP (the spec's `isVIP`, shown on the attacker's screen). */
  isVIP: boolean;
  attackerIsVIP: boolean;
  defenderIsVIP: boolean;
  confinement: { who: 'target' | 'assassin'; kind: 'hospital' | 'jail'; minutes: number };
}

/** Every field of the spec's fight result (spec 000 section 3), plus who goes to hospital. */
export interface FightOutcome extends Omit<ContractOutcome, 'confinement'>, FightMoney {
  /** Equal to `amountStolen`: what the attacker's cash gained. */
  attackerMoneyGained: number;
  hospital: { attacker: boolean; defender: boolean; minutes: number };
}

/** Most rounds a fight lasts (DESIGN 6). */
export const MAX_FIGHT_ROUNDS = 20;
/** Share of the defender's cash a winning attacker takes (DESIGN 6: 10%). */
export const FIGHT_LOOT_PERCENT = 10;
/** Share of a losing attacker's cash paid to the defender (DESIGN 6: 5%). */
export const FIGHT_PENALTY_PERCENT = 5;

/**
 * Damage of one hit (DESIGN 6): a uniform integer in `damageRange(hitter fame)`, times
 * `100 / (100 + target defense)`, rounded down, at least 1.
 */
export function hitDamage(hitterFame: number, targetDefense: number, draw: number): number {
  const { min, max } = damageRange(hitterFame);
  const raw = min + Math.min(max - min, Math.floor(draw * (max - min + 1)));
  return Math.max(1, Math.floor((raw * 100) / (100 + Math.max(0, targetDefense))));
}

/**
 * Experience of both sides (DESIGN 6): an attacker who wins gains 20 + 5 × defender level, one who
 * loses gains 5; a defender who wins gains 10 + 2 × attacker level, one who loses nothing. A VIP's
 * gain is ×vipFactor, rounded down.
 */
export function fightExperience(
  attacker: Pick<Fighter, 'level' | 'isVip'>,
  defender: Pick<Fighter, 'level' | 'isVip'>,
  isAttackerWinner: boolean,
  constants: GameConstants = DEFAULT_GAME_CONSTANTS,
): { attackerXpGain: number; defenderXpGain: number } {
  const vip = (gain: number, isVip: boolean) => (isVip ? Math.floor(gain * constants.vipFactor) : gain);
  return {
    attackerXpGain: vip(isAttackerWinner ? 20 + 5 * defender.level : 5, attacker.isVip),
    defenderXpGain: isAttackerWinner ? 0 : vip(10 + 2 * attacker.level, defender.isVip),
  };
}

/**
 * Plays a fight (DESIGN 6). Round r: the attacker hits the defender, then, if the defender still
 * stands, the defender hits back; so the attacker always strikes first. It ends as soon as a side's
 * HP reaches 0 (that side loses), or after 20 rounds, when the side with the lower HP share
 * (hp / maxHp) loses; equal shares go to the defender (the attacker has to win). A side that starts
 * at 0 HP loses before any hit. Final HP never goes below 0.
 */
export function resolveCombat(
  attacker: Fighter,
  defender: Fighter,
  random: Draw,
  constants: GameConstants = DEFAULT_GAME_CONSTANTS,
): Combat {
  let attackerHp = Math.max(0, attacker.hp);
  let defenderHp = Math.max(0, defender.hp);
  let attackerDamage = 0;
  let defenderDamage = 0;
  let rounds = 0;
  const log: string[] = [];
  while (rounds < MAX_FIGHT_ROUNDS && attackerHp > 0 && defenderHp > 0) {
    rounds += 1;
    const dealt = hitDamage(attacker.fame, defender.defense, random());
    attackerDamage += dealt;
    defenderHp = Math.max(0, defenderHp - dealt);
    log.push(
      `الجولة ${formatNumber(rounds)}: ${attacker.name} يضرب ${defender.name} ويسبب ${formatNumber(dealt)} ضرراً`,
    );
    if (defenderHp === 0) break;
    const taken = hitDamage(defender.fame, attacker.defense, random());
    defenderDamage += taken;
    attackerHp = Math.max(0, attackerHp - taken);
    log.push(
      `الجولة ${formatNumber(rounds)}: ${defender.name} يضرب ${attacker.name} ويسبب ${formatNumber(taken)} ضرراً`,
    );
  }
  let isAttackerWinner: boolean;
  if (defenderHp === 0 || attackerHp === 0) {
    isAttackerWinner = defenderHp === 0 && attackerHp > 0;
  } else {
    isAttackerWinner = attackerHp / attacker.maxHp > defenderHp / defender.maxHp;
  }
  const winner = isAttackerWinner ? attacker : defender;
  const loser = isAttackerWinner ? defender : attacker;
  const knockedOut = (isAttackerWinner ? defenderHp : attackerHp) === 0;
  const narrative = knockedOut
    ? `انتصر ${winner.name} على ${loser.name} بالضربة القاضية بعد ${countOf(rounds, ROUNDS_GENITIVE)}`
    : `انتهت ${countOf(rounds, ROUNDS)} وفاز ${winner.name} على ${loser.name} بفارق الصحة`;
  log.push(`الفائز: ${winner.name}`);
  return {
    isAttackerWinner,
    rounds,
    attackerDamage,
    defenderDamage,
    totalDamage: attackerDamage + defenderDamage,
    attackerFinalHp: attackerHp,
    defenderFinalHp: defenderHp,
    log,
    narrative,
    ...fightExperience(attacker, defender, isAttackerWinner, constants),
  };
}

/**
 * Money a fight moves (DESIGN 6), from the balances locked at the fight: a winning attacker takes
 * 10% of the defender's cash, a losing attacker pays 5% of their own cash to the defender, rounded
 * down. The receiver's VIP bonus (×vipFactor, rounded down) is taken from the payer as well, so a
 * fight only moves money and the total is conserved; it never exceeds the payer's cash.
 */
export function fightMoney(
  input: {
    isAttackerWinner: boolean;
    attackerMoney: number;
    defenderMoney: number;
    attackerIsVip: boolean;
    defenderIsVip: boolean;
  },
  constants: GameConstants = DEFAULT_GAME_CONSTANTS,
): FightMoney {
  const vip = (amount: number, isVip: boolean) => (isVip ? Math.floor(amount * constants.vipFactor) : amount);
  if (input.isAttackerWinner) {
    const base = Math.floor((Math.max(0, input.defenderMoney) * FIGHT_LOOT_PERCENT) / 100);
    return {
      amountStolen: Math.min(input.defenderMoney, vip(base, input.attackerIsVip)),
      attackerMoneyLost: 0,
    };
  }
  const base = Math.floor((Math.max(0, input.attackerMoney) * FIGHT_PENALTY_PERCENT) / 100);
  return {
    amountStolen: 0,
    attackerMoneyLost: Math.min(input.attackerMoney, vip(base, input.defenderIsVip)),
  };
}

/**
 * The spec's VIP display split (spec 000 section 6): a shown gain is the base ×1.5, so the client
 * shows `gain / 1.5` as the base and 50% of that as the VIP extra. Exact when the base is even.
 */
export function vipSplit(
  gain: number,
  constants: GameConstants = DEFAULT_GAME_CONSTANTS,
): { base: number; vipExtra: number } {
  const base = gain / constants.vipFactor;
  return { base, vipExtra: base * (constants.vipFactor - 1) };
}

/**
 * Who a fight sends to hospital (spec 000 section 4): the loser, and anyone whose final HP is 0 or
 * less, for `fightHospitalMinutes` (20).
 */
export function fightHospitalStays(
  combat: Pick<Combat, 'isAttackerWinner' | 'attackerFinalHp' | 'defenderFinalHp'>,
  constants: GameConstants = DEFAULT_GAME_CONSTANTS,
): { attacker: boolean; defender: boolean; minutes: number } {
  return {
    attacker: !combat.isAttackerWinner || combat.attackerFinalHp <= 0,
    defender: combat.isAttackerWinner || combat.defenderFinalHp <= 0,
    minutes: constants.fightHospitalMinutes,
  };
}

/**
 * Where a contract sends whom (spec 000 section 4): an assassin who wins sends the target to hospital
 * for `contractHospitalMinutes` (30); one who loses goes to jail for `contractJailMinutes` (30).
 */
export function contractConfinement(
  isAssassinWinner: boolean,
  constants: GameConstants = DEFAULT_GAME_CONSTANTS,
): { who: 'target' | 'assassin'; kind: 'hospital' | 'jail'; minutes: number } {
  return isAssassinWinner
    ? { who: 'target', kind: 'hospital', minutes: constants.contractHospitalMinutes }
    : { who: 'assassin', kind: 'jail', minutes: constants.contractJailMinutes };
}

function outcomeOf(
  attacker: Fighter,
  defender: Fighter,
  combat: Combat,
): Omit<ContractOutcome, 'confinement'> {
  return {
    ...combat,
    winner: combat.isAttackerWinner ? attacker.id : defender.id,
    attackerId: attacker.id,
    xpGain: combat.attackerXpGain,
    isVIP: attacker.isVip,
    attackerIsVIP: attacker.isVip,
    defenderIsVIP: defender.isVip,
  };
}

/**
 * A player fight (DESIGN 6): the combat, the money it moves from the locked balances and who goes to
 * hospital. `random` is called once per hit.
 */
export function resolveFight(
  attacker: ArmedFighter,
  defender: ArmedFighter,
  random: Draw,
  constants: GameConstants = DEFAULT_GAME_CONSTANTS,
): FightOutcome {
  const combat = resolveCombat(attacker, defender, random, constants);
  const money = fightMoney(
    {
      isAttackerWinner: combat.isAttackerWinner,
      attackerMoney: attacker.money,
      defenderMoney: defender.money,
      attackerIsVip: attacker.isVip,
      defenderIsVip: defender.isVip,
    },
    constants,
  );
  return {
    ...outcomeOf(attacker, defender, combat),
    ...money,
    attackerMoneyGained: money.amountStolen,
    hospital: fightHospitalStays(combat, constants),
  };
}

/** A blood contract's fight (DESIGN 6): the same combat and experience, no money, and the contract's confinement. */
export function resolveContractFight(
  assassin: Fighter,
  target: Fighter,
  random: Draw,
  constants: GameConstants = DEFAULT_GAME_CONSTANTS,
): ContractOutcome {
  const combat = resolveCombat(assassin, target, random, constants);
  return {
    ...outcomeOf(assassin, target, combat),
    confinement: contractConfinement(combat.isAttackerWinner, constants),
  };
}
