import type { Page } from 'playwright-core';
import {
  admin,
  api,
  closeBrowser,
  closeContexts,
  desktop,
  expectNoOverflow,
  launch,
  mobile,
  openPage,
  setUpGuestSession,
  shot,
} from './support';

/** Talk: the global chat and private messages between two players in two browser contexts. */
beforeAll(launch);
afterEach(closeContexts);
afterAll(closeBrowser);

async function online(page: Page): Promise<void> {
  await page.locator('[data-testid="connection"][data-state="online"]').first().waitFor();
}

async function send(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('composer-input');
  await input.fill(text);
  await input.press('Enter');
}

const messagesBadge = '[data-testid="side-hud"] a[href="/dashboard/messages"] [data-testid="badge"]';

describe('talk', () => {
  it('two players chat in the global chat', async () => {
    const a = await setUpGuestSession();
    const b = await setUpGuestSession();
    const pageB = await openPage(mobile, { session: b.stored });
    await pageB.goto('/dashboard/global-chat');
    await online(pageB);
    await pageB.getByTestId('composer').waitFor();

    const pageA = await openPage(desktop, { session: a.stored });
    await pageA.goto('/dashboard/global-chat');
    await online(pageA);
    const text = `مرحباً من ${a.username} <b>${Date.now()}</b>`;
    await send(pageA, text);

    // A sees its own message; B gets it live, as plain text (never HTML).
    const own = pageA.locator('[data-testid="global-message"][data-own="true"]', { hasText: text });
    await own.waitFor();
    const received = pageB.locator('[data-testid="global-message"][data-own="false"]', { hasText: text });
    await received.waitFor();
    expect(await received.getByTestId('message-content').innerText()).toContain('<b>');
    expect(await received.locator('b').count()).toBe(0);

    // B reacts; A sees the reaction live.
    await received.getByRole('button', { name: 'تفاعل' }).click();
    await received.getByTestId('pick-reaction').first().click();
    await own.locator('[data-testid="reaction"][data-mine="false"]').waitFor();

    await shot(pageA, 'desktop-70-global-chat');
    await shot(pageB, 'mobile-70-global-chat');
    await expectNoOverflow(pageB);
  });

  it('a private message raises the unread badge, which clears once the conversation is opened', async () => {
    const a = await setUpGuestSession();
    const b = await setUpGuestSession();
    const pageB = await openPage(mobile, { session: b.stored });
    await pageB.goto('/dashboard');
    await online(pageB);
    expect(await pageB.locator(messagesBadge).count()).toBe(0);

    const pageA = await openPage(desktop, { session: a.stored });
    await pageA.goto(`/dashboard/messages?with=${b.userId}`);
    await online(pageA);
    await pageA.getByTestId('conversation').waitFor();
    const text = `سلام يا ${b.username}`;
    await send(pageA, text);
    const sent = pageA.locator('[data-testid="private-message"][data-own="true"]', { hasText: text });
    await sent.waitFor();
    expect(await sent.getAttribute('data-read')).toBe('false');

    // B's badge comes through the socket (unreadMessagesCount:update).
    const badge = pageB.locator(messagesBadge);
    await badge.waitFor();
    expect(await badge.innerText()).toBe('١');

    await pageB.locator('[data-testid="side-hud"] a[href="/dashboard/messages"]').click();
    const row = pageB.locator(`[data-testid="inbox-row"][data-username="${a.username}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-unread')).toBe('1');
    await shot(pageB, 'mobile-71-messages-inbox');
    await row.click();
    await pageB.locator('[data-testid="private-message"][data-own="false"]', { hasText: text }).waitFor();

    // Opening the conversation read it: B's badge clears, A sees the read receipt live.
    await badge.waitFor({ state: 'detached' });
    await pageA
      .locator('[data-testid="private-message"][data-own="true"][data-read="true"]', { hasText: text })
      .waitFor();

    // B answers; A gets it in the open conversation.
    await send(pageB, 'أهلاً');
    await pageA.locator('[data-testid="private-message"][data-own="false"]', { hasText: 'أهلاً' }).waitFor();
    await shot(pageB, 'mobile-72-conversation');
    await expectNoOverflow(pageB);
    await shot(pageA, 'desktop-72-conversation');
    await pageA.goto('/dashboard/messages');
    await pageA.locator(`[data-testid="inbox-row"][data-username="${b.username}"]`).waitFor();
    await shot(pageA, 'desktop-71-messages-inbox');
  });

  it('a friend request is sent by username, notified with the bell badge, and accepted', async () => {
    const a = await setUpGuestSession();
    const b = await setUpGuestSession();
    const pageB = await openPage(mobile, { session: b.stored });
    await pageB.goto('/dashboard/friends');
    await online(pageB);
    await pageB.getByTestId('incoming').waitFor();

    const pageA = await openPage(desktop, { session: a.stored });
    await pageA.goto('/dashboard/friends');
    await online(pageA);
    await pageA.getByLabel('ابحث باسم اللاعب').fill(b.username);
    await pageA.getByLabel('ابحث باسم اللاعب').press('Enter');
    const found = pageA.locator(
      `[data-testid="search-results"] [data-testid="person"][data-username="${b.username}"]`,
    );
    await found.getByRole('button').click();
    await pageA
      .locator(`[data-testid="outgoing"] [data-testid="person"][data-username="${b.username}"]`)
      .waitFor();

    // B's bell badge and incoming list update live (notification push).
    const bell = pageB.locator('[data-testid="side-hud"] a[href="/notifications"] [data-testid="badge"]');
    await bell.waitFor();
    const incoming = pageB.locator(
      `[data-testid="incoming"] [data-testid="person"][data-username="${a.username}"]`,
    );
    await incoming.waitFor();
    await shot(pageB, 'mobile-73-friends');
    await incoming.getByRole('button', { name: 'قبول' }).click();
    await pageB
      .locator(`[data-testid="friends"] [data-testid="person"][data-username="${a.username}"]`)
      .waitFor();

    await pageA.reload();
    const friend = pageA.locator(
      `[data-testid="friends"] [data-testid="person"][data-username="${b.username}"]`,
    );
    await friend.waitFor();
    expect(await friend.getByTestId('online-dot').getAttribute('data-online')).toBe('true');
    await shot(pageA, 'desktop-73-friends');

    // B reads the notification: a click marks it read, leads to the friends screen and the bell clears.
    await pageB.locator('[data-testid="side-hud"] a[href="/notifications"]').click();
    const note = pageB.locator('[data-testid="notification"][data-read="false"]').first();
    await note.waitFor();
    await expectNoOverflow(pageB);
    await shot(pageB, 'mobile-74-notifications');
    await note.locator('button').first().click();
    await pageB.waitForURL('**/dashboard/friends');
    await bell.waitFor({ state: 'detached' });
    await pageB.goto('/notifications');
    await pageB.locator('[data-testid="notification"][data-read="true"]').first().waitFor();
    expect(await pageB.locator('[data-testid="notification"][data-read="false"]').count()).toBe(0);

    // A was told of the acceptance.
    await pageA.goto('/notifications');
    await pageA.getByTestId('notification').first().waitFor();
    await shot(pageA, 'desktop-74-notifications');
  });

  it('a player reports a message; an admin mutes its author and deletes it through the socket', async () => {
    const b = await setUpGuestSession();
    const login = await api<{
      accessToken: string;
      refreshToken: string;
      expiresIn: number;
      user: { id: string; displayName: string; isGuest: boolean; isAdmin: boolean };
    }>('/api/auth/login', { method: 'POST', body: admin });
    const now = Date.now();
    const adminSession = {
      accessToken: login.accessToken,
      refreshToken: login.refreshToken,
      expiresAt: now + login.expiresIn * 1000,
      obtainedAt: now,
      user: login.user,
    };
    const pageB = await openPage(mobile, { session: b.stored });
    await pageB.goto('/dashboard/global-chat');
    await online(pageB);
    const text = `رسالة للإبلاغ ${Date.now()}`;
    await send(pageB, text);
    await pageB.locator('[data-testid="global-message"][data-own="true"]', { hasText: text }).waitFor();

    const pageAdmin = await openPage(desktop, { session: adminSession });
    await pageAdmin.goto('/dashboard/global-chat');
    await online(pageAdmin);
    await pageAdmin.getByTestId('chat-admin-tools').waitFor();
    const row = pageAdmin.locator('[data-testid="global-message"]', { hasText: text });
    await row.waitFor();

    // Reporting (as the admin, who is another player here) asks for a reason.
    await row.getByRole('button', { name: 'إبلاغ' }).click();
    const dialog = pageAdmin.getByRole('dialog', { name: 'الإبلاغ عن رسالة' });
    await dialog.locator('textarea').fill('إساءة');
    await dialog.getByRole('button', { name: 'إبلاغ' }).click();
    await dialog.waitFor({ state: 'detached' });

    await row.getByRole('button', { name: 'كتم' }).click();
    const mute = pageAdmin.getByRole('dialog');
    await mute.locator('input[type="number"]').fill('1');
    await mute.getByRole('button', { name: 'كتم' }).click();
    await pageB.getByTestId('muted').waitFor();
    expect(await pageB.getByTestId('composer-input').isDisabled()).toBe(true);
    await shot(pageAdmin, 'desktop-75-global-chat-admin');
    await shot(pageB, 'mobile-75-global-chat-muted');

    // After a reload the mute is learnt from the refused send.
    await pageB.reload();
    await online(pageB);
    await send(pageB, 'هل ما زلت مكتوماً؟');
    await pageB.getByTestId('send-error').waitFor();
    await pageB.getByTestId('muted').waitFor();

    await row.getByRole('button', { name: 'حذف' }).click();
    const confirmation = pageAdmin.getByRole('dialog', { name: 'تأكيد' });
    await confirmation.getByText('حذف هذه الرسالة؟').waitFor();
    await shot(pageAdmin, 'desktop-76-confirm-delete');
    await confirmation.getByRole('button', { name: 'نعم' }).click();
    await pageB.locator('[data-testid="global-message"]', { hasText: text }).waitFor({ state: 'detached' });
  });
});
