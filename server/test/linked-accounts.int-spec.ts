import { randomUUID } from 'node:crypto';
import { api, Player } from './support/api';
import { balancesOf, economyAudit, givenAdmin, givenPlayer, seenAt, uniqueTestIp } from './support/factories';
import { entriesOf, givenOwner, givenWeapon, stackOf } from './support/market';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * Linked accounts (issue 30, part 6): accounts that signed in from one address or device form a
 * cluster with the evidence (and the trades among them); a transfer between them worth at least
 * LINKED_REVIEW_MIN (100 000 by default) is held in escrow with an Arabic notice until an
 * admin approves (released to the receiver) or rejects (returned to the sender), exactly once even
 * when both are sent at once; a known household transfers at once; the books balance after each step.
 */

jest.setTimeout(90_000);

type Any = any;

/** The review amount of the test environment (the default of LINKED_REVIEW_MIN). */
const REVIEW_MIN = 100_000;
const HELD_NOTICE =
  'تحويلك بانتظار مراجعة الإدارة لأن حسابك وحساب المستلم مرتبطان (عنوان دخول أو جهاز مشترك). ما حوّلته محجوز: يصل إلى المستلم عند الموافقة ويعود إليك عند الرفض.';

/** Ledger legs in a fixed order (the legs of one operation carry no order among themselves). */
const byAccount = (entries: { reason: string; account: string; delta: number }[]) =>
  [...entries].sort((x, y) =>
    `${x.reason}${x.account}${x.delta}`.localeCompare(`${y.reason}${y.account}${y.delta}`),
  );

describe('linked accounts', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await sharedTestApp();
    admin = await givenAdmin(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Two level-25 players seen only at one shared address; the first holds `money`. */
  const linkedPair = async (money = 0) => {
    const sender = await givenPlayer(app, { level: 25, money });
    const receiver = await givenPlayer(app, { level: 25 });
    const ip = uniqueTestIp();
    await seenAt(app, sender, ip);
    await seenAt(app, receiver, ip);
    return { sender, receiver, ip };
  };
  const sendMoney = (from: Player, username: string, amount: number) =>
    api(app, 'POST', '/api/transfers/money', { token: from.token, body: { username, amount } });
  const clusters = async () => {
    const response = await api(app, 'GET', '/api/admin/linked-accounts', { token: admin });
    expect(response.status).toBe(200);
    return response.body;
  };
  const clusterOf = async (userId: string) =>
    (await clusters()).clusters.find((cluster: Any) =>
      cluster.accounts.some((account: Any) => account.userId === userId),
    );
  const decide = (id: number, decision: 'approve' | 'reject') =>
    api(app, 'POST', `/api/admin/holds/transfer/${id}/${decision}`, { token: admin });
  const holdBalance = async (transferId: number) => {
    const [row] = await app.dataSource.query(
      `SELECT balance FROM wallet_accounts WHERE kind = 'transfer_hold' AND owner_id = $1 AND currency = 'money'`,
      [transferId],
    );
    return row ? Number(row.balance) : 0;
  };
  const auditOk = async () => {
    const audit = await economyAudit(app);
    expect(audit.ok).toBe(true);
  };
  const notificationsOf = async (userId: string) =>
    app.dataSource.query(`SELECT type, message FROM notifications WHERE user_id = $1 ORDER BY id`, [userId]);

  it('makes two accounts sharing an address a cluster with the address as evidence, only for admins', async () => {
    const { sender, receiver, ip } = await linkedPair();
    const cluster = await clusterOf(sender.userId);
    expect(cluster).toBeDefined();
    expect(cluster.accounts.map((account: Any) => account.userId).sort()).toEqual(
      [sender.userId, receiver.userId].sort(),
    );
    expect(cluster.accounts.find((a: Any) => a.userId === sender.userId)).toMatchObject({
      name: sender.username,
      level: 25,
      isBanned: false,
    });
    expect(cluster.links).toEqual([
      {
        kind: 'ip',
        userA: [sender.userId, receiver.userId].sort()[0],
        userB: [sender.userId, receiver.userId].sort()[1],
        count: 1,
        amount: 0,
        lastSeenAt: expect.any(String),
        details: [ip],
        exempt: false,
      },
    ]);
    expect(cluster.exempt).toBe(false);
    const body = await clusters();
    expect(body.reviewMinAmount).toBe(REVIEW_MIN);
    expect(body.maxSharers).toBe(25);
    expect((await api(app, 'GET', '/api/admin/linked-accounts', { token: sender.token })).status).toBe(403);
    expect((await api(app, 'GET', '/api/admin/holds', { token: sender.token })).status).toBe(403);
  });

  it('links accounts signed in from one device (X-Device-Id) and shows the completed transfers among them', async () => {
    const first = await givenPlayer(app, { level: 25, money: 5000 });
    const second = await givenPlayer(app, { level: 25 });
    await seenAt(app, first);
    await seenAt(app, second);
    const device = randomUUID();
    for (const player of [first, second]) {
      const refreshed = await api(app, 'POST', '/api/auth/refresh', {
        body: { refreshToken: player.refreshToken },
        headers: { 'x-device-id': device },
      });
      expect(refreshed.status).toBe(200);
    }
    // The refresh also recorded 127.0.0.1 (every test player's address): keep only the device.
    await seenAt(app, first);
    await seenAt(app, second);
    expect((await sendMoney(first, second.username, 1000)).status).toBe(201);
    const cluster = await clusterOf(first.userId);
    expect(cluster.accounts.map((account: Any) => account.userId).sort()).toEqual(
      [first.userId, second.userId].sort(),
    );
    const kinds = cluster.links.map((link: Any) => link.kind).sort();
    expect(kinds).toEqual(['device', 'transfer']);
    expect(cluster.links.find((link: Any) => link.kind === 'device').details).toEqual([device]);
    expect(cluster.links.find((link: Any) => link.kind === 'transfer')).toMatchObject({
      count: 1,
      amount: 1000,
    });
  });

  it('holds a transfer above the review amount: the sender’s money in escrow, the receiver unchanged, told why in Arabic; approval releases it', async () => {
    const { sender, receiver } = await linkedPair(200_000);
    const sent = await sendMoney(sender, receiver.username, 150_000);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'held', amount: 150_000, fee: 7500, notice: HELD_NOTICE });
    const id = sent.body.id;
    expect((await balancesOf(app, sender.characterId)).money).toBe(200_000 - 157_500);
    expect((await balancesOf(app, receiver.characterId)).money).toBe(0);
    expect(await holdBalance(id)).toBe(157_500);
    expect(await entriesOf(app, `transfer:${id}`)).toEqual([
      { reason: 'transfer_hold', account: `cash:${sender.characterId}`, delta: -157_500 },
      { reason: 'transfer_hold', account: `transfer_hold:${id}`, delta: 157_500 },
    ]);
    expect(await notificationsOf(sender.userId)).toEqual([
      { type: 'transfer_held', message: `تحويلك إلى ${receiver.username}: ${HELD_NOTICE}` },
    ]);
    expect(await notificationsOf(receiver.userId)).toEqual([]);
    // The receiver does not see it; the sender sees it held.
    expect((await api(app, 'GET', '/api/transfers', { token: receiver.token })).body.transfers).toEqual([]);
    const history = (await api(app, 'GET', '/api/transfers', { token: sender.token })).body.transfers;
    expect(history.map((t: Any) => [t.id, t.status])).toEqual([[id, 'held']]);
    const pending = (await api(app, 'GET', '/api/admin/holds', { token: admin })).body;
    expect(pending.find((t: Any) => t.kind === 'transfer' && t.id === id)).toMatchObject({
      kind: 'transfer',
      reason: 'linked_parties',
      itemType: null,
      status: 'held',
      amount: 150_000,
      fee: 7500,
      sender: { userId: sender.userId, name: sender.username },
      receiver: { userId: receiver.userId, name: receiver.username },
    });
    await auditOk();

    const approved = await decide(id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.operation).toMatchObject({ id, status: 'completed', decidedAt: expect.any(String) });
    expect((await balancesOf(app, sender.characterId)).money).toBe(42_500);
    expect((await balancesOf(app, receiver.characterId)).money).toBe(150_000);
    expect(await holdBalance(id)).toBe(0);
    const entries = await entriesOf(app, `transfer:${id}`);
    expect(byAccount(entries.slice(2))).toEqual(
      byAccount([
        { reason: 'transfer_hold_release', account: `transfer_hold:${id}`, delta: -150_000 },
        { reason: 'transfer_hold_release', account: `cash:${receiver.characterId}`, delta: 150_000 },
        { reason: 'transfer_fee', account: `transfer_hold:${id}`, delta: -7500 },
        { reason: 'transfer_fee', account: 'sink:transfer_fee', delta: 7500 },
      ]),
    );
    expect((await notificationsOf(receiver.userId)).map((n: Any) => n.type)).toEqual(['transfer_received']);
    expect((await notificationsOf(sender.userId)).map((n: Any) => n.type)).toEqual([
      'transfer_held',
      'transfer_approved',
    ]);
    const received = (await api(app, 'GET', '/api/transfers', { token: receiver.token })).body.transfers;
    expect(received.map((t: Any) => [t.id, t.direction, t.status])).toEqual([[id, 'received', 'completed']]);
    const [log] = await app.dataSource.query(
      `SELECT action, target_type, target_id, before, after FROM admin_audit_log
        WHERE action = 'transfer.hold_approve' AND target_id = $1`,
      [String(id)],
    );
    expect(log).toMatchObject({
      target_type: 'transfer',
      before: { status: 'held' },
      after: { status: 'completed' },
    });
    // Deciding again changes nothing.
    const again = await decide(id, 'reject');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('تمت مراجعة هذا التحويل من قبل');
    expect((await balancesOf(app, sender.characterId)).money).toBe(42_500);
    await auditOk();
  });

  it('returns a rejected transfer with its fee to the sender', async () => {
    const { sender, receiver } = await linkedPair(200_000);
    const sent = await sendMoney(sender, receiver.username, 100_000);
    expect(sent.body.status).toBe('held');
    const rejected = await decide(sent.body.id, 'reject');
    expect(rejected.status).toBe(200);
    expect(rejected.body.operation.status).toBe('rejected');
    expect((await balancesOf(app, sender.characterId)).money).toBe(200_000);
    expect((await balancesOf(app, receiver.characterId)).money).toBe(0);
    expect(await holdBalance(sent.body.id)).toBe(0);
    expect(byAccount((await entriesOf(app, `transfer:${sent.body.id}`)).slice(2))).toEqual(
      byAccount([
        { reason: 'transfer_hold_return', account: `transfer_hold:${sent.body.id}`, delta: -105_000 },
        { reason: 'transfer_hold_return', account: `cash:${sender.characterId}`, delta: 105_000 },
      ]),
    );
    const last = (await notificationsOf(sender.userId)).at(-1);
    expect(last).toEqual({
      type: 'transfer_rejected',
      message: `رفضت الإدارة تحويلك إلى ${receiver.username} (مبلغ ١٠٠٬٠٠٠) وأعيد إليك`,
    });
    const history = (await api(app, 'GET', '/api/transfers', { token: sender.token })).body.transfers;
    expect(history[0]).toMatchObject({
      status: 'rejected',
      notice: 'رفضت الإدارة هذا التحويل وأعيد إليك ما حوّلته',
    });
    expect((await api(app, 'GET', '/api/transfers', { token: receiver.token })).body.transfers).toEqual([]);
    expect((await decide(999_999_999, 'approve')).status).toBe(404);
    await auditOk();
  });

  it('moves the money once when approve and reject arrive at once', async () => {
    for (let round = 0; round < 3; round++) {
      const { sender, receiver } = await linkedPair(200_000);
      const sent = await sendMoney(sender, receiver.username, 120_000);
      const id = sent.body.id;
      const answers = await Promise.all([decide(id, 'approve'), decide(id, 'reject')]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const won = answers.find((a) => a.status === 200)!.body.operation.status;
      const senderMoney = (await balancesOf(app, sender.characterId)).money;
      const receiverMoney = (await balancesOf(app, receiver.characterId)).money;
      if (won === 'completed') expect([senderMoney, receiverMoney]).toEqual([74_000, 120_000]);
      else expect([senderMoney, receiverMoney]).toEqual([200_000, 0]);
      expect(await holdBalance(id)).toBe(0);
      const [log] = await app.dataSource.query(
        `SELECT count(*)::int AS n FROM admin_audit_log WHERE target_type = 'transfer' AND target_id = $1`,
        [String(id)],
      );
      expect(log.n).toBe(1);
    }
    await auditOk();
  });

  it('lets transfers below the review amount and transfers of a known household through at once', async () => {
    const { sender, receiver } = await linkedPair(400_000);
    const small = await sendMoney(sender, receiver.username, REVIEW_MIN - 1);
    expect(small.body).toMatchObject({ status: 'completed', notice: null });
    expect((await balancesOf(app, receiver.characterId)).money).toBe(REVIEW_MIN - 1);

    const marked = await api(app, 'POST', '/api/admin/linked-accounts/households', {
      token: admin,
      body: { userIds: [sender.userId, receiver.userId], note: 'أخوان في بيت واحد' },
    });
    expect(marked.status).toBe(200);
    expect(marked.body.pairs).toBe(1);
    const cluster = await clusterOf(sender.userId);
    expect(cluster.exempt).toBe(true);
    expect(cluster.links.every((link: Any) => link.exempt)).toBe(true);
    const [log] = await app.dataSource.query(
      `SELECT after FROM admin_audit_log WHERE action = 'linked.household_mark' AND after->'userIds' ? $1`,
      [sender.userId],
    );
    expect(log.after).toMatchObject({ note: 'أخوان في بيت واحد', pairs: 1 });

    const big = await sendMoney(sender, receiver.username, 150_000);
    expect(big.body).toMatchObject({ status: 'completed', notice: null });
    expect((await balancesOf(app, receiver.characterId)).money).toBe(REVIEW_MIN - 1 + 150_000);

    // Lifted: held again.
    const lifted = await api(app, 'POST', '/api/admin/linked-accounts/households/remove', {
      token: admin,
      body: { userIds: [sender.userId, receiver.userId] },
    });
    expect(lifted.body.pairs).toBe(1);
    expect((await sendMoney(sender, receiver.username, 100_000)).body.status).toBe('held');

    // Unlinked players are never held.
    const stranger = await givenPlayer(app, { level: 25 });
    await seenAt(app, stranger, uniqueTestIp());
    const rich = await givenPlayer(app, { level: 25, money: 300_000 });
    await seenAt(app, rich, uniqueTestIp());
    expect((await sendMoney(rich, stranger.username, 200_000)).body.status).toBe('completed');

    const bad = await api(app, 'POST', '/api/admin/linked-accounts/households', {
      token: admin,
      body: { userIds: [sender.userId] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual(['اختر حسابين على الأقل']);
    await auditOk();
  });

  it('holds an item transfer worth the review amount: the units leave the sender and reach the receiver on approval', async () => {
    const weaponId = await givenWeapon(app, { name: 'بندقية العائلة', price: 2000 });
    const sender = await givenOwner(app, weaponId, 60, { money: 120_000 });
    const receiver = await givenPlayer(app, { level: 25 });
    const ip = uniqueTestIp();
    await seenAt(app, sender, ip);
    await seenAt(app, receiver, ip);
    const sent = await api(app, 'POST', '/api/transfers/item', {
      token: sender.token,
      body: { username: receiver.username, itemType: 'weapon', itemId: weaponId, quantity: 60 },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ status: 'held', quantity: 60, notice: HELD_NOTICE });
    expect(await stackOf(app, sender.characterId, 'weapon', weaponId)).toBe(0);
    expect(await stackOf(app, receiver.characterId, 'weapon', weaponId)).toBe(0);
    // The catalogue item cannot be deleted while units wait in the hold.
    const deleted = await api(app, 'DELETE', `/api/shop/admin/weapons/${weaponId}`, { token: admin });
    expect(deleted.status).toBe(409);
    expect((await decide(sent.body.id, 'approve')).status).toBe(200);
    expect(await stackOf(app, receiver.characterId, 'weapon', weaponId)).toBe(60);

    const small = await api(app, 'POST', '/api/transfers/item', {
      token: receiver.token,
      body: { username: sender.username, itemType: 'weapon', itemId: weaponId, quantity: 5 },
    });
    expect(small.body.status).toBe('completed');
    expect(await stackOf(app, sender.characterId, 'weapon', weaponId)).toBe(5);
    await auditOk();
  });
});
