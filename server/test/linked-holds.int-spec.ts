import { GangRank } from '../src/game/gangs.rules';
import { api, Player } from './support/api';
import {
  balancesOf,
  economyAudit,
  givenAdmin,
  givenPlayer,
  grant,
  seenAt,
  uniqueTestIp,
} from './support/factories';
import { givenGang, treasuryOf } from './support/gangs';
import { buyListing, entriesOf, givenOwner, givenWeapon, listItem, stackOf } from './support/market';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * Linked accounts (issue 30, part 6), beside transfers: a black-market purchase between linked
 * accounts (a shared sign-in address, not a known household) at a price of at least
 * LINKED_REVIEW_MIN (100 000 in tests) and a gang treasury payout to a member linked to the
 * member who orders it wait in escrow, with an Arabic notice, in the admin's one list of held
 * operations, until released (the sale completes with its fee; the member is paid) or returned (the
 * buyer's money and the seller's units come back; the treasury gets its money back); the economy
 * audit balances after every step.
 */

jest.setTimeout(120_000);

type Any = any;

const REVIEW_MIN = 100_000;
const PURCHASE_HELD =
  'شراؤك بانتظار مراجعة الإدارة لأن حسابك وحساب البائع مرتبطان (عنوان دخول أو جهاز مشترك). الثمن الذي دفعته محجوز: يصلك العنصر عند الموافقة ويعود إليك المال عند الرفض.';
const SALE_HELD =
  'بيع عرضك بانتظار مراجعة الإدارة لأن حسابك وحساب المشتري مرتبطان (عنوان دخول أو جهاز مشترك): يصلك الثمن عند الموافقة ويعود العنصر إلى مخزونك عند الرفض.';
const PAYOUT_HELD =
  'الدفعة بانتظار مراجعة الإدارة لأن حسابك وحساب العضو المستلم مرتبطان (عنوان دخول أو جهاز مشترك). المبلغ محجوز خارج الخزينة: يصل إلى العضو عند الموافقة ويعود إلى الخزينة عند الرفض.';

/** Ledger legs in a fixed order (the legs of one operation carry no order among themselves). */
const sorted = (entries: { reason: string; account: string; delta: number }[]) =>
  [...entries].sort((x, y) =>
    `${x.reason}${x.account}${x.delta}`.localeCompare(`${y.reason}${y.account}${y.delta}`),
  );

describe('linked accounts: held market purchases and treasury payouts', () => {
  let app: TestApp;
  let admin: string;
  let weaponId: number;

  beforeAll(async () => {
    app = await sharedTestApp();
    admin = await givenAdmin(app);
    weaponId = await givenWeapon(app, { name: 'مسدس العائلة', price: 100 });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Gives each player exactly one address in `user_ips`, the same for all (every test player signed up from 127.0.0.1). */
  const link = async (...players: Player[]) => {
    const ip = uniqueTestIp();
    for (const player of players) await seenAt(app, player, ip);
  };
  const unlink = (...players: Player[]) => Promise.all(players.map((player) => link(player)));
  const auditOk = async () => {
    const audit = await economyAudit(app);
    expect(audit.ok).toBe(true);
  };
  const notificationsOf = (userId: string): Promise<{ type: string; message: string }[]> =>
    app.dataSource.query(`SELECT type, message FROM notifications WHERE user_id = $1 ORDER BY id`, [userId]);
  const held = async () => {
    const response = await api(app, 'GET', '/api/admin/holds', { token: admin });
    expect(response.status).toBe(200);
    return response.body as Any[];
  };
  const decide = (kind: string, id: number, decision: 'approve' | 'reject') =>
    api(app, 'POST', `/api/admin/holds/${kind}/${id}/${decision}`, { token: admin });
  const holdBalance = async (kind: string, ownerId: number) => {
    const [row] = await app.dataSource.query(
      `SELECT balance FROM wallet_accounts WHERE kind = $1 AND owner_id = $2 AND currency = 'money'`,
      [kind, ownerId],
    );
    return row ? Number(row.balance) : 0;
  };
  const auditRow = async (action: string, targetId: number) => {
    const [row] = await app.dataSource.query(
      `SELECT target_type, before, after FROM admin_audit_log WHERE action = $1 AND target_id = $2`,
      [action, String(targetId)],
    );
    return row;
  };
  const markHousehold = async (...players: Player[]) => {
    const marked = await api(app, 'POST', '/api/admin/linked-accounts/households', {
      token: admin,
      body: { userIds: players.map((player) => player.userId) },
    });
    expect(marked.status).toBe(200);
  };

  describe('black-market purchases', () => {
    /** A seller with 2 units listed at `price` and a buyer holding `money`, both seen at one address. */
    const linkedSale = async (price: number, money = price + 50_000, weapon = weaponId) => {
      const seller = await givenOwner(app, weapon, 2);
      const buyer = await givenPlayer(app, { level: 25, money });
      await link(seller, buyer);
      const listed = await listItem(app, seller, {
        itemType: 'weapon',
        itemId: weapon,
        quantity: 2,
        price,
      });
      expect(listed.status).toBe(201);
      return { seller, buyer, listingId: listed.body.id as number };
    };

    it('holds a purchase at the review amount: the price in escrow, the listing off the market, both told why; release completes the sale with its fee', async () => {
      // A weapon of its own, so nothing but this hold keeps it in the catalogue.
      const weapon = await givenWeapon(app, { name: 'مسدس العائلة', price: 100 });
      const { seller, buyer, listingId } = await linkedSale(REVIEW_MIN, REVIEW_MIN + 50_000, weapon);
      const bought = await buyListing(app, buyer, listingId);
      expect(bought.status).toBe(200);
      expect(bought.body).toMatchObject({
        id: listingId,
        status: 'held',
        buyerName: buyer.username,
        notice: PURCHASE_HELD,
      });
      expect((await balancesOf(app, buyer.characterId)).money).toBe(50_000);
      expect((await balancesOf(app, seller.characterId)).money).toBe(0);
      expect(await holdBalance('market_hold', listingId)).toBe(REVIEW_MIN);
      expect(await stackOf(app, buyer.characterId, 'weapon', weapon)).toBe(0);
      expect(await entriesOf(app, `black-market:${listingId}`)).toEqual([
        { reason: 'market_hold', account: `cash:${buyer.characterId}`, delta: -REVIEW_MIN },
        { reason: 'market_hold', account: `market_hold:${listingId}`, delta: REVIEW_MIN },
      ]);
      expect(await notificationsOf(buyer.userId)).toEqual([
        {
          type: 'black_market_held',
          message: `شراؤك مسدس العائلة ×٢ من ${seller.username}: ${PURCHASE_HELD}`,
        },
      ]);
      expect(await notificationsOf(seller.userId)).toEqual([
        {
          type: 'black_market_held',
          message: `اشترى ${buyer.username} عرضك مسدس العائلة ×٢: ${SALE_HELD}`,
        },
      ]);
      // Off the market: not listed, nobody else can buy it, the seller cannot withdraw it.
      const market = await api(app, 'GET', '/api/black-market?limit=50', { token: buyer.token });
      expect(market.body.listings.map((l: Any) => l.id)).not.toContain(listingId);
      const other = await givenPlayer(app, { level: 25, money: 200_000 });
      expect((await buyListing(app, other, listingId)).status).toBe(409);
      const cancel = await api(app, 'POST', `/api/black-market/listings/${listingId}/cancel`, {
        token: seller.token,
      });
      expect(cancel.status).toBe(409);
      const mine = await api(app, 'GET', '/api/black-market/my-listings', { token: seller.token });
      expect(mine.body.listings.find((l: Any) => l.id === listingId)).toMatchObject({
        status: 'held',
        notice: SALE_HELD,
      });
      // The catalogue item cannot be deleted while its units wait in the hold.
      const deleted = await api(app, 'DELETE', `/api/shop/admin/weapons/${weapon}`, { token: admin });
      expect(deleted.status).toBe(409);
      expect((await held()).find((h) => h.kind === 'market' && h.id === listingId)).toEqual({
        kind: 'market',
        reason: 'linked_parties',
        id: listingId,
        sender: { userId: buyer.userId, name: buyer.username, characterId: buyer.characterId },
        receiver: { userId: seller.userId, name: seller.username, characterId: seller.characterId },
        amount: REVIEW_MIN,
        fee: 5000,
        itemType: 'weapon',
        itemId: weapon,
        itemName: 'مسدس العائلة',
        quantity: 2,
        gangId: null,
        gangName: null,
        status: 'held',
        createdAt: expect.any(String),
        decidedAt: null,
      });
      await auditOk();

      const released = await decide('market', listingId, 'approve');
      expect(released.status).toBe(200);
      expect(released.body.message).toBe(`تمت الموافقة على شراء ${buyer.username} من ${seller.username}`);
      expect(released.body.operation).toMatchObject({ status: 'completed', decidedAt: expect.any(String) });
      expect((await balancesOf(app, seller.characterId)).money).toBe(95_000);
      expect((await balancesOf(app, buyer.characterId)).money).toBe(50_000);
      expect(await holdBalance('market_hold', listingId)).toBe(0);
      expect(await stackOf(app, buyer.characterId, 'weapon', weapon)).toBe(2);
      expect(sorted((await entriesOf(app, `black-market:${listingId}`)).slice(2))).toEqual(
        sorted([
          { reason: 'market_hold_release', account: `market_hold:${listingId}`, delta: -95_000 },
          { reason: 'market_hold_release', account: `cash:${seller.characterId}`, delta: 95_000 },
          { reason: 'black_market_fee', account: `market_hold:${listingId}`, delta: -5000 },
          { reason: 'black_market_fee', account: 'sink:black_market_fee', delta: 5000 },
        ]),
      );
      expect((await notificationsOf(seller.userId)).at(-1)).toEqual({
        type: 'black_market_sold',
        message: `اشترى ${buyer.username} عرضك في السوق السوداء: مسدس العائلة ×٢ وحصلت على ٩٥٬٠٠٠`,
      });
      expect((await notificationsOf(buyer.userId)).at(-1)).toEqual({
        type: 'black_market_approved',
        message: `وافقت الإدارة على شرائك مسدس العائلة ×٢ من ${seller.username} ووصل إلى مخزونك`,
      });
      const after = await api(app, 'GET', '/api/black-market/my-listings', { token: seller.token });
      expect(after.body.listings.find((l: Any) => l.id === listingId)).toMatchObject({
        status: 'sold',
        notice: null,
      });
      expect(await auditRow('market.hold_approve', listingId)).toMatchObject({
        target_type: 'market_purchase',
        before: { kind: 'market', status: 'held' },
        after: { kind: 'market', status: 'completed' },
      });
      expect((await held()).some((h) => h.kind === 'market' && h.id === listingId)).toBe(false);
      const again = await decide('market', listingId, 'reject');
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('تمت مراجعة هذا الشراء من قبل');
      expect((await balancesOf(app, buyer.characterId)).money).toBe(50_000);
      await auditOk();
    });

    it('returns a held purchase: the buyer gets the whole price back, the seller the units into the inventory', async () => {
      const { seller, buyer, listingId } = await linkedSale(150_000);
      expect((await buyListing(app, buyer, listingId)).body.status).toBe('held');
      const returned = await decide('market', listingId, 'reject');
      expect(returned.status).toBe(200);
      expect(returned.body.operation.status).toBe('rejected');
      expect(returned.body.message).toBe(
        `تم رفض الشراء: أعيد المال إلى ${buyer.username} والعنصر إلى ${seller.username}`,
      );
      expect((await balancesOf(app, buyer.characterId)).money).toBe(200_000);
      expect((await balancesOf(app, seller.characterId)).money).toBe(0);
      expect(await holdBalance('market_hold', listingId)).toBe(0);
      expect(await stackOf(app, seller.characterId, 'weapon', weaponId)).toBe(2);
      expect(await stackOf(app, buyer.characterId, 'weapon', weaponId)).toBe(0);
      expect(sorted((await entriesOf(app, `black-market:${listingId}`)).slice(2))).toEqual(
        sorted([
          { reason: 'market_hold_return', account: `market_hold:${listingId}`, delta: -150_000 },
          { reason: 'market_hold_return', account: `cash:${buyer.characterId}`, delta: 150_000 },
        ]),
      );
      expect((await notificationsOf(buyer.userId)).at(-1)).toEqual({
        type: 'black_market_rejected',
        message: `رفضت الإدارة شراءك مسدس العائلة ×٢ من ${seller.username} وأعيد إليك ١٥٠٬٠٠٠`,
      });
      expect((await notificationsOf(seller.userId)).at(-1)).toEqual({
        type: 'black_market_rejected',
        message: `رفضت الإدارة بيع عرضك مسدس العائلة ×٢ إلى ${buyer.username} وأعيد العنصر إلى مخزونك`,
      });
      const mine = await api(app, 'GET', '/api/black-market/my-listings', { token: seller.token });
      expect(mine.body.listings.find((l: Any) => l.id === listingId)).toMatchObject({
        status: 'returned',
        notice: 'رفضت الإدارة هذا البيع وأعيد العنصر إلى مخزونك',
      });
      expect(await auditRow('market.hold_reject', listingId)).toMatchObject({
        target_type: 'market_purchase',
        after: { status: 'rejected' },
      });
      expect((await decide('market', 999_999_999, 'approve')).status).toBe(404);
      expect((await decide('market', 999_999_999, 'approve')).body.message).toBe(
        'لا يوجد شراء محجوز بهذا الرقم',
      );
      await auditOk();
    });

    it('moves the purchase once when release and return arrive at once', async () => {
      const { seller, buyer, listingId } = await linkedSale(120_000, 120_000);
      expect((await buyListing(app, buyer, listingId)).body.status).toBe('held');
      const answers = await Promise.all([
        decide('market', listingId, 'approve'),
        decide('market', listingId, 'reject'),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const won = answers.find((a) => a.status === 200)!.body.operation.status;
      const money = [
        (await balancesOf(app, buyer.characterId)).money,
        (await balancesOf(app, seller.characterId)).money,
      ];
      const units = [
        await stackOf(app, buyer.characterId, 'weapon', weaponId),
        await stackOf(app, seller.characterId, 'weapon', weaponId),
      ];
      if (won === 'completed')
        expect([money, units]).toEqual([
          [0, 114_000],
          [2, 0],
        ]);
      else
        expect([money, units]).toEqual([
          [120_000, 0],
          [0, 2],
        ]);
      expect(await holdBalance('market_hold', listingId)).toBe(0);
      await auditOk();
    });

    it('sells at once below the review amount, between a known household, and between unlinked accounts', async () => {
      const small = await linkedSale(REVIEW_MIN - 1);
      const cheap = await buyListing(app, small.buyer, small.listingId);
      expect(cheap.body).toMatchObject({ status: 'sold', notice: null });
      expect(await stackOf(app, small.buyer.characterId, 'weapon', weaponId)).toBe(2);

      const family = await linkedSale(200_000);
      await markHousehold(family.seller, family.buyer);
      const exempt = await buyListing(app, family.buyer, family.listingId);
      expect(exempt.body).toMatchObject({ status: 'sold', notice: null });
      expect((await balancesOf(app, family.seller.characterId)).money).toBe(190_000);

      const strangers = await linkedSale(200_000);
      await unlink(strangers.seller, strangers.buyer);
      expect((await buyListing(app, strangers.buyer, strangers.listingId)).body.status).toBe('sold');

      // Not enough money for a held purchase: refused, nothing changes.
      const poor = await linkedSale(REVIEW_MIN, 10);
      const refused = await buyListing(app, poor.buyer, poor.listingId);
      expect(refused.status).toBe(400);
      const listing = await api(app, 'GET', '/api/black-market/my-listings', { token: poor.seller.token });
      expect(listing.body.listings.find((l: Any) => l.id === poor.listingId).status).toBe('active');
      expect(await holdBalance('market_hold', poor.listingId)).toBe(0);
      await auditOk();
    });
  });

  describe('gang treasury payouts', () => {
    /** A gang with `treasury`, a WAZIR and an AUDW member; the boss and the member share an address. */
    const linkedGang = async (treasury = 300_000) => {
      const gang = await givenGang(app, { ranks: [GangRank.WAZIR, GangRank.AUDW], treasury });
      const member = gang.members[1].player;
      await link(gang.boss, member);
      await unlink(gang.members[0].player);
      return { gang, member, wazir: gang.members[0].player };
    };
    const payout = (from: Player, gangId: number, memberId: string, amount: number) =>
      api(app, 'POST', `/api/gangs/${gangId}/transfer-money`, {
        token: from.token,
        body: { memberId, amount },
      });
    const holdIdOf = async (gangId: number) => {
      const [row] = await app.dataSource.query(
        `SELECT id FROM gang_treasury_holds WHERE gang_id = $1 ORDER BY id DESC LIMIT 1`,
        [gangId],
      );
      return Number(row.id);
    };
    const holdEntries = async (gangId: number) =>
      (await entriesOf(app, `gang:${gangId}`)).filter((entry) => entry.reason.startsWith('treasury_hold'));

    it('holds a payout to a member linked to the boss: the money leaves the treasury into escrow, both told; release pays the member', async () => {
      const { gang, member } = await linkedGang(290_000);
      // The boss's own contribution makes the payout treasury evidence between the two once released.
      await grant(app, gang.boss.characterId, { money: 10_000 });
      const given = await api(app, 'POST', `/api/gangs/${gang.id}/contribute`, {
        token: gang.boss.token,
        body: { amount: 10_000 },
      });
      expect(given.status).toBe(200);
      const paid = await payout(gang.boss, gang.id, member.userId, 150_000);
      expect(paid.status).toBe(200);
      expect(paid.body).toEqual({ gangMoney: 150_000, money: 0, status: 'held', notice: PAYOUT_HELD });
      const id = await holdIdOf(gang.id);
      expect(await treasuryOf(app, gang.id)).toBe(150_000);
      expect(await holdBalance('treasury_hold', id)).toBe(150_000);
      expect((await balancesOf(app, member.characterId)).money).toBe(0);
      expect(sorted(await holdEntries(gang.id))).toEqual(
        sorted([
          { reason: 'treasury_hold', account: `gang_treasury:${gang.id}`, delta: -150_000 },
          { reason: 'treasury_hold', account: `treasury_hold:${id}`, delta: 150_000 },
        ]),
      );
      expect(await notificationsOf(gang.boss.userId)).toEqual([
        {
          type: 'gang_payout_held',
          message: `الدفعة إلى ${member.username} (١٥٠٬٠٠٠) من خزينة ${gang.name}: ${PAYOUT_HELD}`,
        },
      ]);
      expect((await notificationsOf(member.userId)).at(-1)).toEqual({
        type: 'gang_payout_held',
        message: `أمر ${gang.boss.username} بدفعة لك من خزينة ${gang.name} (١٥٠٬٠٠٠) وهي بانتظار مراجعة الإدارة لأن حسابيكما مرتبطان (عنوان دخول أو جهاز مشترك)`,
      });
      expect((await api(app, 'GET', `/api/gangs/${gang.id}`, { token: member.token })).body.money).toBe(
        150_000,
      );
      expect((await held()).find((h) => h.kind === 'treasury' && h.id === id)).toEqual({
        kind: 'treasury',
        reason: 'linked_parties',
        id,
        sender: { userId: gang.boss.userId, name: gang.boss.username, characterId: gang.boss.characterId },
        receiver: { userId: member.userId, name: member.username, characterId: member.characterId },
        amount: 150_000,
        fee: 0,
        itemType: null,
        itemId: null,
        itemName: null,
        quantity: null,
        gangId: gang.id,
        gangName: gang.name,
        status: 'held',
        createdAt: expect.any(String),
        decidedAt: null,
      });
      await auditOk();

      const released = await decide('treasury', id, 'approve');
      expect(released.status).toBe(200);
      expect(released.body).toMatchObject({
        message: `تمت الموافقة على الدفعة إلى ${member.username}`,
        operation: { status: 'completed' },
      });
      expect((await balancesOf(app, member.characterId)).money).toBe(150_000);
      expect(await treasuryOf(app, gang.id)).toBe(150_000);
      expect(await holdBalance('treasury_hold', id)).toBe(0);
      expect(sorted((await holdEntries(gang.id)).slice(2))).toEqual(
        sorted([
          { reason: 'treasury_hold_release', account: `treasury_hold:${id}`, delta: -150_000 },
          { reason: 'treasury_hold_release', account: `cash:${member.characterId}`, delta: 150_000 },
        ]),
      );
      expect((await notificationsOf(member.userId)).at(-1)).toEqual({
        type: 'gang_payout_approved',
        message: `وافقت الإدارة على دفعة خزينة ${gang.name} لك ووصلك ١٥٠٬٠٠٠`,
      });
      expect((await notificationsOf(gang.boss.userId)).at(-1)?.type).toBe('gang_payout_approved');
      expect(await auditRow('treasury.hold_approve', id)).toMatchObject({
        target_type: 'treasury_payout',
        before: { status: 'held' },
        after: { status: 'completed' },
      });
      const clusters = (await api(app, 'GET', '/api/admin/linked-accounts', { token: admin })).body.clusters;
      const cluster = clusters.find((c: Any) => c.accounts.some((a: Any) => a.userId === member.userId));
      expect(cluster.links.find((l: Any) => l.kind === 'treasury')).toMatchObject({
        userA: gang.boss.userId,
        userB: member.userId,
        count: 1,
        amount: 150_000,
        details: [`gang:${gang.id}`],
      });
      expect((await decide('treasury', id, 'reject')).body.message).toBe('تمت مراجعة هذه الدفعة من قبل');
      await auditOk();
    });

    it('returns a held payout to the treasury', async () => {
      const { gang, member } = await linkedGang();
      expect((await payout(gang.boss, gang.id, member.userId, REVIEW_MIN)).body.status).toBe('held');
      const id = await holdIdOf(gang.id);
      const returned = await decide('treasury', id, 'reject');
      expect(returned.status).toBe(200);
      expect(returned.body).toMatchObject({
        message: `تم رفض الدفعة وإعادتها إلى خزينة ${gang.name}`,
        operation: { status: 'rejected' },
      });
      expect(await treasuryOf(app, gang.id)).toBe(300_000);
      expect((await balancesOf(app, member.characterId)).money).toBe(0);
      expect(await holdBalance('treasury_hold', id)).toBe(0);
      expect(sorted((await holdEntries(gang.id)).slice(2))).toEqual(
        sorted([
          { reason: 'treasury_hold_return', account: `treasury_hold:${id}`, delta: -REVIEW_MIN },
          { reason: 'treasury_hold_return', account: `gang_treasury:${gang.id}`, delta: REVIEW_MIN },
        ]),
      );
      const message = `رفضت الإدارة الدفعة إلى ${member.username} (١٠٠٬٠٠٠) وأعيدت إلى خزينة ${gang.name}`;
      expect((await notificationsOf(member.userId)).at(-1)).toEqual({
        type: 'gang_payout_rejected',
        message,
      });
      expect((await notificationsOf(gang.boss.userId)).at(-1)).toEqual({
        type: 'gang_payout_rejected',
        message,
      });
      expect(await auditRow('treasury.hold_reject', id)).toMatchObject({ target_type: 'treasury_payout' });
      expect((await decide('treasury', 999_999_999, 'reject')).status).toBe(404);
      const bad = await api(app, 'POST', `/api/admin/holds/loan/${id}/approve`, { token: admin });
      expect(bad.status).toBe(400);
      expect(bad.body.details).toEqual(['نوع العملية غير صحيح']);
      await auditOk();
    });

    it('pays at once below the review amount, to oneself, between a known household and to an unlinked member', async () => {
      const { gang, member, wazir } = await linkedGang(800_000);
      expect((await payout(gang.boss, gang.id, member.userId, REVIEW_MIN - 1)).body.status).toBe('completed');
      expect((await balancesOf(app, member.characterId)).money).toBe(REVIEW_MIN - 1);
      expect((await payout(gang.boss, gang.id, gang.boss.userId, 200_000)).body.status).toBe('completed');
      expect((await payout(gang.boss, gang.id, wazir.userId, 200_000)).body.status).toBe('completed');
      // The WAZIR is not linked to the member, and no account linked to the member gave this treasury anything.
      expect((await payout(wazir, gang.id, member.userId, 100_000)).body.status).toBe('completed');
      await markHousehold(gang.boss, member);
      const exempt = await payout(gang.boss, gang.id, member.userId, 150_000);
      expect(exempt.body).toMatchObject({ status: 'completed', notice: null });
      expect(await treasuryOf(app, gang.id)).toBe(800_000 - (REVIEW_MIN - 1) - 650_000);
      await auditOk();
    });

    it('returns the held payouts to the treasury before a deleted gang is split, and the review then finds them decided', async () => {
      const { gang, member, wazir } = await linkedGang(300_000);
      expect((await payout(gang.boss, gang.id, member.userId, 120_000)).body.status).toBe('held');
      const id = await holdIdOf(gang.id);
      const deleted = await api(app, 'DELETE', `/api/gangs/${gang.id}`, { token: gang.boss.token });
      expect(deleted.status).toBe(200);
      // 300 000 split among three members: 100 000 each.
      for (const player of [gang.boss, member, wazir])
        expect((await balancesOf(app, player.characterId)).money).toBe(100_000);
      expect(await holdBalance('treasury_hold', id)).toBe(0);
      const [row] = await app.dataSource.query(
        `SELECT status, gang_id, decided_by FROM gang_treasury_holds WHERE id = $1`,
        [id],
      );
      expect(row).toEqual({ status: 'returned', gang_id: null, decided_by: null });
      expect((await notificationsOf(gang.boss.userId)).map((n) => n.type)).toContain('gang_payout_rejected');
      expect((await decide('treasury', id, 'approve')).status).toBe(409);
      expect((await held()).some((h) => h.kind === 'treasury' && h.id === id)).toBe(false);
      await auditOk();
    });
  });

  it('lists every kind of held operation for admins only, oldest first', async () => {
    const seller = await givenOwner(app, weaponId, 1);
    const buyer = await givenPlayer(app, { level: 25, money: REVIEW_MIN });
    await link(seller, buyer);
    const listed = await listItem(app, seller, { itemType: 'weapon', itemId: weaponId, price: REVIEW_MIN });
    expect((await buyListing(app, buyer, listed.body.id)).body.status).toBe('held');
    const gang = await givenGang(app, { ranks: [GangRank.AUDW], treasury: REVIEW_MIN });
    await link(gang.boss, gang.members[0].player);
    const paid = await api(app, 'POST', `/api/gangs/${gang.id}/transfer-money`, {
      token: gang.boss.token,
      body: { memberId: gang.members[0].player.userId, amount: REVIEW_MIN },
    });
    expect(paid.body.status).toBe('held');
    const list = await held();
    const kinds = list.map((h) => h.kind);
    expect(kinds).toEqual(expect.arrayContaining(['market', 'treasury']));
    const times = list.map((h) => h.createdAt);
    expect([...times].sort()).toEqual(times);
    expect((await api(app, 'GET', '/api/admin/holds', { token: buyer.token })).status).toBe(403);
    expect(
      (await api(app, 'POST', `/api/admin/holds/market/${listed.body.id}/approve`, { token: buyer.token }))
        .status,
    ).toBe(403);
    await auditOk();
  });
});
