/**
 * What the gang page shows to whom (spec 001 sections 4, 5, 6 and 9). The server checks every right
 * again; these only decide which buttons and forms appear. Plain functions of the generated types.
 */
import { AssignableGangRank } from '../../api/generated/model/assignableGangRank';
import type { GangDto } from '../../api/generated/model/gangDto';
import type { GangMemberDto } from '../../api/generated/model/gangMemberDto';
import { GangRank } from '../../api/generated/model/gangRank';

/** Spec 001 section 4: ranks from highest to lowest. */
export const RANK_ORDER: readonly GangRank[] = [
  GangRank.BOSS,
  GangRank.WAZIR,
  GangRank.NAIB,
  GangRank.MUSHREF,
  GangRank.AUDW,
];

/** Spec 001 section 4: the boss's role dropdown offers only these, never BOSS. */
export const ASSIGNABLE_RANKS: readonly AssignableGangRank[] = [
  AssignableGangRank.AUDW,
  AssignableGangRank.MUSHREF,
  AssignableGangRank.NAIB,
  AssignableGangRank.WAZIR,
];

/** DESIGN.md section 6: founding a gang costs 50,000 money; names are 3 to 20 characters. */
export const GANG_CREATION_COST = 50_000;
export const GANG_NAME_MIN = 3;
export const GANG_NAME_MAX = 20;
export const GANG_DESCRIPTION_MAX = 500;
export const REQUEST_MESSAGE_MAX = 200;
export const MAX_PENDING_REQUESTS = 3;
export const BOARD_MAX = 1000;

/** The sections and forms a rank sees on its own gang's page (spec 001 section 6). */
export interface GangRights {
  donate: boolean;
  editBoard: boolean;
  transferMoney: boolean;
  handleRequests: boolean;
  changeRoles: boolean;
  transferLeadership: boolean;
  editInfo: boolean;
  deleteGang: boolean;
}

const NO_RIGHTS: GangRights = {
  donate: false,
  editBoard: false,
  transferMoney: false,
  handleRequests: false,
  changeRoles: false,
  transferLeadership: false,
  editInfo: false,
  deleteGang: false,
};

/**
 * Spec 001 section 6: any member donates; BOSS and WAZIR edit the board and transfer from the
 * treasury; BOSS, WAZIR and NAIB handle join requests; only BOSS changes roles, transfers leadership,
 * edits the gang info and deletes the gang. A visitor (no rank) has none.
 */
export function rightsOf(rank: GangRank | null): GangRights {
  if (rank === null) return NO_RIGHTS;
  const boss = rank === GangRank.BOSS;
  const topTwo = boss || rank === GangRank.WAZIR;
  return {
    donate: true,
    editBoard: topTwo,
    transferMoney: topTwo,
    handleRequests: topTwo || rank === GangRank.NAIB,
    changeRoles: boss,
    transferLeadership: boss,
    editInfo: boss,
    deleteGang: boss,
  };
}

const KICKABLE: Readonly<Record<GangRank, readonly GangRank[]>> = {
  [GangRank.BOSS]: [GangRank.WAZIR, GangRank.NAIB, GangRank.MUSHREF, GangRank.AUDW],
  [GangRank.WAZIR]: [GangRank.NAIB, GangRank.MUSHREF, GangRank.AUDW],
  [GangRank.NAIB]: [GangRank.MUSHREF, GangRank.AUDW],
  [GangRank.MUSHREF]: [],
  [GangRank.AUDW]: [],
};

/**
 * Spec 001 section 6, the kick button: BOSS on anyone except a BOSS; WAZIR on NAIB, MUSHREF, AUDW;
 * NAIB on MUSHREF and AUDW; never on oneself.
 */
export function canKick(actor: GangRank | null, target: GangRank, self: boolean): boolean {
  return actor !== null && !self && KICKABLE[actor].includes(target);
}

/** Spec 001 section 6: the role dropdown is shown only to the boss and never for oneself. */
export function showsRoleDropdown(actor: GangRank | null, self: boolean): boolean {
  return actor === GangRank.BOSS && !self;
}

/** The viewer's membership in `gang`, or null when they are not in it. */
export function membershipIn(gang: GangDto, userId: string | undefined): GangMemberDto | null {
  return gang.GangMembers.find((member) => member.userId === userId) ?? null;
}

/** Members highest rank first (spec 001 section 4), then by name. */
export function sortMembers(members: readonly GangMemberDto[]): GangMemberDto[] {
  return [...members].sort(
    (a, b) =>
      RANK_ORDER.indexOf(a.role) - RANK_ORDER.indexOf(b.role) ||
      a.User.username.localeCompare(b.User.username, 'ar'),
  );
}

/**
 * Spec 001 section 5: donate and transfer amounts are whole money greater than 0 (Arabic-Indic digits
 * and thousands separators accepted); null otherwise ('أدخل مبلغًا صحيحًا').
 */
export function parseGangAmount(text: string): number | null {
  const western = text
    .trim()
    .replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit)))
    .replace(/[,٬]/g, '');
  if (!/^\d+$/.test(western)) return null;
  const amount = Number(western);
  return Number.isSafeInteger(amount) && amount >= 1 ? amount : null;
}

/** Spec 001 section 5: the members a leadership transfer may pick (never the current user). */
export function leadershipCandidates(gang: GangDto, userId: string | undefined): GangMemberDto[] {
  return sortMembers(gang.GangMembers.filter((member) => member.userId !== userId));
}
