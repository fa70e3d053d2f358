import { createECDH, randomBytes } from 'node:crypto';
import type { Clock } from '../src/common/clock';
import { QueueName } from '../src/infra/queue/queues';
import type { AccountErasureService } from '../src/modules/account-rights/account-erasure.service';
import type { DataExportService } from '../src/modules/account-rights/data-export.service';
import type { LeaderboardRepository } from '../src/modules/leaderboard/leaderboard.repository';
import { GangRank } from '../src/game/gangs.rules';
import { account, Currency } from '../src/modules/wallet/account';
import { newEmail } from './support/accounts';
import { api, connectSocket, Player } from './support/api';
import {
  balancesOf,
  economyAudit,
  givenAdmin,
  givenPlayer,
  ledgerSum,
  uniqueTestIp,
} from './support/factories';
import { givenGang, treasuryOf } from './support/gangs';
import { buyListing, givenOwner, givenWeapon, listItem, stackOf } from './support/market';
import { post } from './support/blood-contracts';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';
import { syncTimers } from './support/timers';

/**
 * The player's data rights (issue 26 parts 4 to 6; spec 000 section 1, the privacy page): deleting
 * the account (closed at once, cancelled by a sign-in, erased by its timer through the game's
 * rules with the books balanced), the copy of the data, and Google unlinking.
 */

jest.setTimeout(90_000);

const PASSWORD = 'linked-pass';
const DAY_MS = 86_400_000;

describe('data rights', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await sharedTestApp();
  });

  /** Links an e-mail and password to a test player (a guest); returns the player with its new tokens and e-mail. */
  async function withPassword(player: Player): Promise<Player & { email: string }> {
    const email = newEmail();
    const linked = await api(app, 'POST', '/api/auth/link-email', {
      token: player.token,
      body: { email, password: PASSWORD },
    });
    if (linked.status !== 200) throw new Error(`link-email: ${JSON.stringify(linked.body)}`);
    return { ...player, token: linked.body.accessToken, refreshToken: linked.body.refreshToken, email };
  }

  const requestDeletion = (player: Player, password?: string) =>
    api(app, 'POST', '/api/account/deletion', {
      token: player.token,
      body: password === undefined ? {} : { password },
    });

  /** Moves the app's clock `ms` ahead for the rest of the test (restored after the file). */
  function advanceClock(ms: number): void {
    const clock = app.app.get<Clock>('Clock');
    const base = clock.now().getTime();
    const startedAt = Date.now();
    jest.spyOn(clock, 'now').mockImplementation(() => new Date(base + ms + (Date.now() - startedAt)));
  }

  afterEach(() => jest.restoreAllMocks());

  describe('account deletion', () => {
    it('refuses a wrong or missing password and a guest, changing nothing', async () => {
      const player = await withPassword(await givenPlayer(app));
      const wrong = await requestDeletion(player, 'not-the-password');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 'ACCOUNT_WRONG_PASSWORD', message: 'كلمة المرور غير صحيحة' });
      const missing = await requestDeletion(player);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('أدخل كلمة المرور لتأكيد حذف الحساب');
      expect((await api(app, 'GET', '/api/auth/profile', { token: player.token })).status).toBe(200);
      const [row] = await app.dataSource.query(`SELECT deletion_due_at FROM users WHERE id = $1`, [
        player.userId,
      ]);
      expect(row.deletion_due_at).toBeNull();

      const guest = await givenPlayer(app);
      const refused = await requestDeletion(guest, 'anything');
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('ACCOUNT_GUEST_CANNOT_DELETE');
    });

    it('closes the account at once: tokens and refresh refused, socket closed, hidden from search and boards; audited', async () => {
      const player = await withPassword(await givenPlayer(app, { level: 3 }));
      const socket = await connectSocket(app, player.token);
      const disconnected = new Promise<void>((resolve) => socket.on('disconnect', () => resolve()));

      const requested = await requestDeletion(player, PASSWORD);
      expect(requested.status).toBe(200);
      expect(requested.body).toMatchObject({ success: true, graceDays: 7 });
      expect(new Date(requested.body.deletionDueAt).getTime() - Date.now()).toBeGreaterThan(6.9 * DAY_MS);
      await disconnected;

      expect((await api(app, 'GET', '/api/auth/profile', { token: player.token })).status).toBe(401);
      const refresh = await api(app, 'POST', '/api/auth/refresh', {
        body: { refreshToken: player.refreshToken },
      });
      expect(refresh.status).toBe(401);

      const viewer = await givenPlayer(app);
      const search = await api(app, 'GET', `/api/v1/search/users?query=${player.username}`, {
        token: viewer.token,
      });
      expect(search.status).toBe(200);
      expect(search.body.map((row: { id?: string; userId?: string }) => row.id ?? row.userId)).not.toContain(
        player.userId,
      );
      const boards = app.app.get<LeaderboardRepository>('LeaderboardRepository');
      const page = await boards.visiblePlayersAfter(player.characterId - 1, 1);
      expect(page.map((row) => row.userId)).not.toContain(player.userId);

      expect(
        syncTimers(app)
          .scheduled(QueueName.ACCOUNT_DELETION)
          .map((timer) => timer.jobId),
      ).toContain(`account-erasure-${player.userId}`);
      const admin = await givenAdmin(app);
      const log = await api(app, 'GET', `/api/admin/audit-log?targetId=${player.userId}`, { token: admin });
      expect(log.body.entries.map((entry: { action: string }) => entry.action)).toContain(
        'account.deletion_requested',
      );
    });

    it('a sign-in within the grace period cancels the deletion (said in the answer, audited); the timer then does nothing', async () => {
      const player = await withPassword(await givenPlayer(app));
      expect((await requestDeletion(player, PASSWORD)).status).toBe(200);
      const signIn = await api(app, 'POST', '/api/auth/login', {
        body: { email: player.email, password: PASSWORD },
      });
      expect(signIn.status).toBe(200);
      expect(signIn.body.deletionCancelled).toBe(true);
      const again = await api(app, 'POST', '/api/auth/login', {
        body: { email: player.email, password: PASSWORD },
      });
      expect(again.body.deletionCancelled).toBeUndefined();

      const erasure = app.app.get<AccountErasureService>('AccountErasureService');
      advanceClock(8 * DAY_MS);
      expect(await erasure.erase(player.userId)).toBe(false);
      const [row] = await app.dataSource.query(`SELECT email, deleted_at FROM users WHERE id = $1`, [
        player.userId,
      ]);
      expect(row).toEqual({ email: player.email, deleted_at: null });
      const admin = await givenAdmin(app);
      const log = await api(app, 'GET', `/api/admin/audit-log?targetId=${player.userId}`, { token: admin });
      expect(log.body.entries.map((entry: { action: string }) => entry.action)).toEqual(
        expect.arrayContaining(['account.deletion_requested', 'account.deletion_cancelled']),
      );
    });

    it('erases a gang boss with listings, items, a bank balance and open contracts through the game rules; the books balance', async () => {
      const weaponId = await givenWeapon(app);
      const gang = await givenGang(app, {
        ranks: [GangRank.WAZIR, GangRank.AUDW],
        treasury: 3000,
        bossMoney: 500,
      });
      await app.dataSource.query(`UPDATE characters SET level = 25 WHERE id = $1`, [gang.boss.characterId]);
      const heir = gang.members[0].player;
      // The boss owns 5 units (bought in the shop), lists 2, keeps 3; has cash and a bank balance.
      const shop = await api(app, 'POST', '/api/shop/buy', {
        token: gang.boss.token,
        body: { type: 'weapon', itemId: weaponId, quantity: 5 },
      });
      expect([200, 201]).toContain(shop.status);
      const listed = await listItem(app, gang.boss, {
        itemType: 'weapon',
        itemId: weaponId,
        quantity: 2,
        price: 900,
      });
      expect(listed.status).toBe(201);
      // Listed later in the grace period (its own 7-day expiry would otherwise come first).
      await app.dataSource.query(
        `UPDATE black_market_listings SET expires_at = now() + interval '14 days' WHERE id = $1`,
        [listed.body.id],
      );
      const { grant } = await import('./support/factories');
      await grant(app, gang.boss.characterId, { money: 4000, bankBalance: 2500, blackcoins: 7 });
      // An open contract the boss posted, and one another player posted on the boss.
      const target = await givenPlayer(app, { level: 10 });
      const postedByBoss = await post(app, gang.boss, target, 1000);
      expect(postedByBoss.status).toBe(201);
      const hunter = await givenPlayer(app, { level: 10, money: 1500 });
      const onBoss = await post(app, hunter, gang.boss, 1200);
      expect(onBoss.status).toBe(201);
      // Posted later in the grace period too (their own 24-hour expiry would otherwise come first).
      await app.dataSource.query(
        `UPDATE blood_contracts SET expires_at = now() + interval '14 days' WHERE id = ANY($1::int[])`,
        [[postedByBoss.body.id, onBoss.body.id]],
      );
      // A private message the boss sent stays for the other side.
      const sent = await api(app, 'POST', `/api/messages/${heir.userId}`, {
        token: gang.boss.token,
        body: { content: 'سلام' },
      });
      expect([200, 201]).toContain(sent.status);

      await app.dataSource.query(
        `INSERT INTO friendships (requester_id, addressee_id, status, accepted_at) VALUES ($1, $2, 'accepted', now())`,
        [gang.boss.userId, heir.userId],
      );
      const boss = await withPassword(gang.boss);
      expect((await requestDeletion(boss, PASSWORD)).status).toBe(200);
      advanceClock(7 * DAY_MS + 60_000);
      const fired = await syncTimers(app).fireDue();
      expect(fired).toContain(`account-erasure-${boss.userId}`);

      const [user] = await app.dataSource.query(
        `SELECT email, password_hash, google_subject, username, display_name, device_id, deleted_at FROM users WHERE id = $1`,
        [boss.userId],
      );
      expect(user).toMatchObject({
        email: null,
        password_hash: null,
        google_subject: null,
        username: null,
        display_name: 'لاعب محذوف',
        device_id: null,
      });
      expect(user.deleted_at).not.toBeNull();
      expect(await app.dataSource.query(`SELECT 1 FROM user_ips WHERE user_id = $1`, [boss.userId])).toEqual(
        [],
      );

      // The listing was cancelled first, then every unit destroyed.
      const [listing] = await app.dataSource.query(`SELECT status FROM black_market_listings WHERE id = $1`, [
        listed.body.id,
      ]);
      expect(listing.status).toBe('cancelled');
      expect(await stackOf(app, boss.characterId, 'weapon', weaponId)).toBe(0);
      // Both contracts closed and refunded: the boss's own into its cash (then sunk), the hunter's back to the hunter.
      const contracts = await app.dataSource.query(
        `SELECT id, status FROM blood_contracts WHERE id = ANY($1::int[]) ORDER BY id`,
        [[postedByBoss.body.id, onBoss.body.id]],
      );
      expect(contracts.map((row: { status: string }) => row.status)).toEqual(['cancelled', 'expired']);
      expect(await ledgerSum(app, account.cash(hunter.characterId), Currency.MONEY)).toBe(1500);
      // The gang passed to the WAZIR; the boss is out.
      const members = await app.dataSource.query(
        `SELECT user_id, role FROM gang_members WHERE gang_id = $1`,
        [gang.id],
      );
      expect(members).toEqual(expect.arrayContaining([{ user_id: heir.userId, role: GangRank.BOSS }]));
      expect(members.map((row: { user_id: string }) => row.user_id)).not.toContain(boss.userId);
      // Every balance into sink:account_deleted; ledger rows kept.
      for (const [held, currency] of [
        [account.cash(boss.characterId), Currency.MONEY],
        [account.cash(boss.characterId), Currency.BLACKCOINS],
        [account.bank(boss.characterId), Currency.MONEY],
      ] as const)
        expect(await ledgerSum(app, held, currency)).toBe(0);
      const [sunk] = await app.dataSource.query(
        `SELECT count(*)::int AS n FROM ledger_entries WHERE system_account = 'sink:account_deleted' AND reference = $1`,
        [`account-deleted:${boss.userId}`],
      );
      expect(sunk.n).toBe(3);
      // The other side still reads the message, from 'لاعب محذوف'.
      const inbox = await api(app, 'GET', '/api/messages/inbox', { token: heir.token });
      expect(JSON.stringify(inbox.body)).toContain('لاعب محذوف');
      expect(JSON.stringify(inbox.body)).toContain('سلام');
      const audit = await economyAudit(app);
      expect(audit.mismatchedAccounts).toEqual([]);
      expect(audit.unbalancedTransfers).toEqual([]);
      expect(audit.ok).toBe(true);
      const admin = await givenAdmin(app);
      const log = await api(app, 'GET', `/api/admin/audit-log?targetId=${boss.userId}`, { token: admin });
      expect(log.body.entries.map((entry: { action: string }) => entry.action)).toContain('account.erased');
      // Signing in is impossible now.
      const signIn = await api(app, 'POST', '/api/auth/login', {
        body: { email: boss.email, password: PASSWORD },
      });
      expect(signIn.status).toBe(401);
    });

    it('erasure leaves nothing pending that shows the player to others: gang requests, friend requests both ways, notifications, push devices; the books balance', async () => {
      const gang = await givenGang(app);
      const player = await withPassword(await givenPlayer(app, { level: 10, money: 700 }));
      const asked = await givenPlayer(app, { level: 10 });
      const asker = await givenPlayer(app, { level: 10 });
      const sentRequest = await api(app, 'POST', `/api/gangs/${gang.id}/join-requests`, {
        token: player.token,
        body: { message: 'خذوني معكم' },
      });
      expect(sentRequest.status).toBe(201);
      // A friend request the player sent (pending to `asked`) and one sent to the player (by `asker`).
      for (const [from, to] of [
        [player, asked],
        [asker, player],
      ] as const) {
        const sent = await api(app, 'POST', '/api/friends/requests', {
          token: from.token,
          body: { userId: to.userId },
        });
        expect(sent.status).toBe(201);
      }
      // A private message from the player: `asked` is notified by name.
      const message = await api(app, 'POST', `/api/messages/${asked.userId}`, {
        token: player.token,
        body: { content: 'مرحبا' },
      });
      expect([200, 201]).toContain(message.status);
      const deviceKey = createECDH('prime256v1');
      deviceKey.generateKeys();
      const device = await api(app, 'POST', '/api/push/subscriptions', {
        token: player.token,
        body: {
          endpoint: `http://127.0.0.1:9/push/${player.userId}`,
          keys: { p256dh: deviceKey.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
        },
      });
      expect(device.status).toBe(201);
      expect(
        (await api(app, 'PUT', '/api/push/preferences', { token: player.token, body: { enabled: true } }))
          .status,
      ).toBe(200);
      const notificationsOf = (userId: string) =>
        app.dataSource.query(`SELECT type, message, data FROM notifications WHERE user_id = $1`, [userId]);
      expect((await notificationsOf(player.userId)).map((row: { type: string }) => row.type)).toContain(
        'friend_request',
      );
      expect((await notificationsOf(asked.userId)).map((row: { type: string }) => row.type)).toEqual(
        expect.arrayContaining(['friend_request', 'private_message']),
      );
      const before = await api(app, 'GET', `/api/gangs/${gang.id}/join-requests`, { token: gang.boss.token });
      expect(before.body.map((row: { User: { id: string } }) => row.User.id)).toContain(player.userId);

      expect((await requestDeletion(player, PASSWORD)).status).toBe(200);
      advanceClock(7 * DAY_MS + 60_000);
      expect(await syncTimers(app).fireDue()).toContain(`account-erasure-${player.userId}`);

      // The gang's request list, and the table, show nothing of the player.
      const requests = await api(app, 'GET', `/api/gangs/${gang.id}/join-requests`, {
        token: gang.boss.token,
      });
      expect(requests.status).toBe(200);
      expect(requests.body).toEqual([]);
      expect(
        await app.dataSource.query(`SELECT id FROM gang_join_requests WHERE user_id = $1`, [player.userId]),
      ).toEqual([]);
      // Neither side's friend requests show the player.
      for (const other of [asked, asker]) {
        const pending = await api(app, 'GET', '/api/friends/pending', { token: other.token });
        expect(pending.status).toBe(200);
        expect(pending.body).toEqual({ incoming: [], outgoing: [] });
      }
      expect(
        await app.dataSource.query(`SELECT 1 FROM friendships WHERE requester_id = $1 OR addressee_id = $1`, [
          player.userId,
        ]),
      ).toEqual([]);
      // Its own notifications are gone; the friend request it sent no longer invites `asked` to
      // answer; the message notice reads 'لاعب محذوف' instead of its name.
      expect(await notificationsOf(player.userId)).toEqual([]);
      const askedNotices: { type: string; message: string }[] = await notificationsOf(asked.userId);
      expect(askedNotices.map((row) => row.type)).toEqual(['private_message']);
      expect(askedNotices[0].message).toBe('رسالة جديدة من لاعب محذوف');
      expect(JSON.stringify(askedNotices)).not.toContain(player.username);
      const list = await api(app, 'GET', '/api/notifications', { token: asked.token });
      expect(JSON.stringify(list.body)).not.toContain(player.username);
      // No device of the player is pushed to again.
      expect(
        await app.dataSource.query(`SELECT 1 FROM push_subscriptions WHERE user_id = $1`, [player.userId]),
      ).toEqual([]);
      expect(
        await app.dataSource.query(`SELECT 1 FROM push_preferences WHERE user_id = $1`, [player.userId]),
      ).toEqual([]);
      // The money went to the sink; the books balance.
      expect(await ledgerSum(app, account.cash(player.characterId), Currency.MONEY)).toBe(0);
      const audit = await economyAudit(app);
      expect(audit.mismatchedAccounts).toEqual([]);
      expect(audit.unbalancedTransfers).toEqual([]);
      expect(audit.ok).toBe(true);
      const admin = await givenAdmin(app);
      const log = await api(app, 'GET', `/api/admin/audit-log?targetId=${player.userId}`, { token: admin });
      const erased = log.body.entries.find((entry: { action: string }) => entry.action === 'account.erased');
      expect(erased.before).toMatchObject({ friendshipsEnded: 2, gangRequestsRemoved: 1 });
    });

    it('erasure returns the held operations with the player on either side: the buyer, the sender and the treasury get theirs back; the books balance', async () => {
      const REVIEW_MIN = 100_000;
      const weaponId = await givenWeapon(app);
      const player = await withPassword(await givenOwner(app, weaponId, 1));
      const buyer = await givenPlayer(app, { level: 25, money: REVIEW_MIN });
      const sender = await givenPlayer(app, { level: 25, money: 2 * REVIEW_MIN });
      const gang = await givenGang(app, { treasury: REVIEW_MIN });
      await app.dataSource.query(
        `INSERT INTO gang_members (gang_id, user_id, role) VALUES ($1, $2, 'AUDW')`,
        [gang.id, player.userId],
      );
      // All four seen at one address only: linked accounts, so each operation waits for an admin.
      const ip = uniqueTestIp();
      for (const linked of [player, buyer, sender, gang.boss]) {
        await app.dataSource.query(`DELETE FROM user_ips WHERE user_id = $1`, [linked.userId]);
        await app.dataSource.query(
          `INSERT INTO user_ips (user_id, ip, first_seen_at, last_seen_at) VALUES ($1, $2, now(), now())`,
          [linked.userId, ip],
        );
      }
      const listed = await listItem(app, player, { itemType: 'weapon', itemId: weaponId, price: REVIEW_MIN });
      expect(listed.status).toBe(201);
      expect((await buyListing(app, buyer, listed.body.id)).body.status).toBe('held');
      const sent = await api(app, 'POST', '/api/transfers/money', {
        token: sender.token,
        body: { username: player.username, amount: REVIEW_MIN },
      });
      expect(sent.body.status).toBe('held');
      const paid = await api(app, 'POST', `/api/gangs/${gang.id}/transfer-money`, {
        token: gang.boss.token,
        body: { memberId: player.userId, amount: REVIEW_MIN },
      });
      expect(paid.body.status).toBe('held');
      const admin = await givenAdmin(app);
      const ours = (holds: { kind: string; id: number; gangId: number | null }[]) =>
        holds
          .filter(
            (hold) =>
              (hold.kind === 'market' && hold.id === listed.body.id) ||
              (hold.kind === 'transfer' && hold.id === sent.body.id) ||
              (hold.kind === 'treasury' && hold.gangId === gang.id),
          )
          .map((hold) => hold.kind)
          .sort();
      const holdsList = async () => (await api(app, 'GET', '/api/admin/holds', { token: admin })).body;
      expect(ours(await holdsList())).toEqual(['market', 'transfer', 'treasury']);

      expect((await requestDeletion(player, PASSWORD)).status).toBe(200);
      advanceClock(7 * DAY_MS + 60_000);
      expect(await syncTimers(app).fireDue()).toContain(`account-erasure-${player.userId}`);

      // The other sides have what they put in; nothing waits on the deleted player.
      expect((await balancesOf(app, buyer.characterId)).money).toBe(REVIEW_MIN);
      expect((await balancesOf(app, sender.characterId)).money).toBe(2 * REVIEW_MIN);
      expect(await treasuryOf(app, gang.id)).toBe(REVIEW_MIN);
      const [listing] = await app.dataSource.query(
        `SELECT status, decided_by FROM black_market_listings WHERE id = $1`,
        [listed.body.id],
      );
      expect(listing).toEqual({ status: 'returned', decided_by: null });
      const [transfer] = await app.dataSource.query(
        `SELECT status, decided_by FROM transfers WHERE id = $1`,
        [sent.body.id],
      );
      expect(transfer).toEqual({ status: 'rejected', decided_by: null });
      const payouts = await app.dataSource.query(
        `SELECT status FROM gang_treasury_holds WHERE gang_id = $1`,
        [gang.id],
      );
      expect(payouts).toEqual([{ status: 'returned' }]);
      expect(ours(await holdsList())).toEqual([]);
      const told = async (userId: string) =>
        (
          await app.dataSource.query(`SELECT message FROM notifications WHERE user_id = $1 ORDER BY id`, [
            userId,
          ])
        ).map((row: { message: string }) => row.message);
      expect(await told(buyer.userId)).toContain(
        'حُذف حساب البائع فأعيد إليك ما دفعته لشراء سكين السوق ×١ (١٠٠٬٠٠٠)',
      );
      expect(await told(sender.userId)).toContain('حُذف حساب المستلم فأعيد إليك تحويلك المحجوز (مبلغ ١٠٠٬٠٠٠)');
      expect(await told(gang.boss.userId)).toContain(
        `حُذف حساب أحد طرفي الدفعة المحجوزة (١٠٠٬٠٠٠) فأعيدت إلى خزينة ${gang.name}`,
      );
      // What came back to the player went with the rest: the unit destroyed, no money left.
      expect(await stackOf(app, player.characterId, 'weapon', weaponId)).toBe(0);
      expect(await balancesOf(app, player.characterId)).toMatchObject({ money: 0, bankBalance: 0 });
      for (const [kind, owner] of [
        ['market_hold', listed.body.id],
        ['transfer_hold', sent.body.id],
      ])
        expect(
          await app.dataSource.query(
            `SELECT balance FROM wallet_accounts WHERE kind = $1 AND owner_id = $2 AND balance <> 0`,
            [kind, owner],
          ),
        ).toEqual([]);
      const log = await api(app, 'GET', `/api/admin/audit-log?targetId=${player.userId}`, { token: admin });
      const erased = log.body.entries.find((entry: { action: string }) => entry.action === 'account.erased');
      expect(erased.before).toMatchObject({ holdsReturned: 3 });
      const audit = await economyAudit(app);
      expect(audit.mismatchedAccounts).toEqual([]);
      expect(audit.unbalancedTransfers).toEqual([]);
      expect(audit.ok).toBe(true);
    });
  });

  describe('copy of my data', () => {
    it('a queued job builds the JSON with every section; one a day; the link is the owner’s and expires', async () => {
      const player = await givenPlayer(app, { money: 300 });
      const first = await api(app, 'POST', '/api/account/data-export', { token: player.token });
      expect(first.status).toBe(200);
      expect(['preparing', 'ready']).toContain(first.body.status);
      const second = await api(app, 'POST', '/api/account/data-export', { token: player.token });
      expect(second.status).toBe(429);
      expect(second.body.message).toBe('يمكنك طلب نسخة من بياناتك مرة واحدة في اليوم');
      expect(second.body.nextAllowedAt).toEqual(expect.any(String));

      let status = first.body;
      for (let i = 0; i < 100 && status.status !== 'ready'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await api(app, 'GET', '/api/account/data-export', { token: player.token })).body;
      }
      expect(status).toMatchObject({
        status: 'ready',
        downloadPath: expect.any(String),
        nextAllowedAt: expect.any(String),
      });
      const download = await api(app, 'GET', status.downloadPath, { token: player.token });
      expect(download.status).toBe(200);
      for (const section of [
        'account',
        'character',
        'balances',
        'items',
        'property',
        'gang',
        'ledgerEntries',
        'purchases',
        'contracts',
        'fights',
        'messagesSent',
        'friends',
        'signInAddresses',
        'devices',
        'settings',
      ])
        expect(download.body).toHaveProperty(section);
      expect(download.body.account.id).toBe(player.userId);
      expect(download.body.character.id).toBe(player.characterId);
      expect(download.body.ledgerEntries.length).toBeGreaterThan(0);
      expect(download.body.signInAddresses.length).toBeGreaterThan(0);

      const other = await givenPlayer(app);
      const stolen = await api(app, 'GET', status.downloadPath, { token: other.token });
      expect(stolen.status).toBe(404);
      expect(stolen.body.message).toBe('رابط نسخة البيانات غير صالح أو انتهت صلاحيته');
      expect((await api(app, 'GET', status.downloadPath)).status).toBe(401);

      advanceClock(DAY_MS + 60_000);
      expect((await api(app, 'GET', status.downloadPath, { token: player.token })).status).toBe(404);
      const later = await api(app, 'GET', '/api/account/data-export', { token: player.token });
      expect(later.body).toMatchObject({ status: 'none', downloadPath: null, nextAllowedAt: null });
    });

    it('a job that gives up marks the request failed', async () => {
      const player = await givenPlayer(app);
      // The worker's second node (shared by the files of this jest worker) runs jobs too: both fail.
      for (const node of [app, await sharedTestApp('second')])
        jest
          .spyOn(node.app.get<DataExportService>('DataExportService'), 'build')
          .mockRejectedValue(new Error('disk on fire'));
      await api(app, 'POST', '/api/account/data-export', { token: player.token });
      let status = { status: 'preparing' };
      for (let i = 0; i < 300 && status.status === 'preparing'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = (await api(app, 'GET', '/api/account/data-export', { token: player.token })).body;
      }
      expect(status.status).toBe('failed');
    });
  });

  describe('unlinking Google', () => {
    async function googleAndPassword(): Promise<Player & { email: string }> {
      const player = await withPassword(await givenPlayer(app));
      await app.dataSource.query(`UPDATE users SET google_subject = $2 WHERE id = $1`, [
        player.userId,
        `g-${player.userId}`,
      ]);
      return player;
    }

    it('is refused without the password or with a wrong one, and allowed with it', async () => {
      const player = await googleAndPassword();
      const none = await api(app, 'POST', '/api/auth/unlink-google', { token: player.token, body: {} });
      expect(none.status).toBe(400);
      const wrong = await api(app, 'POST', '/api/auth/unlink-google', {
        token: player.token,
        body: { password: 'nope-nope' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('كلمة المرور غير صحيحة');
      const [still] = await app.dataSource.query(`SELECT google_subject FROM users WHERE id = $1`, [
        player.userId,
      ]);
      expect(still.google_subject).toBe(`g-${player.userId}`);

      const done = await api(app, 'POST', '/api/auth/unlink-google', {
        token: player.token,
        body: { password: PASSWORD },
      });
      expect(done.status).toBe(200);
      expect(done.body.user).toMatchObject({ googleLinked: false, hasPassword: true });
      const again = await api(app, 'POST', '/api/auth/unlink-google', {
        token: player.token,
        body: { password: PASSWORD },
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('حساب Google غير مرتبط بهذا الحساب');
    });

    it('is refused while Google is the only way to sign in', async () => {
      const player = await givenPlayer(app);
      await app.dataSource.query(`UPDATE users SET google_subject = $2, is_guest = false WHERE id = $1`, [
        player.userId,
        `g-${player.userId}`,
      ]);
      const refused = await api(app, 'POST', '/api/auth/unlink-google', {
        token: player.token,
        body: { password: 'whatever1' },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('AUTH_GOOGLE_ONLY_SIGN_IN');
    });
  });
});
