/** Pure rules of the talk screens: message lists, reactions, read receipts and times. */

/** Spec limits: a global message holds 1 to 500 characters, a private one 1 to 1000. */
export const GLOBAL_MESSAGE_MAX = 500;
export const PRIVATE_MESSAGE_MAX = 1000;

/** The emoji offered by the reaction picker. */
export const REACTION_EMOJI = ['👍', '❤️', '😂', '😮', '😢', '🔥'] as const;

interface WithId {
  id: number;
}

/** Adds a message, or replaces the one with its id; the list stays ordered by id (oldest first). */
export function upsertMessage<T extends WithId>(list: readonly T[], message: T): T[] {
  const others = list.filter((m) => m.id !== message.id);
  return [...others, message].sort((a, b) => a.id - b.id);
}

/** Keeps only the last `limit` messages. */
export function keepLast<T>(list: readonly T[], limit: number): T[] {
  return list.length > limit ? list.slice(list.length - limit) : [...list];
}

/** Whether `userId` already reacted to a message with `emoji` (then a click removes the reaction). */
export function hasReacted(reactions: Record<string, string[]>, emoji: string, userId: string): boolean {
  return (reactions[emoji] ?? []).includes(userId);
}

/** The reaction action a click on `emoji` means for `userId`. */
export function reactionAction(
  reactions: Record<string, string[]>,
  emoji: string,
  userId: string,
): 'add' | 'remove' {
  return hasReacted(reactions, emoji, userId) ? 'remove' : 'add';
}

/** Reactions with at least one user, in the picker's order first, then the rest. */
export function reactionList(
  reactions: Record<string, string[]>,
): { emoji: string; count: number; userIds: string[] }[] {
  const order = (emoji: string) => {
    const i = (REACTION_EMOJI as readonly string[]).indexOf(emoji);
    return i < 0 ? REACTION_EMOJI.length : i;
  };
  return Object.entries(reactions)
    .filter(([, users]) => users.length > 0)
    .sort(([a], [b]) => order(a) - order(b))
    .map(([emoji, userIds]) => ({ emoji, count: userIds.length, userIds }));
}

interface ReadableMessage extends WithId {
  isRead: boolean;
  readAt: string | null;
}

/** Applies a read receipt (`message_read`) to a conversation's messages. */
export function applyReadReceipt<T extends ReadableMessage>(
  list: readonly T[],
  ids: readonly number[],
  readAt: string,
): T[] {
  const read = new Set(ids);
  return list.map((m) => (read.has(m.id) && !m.isRead ? { ...m, isRead: true, readAt } : m));
}

/** Messages `viewerId` received and has not read yet. */
export function unreadFrom<T extends ReadableMessage & { receiverId: string }>(
  list: readonly T[],
  viewerId: string,
): number {
  return list.filter((m) => m.receiverId === viewerId && !m.isRead).length;
}

/** Total unread messages across inbox rows. */
export function totalUnread(rows: readonly { unreadCount: number }[]): number {
  return rows.reduce((sum, row) => sum + Math.max(0, row.unreadCount), 0);
}

const DAY_MS = 86_400_000;

function dayStart(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Hour and minute in Arabic digits, e.g. '٠٩:٠٥ م'. */
export function formatClock(iso: string): string {
  return new Intl.DateTimeFormat('ar-EG', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/**
 * A message time: the clock today, 'أمس' and the clock yesterday, the date before that.
 * `now` is injectable for tests.
 */
export function formatMessageTime(
  iso: string,
  labels: { yesterday: string },
  now: Date = new Date(),
): string {
  const date = new Date(iso);
  const days = Math.round((dayStart(now) - dayStart(date)) / DAY_MS);
  if (days <= 0) return formatClock(iso);
  if (days === 1) return `${labels.yesterday} ${formatClock(iso)}`;
  return new Intl.DateTimeFormat('ar-EG', { day: 'numeric', month: 'short' }).format(date);
}

/** Whether two consecutive messages belong to one group (same author within five minutes). */
export function sameGroup(
  previous: { authorId: string; createdAt: string } | undefined,
  current: { authorId: string; createdAt: string },
): boolean {
  if (!previous || previous.authorId !== current.authorId) return false;
  return (
    Math.abs(new Date(current.createdAt).getTime() - new Date(previous.createdAt).getTime()) < 5 * 60_000
  );
}

/** Where a notification leads when clicked (after it is marked read); shared with its web push. */
export { notificationLink } from '../../lib/push-rules';
