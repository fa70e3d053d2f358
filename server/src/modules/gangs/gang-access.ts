import type { ScalarQuery } from '../../infra/database/scalar-query';
import { GangAction, GangRank, mayPerform } from '../../game/gangs.rules';
import { GangErrorCode, gangError } from './gangs.errors';
import { GangRow, GangsRepository, MemberRow } from './gangs.repository';

/** A locked gang with its members and the caller's membership. */
export interface LockedGang {
  gang: GangRow;
  members: MemberRow[];
  actor: MemberRow;
}

/**
 * Locks the gang row (see `GangsRepository.lockGang`) and finds the caller among its members.
 * Call inside a transaction.
 * @throws GANG_NOT_FOUND; NOT_A_MEMBER; RANK_FORBIDDEN when `action` is given and the caller's rank
 *   may not do it (spec 001 section 6).
 */
export async function lockAsMember(
  gangs: GangsRepository,
  gangId: number,
  userId: string,
  mode: 'update' | 'share',
  action?: GangAction,
): Promise<LockedGang> {
  const gang = await gangs.lockGang(gangId, mode);
  if (!gang) throw gangError(GangErrorCode.GANG_NOT_FOUND);
  return asMember(gang, await gangs.members(gangId), userId, action);
}

/**
 * {@link lockAsMember}, also reading `also` in the statement that reads the members (after the lock,
 * so it sees what committed before the lock was granted). @returns the locked gang and the value.
 * @throws as {@link lockAsMember}
 */
export async function lockAsMemberWith<T>(
  gangs: GangsRepository,
  gangId: number,
  userId: string,
  mode: 'update' | 'share',
  action: GangAction,
  also: ScalarQuery<T>,
): Promise<LockedGang & { also: T }> {
  const gang = await gangs.lockGang(gangId, mode);
  if (!gang) throw gangError(GangErrorCode.GANG_NOT_FOUND);
  const read = await gangs.membersWith(gangId, also);
  return { ...asMember(gang, read.members, userId, action), also: read.also };
}

function asMember(gang: GangRow, members: MemberRow[], userId: string, action?: GangAction): LockedGang {
  const actor = members.find((member) => member.userId === userId);
  if (!actor) throw gangError(GangErrorCode.NOT_A_MEMBER);
  if (action && !mayPerform(actor.role, action)) throw gangError(GangErrorCode.RANK_FORBIDDEN);
  return { gang, members, actor };
}

/** The member with `userId`. @throws MEMBER_NOT_FOUND */
export function memberOf(locked: LockedGang, userId: string): MemberRow {
  const member = locked.members.find((candidate) => candidate.userId === userId);
  if (!member) throw gangError(GangErrorCode.MEMBER_NOT_FOUND);
  return member;
}

/** The gang's boss (exactly one while the gang exists). */
export function bossOf(locked: LockedGang): MemberRow {
  return locked.members.find((member) => member.role === GangRank.BOSS)!;
}
