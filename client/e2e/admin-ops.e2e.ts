import { readFile } from 'node:fs/promises';
import {
  admin,
  adminSession,
  closeBrowser,
  closeContexts,
  desktop,
  expectNoOverflow,
  launch,
  mobile,
  openPage,
  setUpGuestSession,
  settle,
  shot,
} from './support';

/**
 * Issue 30, parts 4 and 5: the live operations tab shows this server's node (sockets, uptime), the
 * nine queues (every QueueName) with their counts and retry buttons, timer lateness and the economy audit, refreshed
 * every 5 s; the characters screen's export button downloads the searched list as a CSV with a BOM
 * and the Arabic headers, fetched with the admin's bearer token; at 1280 and 390 px.
 */

beforeAll(launch);
afterEach(closeContexts);
afterAll(closeBrowser);

describe('admin operations and exports', () => {
  it('shows the live operations panel and refreshes it', async () => {
    const boss = await adminSession();
    for (const [viewport, name] of [
      [desktop, 'desktop'],
      [mobile, 'mobile'],
    ] as const) {
      const page = await openPage(viewport, { session: boss.stored });
      await page.goto('/admin/panel?tab=operations');
      await page.getByTestId('admin-operations').waitFor();
      await page.getByTestId('operations-node').first().waitFor();
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="operations-queue"]').length === 9,
      );
      expect(await page.locator('[data-testid="admin-section"] h2').innerText()).toBe('العمليات الحية');
      const queues = await page
        .locator('[data-testid="operations-queue"]')
        .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-queue')));
      expect(queues.sort()).toEqual(
        [
          'account-deletion',
          'black-market',
          'blood-contracts',
          'confinement',
          'data-export',
          'leaderboard',
          'payroll',
          'push',
          'training',
        ].sort(),
      );
      const confinement = page.locator('[data-testid="operations-queue"][data-queue="confinement"]');
      expect(await confinement.innerText()).toContain('المستشفى والسجن');
      // The node row: its sockets (this page's own socket at least) and an uptime in Arabic digits.
      expect(await page.getByTestId('operations-node').first().innerText()).toMatch(/[٠-٩]/);
      await expect(page.getByTestId('operations-economy-audit').innerText()).resolves.toContain(
        'آخر تدقيق للاقتصاد',
      );
      // Refreshed live: the "updated" time changes without a reload.
      const first = await page.getByTestId('operations-updated').getAttribute('data-at');
      await page.waitForFunction(
        (before) =>
          document.querySelector('[data-testid="operations-updated"]')?.getAttribute('data-at') !== before,
        first,
        { timeout: 15_000 },
      );
      await settle(page);
      await expectNoOverflow(page, 1);
      await shot(page, `${name}-97-admin-operations`);
    }
  });

  it("downloads the characters list as CSV with the screen's search", async () => {
    const boss = await adminSession();
    const player = await setUpGuestSession();
    for (const [viewport, name] of [
      [desktop, 'desktop'],
      [mobile, 'mobile'],
    ] as const) {
      const page = await openPage(viewport, { session: boss.stored });
      await page.goto('/admin/panel?tab=characters');
      await page.getByTestId('admin-characters').waitFor();
      await page.getByTestId('characters-search').fill(player.username);
      // The search applies after its debounce: the export takes the list's search as shown.
      await page.waitForFunction(
        ({ name, adminEmail }) => {
          const list = document.querySelector(
            window.innerWidth < 768 ? '[data-testid="characters-cards"]' : '[data-testid="characters-table"]',
          );
          return !!list && list.textContent!.includes(name) && !list.textContent!.includes(adminEmail);
        },
        { name: player.username, adminEmail: admin.email },
      );
      await settle(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('characters-export').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^characters-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await readFile((await download.path())!, 'utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).trim().split(/\r?\n/);
      expect(lines[0]).toContain('اسم المستخدم');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(player.username);
      await page.getByText('تم تنزيل الملف').first().waitFor();
      await expectNoOverflow(page, 1);
      await shot(page, `${name}-98-admin-characters-export`);
    }
  });
});
