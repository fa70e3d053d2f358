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
 * approves it (the receiver gets the money); at 1280 and 390 px.
 */

beforeAll(launch);
afterEach(closeContexts);
afterAll(closeBrowser);

let nextIp = 10;

/** Two level-25 players seen only at one fresh address; the sender holds 200 000 (an admin grant). */
async function linkedPair(token: string) {
  const sender = await setUpGuestSession();
  const receiver = await setUpGuestSession();
  const ip = `203.0.113.${nextIp++}`;
  for (const player of [sender, receiver]) {
    await sql(`UPDATE characters SET level = 25 WHERE user_id = $1`, [player.userId]);
    await sql(`DELETE FROM user_ips WHERE user_id = $1`, [player.userId]);
    await sql(
      `INSERT INTO user_ips (user_id, ip, first_seen_at, last_seen_at) VALUES ($1, $2, now(), now())`,
      [player.userId, ip],
    );
  }
  const [character] = await sql<{ id: number }>(`SELECT id FROM characters WHERE user_id = $1`, [
    sender.userId,
  ]);
  await api(`/api/admin/characters/${character.id}/money`, {
    method: 'POST',
    token,
    body: { amount: 200_000 },
  });
  return { sender, receiver, ip };
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

      const page = await openPage(viewport, { session: boss.stored });
      await page.goto('/admin/panel?tab=linked-accounts');
      await page.getByTestId('admin-linked-accounts').waitFor();
      const cluster = page.getByTestId('linked-cluster').filter({ hasText: sender.username });
      await cluster.waitFor();
      expect(await cluster.innerText()).toContain(receiver.username);
      const ipRow = cluster.locator('[data-testid="link-row"][data-kind="ip"]');
      expect(await ipRow.innerText()).toContain(ip);
      expect(await ipRow.innerText()).toContain('عنوان دخول مشترك');
      const row = page.locator(`[data-testid="held-row"][data-id="${sent.id}"]`);
      await row.waitFor();
      expect(await row.innerText()).toContain('مبلغ ١٥٠٬٠٠٠');
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
});
