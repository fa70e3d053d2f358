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
  sql,
} from './support';

/**
 * Issue 30, part 6, linked accounts: two players seen at one address form a cluster shown with the
 * address as evidence; a transfer of 150 000 between them waits in the held list, and the admin
 * approves it (the receiver gets the money); a black-market purchase and a gang treasury payout
 * between linked accounts wait in the same list, each released or returned; at 1280 and 390 px.
 */

beforeAll(launch);
afterEach(closeContexts);
afterAll(closeBrowser);

let nextIp = 10;

type Session = Awaited<ReturnType<typeof setUpGuestSession>>;

/** A held operation's state, the same words in the player's history and the admin's list. */
const HELD_WORDS = 'بانتظار المراجعة';

/** Puts the players at `level` and gives them exactly one address, the same fresh one for all. */
async function seenTogether(level: number, ...players: Session[]): Promise<string> {
  const ip = `203.0.113.${nextIp++}`;
  for (const player of players) {
    await sql(`UPDATE characters SET level = $2 WHERE user_id = $1`, [player.userId, level]);
    await sql(`DELETE FROM user_ips WHERE user_id = $1`, [player.userId]);
    await sql(
      `INSERT INTO user_ips (user_id, ip, first_seen_at, last_seen_at) VALUES ($1, $2, now(), now())`,
      [player.userId, ip],
    );
  }
  return ip;
}

/** The player's character id. */
async function characterOf(player: Session): Promise<number> {
  const [character] = await sql<{ id: number }>(`SELECT id FROM characters WHERE user_id = $1`, [
    player.userId,
  ]);
  return character.id;
}

/** An admin grant of money to the player's cash. */
async function grantMoney(token: string, player: Session, amount: number): Promise<void> {
  await api(`/api/admin/characters/${await characterOf(player)}/money`, {
    method: 'POST',
    token,
    body: { amount },
  });
}

/** Two level-25 players seen only at one fresh address; the sender holds 200 000 (an admin grant). */
async function linkedPair(token: string) {
  const sender = await setUpGuestSession();
  const receiver = await setUpGuestSession();
  const ip = await seenTogether(25, sender, receiver);
  await grantMoney(token, sender, 200_000);
  return { sender, receiver, ip };
}

/** A listing of 120 000 bought by a player linked to its seller: held. @returns the listing id and both sides. */
async function heldPurchase(token: string, weaponId: number) {
  const seller = await setUpGuestSession();
  const buyer = await setUpGuestSession();
  await seenTogether(25, seller, buyer);
  await grantMoney(token, seller, 1000);
  await grantMoney(token, buyer, 150_000);
  await api('/api/shop/buy', {
    method: 'POST',
    token: seller.token,
    body: { type: 'weapon', itemId: weaponId, quantity: 1 },
  });
  const listing = await api<{ id: number }>('/api/black-market/listings', {
    method: 'POST',
    token: seller.token,
    body: { itemType: 'weapon', itemId: weaponId, quantity: 1, price: 120_000 },
  });
  const bought = await api<{ status: string; notice: string }>(
    `/api/black-market/listings/${listing.id}/buy`,
    {
      method: 'POST',
      token: buyer.token,
    },
  );
  expect(bought.status).toBe('held');
  expect(bought.notice).toContain('شراؤك بانتظار مراجعة الإدارة');
  return { id: listing.id, seller, buyer };
}

/** A gang whose boss orders a payout of 150 000 to a member linked to them: held. @returns its hold id, the gang, both sides. */
async function heldPayout(token: string) {
  const boss = await setUpGuestSession();
  const member = await setUpGuestSession();
  await seenTogether(10, boss, member);
  await grantMoney(token, boss, 250_000);
  const name = `g${Math.random().toString(16).slice(2, 12)}`;
  const gang = await api<{ id: number }>('/api/gangs', { method: 'POST', token: boss.token, body: { name } });
  await sql(`INSERT INTO gang_members (gang_id, user_id, role) VALUES ($1, $2, 'AUDW')`, [
    gang.id,
    member.userId,
  ]);
  await api(`/api/gangs/${gang.id}/contribute`, {
    method: 'POST',
    token: boss.token,
    body: { amount: 200_000 },
  });
  const paid = await api<{ status: string; notice: string }>(`/api/gangs/${gang.id}/transfer-money`, {
    method: 'POST',
    token: boss.token,
    body: { memberId: member.userId, amount: 150_000 },
  });
  expect(paid.status).toBe('held');
  expect(paid.notice).toContain('الدفعة بانتظار مراجعة الإدارة');
  const [hold] = await sql<{ id: number }>(`SELECT id FROM gang_treasury_holds WHERE gang_id = $1`, [
    gang.id,
  ]);
  return { id: hold.id, gangId: gang.id, name, boss, member };
}

describe('linked accounts', () => {
  it('shows the cluster with its address and approves a held transfer', async () => {
    const boss = await adminSession();
    for (const [viewport, name] of [
      [desktop, 'desktop'],
      [mobile, 'mobile'],
    ] as const) {
      const { sender, receiver, ip } = await linkedPair(boss.token);
      const sent = await api<{ id: number; status: string }>('/api/transfers/money', {
        method: 'POST',
        token: sender.token,
        body: { username: receiver.username, amount: 150_000 },
      });
      expect(sent.status).toBe('held');

      // The sender's history says the transfer waits, in the words the admin's list uses for it.
      const player = await openPage(viewport, { session: sender.stored });
      await player.goto('/dashboard/transfers');
      const status = player.getByTestId('transfers-history').getByTestId('transfer-status');
      await status.waitFor();
      expect(await status.innerText()).toBe(HELD_WORDS);
      await shot(player, `${name}-94-transfers-held`);
      await player.context().close();

      const page = await openPage(viewport, { session: boss.stored });
      await page.goto('/admin/panel?tab=linked-accounts');
      await page.getByTestId('admin-linked-accounts').waitFor();
      const cluster = page.getByTestId('linked-cluster').filter({ hasText: sender.username });
      await cluster.waitFor();
      expect(await cluster.innerText()).toContain(receiver.username);
      const ipRow = cluster.locator('[data-testid="link-row"][data-kind="ip"]');
      expect(await ipRow.innerText()).toContain(ip);
      expect(await ipRow.innerText()).toContain('عنوان دخول مشترك');
      const row = page.locator(`[data-testid="held-row"][data-kind="transfer"][data-id="${sent.id}"]`);
      await row.waitFor();
      expect(await row.innerText()).toContain('مبلغ ١٥٠٬٠٠٠');
      expect(await row.getByTestId('held-status').innerText()).toBe(HELD_WORDS);
      await expectNoOverflow(page, 1);
      await shot(page, `${name}-95-admin-linked-accounts`);

      await row.getByTestId('held-approve').click();
      await page.getByTestId('confirm-yes').click();
      await row.waitFor({ state: 'detached' });
      const [money] = await sql<{ balance: string }>(
        `SELECT w.balance FROM wallet_accounts w JOIN characters c ON c.id = w.owner_id
          WHERE w.kind = 'cash' AND w.currency = 'money' AND c.user_id = $1`,
        [receiver.userId],
      );
      expect(Number(money.balance)).toBe(150_000);
      await shot(page, `${name}-96-admin-linked-accounts-approved`);
    }
  });

  it('lists a held market purchase and a held treasury payout beside the transfers, and releases and returns them', async () => {
    const boss = await adminSession();
    const weapon = await api<{ id: number }>('/api/shop/admin/weapons', {
      method: 'POST',
      token: boss.token,
      body: { name: `بندقية ${Date.now().toString(36).slice(-5)}`, damage: 30, price: 500, rarity: 'rare' },
    });
    for (const [viewport, name] of [
      [desktop, 'desktop'],
      [mobile, 'mobile'],
    ] as const) {
      const purchase = await heldPurchase(boss.token, weapon.id);
      const payout = await heldPayout(boss.token);

      const page = await openPage(viewport, { session: boss.stored });
      await page.goto('/admin/panel?tab=linked-accounts');
      await page.getByTestId('held-operations').waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const market = page.locator(`[data-testid="held-row"][data-kind="market"][data-id="${purchase.id}"]`);
      const treasury = page.locator(`[data-testid="held-row"][data-kind="treasury"][data-id="${payout.id}"]`);
      await market.waitFor();
      await treasury.waitFor();
      const marketText = await market.innerText();
      for (const part of [
        'شراء من السوق السوداء',
        purchase.buyer.username,
        'المشتري',
        purchase.seller.username,
        'البائع',
        'مقابل ١٢٠٬٠٠٠',
        '٦٬٠٠٠',
        HELD_WORDS,
      ])
        expect(marketText).toContain(part);
      const treasuryText = await treasury.innerText();
      for (const part of [
        'دفعة من خزينة عصابة',
        payout.boss.username,
        'أمر بالدفعة',
        payout.member.username,
        `مبلغ ١٥٠٬٠٠٠ من خزينة ${payout.name}`,
        'الطرفان مرتبطان',
      ])
        expect(treasuryText).toContain(part);
      await expectNoOverflow(page, 1);
      await shot(page, `${name}-97-admin-held-operations`);

      // Desktop releases the purchase and returns the payout; 390 px the other way round.
      const release = name === 'desktop' ? market : treasury;
      const giveBack = name === 'desktop' ? treasury : market;
      await release.getByTestId('held-approve').click();
      await page.getByTestId('confirm-yes').click();
      await release.waitFor({ state: 'detached' });
      await giveBack.getByTestId('held-reject').click();
      // The question says where the money goes back to.
      await page.getByText(name === 'desktop' ? /يعود المبلغ إلى خزينة/ : /يعود المال إلى/).waitFor();
      await page.getByTestId('confirm-yes').click();
      await giveBack.waitFor({ state: 'detached' });
      const [listing] = await sql<{ status: string }>(
        `SELECT status FROM black_market_listings WHERE id = $1`,
        [purchase.id],
      );
      const [hold] = await sql<{ status: string }>(`SELECT status FROM gang_treasury_holds WHERE id = $1`, [
        payout.id,
      ]);
      expect([listing.status, hold.status]).toEqual(
        name === 'desktop' ? ['sold', 'returned'] : ['returned', 'released'],
      );
      await shot(page, `${name}-98-admin-held-operations-decided`);
    }
  });
});
