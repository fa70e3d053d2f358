/**
 * Gang rules (DESIGN.md section 6 "Gangs", spec 001 sections 4, 6 and 9): ranks, who may do what
 * to whom, the treasury split on deletion and the name key that makes names unique. Plain functions.
 */
import { normalizeArabic } from './word-filter.rules';

/** Gang ranks, highest first (spec 001 section 4). */
export enum GangRank {
  BOSS = 'BOSS',
  WAZIR = 'WAZIR',
  NAIB = 'NAIB',
  MUSHREF = 'MUSHREF',
  AUDW = 'AUDW',
}

/** Ranks from highest to lowest. */
export const GANG_RANKS: readonly GangRank[] = [
  GangRank.BOSS,
  GangRank.WAZIR,
  GangRank.NAIB,
  GangRank.MUSHREF,
  GangRank.AUDW,
];

/** The ranks the boss's role dropdown offers (spec 001 section 4): never BOSS. */
export const ASSIGNABLE_GANG_RANKS: readonly GangRank[] = [
  GangRank.AUDW,
  GangRank.MUSHREF,
  GangRank.NAIB,
  GangRank.WAZIR,
];

/** The numbers DESIGN.md section 6 fixes for gangs. */
export const GANG_LIMITS = {
  /** Money a new gang costs (a sink). */
  creationCost: 50_000,
  /** Members a gang holds. */
  maxMembers: 20,
  nameMinLength: 3,
  nameMaxLength: 20,
  descriptionMaxLength: 500,
  /** Length of a join request's message. */
  requestMessageMaxLength: 200,
  /** Pending join requests one player may have at once. */
  maxPendingRequests: 3,
  /** Length of the board message (ours: the spec shows no limit). */
  boardMaxLength: 1000,
} as const;

/** Everything a member may try (spec 001 section 6); the table below says which ranks may. */
export type GangAction =
  | 'contribute'
  | 'editBoard'
  | 'transferMoney'
  | 'handleRequests'
  | 'kick'
  | 'changeRole'
  | 'transferLeadership'
  | 'editInfo'
  | 'deleteGang';

const RIGHTS: Readonly<Record<GangAction, readonly GangRank[]>> = {
  contribute: GANG_RANKS,
  editBoard: [GangRank.BOSS, GangRank.WAZIR],
  transferMoney: [GangRank.BOSS, GangRank.WAZIR],
  handleRequests: [GangRank.BOSS, GangRank.WAZIR, GangRank.NAIB],
  kick: [GangRank.BOSS, GangRank.WAZIR, GangRank.NAIB],
  changeRole: [GangRank.BOSS],
  transferLeadership: [GangRank.BOSS],
  editInfo: [GangRank.BOSS],
  deleteGang: [GangRank.BOSS],
};

/** Whether a member of `rank` may perform `action` at all (whom they may kick is `canKick`). */
export function mayPerform(rank: GangRank, action: GangAction): boolean {
  return RIGHTS[action].includes(rank);
}

/** Ranks each rank may kick (spec 001 section 6, the kick matrix). */
const KICKABLE: Readonly<Record<GangRank, readonly GangRank[]>> = {
  [GangRank.BOSS]: [GangRank.WAZIR, GangRank.NAIB, GangRank.MUSHREF, GangRank.AUDW],
  [GangRank.WAZIR]: [GangRank.NAIB, GangRank.MUSHREF, GangRank.AUDW],
  [GangRank.NAIB]: [GangRank.MUSHREF, GangRank.AUDW],
  [GangRank.MUSHREF]: [],
  [GangRank.AUDW]: [],
};

/**
 * The kick matrix (spec 001 section 6): BOSS on anyone but a BOSS; WAZIR on NAIB, MUSHREF, AUDW;
 * NAIB on MUSHREF and AUDW; never on oneself.
 */
export function canKick(actor: GangRank, target: GangRank, self: boolean): boolean {
  return !self && KICKABLE[actor].includes(target);
}

/**
 * Role changes (spec 001 sections 4 and 6): only the boss, never on oneself, never to BOSS
 * (leadership moves only by transfer).
 */
export function canChangeRole(actor: GangRank, newRole: GangRank, self: boolean): boolean {
  return actor === GangRank.BOSS && !self && ASSIGNABLE_GANG_RANKS.includes(newRole);
}

/**
 * The treasury split on deletion (DESIGN.md section 6): every member gets an equal whole share,
 * the remainder goes to the boss. `memberIds` must include `bossId`.
 * @returns money per member id, only the non-zero shares.
 */
export function splitTreasury<Id>(treasury: number, memberIds: readonly Id[], bossId: Id): Map<Id, number> {
  const shares = new Map<Id, number>();
  if (treasury <= 0 || !memberIds.length) return shares;
  const share = Math.floor(treasury / memberIds.length);
  const remainder = treasury - share * memberIds.length;
  for (const id of memberIds) {
    const amount = share + (id === bossId ? remainder : 0);
    if (amount > 0) shares.set(id, amount);
  }
  return shares;
}

/**
 * The key that makes gang names unique (DESIGN.md section 6): Arabic normalisation (diacritics,
 * tatweel, alef/yeh/teh marbuta variants, as the chat filter does), case folding, collapsed spaces,
 * no invisible format characters.
 */
export function gangNameKey(name: string): string {
  // Invisible format characters (zero-width joiners, direction marks) would make look-alike twins.
  return normalizeArabic(name.replace(/\p{Cf}/gu, ''))
    .trim()
    .replace(/\s+/gu, ' ');
}
