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
  pageSession,
  shot,
  uniqueName,
} from './support';

/**
 * The walking skeleton, end to end in a real browser: guest play, account setup, the live HUD,
 * e-mail sign-up and the admin check. Started by e2e/run.mjs, which sets E2E_BASE_URL.
 */
beforeAll(launch);
afterEach(closeContexts);
afterAll(closeBrowser);

async function pageAccessToken(page: Page): Promise<string> {
  return (await pageSession(page)).accessToken;
}

async function hudValue(page: Page, testId: string): Promise<number> {
  return Number(await page.getByTestId(testId).getAttribute('data-value'));
}

async function playAsGuestThroughSetup(page: Page, shotPrefix: string): Promise<string> {
  await page.goto('/');
  await page.getByRole('heading', { name: 'مدينة الظلام' }).waitFor();
  await shot(page, `${shotPrefix}-01-landing`);

  await page.getByRole('button', { name: 'العب كضيف' }).click();
  const dialog = page.getByRole('dialog', { name: 'إعداد الحساب' });
  await dialog.waitFor();
  await page.waitForURL('**/dashboard');
  await shot(page, `${shotPrefix}-02-setup-dialog`);

  // Escape must not close the forced dialog.
  await page.keyboard.press('Escape');
  expect(await dialog.isVisible()).toBe(true);

  const submit = dialog.getByRole('button', { name: 'حفظ ومتابعة' });
  expect(await submit.isDisabled()).toBe(true);
  const username = uniqueName('g');
  await dialog.getByLabel('اسم المستخدم').fill(username);
  await dialog.getByLabel('الجنس').selectOption('male');
  await dialog.getByLabel('العمر').fill('24');
  await dialog.getByLabel('الدولة').selectOption('EG');
  await submit.click();
  await dialog.waitFor({ state: 'hidden' });
  return username;
}

describe('walking skeleton', () => {
  it('lets a guest set up the account and watch the HUD money change live', async () => {
    const page = await openPage(desktop);
    const username = await playAsGuestThroughSetup(page, 'desktop');

    await page.getByTestId('hud').waitFor();
    expect(await hudValue(page, 'hud-level')).toBe(1);
    expect(await page.getByTestId('hud-level').innerText()).toContain('١');
    expect(await page.getByTestId('greeting').innerText()).toContain(username);
    const moneyBefore = await hudValue(page, 'hud-money');
    expect(Number.isFinite(moneyBefore)).toBe(true);
    await page.locator('[data-testid="connection"][data-state="online"]').waitFor();
    await shot(page, 'desktop-03-dashboard');

    const character = await api<{ id: number }>('/api/character/profile', {
      token: await pageAccessToken(page),
    });
    const adminSession = await api<{ accessToken: string }>('/api/auth/login', {
      method: 'POST',
      body: admin,
    });
    await api(`/api/admin/characters/${character.id}/money`, {
      method: 'POST',
      token: adminSession.accessToken,
      body: { amount: 5000 },
    });

    // No reload: the socket's hud:update must reach the cache and the screen.
    await page
      .locator(`[data-testid="hud-money"][data-value="${moneyBefore + 5000}"]`)
      .waitFor({ timeout: 10_000 });
    await shot(page, 'desktop-04-dashboard-after-money');
  });

  it('fits a 390 px phone from the landing page to the dashboard', async () => {
    const page = await openPage(mobile);
    await playAsGuestThroughSetup(page, 'mobile');
    await page.getByTestId('hud').waitFor();
    await shot(page, 'mobile-03-dashboard');

    await expectNoOverflow(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  });

  it('signs a new player up by e-mail into the game', async () => {
    const page = await openPage(mobile);
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'إنشاء حساب جديد' }).waitFor();

    // The spec's messages show before anything is sent.
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await page.getByText('اسم المستخدم مطلوب').waitFor();
    await page.getByLabel('البريد الإلكتروني').fill('not-an-email');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await page.getByText('البريد الإلكتروني غير صحيح').waitFor();
    await shot(page, 'mobile-04-signup-errors');

    const username = uniqueName('s');
    await page.getByLabel('اسم المستخدم').fill(username);
    await page.getByLabel('البريد الإلكتروني').fill(`${username}@darkcity-players.com`);
    await page.getByLabel('كلمة المرور').fill('secret-pass-1');
    await page.getByLabel('العمر').fill('30');
    await page.getByLabel('الجنس').selectOption('female');
    await page.getByLabel('الدولة').selectOption('SA');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();

    await page.waitForURL('**/dashboard');
    // Sign-up carries the profile, so the account is already set up: no setup dialog, straight to the HUD.
    await page.getByTestId('hud').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByTestId('greeting').innerText()).toContain(username);
    await page.locator('[data-testid="connection"][data-state="online"]').waitFor();
    await shot(page, 'mobile-05-signup-dashboard');
    await page.getByTestId('menu-toggle').click();
    expect(await page.getByRole('button', { name: 'تسجيل الهروب' }).isVisible()).toBe(true);
  });

  it('shows the admin indicator to an admin who signs in through /login', async () => {
    const page = await openPage(desktop);
    await page.goto('/login');
    await page.getByLabel('البريد الإلكتروني').fill(admin.email);
    await page.getByLabel('كلمة المرور').fill('wrong-password');
    await page.getByRole('button', { name: 'دخول' }).click();
    await page.getByText('البريد الإلكتروني أو كلمة المرور غير صحيحة').waitFor();
    await shot(page, 'desktop-05-login-error');

    await page.getByLabel('كلمة المرور').fill(admin.password);
    await page.getByRole('button', { name: 'دخول' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('admin-badge').waitFor();
    expect(await page.getByTestId('admin-badge').innerText()).toContain('مدير');
    await shot(page, 'desktop-06-admin-dashboard');

    await page.getByTestId('menu-toggle').click();
    await page.getByRole('button', { name: 'تسجيل الهروب' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('darkcity.session'))).toBeNull();
  });

  it('shows the not-found page for an unknown path', async () => {
    const page = await openPage(mobile);
    await page.goto('/no-such-place');
    await page.getByText('الصفحة غير موجودة').waitFor();
    await shot(page, 'mobile-06-not-found');
  });
});
