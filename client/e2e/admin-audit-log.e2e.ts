import {
  adminSession,
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

/**
 * Issue 30, the whole admin audit log: after an admin adds money to a player and bans another, the
 * audit-log tab lists both with the admin, the player, the change and the address, and its filters
 * (action, target) narrow the list; at 1280 and 390 px.
 */

beforeAll(launch);
afterEach(closeContexts);
afterAll(closeBrowser);

describe('admin audit log', () => {
  it('lists money and ban actions with who, on whom, what changed and from where, and filters them', async () => {
    const boss = await adminSession();
    const player = await setUpGuestSession();
    const banned = await setUpGuestSession();
    const { characters } = await api<{ characters: { id: number }[] }>(
      `/api/admin/characters?search=${player.username}`,
      { token: boss.token },
    );
    const characterId = characters[0].id;
    await api(`/api/admin/characters/${characterId}/money`, {
      method: 'POST',
      token: boss.token,
      body: { amount: 750 },
    });
    await api('/api/admin/users/block', {
      method: 'POST',
      token: boss.token,
      body: { userId: banned.username, reason: 'حسابات متعددة' },
    });

    for (const [viewport, name] of [
      [desktop, 'desktop'],
      [mobile, 'mobile'],
    ] as const) {
      const page = await openPage(viewport, { session: boss.stored });
      await page.goto('/admin/panel?tab=audit-log');
      await page.getByTestId('admin-audit-log').waitFor();
      const ban = page
        .locator('[data-testid="audit-entry"][data-action="user.block"]')
        .filter({ hasText: banned.username });
      await ban.first().waitFor();
      expect(await ban.first().getByTestId('audit-ip').innerText()).toMatch(/127\.0\.0\.1|::1/);
      await expectNoOverflow(page, 1);
      await shot(page, `${name}-93-admin-audit-log`);

      await page.getByTestId('audit-filter-action').fill('money');
      await page.getByTestId('audit-filter-targetId').fill(String(characterId));
      await page.waitForFunction(() => {
        const entries = document.querySelectorAll('[data-testid="audit-entry"]');
        return entries.length === 1 && entries[0].getAttribute('data-action') === 'character.money';
      });
      const money = page.getByTestId('audit-entry');
      expect(await money.getByTestId('audit-target').innerText()).toBe(player.username);
      expect(await money.getByTestId('audit-change').innerText()).toContain('money: 0 → 750');
      await expectNoOverflow(page, 1);
      await shot(page, `${name}-94-admin-audit-log-filtered`);
    }
  });
});
