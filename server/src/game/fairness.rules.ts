import { DEFAULT_GAME_CONSTANTS, type GameConstants } from './constants';
import { type CrimeOutcome, type CrimeTerms, resolveCrime } from './crimes.rules';
import {
  type ArmedFighter,
  type Draw,
  type Fighter,
  resolveContractFight,
  resolveFight,
} from './fight.rules';

/**
 * Provably fair rolls (issue 29): the pure half, shared by the server and the browser's check page.
 *
 * A player has a server seed (32 bytes) committed as its SHA-256, a client seed and a nonce counting
 * the rolls. Roll `nonce` reads its uniform numbers from HMAC-SHA256(key = server seed, message =
 * `clientSeed:nonce:round`) for round 0, 1, 2, ...: each 32-byte block gives eight numbers, four
 * bytes each read big-endian and divided by 2^32, so each lies in [0, 1). A roll that needs more than
 * eight numbers reads the next round. Computing the HMAC is the caller's (Node's `crypto` on the
 * server, WebCrypto in the browser); everything after it lives here.
 */

/** Version of the roll rules; stored with every proof, bumped when a replay of old proofs would change. */
export const FAIRNESS_RULE_VERSION = 'fair-1';
/** Uniform numbers read from one HMAC block (32 bytes, four per number). */
export const DRAWS_PER_ROUND = 8;
/** Server seed length in bytes. */
export const SERVER_SEED_BYTES = 32;
/** The most numbers one roll may read (a fight of 20 rounds hits at most 40 times). */
export const MAX_DRAWS_PER_ROLL = 64;

/** The HMAC message of one round of one roll: `clientSeed:nonce:round`. */
export function fairMessage(clientSeed: string, nonce: number, round: number): string {
  return `${clientSeed}:${nonce}:${round}`;
}

/** The eight uniform numbers in [0, 1) of one 32-byte HMAC block, in order. */
export function uniformsOf(block: Uint8Array): number[] {
  if (block.length < DRAWS_PER_ROUND * 4) throw new Error('HMAC block shorter than 32 bytes');
  const numbers: number[] = [];
  for (let index = 0; index < DRAWS_PER_ROUND; index += 1) {
    const at = index * 4;
    const word = ((block[at] << 24) >>> 0) + (block[at + 1] << 16) + (block[at + 2] << 8) + block[at + 3];
    numbers.push(word / 2 ** 32);
  }
  return numbers;
}

/** How many HMAC rounds a roll of `draws` numbers reads (at least one). */
export function roundsFor(draws: number): number {
  return Math.max(1, Math.ceil(draws / DRAWS_PER_ROUND));
}

/** A stream of uniform numbers with a count of the numbers it has handed out. */
export interface CountedDraw {
  draw: Draw;
  /** Numbers handed out so far. */
  count(): number;
}

/**
 * The roll's numbers in order, reading round `r` from `blockOf(r)` when first needed.
 * @throws Error past MAX_DRAWS_PER_ROLL numbers, or when `blockOf` has no block for a round
 */
export function drawStream(blockOf: (round: number) => Uint8Array | undefined): CountedDraw {
  let buffered: number[] = [];
  let used = 0;
  return {
    draw: () => {
      if (used >= MAX_DRAWS_PER_ROLL) throw new Error(`a roll reads at most ${MAX_DRAWS_PER_ROLL} numbers`);
      const round = Math.floor(used / DRAWS_PER_ROUND);
      if (used % DRAWS_PER_ROUND === 0) {
        const block = blockOf(round);
        if (!block) throw new Error(`no HMAC block for round ${round}`);
        buffered = uniformsOf(block);
      }
      const value = buffered[used % DRAWS_PER_ROUND];
      used += 1;
      return value;
    },
    count: () => used,
  };
}

/** Hex of bytes (lower case). */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Bytes of a hex string. @throws Error on an odd length or a non-hex character */
export function fromHex(hex: string): Uint8Array {
  if (hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex)) throw new Error('not a hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1)
    bytes[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/** The constants a roll's rules read (stored with each proof, so a test's overrides replay too). */
export type RollConstants = Pick<
  GameConstants,
  'vipFactor' | 'fightHospitalMinutes' | 'contractHospitalMinutes' | 'contractJailMinutes'
>;

/** The roll constants of a full constants object. */
export function rollConstantsOf(constants: GameConstants): RollConstants {
  return {
    vipFactor: constants.vipFactor,
    fightHospitalMinutes: constants.fightHospitalMinutes,
    contractHospitalMinutes: constants.contractHospitalMinutes,
    contractJailMinutes: constants.contractJailMinutes,
  };
}

/** The summed bonuses that entered a fighter's effective stats (shown on the check page). */
export interface UsedBonuses {
  trainedStrength: number;
  trainedDefense: number;
  strengthBonus: number;
  defenseBonus: number;
  hpBonus: number;
  energyBonus: number;
}

/** A fighter as a proof stores it: what the rules read, plus the bonuses behind fame and defense. */
export interface ProvenFighter extends ArmedFighter {
  bonuses: UsedBonuses;
}

/** Inputs of a crime roll: the crime's terms, the VIP flag and the constants. */
export interface CrimeRollInputs {
  kind: 'crime';
  crimeId: number;
  crimeName: string;
  terms: CrimeTerms;
  isVip: boolean;
  constants: RollConstants;
}

/** Inputs of a fight or a contract execution: both sides at the start and the constants. */
export interface CombatRollInputs {
  kind: 'fight' | 'contract';
  attacker: ProvenFighter;
  defender: ProvenFighter;
  constants: RollConstants;
}

export type RollInputs = CrimeRollInputs | CombatRollInputs;

/** What a crime roll decided. */
export type CrimeRollOutcome = CrimeOutcome;

/** What a fight or contract roll decided: the log and every number the result shows. */
export interface CombatRollOutcome {
  isAttackerWinner: boolean;
  rounds: number;
  attackerDamage: number;
  defenderDamage: number;
  attackerFinalHp: number;
  defenderFinalHp: number;
  attackerXpGain: number;
  defenderXpGain: number;
  /** Money moved (fights only; 0 for contracts). */
  amountStolen: number;
  attackerMoneyLost: number;
  log: string[];
}

export type RollOutcome = CrimeRollOutcome | CombatRollOutcome;

function withConstants(constants: RollConstants): GameConstants {
  return { ...DEFAULT_GAME_CONSTANTS, ...constants };
}

function fighterOf(proven: ProvenFighter): ArmedFighter {
  const { bonuses: _bonuses, ...fighter } = proven;
  return fighter;
}

/** The crime roll the rules make from `inputs` and the draws. */
export function rollCrime(inputs: CrimeRollInputs, draw: Draw): CrimeRollOutcome {
  return resolveCrime(inputs.terms, draw(), inputs.isVip, withConstants(inputs.constants));
}

/** The fight or contract roll the rules make from `inputs` and the draws. */
export function rollCombat(inputs: CombatRollInputs, draw: Draw): CombatRollOutcome {
  const constants = withConstants(inputs.constants);
  const attacker = fighterOf(inputs.attacker);
  const defender = fighterOf(inputs.defender);
  const outcome =
    inputs.kind === 'fight'
      ? resolveFight(attacker, defender, draw, constants)
      : {
          ...resolveContractFight(attacker as Fighter, defender as Fighter, draw, constants),
          amountStolen: 0,
          attackerMoneyLost: 0,
        };
  return combatOutcomeOf(outcome);
}

/** The stored part of a fight's or contract's result. */
export function combatOutcomeOf(outcome: CombatRollOutcome): CombatRollOutcome {
  return {
    isAttackerWinner: outcome.isAttackerWinner,
    rounds: outcome.rounds,
    attackerDamage: outcome.attackerDamage,
    defenderDamage: outcome.defenderDamage,
    attackerFinalHp: outcome.attackerFinalHp,
    defenderFinalHp: outcome.defenderFinalHp,
    attackerXpGain: outcome.attackerXpGain,
    defenderXpGain: outcome.defenderXpGain,
    amountStolen: outcome.amountStolen,
    attackerMoneyLost: outcome.attackerMoneyLost,
    log: [...outcome.log],
  };
}

/** Any roll from its inputs and the draws. */
export function replayRoll(inputs: RollInputs, draw: Draw): RollOutcome {
  return inputs.kind === 'crime' ? rollCrime(inputs, draw) : rollCombat(inputs, draw);
}

/** One compared line of a replay: a log line or a field, as stored and as recomputed. */
export interface ReplayLine {
  /** The field's name, or `log[i]` for a log line. */
  label: string;
  stored: string;
  replayed: string;
  matches: boolean;
}

/** The verdict of a replay: every line compared, the number of draws, and whether all agree. */
export interface ReplayVerdict {
  lines: ReplayLine[];
  drawsUsed: number;
  drawsStored: number;
  matches: boolean;
  /** Why the replay could not run (for example a missing HMAC block), or null. */
  error: string | null;
}

const show = (value: unknown): string => (value === undefined ? '—' : JSON.stringify(value));

/**
 * Replays a stored roll from its inputs with the numbers of `blockOf` and compares it, field by field
 * and log line by log line, with the stored outcome and draw count.
 */
export function verifyRoll(
  inputs: RollInputs,
  stored: RollOutcome,
  drawsStored: number,
  blockOf: (round: number) => Uint8Array | undefined,
): ReplayVerdict {
  const stream = drawStream(blockOf);
  let replayed: RollOutcome;
  try {
    replayed = replayRoll(inputs, stream.draw);
  } catch (error) {
    return {
      lines: [],
      drawsUsed: stream.count(),
      drawsStored,
      matches: false,
      error: (error as Error).message,
    };
  }
  const lines: ReplayLine[] = [];
  const storedFields = stored as unknown as Record<string, unknown>;
  const replayedFields = replayed as unknown as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(storedFields), ...Object.keys(replayedFields)])].filter(
    (key) => key !== 'log',
  );
  if ('log' in storedFields || 'log' in replayedFields) {
    const storedLog = (storedFields.log as string[] | undefined) ?? [];
    const replayedLog = (replayedFields.log as string[] | undefined) ?? [];
    for (let index = 0; index < Math.max(storedLog.length, replayedLog.length); index += 1) {
      lines.push({
        label: `log[${index}]`,
        stored: storedLog[index] ?? '—',
        replayed: replayedLog[index] ?? '—',
        matches: storedLog[index] === replayedLog[index],
      });
    }
  }
  for (const key of keys) {
    const a = show(storedFields[key]);
    const b = show(replayedFields[key]);
    lines.push({ label: key, stored: a, replayed: b, matches: a === b });
  }
  lines.push({
    label: 'draws',
    stored: String(drawsStored),
    replayed: String(stream.count()),
    matches: drawsStored === stream.count(),
  });
  return {
    lines,
    drawsUsed: stream.count(),
    drawsStored,
    matches: lines.every((line) => line.matches),
    error: null,
  };
}
