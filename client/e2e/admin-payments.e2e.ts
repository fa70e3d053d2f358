import type { Page } from 'playwright-core';
import {
  adminSession,
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
 * Issue 30, refunds and disputes on the admin's side: a player whose refunded purchase they had
 * already spent shows a red payment flag with the blackcoins owed on the character page, at 1280 and
 * 390 px. The e2e app sells no blackcoins (no Stripe keys), so the purchase row is set up in SQL as
 * the webhook leaves it (the server tests deliver the signed events themselves).
 */

beforeAll(launch);
afterEach(closeContexts);
afterAll(closeBrowser);

/** A player with one refunded purchase of 660 blackcoins, 600 of them still owed. */
async function refundedBuyer(): Promise<{ username: string; characterId: number }> {
  const player = await setUpGuestSession();
  const [character] = await sql<{ id: number }>(`SELECT id FROM characters WHERE user_id = $1`, [
    player.userId,
  ]);
  await sql(
    `INSERT INTO stripe_purchases (session_id, payment_intent_id, user_id, character_id, package_id, package_name,
                                   amount_cents, currency, blackcoins, state, refunded_cents, taken_back, owed, paid_at)
     VALUES ($1, $2, $3, $4, 1, 'حقيبة', 999, 'usd', 660, 'refunded', 999, 60, 600, now())`,
    [`cs_e2e_${player.username}`, `pi_e2e_${player.username}`, player.userId, character.id],
  );
  return { username: player.username, characterId: character.id };
}

async function openCharacter(page: Page, username: string): Promise<void> {
  await page.goto('/admin/panel?tab=characters');
  await page.getByTestId('admin-characters').waitFor();
  await page.getByTestId('characters-search').fill(username);
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  if (phone) {
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="characters-cards"] > li').length === 1,
    );
    await page.getByTestId('characters-cards').getByRole('button').click();
  } else {
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="character-row"]').length === 1);
    await page.getByTestId('character-row').getByRole('button').click();
  }
  await page.getByTestId('character-overview').waitFor();
}

describe('admin payments', () => {
  it('flags a character who owes blackcoins from a refunded purchase, at desktop and phone width', async () => {
    const buyer = await refundedBuyer();
    const boss = await adminSession();
    for (const [viewport, name] of [
      [desktop, 'desktop'],
      [mobile, 'mobile'],
    ] as const) {
      const page = await openPage(viewport, { session: boss.stored });
      await openCharacter(page, buyer.username);
      const flag = page.getByTestId('payment-flag');
      await flag.waitFor();
      expect(await flag.getAttribute('data-owing')).toBe('true');
      expect(await page.getByTestId('payment-debt').innerText()).toContain('٦٠٠');
      await expectNoOverflow(page, 1);
      await shot(page, `${name}-90-admin-character-payment-flag`);
    }
  });

  it("opens the character's purchases from its page, filters by state and player, totals the day", async () => {
    const buyer = await refundedBuyer();
    const other = await refundedBuyer();
    const boss = await adminSession();
    for (const [viewport, name] of [
      [desktop, 'desktop'],
      [mobile, 'mobile'],
    ] as const) {
      const page = await openPage(viewport, { session: boss.stored });
      await openCharacter(page, buyer.username);
      await page.getByTestId('character-purchases-link').click();
      await page.getByTestId('admin-purchases').waitFor();
      await page.getByTestId('purchases-character-chip').waitFor();
      expect(page.url()).toContain(`characterId=${buyer.characterId}`);
      const row = page.getByTestId('purchase-row');
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      expect(await row.getAttribute('data-state')).toBe('refunded');
      expect(await row.getByTestId('purchase-player').innerText()).toBe(buyer.username);
      expect(await row.getByTestId('purchase-owed').innerText()).toContain('٦٠٠');
      expect(await row.getByTestId('purchase-amount').innerText()).toContain('٩٫٩٩');
      await page.getByTestId('purchases-day').first().waitFor();
      expect(await page.getByTestId('purchases-day-net').first().innerText()).toContain('٠٫٠٠');
      await expectNoOverflow(page, 1);
      await shot(page, `${name}-91-admin-purchases-character`);

      // Every player: the chip clears the character; the username filter finds the other buyer.
      await page.getByTestId('purchases-character-chip').click();
      await page.getByTestId('purchases-character-chip').waitFor({ state: 'detached' });
      await page.getByTestId('purchases-filter-search').fill(other.username);
      await page.waitForFunction((username) => {
        const players = [...document.querySelectorAll('[data-testid="purchase-player"]')];
        return players.length === 1 && players[0].textContent === username;
      }, other.username);
      await page.getByTestId('purchases-filter-search').fill('');
      await page.getByTestId('purchases-filter-state').selectOption('paid');
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-testid="purchase-row"]')].every(
          (row) => row.getAttribute('data-state') === 'paid',
        ),
      );
      await page.getByTestId('purchases-filter-state').selectOption('refunded');
      await page.locator('[data-testid="purchase-row"][data-state="refunded"]').nth(1).waitFor();
      // The flagged accounts: every row shown owes blackcoins.
      await page.getByTestId('purchases-filter-owing').check();
      await page.waitForFunction(() => {
        const rows = [...document.querySelectorAll('[data-testid="purchase-row"]')];
        return rows.length > 0 && rows.every((row) => row.querySelector('[data-testid="purchase-owed"]'));
      });
      await expectNoOverflow(page, 1);
      await shot(page, `${name}-92-admin-purchases-refunded`);
    }
  });
});
