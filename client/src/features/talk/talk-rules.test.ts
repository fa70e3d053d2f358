import {
  applyReadReceipt,
  formatMessageTime,
  hasReacted,
  keepLast,
  notificationLink,
  reactionAction,
  reactionList,
  sameGroup,
  totalUnread,
  unreadFrom,
  upsertMessage,
} from './talk-rules';

const msg = (
  id: number,
  extra: Partial<{ isRead: boolean; readAt: string | null; receiverId: string }> = {},
) => ({
  id,
  isRead: false,
  readAt: null,
  receiverId: 'me',
  ...extra,
});

describe('message lists', () => {
  it('adds a new message in id order and replaces an existing one', () => {
    const list = [msg(1), msg(3)];
    expect(upsertMessage(list, msg(2)).map((m) => m.id)).toEqual([1, 2, 3]);
    const replaced = upsertMessage(list, msg(3, { isRead: true }));
    expect(replaced).toHaveLength(2);
    expect(replaced[1].isRead).toBe(true);
  });

  it('keeps the last messages', () => {
    expect(keepLast([1, 2, 3, 4], 2)).toEqual([3, 4]);
    expect(keepLast([1], 2)).toEqual([1]);
  });
});

describe('reactions', () => {
  const reactions = { '👍': ['a', 'b'], '🔥': [], '❤️': ['b'], '🎉': ['c'] };

  it('toggles: a click on an emoji the user used removes it, else adds it', () => {
    expect(hasReacted(reactions, '👍', 'a')).toBe(true);
    expect(reactionAction(reactions, '👍', 'a')).toBe('remove');
    expect(reactionAction(reactions, '❤️', 'a')).toBe('add');
    expect(reactionAction(reactions, '😮', 'a')).toBe('add');
  });

  it('lists used reactions in the picker order, unknown emoji last', () => {
    expect(reactionList(reactions).map((r) => [r.emoji, r.count])).toEqual([
      ['👍', 2],
      ['❤️', 1],
      ['🎉', 1],
    ]);
  });
});

describe('unread and read receipts', () => {
  it('counts what the viewer received and has not read', () => {
    const list = [msg(1), msg(2, { isRead: true }), msg(3, { receiverId: 'other' })];
    expect(unreadFrom(list, 'me')).toBe(1);
    expect(totalUnread([{ unreadCount: 2 }, { unreadCount: 0 }, { unreadCount: 5 }])).toBe(7);
  });

  it('marks the receipt ids read, keeping earlier read times', () => {
    const list = [msg(1), msg(2, { isRead: true, readAt: 'earlier' }), msg(3)];
    const read = applyReadReceipt(list, [1, 2], 'now');
    expect(read.map((m) => [m.isRead, m.readAt])).toEqual([
      [true, 'now'],
      [true, 'earlier'],
      [false, null],
    ]);
  });
});

describe('times and grouping', () => {
  const now = new Date(2026, 10, 21, 15, 0);
  it('shows the clock today, yesterday with its label, a date before that', () => {
    const today = formatMessageTime(new Date(2026, 10, 21, 9, 5).toISOString(), { yesterday: 'أمس' }, now);
    expect(today).not.toContain('أمس');
    expect(today).toMatch(/[٠-٩]/);
    const yesterday = formatMessageTime(
      new Date(2026, 10, 20, 23, 0).toISOString(),
      { yesterday: 'أمس' },
      now,
    );
    expect(yesterday.startsWith('أمس ')).toBe(true);
    const older = formatMessageTime(new Date(2026, 10, 1, 12, 0).toISOString(), { yesterday: 'أمس' }, now);
    expect(older).not.toContain('أمس');
    expect(older).not.toBe(today);
  });

  it('groups consecutive messages of one author within five minutes', () => {
    const at = (minutes: number) => new Date(2026, 0, 1, 12, minutes).toISOString();
    expect(sameGroup(undefined, { authorId: 'a', createdAt: at(0) })).toBe(false);
    expect(sameGroup({ authorId: 'a', createdAt: at(0) }, { authorId: 'a', createdAt: at(4) })).toBe(true);
    expect(sameGroup({ authorId: 'a', createdAt: at(0) }, { authorId: 'a', createdAt: at(6) })).toBe(false);
    expect(sameGroup({ authorId: 'a', createdAt: at(0) }, { authorId: 'b', createdAt: at(1) })).toBe(false);
  });
});

it('links a notification to the screen it is about', () => {
  expect(notificationLink('friend_request', {})).toEqual({ to: '/dashboard/friends' });
  expect(notificationLink('private_message', { userId: 'u1' })).toEqual({
    to: '/dashboard/messages',
    search: { with: 'u1' },
  });
  expect(notificationLink('private_message', {})).toEqual({ to: '/dashboard/messages' });
  expect(notificationLink('report_resolved', {})).toBeUndefined();
});
