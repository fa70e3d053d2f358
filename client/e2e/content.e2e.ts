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
  sql,
} from './support';

/**
 * Issue 14 part B: a ministry mission played to its ending, news published by an admin reaching a
 * player's dashboard without a reload, and a suggestion answered with the admin's notes.
 */

beforeAll(launch);
afterEach(closeContexts);
afterAll(closeBrowser);

interface AuthSession {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  user: { id: string; displayName: string; isGuest: boolean; isAdmin: boolean };
}

/** The admin signed in through the API, as the client stores the session. */
async function adminSession(): Promise<unknown> {
  const session = await api<AuthSession>('/api/auth/login', { method: 'POST', body: admin });
  const now = Date.now();
  return {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    expiresAt: now + session.expiresIn * 1000,
    obtainedAt: now,
    user: session.user,
  };
}

async function look(page: Page, name: string): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) < 768) await expectNoOverflow(page);
  await shot(page, name);
}

describe('content', () => {
  it('plays a ministry mission to an ending and lists it as completed', async () => {
    const player = await setUpGuestSession();
    await sql('UPDATE characters SET level = 5 WHERE user_id = $1', [player.userId]);
    const page = await openPage(desktop, { session: player.stored });
    await page.goto('/dashboard/ministry-mission');
    const card = page.locator('[data-testid="mission-card"][data-mission-id="port-shipment"]');
    await card.waitFor();
    expect(await page.getByTestId('mission-card').count()).toBe(2);
    await look(page, 'desktop-ministry-missions');

    await card.getByTestId('mission-play').click();
    const player$ = page.getByTestId('mission-player');
    for (const [pageName, choice] of [
      ['intro', 0],
      ['scene1', 0],
      ['scene2', 1],
      ['scene3', 0],
    ] as const) {
      await page.locator(`[data-testid="mission-player"][data-page="${pageName}"]`).waitFor();
      if (pageName === 'scene1') await look(page, 'desktop-ministry-mission-scene');
      await player$.getByTestId(`mission-choice-${choice}`).click();
    }
    const result = page.getByTestId('mission-result');
    await result.waitFor();
    expect(await result.getAttribute('data-points')).toBe('2');
    expect(await page.getByTestId('mission-ending').innerText()).toContain('ضُبط جزء من الشحنة');
    expect(await result.getByTestId('mission-rewards').innerText()).toContain('٨٠٠');
    await look(page, 'desktop-ministry-mission-result');

    await player$.getByRole('button', { name: 'العودة إلى المهام' }).click();
    await page
      .locator('[data-testid="mission-card"][data-mission-id="port-shipment"][data-completed="true"]')
      .waitFor();
    expect(await card.getByTestId('mission-ending-reached').innerText()).toContain('ضُبط جزء من الشحنة');

    // The same on a phone: the second mission played to its best ending.
    const phone = await openPage(mobile, { session: player.stored });
    await phone.goto('/dashboard/ministry-mission');
    const casino = phone.locator('[data-testid="mission-card"][data-mission-id="casino-informant"]');
    await casino.waitFor();
    await look(phone, 'mobile-ministry-missions');
    await casino.getByTestId('mission-play').click();
    await phone.locator('[data-testid="mission-player"][data-page="intro"]').waitFor();
    await look(phone, 'mobile-ministry-mission-scene');
    for (const pageName of ['intro', 'scene1', 'scene2', 'scene3']) {
      await phone.locator(`[data-testid="mission-player"][data-page="${pageName}"]`).waitFor();
      await phone.getByTestId('mission-choice-0').click();
    }
    await phone.locator('[data-testid="mission-result"][data-points="3"]').waitFor();
    await look(phone, 'mobile-ministry-mission-result');
  });

  it('shows news an admin publishes on a player’s dashboard without a reload', async () => {
    const player = await setUpGuestSession();
    const dashboard = await openPage(desktop, { session: player.stored });
    await dashboard.goto('/dashboard');
    await dashboard.getByTestId('greeting').waitFor();
    // A push sent before the socket authenticated is made up by the gameNews:request of the resync.

    const adminPage = await openPage(desktop, { session: await adminSession() });
    await adminPage.goto('/admin/panel?tab=game-news');
    await adminPage.getByTestId('admin-game-news').waitFor();
    await adminPage.getByTestId('news-add').click();
    const title = `افتتاح الكازينو ${Date.now().toString(36).slice(-4)}`;
    const content = `${'يفتتح الكازينو الجديد أبوابه هذا المساء في وسط المدينة، والدعوة عامة لكل أفراد العصابات. '.repeat(4)}النهاية.`;
    const form = adminPage.getByTestId('news-form');
    await form.getByLabel('العنوان').fill(title);
    await form.getByLabel('المحتوى').fill(content);
    await form.getByText('أحمر').click();
    await look(adminPage, 'desktop-admin-game-news-add');
    await adminPage.getByTestId('news-save').click();
    await adminPage.getByTestId('admin-news-item').filter({ hasText: title }).waitFor();
    await look(adminPage, 'desktop-admin-game-news');

    const item = dashboard.getByTestId('news-item').filter({ hasText: title });
    await item.waitFor({ timeout: 15_000 });
    expect(await item.getAttribute('data-color')).toBe('red');
    expect(await item.innerText()).toContain('اقرأ المزيد');
    expect(await item.innerText()).not.toContain('النهاية.');
    await look(dashboard, 'desktop-dashboard-news');
    await item.getByRole('button', { name: 'اقرأ المزيد' }).click();
    expect(await item.innerText()).toContain('النهاية.');

    const phone = await openPage(mobile, { session: player.stored });
    await phone.goto('/dashboard');
    await phone.getByTestId('news-item').filter({ hasText: title }).waitFor();
    await look(phone, 'mobile-dashboard-news');
    const adminPhone = await openPage(mobile, { session: await adminSession() });
    await adminPhone.goto('/admin/panel?tab=game-news');
    await adminPhone.getByTestId('admin-news-item').first().waitFor();
    await look(adminPhone, 'mobile-admin-game-news');
    await adminPhone.goto('/admin/panel?tab=ministry-missions');
    await adminPhone.getByTestId('admin-mission').first().waitFor();
    await look(adminPhone, 'mobile-admin-ministry-missions');
    await adminPhone.getByRole('button', { name: 'تعديل' }).first().click();
    await adminPhone.getByTestId('mission-editor').waitFor();
    await look(adminPhone, 'mobile-admin-ministry-mission-editor');
    await adminPage.goto('/admin/panel?tab=ministry-missions');
    await adminPage.getByTestId('admin-mission').first().waitFor();
    await look(adminPage, 'desktop-admin-ministry-missions');
    await adminPage.getByRole('button', { name: 'تعديل' }).first().click();
    await adminPage.getByRole('tab', { name: 'المشهد الثاني' }).click();
    await adminPage.locator('[data-testid="scene-editor"][data-page="scene2"]').waitFor();
    await look(adminPage, 'desktop-admin-ministry-mission-editor');
  });

  it('sends a suggestion and shows the admin’s notes once it is done', async () => {
    const player = await setUpGuestSession();
    const page = await openPage(desktop, { session: player.stored });
    await page.goto('/dashboard/suggestions');
    const form = page.getByTestId('suggestion-form');
    await form.waitFor();
    const title = `سوق للأسلحة ${Date.now().toString(36).slice(-4)}`;
    await form.getByLabel('النوع').selectOption('suggestion');
    await form.getByLabel('العنوان').fill(title);
    await form.getByLabel('الرسالة').fill('أقترح إضافة سوق للأسلحة النادرة يفتح يوم الجمعة فقط.');
    await form.getByRole('button', { name: 'إرسال' }).click();
    const mine = page.locator('[data-testid="my-suggestion"]').filter({ hasText: title });
    await mine.waitFor();
    expect(await mine.getAttribute('data-status')).toBe('unread');
    expect(await page.getByTestId('suggestions-remaining').innerText()).toContain('٤');

    const adminPage = await openPage(desktop, { session: await adminSession() });
    await adminPage.goto('/admin/panel?tab=suggestions');
    await adminPage.getByTestId('admin-suggestions').waitFor();
    // The search is debounced: wait for the searched list itself, not for the row in the list before it
    // (with one suggestion in the database, that list already has one row).
    const searched = adminPage.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/suggestions' && url.searchParams.has('search');
    });
    await adminPage.getByTestId('suggestions-search').fill(title);
    expect((await searched).status()).toBe(200);
    const row = adminPage.getByTestId('admin-suggestion-row').filter({ hasText: title });
    await row.waitFor();
    await adminPage.waitForFunction(
      () => document.querySelectorAll('[data-testid="admin-suggestion-row"]').length === 1,
    );
    await look(adminPage, 'desktop-admin-suggestions');
    await row.getByRole('button', { name: 'عرض' }).click();
    await adminPage.getByTestId('suggestion-detail').waitFor();
    await look(adminPage, 'desktop-admin-suggestion-detail');
    await adminPage.keyboard.press('Escape');
    // The detail dialog closes first (its page behind is inert while it is open).
    await adminPage.getByTestId('suggestion-detail').waitFor({ state: 'detached' });
    await row.getByTestId('suggestion-mark-done').click();
    const notes = adminPage.getByTestId('suggestion-notes-form');
    await notes.getByLabel('الملاحظات').fill('فكرة رائعة، ستضاف في التحديث القادم.');
    await look(adminPage, 'desktop-admin-suggestion-notes');
    await adminPage.getByTestId('suggestion-notes-save').click();
    await adminPage
      .locator('[data-testid="admin-suggestion-row"][data-status="done"]')
      .filter({ hasText: title })
      .waitFor();

    // The player's list follows the notification without a reload.
    await page
      .locator('[data-testid="my-suggestion"][data-status="done"]')
      .filter({ hasText: title })
      .waitFor({
        timeout: 15_000,
      });
    expect(await mine.getByTestId('suggestion-notes').innerText()).toContain('ستضاف في التحديث القادم');
    await look(page, 'desktop-suggestions');

    const phone = await openPage(mobile, { session: player.stored });
    await phone.goto('/dashboard/suggestions');
    await phone.getByTestId('suggestion-notes').first().waitFor();
    await look(phone, 'mobile-suggestions');
    const adminPhone = await openPage(mobile, { session: await adminSession() });
    await adminPhone.goto('/admin/panel?tab=suggestions');
    await adminPhone.getByTestId('admin-suggestion-row').first().waitFor();
    await look(adminPhone, 'mobile-admin-suggestions');
  });
});
