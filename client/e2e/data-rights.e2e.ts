import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import {
  api,
  closeBrowser,
  closeContexts,
  desktop,
  expectNoOverflow,
  launch,
  mobile,
  openPage,
  screenshot,
  setUpGuestSession,
  settle,
  sql,
} from './support';

/**
 * Issue 26 parts 4 to 6 (spec 000 section 1, the privacy page's rights) in the settings screen: a copy
 * of my data (request, preparing, ready with its link, the next allowed time), unlinking Google
 * with the password, and deleting the account with the password and a confirmation (signed out at
 * once; signing in again cancels it and says so). Screenshots at 1280 and 390 px in /tmp/data-rights.
 */

beforeAll(launch);
afterEach(closeContexts);
afterAll(closeBrowser);

const SHOTS = '/tmp/data-rights';
mkdirSync(SHOTS, { recursive: true });
const PASSWORD = 'rights-pass-1';

/** The whole page into /tmp/data-rights/<name>.png; nothing when SCREENSHOTS is off (as in `npm test`). */
async function snap(page: Page, name: string): Promise<void> {
  await screenshot(page, `${SHOTS}/${name}.png`, true);
}

interface LinkedSession {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  user: { id: string; displayName: string; isGuest: boolean; isAdmin: boolean };
}

/** A player with an e-mail and password (a guest upgraded over the API) and, with `google`, a linked Google account. */
async function linkedPlayer({ google = false } = {}) {
  const guest = await setUpGuestSession();
  const email = `${guest.username}@darkcity-players.com`;
  const linked = await api<LinkedSession>('/api/auth/link-email', {
    method: 'POST',
    token: guest.token,
    body: { email, password: PASSWORD },
  });
  if (google)
    await sql(`UPDATE users SET google_subject = $2 WHERE id = $1`, [guest.userId, `g-${guest.userId}`]);
  const now = Date.now();
  const stored = {
    accessToken: linked.accessToken,
    refreshToken: linked.refreshToken,
    expiresAt: now + linked.expiresIn * 1000,
    obtainedAt: now,
    user: linked.user,
  };
  return { ...guest, email, stored };
}

async function settingsPage(viewport: { width: number; height: number }, stored: unknown): Promise<Page> {
  const page = await openPage(viewport, { session: stored });
  await page.goto('/dashboard/settings');
  await page.getByTestId('data-rights').waitFor();
  await settle(page);
  return page;
}

describe('data rights in settings', () => {
  it('prepares a copy of my data, offers its link until it expires, and allows one a day', async () => {
    const player = await linkedPlayer({ google: true });
    const page = await settingsPage(desktop, player.stored);
    await snap(page, 'desktop-01-settings');
    const card = page.getByTestId('data-export');
    await card.getByTestId('data-export-request').click();
    await card.getByTestId('data-export-ready').waitFor({ timeout: 30_000 });
    await card.getByTestId('data-export-next').waitFor();
    expect(await card.getByTestId('data-export-next').innerText()).toContain('نسخة واحدة في اليوم');
    expect(await card.getByTestId('data-export-request').count()).toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByTestId('data-export-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('darkcity-data.json');
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const copy = JSON.parse(readFileSync(path!, 'utf8'));
    expect(copy.account.id).toBe(player.userId);
    expect(copy.account.email).toBe(player.email);
    expect(Object.keys(copy)).toEqual(
      expect.arrayContaining([
        'character',
        'items',
        'ledgerEntries',
        'messagesSent',
        'friends',
        'signInAddresses',
      ]),
    );
    await settle(page);
    await snap(page, 'desktop-02-export-ready');

    const small = await settingsPage(mobile, player.stored);
    await small.getByTestId('data-export-ready').waitFor();
    await expectNoOverflow(small);
    await snap(small, 'mobile-01-settings-export-ready');
  });

  it('unlinks Google only with the right password', async () => {
    const player = await linkedPlayer({ google: true });
    const page = await settingsPage(desktop, player.stored);
    const card = page.getByTestId('unlink-google');
    await card.getByTestId('unlink-google-submit').click();
    await card.getByRole('alert').getByText('أدخل كلمة المرور', { exact: true }).waitFor();
    await card.getByLabel('كلمة المرور').fill('wrong-pass-9');
    await card.getByTestId('unlink-google-submit').click();
    await card.getByRole('alert').getByText('كلمة المرور غير صحيحة').waitFor();
    await snap(page, 'desktop-03-unlink-wrong-password');
    expect(
      (
        await sql<{ g: string | null }>(`SELECT google_subject AS g FROM users WHERE id = $1`, [
          player.userId,
        ])
      )[0].g,
    ).not.toBeNull();
    await card.getByLabel('كلمة المرور').fill(PASSWORD);
    await card.getByTestId('unlink-google-submit').click();
    await page.getByText('تم إلغاء ربط حساب Google').waitFor();
    await card.waitFor({ state: 'detached' });
    expect(
      (
        await sql<{ g: string | null }>(`SELECT google_subject AS g FROM users WHERE id = $1`, [
          player.userId,
        ])
      )[0].g,
    ).toBeNull();
  });

  it('deletes the account after the password and a confirmation; signing in again cancels it', async () => {
    const player = await linkedPlayer();
    const page = await settingsPage(mobile, player.stored);
    const card = page.getByTestId('delete-account');
    expect(await card.innerText()).toContain('٧ أيام');
    await card.getByLabel('كلمة المرور').fill('wrong-pass-9');
    await card.getByTestId('delete-account-submit').click();
    await page.getByTestId('confirm-yes').click();
    await card.getByRole('alert').getByText('كلمة المرور غير صحيحة').waitFor();
    await snap(page, 'mobile-02-delete-wrong-password');

    await card.getByLabel('كلمة المرور').fill(PASSWORD);
    await card.getByTestId('delete-account-submit').click();
    await page.getByRole('dialog').waitFor();
    await snap(page, 'mobile-03-delete-confirm');
    await page.getByTestId('confirm-yes').click();
    await page.waitForURL('**/login');
    await page.getByText('أُغلق حسابك وسيُحذف نهائياً').waitFor();
    await snap(page, 'mobile-04-deleted-login');
    const [row] = await sql<{ due: Date | null }>(`SELECT deletion_due_at AS due FROM users WHERE id = $1`, [
      player.userId,
    ]);
    expect(row.due).not.toBeNull();

    await page.getByLabel('البريد الإلكتروني').fill(player.email);
    await page.getByLabel('كلمة المرور').fill(PASSWORD);
    await page.getByRole('button', { name: 'دخول' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('تم إلغاء حذف حسابك').waitFor();
    await snap(page, 'mobile-05-deletion-cancelled');
    const [after] = await sql<{ due: Date | null }>(
      `SELECT deletion_due_at AS due FROM users WHERE id = $1`,
      [player.userId],
    );
    expect(after.due).toBeNull();
  });
});
