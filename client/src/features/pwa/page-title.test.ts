import {
  getGetInboxQueryKey,
  getGetUnreadMessagesCountQueryKey,
} from '../../api/generated/messages/messages';
import { getGetUnreadNotificationsCountQueryKey } from '../../api/generated/notifications/notifications';
import { formatTitle, PAGE_TITLES, pageName, UNREAD_KEYS, unreadTotal } from './page-title';

const inbox = (unread: boolean[], at: number) => ({
  data: {
    conversations: unread.map((hasUnreadMessages, i) => ({ hasUnreadMessages, otherUserId: `u${i}` })),
  } as never,
  dataUpdatedAt: at,
});

describe('tab titles (issue 26 part 3)', () => {
  it("names the screen, then the game: 'السجن — مدينة الظلام'", () => {
    expect(formatTitle(pageName('/_shell/_auth/dashboard/jail'))).toBe('السجن — مدينة الظلام');
    expect(formatTitle(pageName('/_shell/_auth/dashboard/messages'), 0)).toBe('الرسائل — مدينة الظلام');
  });

  it("puts the unread count in front in Arabic-Indic digits: '(٣) الرسائل — مدينة الظلام', '99+' above 99", () => {
    expect(formatTitle('الرسائل', 3)).toBe('(٣) الرسائل — مدينة الظلام');
    expect(formatTitle('الرسائل', 12)).toBe('(١٢) الرسائل — مدينة الظلام');
    expect(formatTitle('الرسائل', 250)).toBe('(99+) الرسائل — مدينة الظلام');
    expect(formatTitle(null, 2)).toBe('(٢) مدينة الظلام');
  });

  it('gives the landing page, layouts and unknown ids the game name alone', () => {
    expect(formatTitle(pageName('/'))).toBe('مدينة الظلام');
    expect(pageName('/_shell')).toBeNull();
    expect(pageName('__root__')).toBeNull();
    expect(pageName(undefined)).toBeNull();
  });

  it('names every screen with Arabic text and no Latin letters or digits', () => {
    for (const [route, name] of Object.entries(PAGE_TITLES)) {
      if (route === '/') continue;
      expect([route, name]).toEqual([route, expect.stringMatching(/^[\u0600-\u06FF\s()]+$/)]);
    }
  });

  it('reads the same cache keys as the generated hooks the badges use', () => {
    expect(UNREAD_KEYS.inbox).toEqual(getGetInboxQueryKey());
    expect(UNREAD_KEYS.messages).toEqual(getGetUnreadMessagesCountQueryKey());
    expect(UNREAD_KEYS.notifications).toEqual(getGetUnreadNotificationsCountQueryKey());
  });

  it('counts unread conversations (the later of the inbox and the pushed count) plus unread notifications', () => {
    const notifications = { data: { success: true, data: { count: 4 } }, dataUpdatedAt: 1 };
    expect(unreadTotal(undefined, undefined, undefined)).toBe(0);
    expect(unreadTotal(inbox([true, false, true], 10), undefined, undefined)).toBe(2);
    expect(
      unreadTotal(inbox([true, false, true], 10), { data: { count: 5 }, dataUpdatedAt: 20 }, undefined),
    ).toBe(5);
    expect(unreadTotal(inbox([true], 30), { data: { count: 5 }, dataUpdatedAt: 20 }, notifications)).toBe(5);
    expect(unreadTotal(undefined, { data: { count: 1 }, dataUpdatedAt: 20 }, notifications)).toBe(5);
  });
});
