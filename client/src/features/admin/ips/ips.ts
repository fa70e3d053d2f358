import type { BlockedUserDto } from '../../../api/generated/model/blockedUserDto';

export const BLOCKED_SORTS = ['date', 'username', 'reason'] as const;
export type BlockedSort = (typeof BLOCKED_SORTS)[number];
export const REASON_FILTERS = ['all', 'with', 'without'] as const;
export type ReasonFilter = (typeof REASON_FILTERS)[number];

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Spec 001 sections 3 and 9: a loopback address is shown as 'localhost'. */
export function displayIp(ip: string): string {
  return LOOPBACK.has(ip) || ip.startsWith('127.') ? 'localhost' : ip;
}

const hasReason = (user: BlockedUserDto) => (user.banReason ?? '').trim().length > 0;

/**
 * Spec 001 section 2.9: the blocked users table, filtered by with or without a reason and sorted by
 * date (newest first), username or reason (alphabetical, Arabic collation).
 */
export function blockedRows(
  users: BlockedUserDto[],
  sort: BlockedSort,
  filter: ReasonFilter,
): BlockedUserDto[] {
  const kept = users.filter((user) => filter === 'all' || (filter === 'with') === hasReason(user));
  const text = (value: string | null | undefined) => value ?? '';
  const compare: Record<BlockedSort, (a: BlockedUserDto, b: BlockedUserDto) => number> = {
    date: (a, b) => text(b.bannedAt).localeCompare(text(a.bannedAt)),
    username: (a, b) => text(a.username).localeCompare(text(b.username), 'ar'),
    reason: (a, b) => text(a.banReason).localeCompare(text(b.banReason), 'ar'),
  };
  return [...kept].sort(compare[sort]);
}

/** Spec 001 section 5: the block form's checks, in its order. @returns the first error, or null. */
export function blockFormError(
  userId: string,
  reason: string,
  messages: { userIdRequired: string; reasonRequired: string },
): string | null {
  if (!userId.trim()) return messages.userIdRequired;
  if (!reason.trim()) return messages.reasonRequired;
  return null;
}
