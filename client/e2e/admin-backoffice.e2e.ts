import type { Page } from 'playwright-core';
import {
  adminSession,
  api,
  closeBrowser,
  closeContexts,
  desktop,
  expectNoOverflow,
  launch,
  mobile,
  navigate,
  openPage,
  setUpGuestSession,
  settle,
  shot,
} from './support';

/**
 * Issue 15, the admin back office: an admin finds a player by name, adds 10,000 money with the quick
 * button (the player's HUD changes live in another browser), bans them (their browser goes to
 * /blocked-account with the reason), unbans them; screenshots of the three tabs at 1280 and 390 px.
 */

beforeAll(launch);
afterEach(closeContexts);
afterAll(closeBrowser);

/** The panel's tab `tab` (the page's first screen is a load, the next through the panel's links). */
async function openTab(page: Page, tab: string, testId: string): Promise<void> {
  await navigate(page, `/admin/panel?tab=${tab}`);
  await page.getByTestId(testId).waitFor();
  await settle(page);
}

describe('admin back office', () => {
  it('finds a player, adds money live to their HUD, bans them to /blocked-account, unbans them', async () => {
    const player = await setUpGuestSession();
    const playerPage = await openPage(desktop, { session: player.stored });
    await playerPage.goto('/dashboard');
    await playerPage.getByTestId('hud-money').waitFor();
    const moneyBefore = await playerPage.getByTestId('hud-money').innerText();

    const boss = await adminSession();
    const page = await openPage(desktop, { session: boss.stored });
    await openTab(page, 'overview', 'admin-overview');
    await page.getByTestId('overview-charts').waitFor();
    await page.getByTestId('audit-status').waitFor();
    expect(await page.getByTestId('audit-status').getAttribute('data-ok')).toBe('true');
    await expectNoOverflow(page, 1);
    await shot(page, 'desktop-80-admin-overview');

    await openTab(page, 'characters', 'admin-characters');
    await page.getByTestId('characters-search').fill(player.username);
    const row = page.getByTestId('character-row').filter({ hasText: player.username });
    await row.waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="character-row"]').length === 1);
    await page.getByTestId('characters-search').fill('');
    await page.getByTestId('character-row').nth(1).waitFor();
    await expectNoOverflow(page, 1);
    await shot(page, 'desktop-81-admin-characters');
    await page.getByTestId('characters-search').fill(player.username);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="character-row"]').length === 1);
    await row.getByRole('button').click();
    await page.getByTestId('character-modal').waitFor();
    await page.getByTestId('character-overview').waitFor();
    await shot(page, 'desktop-82-admin-character-overview');

    await page.getByTestId('character-tab-stats').click();
    await page.getByTestId('money-add-10000').click();
    await page.getByText('تم تعديل المال بنجاح').waitFor();
    await page.getByTestId('money-balance').filter({ hasText: '١٠٬٠٠٠' }).waitFor();
    // The player's HUD follows live (hud:update over the socket), no reload.
    await playerPage.getByTestId('hud-money').filter({ hasText: '١٠K' }).waitFor();
    expect(await playerPage.getByTestId('hud-money').innerText()).not.toBe(moneyBefore);
    await shot(page, 'desktop-83-admin-character-stats');

    await page.getByTestId('character-tab-user').click();
    await page.getByTestId('ban-button').click();
    await page.getByText('يرجى إدخال سبب الحظر').first().waitFor();
    await page.getByTestId('ban-reason-input').fill('تلاعب بالاقتصاد');
    await page.getByTestId('ban-button').click();
    await page.getByText(`تم حظر المستخدم ${player.username} بنجاح`).waitFor();
    await playerPage.waitForURL('**/blocked-account');
    expect(await playerPage.getByTestId('ban-reason').innerText()).toBe('تلاعب بالاقتصاد');
    await page.locator('[data-testid="ban-status"][data-banned="true"]').waitFor();
    await page.getByTestId('audit-log').waitFor();
    await shot(page, 'desktop-84-admin-character-user-banned');

    await page.getByTestId('unban-button').click();
    await page.getByRole('button', { name: 'نعم' }).click();
    await page.getByText(`تم إلغاء حظر المستخدم ${player.username} بنجاح`).waitFor();
    await page.locator('[data-testid="ban-status"][data-banned="false"]').waitFor();
    // Unblocked: the player's calls are answered again.
    const profile = await api<{ money: number }>('/api/character/profile', { token: player.token });
    expect(profile.money).toBe(10_000);
  });

  it('shows user management: cards, block form checks, flagged localhost, blocked users with unblock', async () => {
    const target = await setUpGuestSession();
    const boss = await adminSession();
    const page = await openPage(desktop, { session: boss.stored });
    await openTab(page, 'ips', 'admin-ips');
    await page.getByTestId('block-submit').click();
    expect(await page.getByTestId('block-form-error').innerText()).toBe('يرجى إدخال معرف المستخدم');
    await page.getByTestId('block-user-id').fill(target.username);
    await page.getByTestId('block-submit').click();
    expect(await page.getByTestId('block-form-error').innerText()).toBe('يرجى إدخال سبب الحظر');
    await page.getByTestId('block-reason').fill('حسابات متعددة');
    await page.getByTestId('block-submit').click();
    await page.getByText(`تم حظر المستخدم ${target.username} بنجاح`).waitFor();
    const blockedRow = page.getByTestId('blocked-row').filter({ hasText: target.username });
    await blockedRow.waitFor();
    // Every browser of the run signs in from the loopback address: flagged, shown as localhost.
    await page.getByTestId('flagged-ip-address').filter({ hasText: 'localhost' }).first().waitFor();
    await page.getByTestId('blocked-filter').selectOption('without');
    await blockedRow.waitFor({ state: 'detached' });
    await page.getByTestId('blocked-filter').selectOption('all');
    await expectNoOverflow(page, 1);
    await shot(page, 'desktop-85-admin-ips');

    const phone = await openPage(mobile, { session: boss.stored });
    await openTab(phone, 'ips', 'admin-ips');
    await phone.getByTestId('blocked-row').first().waitFor();
    await expectNoOverflow(phone, 1);
    await shot(phone, 'mobile-85-admin-ips');
    await openTab(phone, 'overview', 'admin-overview');
    await phone.getByTestId('overview-charts').waitFor();
    await expectNoOverflow(phone, 1);
    await shot(phone, 'mobile-80-admin-overview');
    await openTab(phone, 'characters', 'admin-characters');
    await phone.getByTestId('characters-cards').waitFor();
    await expectNoOverflow(phone, 1);
    await shot(phone, 'mobile-81-admin-characters');
    await phone.getByTestId('characters-search').fill(target.username);
    await phone.waitForFunction(
      () => document.querySelectorAll('[data-testid="characters-cards"] > li').length === 1,
    );
    await phone.getByTestId('characters-cards').getByRole('button').click();
    await phone.getByTestId('character-tab-stats').click();
    await phone.getByTestId('character-stats').waitFor();
    await shot(phone, 'mobile-83-admin-character-stats');

    await blockedRow.getByTestId('unblock-button').click();
    await page.getByRole('button', { name: 'نعم' }).click();
    await page.getByText(`تم إلغاء حظر المستخدم ${target.username} بنجاح`).waitFor();
    await blockedRow.waitFor({ state: 'detached' });
  });
});
