import type { Page } from 'playwright-core';
import {
  admin,
  api,
  closeBrowser,
  closeContexts,
  desktop,
  horizontalOverflow,
  launch,
  mobile,
  openPage,
  setUpGuestSession,
  settle,
  shot,
} from './support';

/**
 * Issue 15, the back office over every feature: signed in as the e2e admin, each of the 22 tabs of
 * /admin/panel shows its own section with real content (not the old placeholder), at 1280 px, and
 * fits 390 px without horizontal overflow; a screenshot of each tab at both widths. Two players of
 * the same address (127.0.0.1) transfer money first, so the IPs tab lists a flagged transfer pair.
 */

beforeAll(launch);
afterEach(closeContexts);
afterAll(closeBrowser);

/** The placeholder the panel showed for a tab without a section (removed in issue 15's second round). */
const OLD_PLACEHOLDER = 'لا توجد بيانات لهذا القسم بعد';

/**
 * Each tab, in the spec's order, with the content it must show: the section's root, then an element
 * only that section has (a row, card, chart, calendar day, or its filters where the list may be empty
 * in a fresh database).
 */
const TABS: [tab: string, content: string, phoneContent?: string][] = [
  ['overview', 'overview-charts'],
  // Phones get cards instead of the table.
  ['characters', 'character-row', 'characters-cards'],
  ['crimes', 'admin-crime-row'],
  ['weapons', 'admin-weapon-card'],
  ['armors', 'admin-armor-row'],
  ['special-items', 'admin-special-item'],
  ['houses', 'property-list'],
  ['rides', 'property-list'],
  ['pets', 'property-list'],
  ['jobs', 'admin-job-row'],
  ['ministry-missions', 'admin-mission'],
  ['blackcoin-packages', 'package-card'],
  ['money-packages', 'package-card'],
  ['vip-packages', 'package-card'],
  ['suggestions', 'suggestions-status-filter'],
  ['reported-messages', 'reports-status-filter'],
  ['blocked-messages', 'blocked-filter-type'],
  ['ips', 'flagged-transfer'],
  ['tasks', 'admin-task-card'],
  ['rankings', 'admin-ranking-row'],
  ['game-news', 'news-stat-total'],
  ['login-gift', 'admin-gift-day'],
  // Issue 30's back office, after the spec's 22.
  ['purchases', 'purchases-filter-state'],
  ['audit-log', 'audit-entry'],
  ['linked-accounts', 'held-operations'],
  ['operations', 'operations-queue'],
];

interface AuthSession {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  user: { id: string; displayName: string; isGuest: boolean; isAdmin: boolean };
}

/** The e2e admin's stored session, as the client keeps it. */
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

/**
 * Opens a tab and waits for its section root and its specific (visible) content: the first by its
 * address, the others as an admin does, by tapping the tab in the row (the app does not reload).
 */
async function openTab(page: Page, tab: string, content: string): Promise<void> {
  if (new URL(page.url(), 'http://x').pathname === '/admin/panel')
    await page.locator(`[data-testid="admin-tabs"] a[href$="?tab=${tab}"]`).click();
  else await page.goto(`/admin/panel?tab=${tab}`);
  const section = page.locator(`[data-testid="admin-section"][data-tab="${tab}"]`);
  await section.waitFor();
  await section.getByTestId(`admin-${tab}`).waitFor();
  await section.getByTestId(content).filter({ visible: true }).first().waitFor();
  await settle(page);
  expect(await page.getByText(OLD_PLACEHOLDER).count()).toBe(0);
}

/** A level-25 player with money sends money to another level-25 player of the same address. */
async function givenFlaggedTransfer(token: string): Promise<void> {
  const sender = await setUpGuestSession();
  const receiver = await setUpGuestSession();
  const characterOf = async (username: string) =>
    (await api<{ characters: { id: number }[] }>(`/api/admin/characters?search=${username}`, { token }))
      .characters[0].id;
  const characterId = await characterOf(sender.username);
  for (const id of [characterId, await characterOf(receiver.username)])
    await api(`/api/admin/characters/${id}/level`, { method: 'POST', token, body: { level: 25 } });
  await api(`/api/admin/characters/${characterId}/money`, { method: 'POST', token, body: { amount: 5000 } });
  await api('/api/transfers/money', {
    method: 'POST',
    token: sender.token,
    body: { username: receiver.username, amount: 1000 },
  });
}

describe('admin tabs', () => {
  beforeAll(async () => {
    const session = (await adminSession()) as { accessToken: string };
    await givenFlaggedTransfer(session.accessToken);
  });

  it('shows real content in each of the 26 tabs at 1280 px', async () => {
    expect(TABS).toHaveLength(26);
    const page = await openPage(desktop, { session: await adminSession() });
    for (const [tab, content] of TABS) {
      await openTab(page, tab, content);
      expect(await page.locator('[data-testid="admin-tabs"] [aria-current="page"]').count()).toBe(1);
      await shot(page, `desktop-90-admin-tab-${tab}`);
    }
  });

  it('fits each of the 26 tabs into 390 px without horizontal overflow', async () => {
    const page = await openPage(mobile, { session: await adminSession() });
    const overflowing: string[] = [];
    for (const [tab, content, phoneContent] of TABS) {
      await openTab(page, tab, phoneContent ?? content);
      if ((await horizontalOverflow(page)) > 1) overflowing.push(tab);
      await shot(page, `mobile-90-admin-tab-${tab}`);
    }
    expect(overflowing).toEqual([]);
  });
});
