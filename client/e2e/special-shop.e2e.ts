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
 * The blackcoin shop (issue 13): a player buys a VIP package and sees the VIP badge by their name;
 * buys a health potion and uses it from the inventory. The default catalogue (seeded on start) is
 * what the shop sells.
 */

beforeAll(launch);
afterEach(closeContexts);
afterAll(closeBrowser);

/** A set-up guest holding `blackcoins`, granted by the admin (spec 001 section 7). */
async function playerWithBlackcoins(blackcoins: number) {
  const player = await setUpGuestSession();
  const character = await api<{ id: number }>('/api/character/profile', { token: player.token });
  const login = await api<{ accessToken: string }>('/api/auth/login', { method: 'POST', body: admin });
  await api(`/api/admin/characters/${character.id}/blackcoins`, {
    method: 'POST',
    token: login.accessToken,
    body: { amount: blackcoins },
  });
  return { ...player, characterId: character.id };
}

/** The admin's stored session, as the client keeps it. */
async function adminSession(): Promise<unknown> {
  const session = await api<{ accessToken: string; refreshToken: string; expiresIn: number; user: unknown }>(
    '/api/auth/login',
    { method: 'POST', body: admin },
  );
  const now = Date.now();
  return {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    expiresAt: now + session.expiresIn * 1000,
    obtainedAt: now,
    user: session.user,
  };
}

async function confirmYes(page: Page): Promise<void> {
  await page.getByTestId('confirm-yes').click();
}

describe('special shop', () => {
  it('buys a VIP package and shows the VIP badge by the player name', async () => {
    const player = await playerWithBlackcoins(200);
    const page = await openPage(desktop, { session: player.stored });
    await page.goto('/dashboard/special-shop');
    const vip = page.getByTestId('vip-package').filter({ hasText: 'VIP أسبوع' });
    await vip.waitFor();
    expect(await page.getByTestId('vip-badge').count()).toBe(0);
    await shot(page, 'special-shop-1280');
    await vip.getByRole('button').click();
    await confirmYes(page);
    await page.getByTestId('vip-status').filter({ hasText: 'أنت VIP حتى' }).waitFor();
    // The top bar's name now carries the badge and the sparkle.
    await page.locator('header').getByTestId('vip-badge').waitFor();
    const [row] = await sql<{ vip: boolean }>(
      `SELECT vip_expires_at > now() + interval '6 days' AS vip FROM characters WHERE id = $1`,
      [player.characterId],
    );
    expect(row.vip).toBe(true);
    await shot(page, 'special-shop-vip-1280');
    await page.goto('/dashboard/character');
    await page.getByTestId('character-name').waitFor();
    expect(await page.getByTestId('vip-badge').count()).toBeGreaterThan(0);
    await shot(page, 'character-vip-1280');
  });

  it('buys a health potion and uses it from the inventory', async () => {
    const player = await playerWithBlackcoins(50);
    await sql(`UPDATE characters SET hp = 3, hp_updated_at = now() WHERE id = $1`, [player.characterId]);
    const page = await openPage(mobile, { session: player.stored });
    await page.goto('/dashboard/special-shop');
    const potion = page.getByTestId('special-item').filter({ hasText: 'جرعة الشفاء' });
    await potion.waitFor();
    await expectNoOverflow(page);
    await shot(page, 'special-shop-390');
    await potion.getByRole('button').click();
    await confirmYes(page);
    await page.getByText('تم الشراء، العنصر في مخزنك الآن').waitFor();

    await page.goto('/dashboard/inventory');
    const owned = page.getByTestId('owned-special-item').filter({ hasText: 'جرعة الشفاء' });
    await owned.waitFor();
    await expectNoOverflow(page);
    await shot(page, 'inventory-special-390');
    await owned.getByRole('button').click();
    await confirmYes(page);
    await page.getByText('استعدت صحتك').waitFor();
    await page.getByTestId('special-inventory').getByText('لا تملك عناصر خاصة').waitFor();
    const [row] = await sql<{ hp: number }>(`SELECT hp FROM characters WHERE id = $1`, [player.characterId]);
    expect(row.hp).toBeGreaterThan(3);
  });

  it('shows the inventory panel and the shop at both widths', async () => {
    const player = await playerWithBlackcoins(100);
    const page = await openPage(desktop, { session: player.stored });
    await page.goto('/dashboard/special-shop');
    const clock = page.getByTestId('special-item').filter({ hasText: 'ساعة الزمن' });
    await clock.waitFor();
    await clock.getByRole('button').click();
    await confirmYes(page);
    await page.getByText('تم الشراء، العنصر في مخزنك الآن').waitFor();
    await page.goto('/dashboard/inventory');
    await page.getByTestId('owned-special-item').first().waitFor();
    await shot(page, 'inventory-special-1280');
  });

  it('shows the admin special-items and package tabs, with the type change resetting the effect', async () => {
    const stored = await adminSession();
    for (const viewport of [desktop, mobile]) {
      const page = await openPage(viewport, { session: stored });
      const width = viewport.width;
      await page.goto('/admin/panel?tab=special-items');
      await page.getByTestId('admin-special-item').first().waitFor();
      if (width < 768) await expectNoOverflow(page);
      await shot(page, `admin-special-items-${width}`);
      await page.goto('/admin/panel?tab=blackcoin-packages');
      const card = page.getByTestId('package-card').filter({ hasText: 'حقيبة متوسطة' });
      await card.getByRole('button').first().click();
      await card.getByText('المجموع: ٦٠٠ بلاك كوين').waitFor();
      await card.getByText('نسبة المكافأة: ٩٪').waitFor();
      if (width < 768) await expectNoOverflow(page);
      await shot(page, `admin-blackcoin-packages-${width}`);
      await page.goto('/admin/panel?tab=vip-packages');
      await page.getByTestId('package-card').first().waitFor();
      await shot(page, `admin-vip-packages-${width}`);
    }
    const page = await openPage(desktop, { session: stored });
    await page.goto('/admin/panel?tab=special-items');
    await page.getByTestId('special-item-add').click();
    expect(await page.getByTestId('special-item-level').count()).toBe(0);
    await page.getByTestId('special-item-type').selectOption('ATTACK_IMMUNITY');
    expect(await page.getByTestId('special-item-days').inputValue()).toMatch(/^0\.04/);
    await page.getByTestId('special-item-level').waitFor();
    await shot(page, 'admin-special-item-form-1280');
  });
});
