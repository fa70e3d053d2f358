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
 * Issue 13 part B: a player lists a weapon on the black market, a second player (another browser
 * context) sees it appear live and buys it, and the first sees it sold live; a money transfer shows
 * its 5% fee before the confirmation. Screens at 1280 and 390 px.
 */

beforeAll(launch);
afterEach(closeContexts);
afterAll(closeBrowser);

/** A set-up guest at `level` holding `money`, paid by the admin. */
async function tradePlayer(level: number, money: number) {
  const player = await setUpGuestSession();
  await sql('UPDATE characters SET level = $2 WHERE user_id = $1', [player.userId, level]);
  const character = await api<{ id: number }>('/api/character/profile', { token: player.token });
  const login = await api<{ accessToken: string }>('/api/auth/login', { method: 'POST', body: admin });
  await api(`/api/admin/characters/${character.id}/money`, {
    method: 'POST',
    token: login.accessToken,
    body: { amount: money },
  });
  return player;
}

async function money(token: string): Promise<number> {
  return (await api<{ money: number }>('/api/character/hud', { token })).money;
}

describe('black market and transfers', () => {
  it('lists a weapon, a second player buys it live and the seller sees it sold; a money transfer with its fee', async () => {
    const seller = await tradePlayer(25, 20_000);
    // Level 25: the buyer also receives a money transfer below.
    const buyer = await tradePlayer(25, 10_000);
    const shop = await api<{ weapons: { id: number; name: string; price: number; currency: string }[] }>(
      '/api/shop',
      { token: seller.token },
    );
    const weapon = shop.weapons.find((w) => w.currency === 'money' && w.price <= 5000)!;
    await api('/api/shop/buy', {
      method: 'POST',
      token: seller.token,
      body: { type: 'weapon', itemId: weapon.id },
    });
    const sellerMoney = await money(seller.token);

    // The buyer's market screen is open before the listing exists.
    const buyerPage = await openPage(mobile, { session: buyer.stored });
    await buyerPage.goto('/dashboard/black-market');
    await buyerPage.getByTestId('market-filters').waitFor();

    // The seller lists the weapon from the form; the share after the 5% fee shows before sending.
    const sellerPage = await openPage(desktop, { session: seller.stored });
    await sellerPage.goto('/dashboard/black-market');
    await sellerPage.getByTestId('market-tab-sell').click();
    const form = sellerPage.getByTestId('list-item-form');
    await form.waitFor();
    await sellerPage.getByTestId('list-item-select').selectOption({ index: 1 });
    await sellerPage.getByTestId('list-item-price').fill('1500');
    expect(await sellerPage.getByTestId('list-item-share').innerText()).toContain('١٬٤٢٥');
    await shot(sellerPage, 'desktop-black-market-sell-form');
    await sellerPage.getByTestId('list-item-submit').click();
    const mine = sellerPage.locator('[data-testid="my-listings"] [data-testid="listing"]').first();
    await mine.waitFor();
    expect(await mine.getAttribute('data-status')).toBe('active');
    expect(await mine.getByTestId('listing-name').innerText()).toContain(weapon.name);

    // It appears on the buyer's open screen without a reload; the buyer buys it after confirming.
    const offer = buyerPage.locator('[data-testid="listing"]', { hasText: seller.username });
    await offer.waitFor();
    expect(await offer.getByTestId('listing-price').innerText()).toContain('١٬٥٠٠');
    await expectNoOverflow(buyerPage);
    await shot(buyerPage, 'mobile-black-market-listings');
    await offer.getByTestId('listing-buy').click();
    // The question at 390 px: nothing wider than the phone (a wider page moves the dialog's buttons
    // partly off screen, where a tap lands on the dialog's own panel).
    await buyerPage.getByTestId('confirm-yes').waitFor();
    await expectNoOverflow(buyerPage);
    await buyerPage.getByTestId('confirm-yes').click();
    await offer.waitFor({ state: 'detached' });

    // The seller's "my listings" turns to sold live, with the buyer's name; 95% of 1,500 arrived.
    await sellerPage
      .locator('[data-testid="my-listings"] [data-testid="listing"][data-status="sold"]')
      .waitFor();
    expect(await sellerPage.getByTestId('my-listings').innerText()).toContain(buyer.username);
    expect(await money(seller.token)).toBe(sellerMoney + 1425);
    expect(await money(buyer.token)).toBe(10_000 - 1500);
    await shot(sellerPage, 'desktop-black-market-my-listings-sold');
    await sellerPage.getByTestId('market-tab-market').click();
    await sellerPage.getByTestId('market-filters').waitFor();
    await shot(sellerPage, 'desktop-black-market-listings');

    // A money transfer: 1,000 to the buyer costs 1,050; the fee shows before the confirmation.
    await sellerPage.goto('/dashboard/transfers');
    await sellerPage.getByTestId('money-transfer-form').waitFor();
    await sellerPage.getByTestId('transfer-username').fill(buyer.username);
    await sellerPage.getByTestId('transfer-amount').fill('1000');
    const fee = await sellerPage.getByTestId('transfer-fee').innerText();
    expect(fee).toContain('$٥٠');
    expect(fee).toContain('$١٬٠٥٠');
    await shot(sellerPage, 'desktop-transfers-fee');
    await sellerPage.getByTestId('transfer-submit').click();
    expect(await sellerPage.getByRole('dialog').innerText()).toContain('$١٬٠٥٠');
    await sellerPage.getByTestId('confirm-yes').click();
    await sellerPage.locator('[data-testid="transfer-row"][data-direction="sent"]').waitFor();
    expect(await sellerPage.getByTestId('transfers-today').innerText()).toContain('١ من ٢٠');
    expect(await money(seller.token)).toBe(sellerMoney + 1425 - 1050);
    expect(await money(buyer.token)).toBe(10_000 - 1500 + 1000);
    await shot(sellerPage, 'desktop-transfers-history');

    const mobileTransfers = await openPage(mobile, { session: seller.stored });
    await mobileTransfers.goto('/dashboard/transfers');
    await mobileTransfers.getByTestId('transfers-history').waitFor();
    await mobileTransfers.getByTestId('transfer-amount').fill('250');
    await mobileTransfers.getByTestId('transfer-fee').waitFor();
    await expectNoOverflow(mobileTransfers);
    await shot(mobileTransfers, 'mobile-transfers');
    await mobileTransfers.getByTestId('transfers-tab-item').click();
    await mobileTransfers.getByTestId('item-transfer-form').waitFor();
    await shot(mobileTransfers, 'mobile-transfers-items');

    const mobileMine = await openPage(mobile, { session: seller.stored });
    await mobileMine.goto('/dashboard/black-market');
    await mobileMine.getByTestId('market-tab-mine').click();
    await mobileMine.getByTestId('my-listings').waitFor();
    await expectNoOverflow(mobileMine);
    await shot(mobileMine, 'mobile-black-market-my-listings');
  });
});
