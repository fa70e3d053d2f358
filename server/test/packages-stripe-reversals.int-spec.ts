import Stripe from 'stripe';
import { MetricsServer } from '../src/modules/metrics/metrics.server';
import { WalletService } from '../src/modules/wallet/wallet.service';
import { account, Currency } from '../src/modules/wallet/account';
import { api } from './support/api';
import { balancesOf, economyAudit, givenAdmin, givenPlayer, Player } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Refunds and disputes of blackcoin purchases (issue 30, part 1): Stripe's signed `charge.refunded`
 * and `charge.dispute.*` events take the credited blackcoins back through the wallet
 * (`sink:stripe_refund`, `sink:stripe_dispute`), record what was already spent as owed (which blocks
 * buying and flags the character for admins), and a won dispute gives them back
 * (`mint:stripe_dispute_won`). Every event applies once per event id, in any order. Signatures come
 * from the `stripe` package's own test-header helper; nothing here calls Stripe.
 */

jest.setTimeout(90_000);

const WEBHOOK_SECRET = 'whsec_test_secret_for_reversals';
const AMOUNT = 999;

describe('Stripe refunds and disputes', () => {
  let app: TestApp;
  let adminToken: string;
  const stripe = new Stripe('sk_test_not_used_for_network');

  beforeAll(async () => {
    app = await startTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_not_used_for_network', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    });
    adminToken = await givenAdmin(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const event = (id: string, type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id, object: 'event', type, created: 1764200000, data: { object } });

  const completed = (key: string, player: Player) =>
    event(`evt_paid_${key}`, 'checkout.session.completed', {
      id: `cs_${key}`,
      object: 'checkout.session',
      payment_status: 'paid',
      payment_intent: `pi_${key}`,
      amount_total: AMOUNT,
      currency: 'usd',
      client_reference_id: player.userId,
      metadata: {
        userId: player.userId,
        characterId: String(player.characterId),
        packageId: '1',
        blackcoins: '660',
      },
    });

  const refunded = (eventId: string, key: string, amountRefunded: number) =>
    event(eventId, 'charge.refunded', {
      id: `ch_${key}`,
      object: 'charge',
      payment_intent: `pi_${key}`,
      amount: AMOUNT,
      amount_refunded: amountRefunded,
      refunded: amountRefunded >= AMOUNT,
    });

  const dispute = (eventId: string, type: string, key: string, status: string) =>
    event(eventId, type, {
      id: `dp_${key}`,
      object: 'dispute',
      charge: `ch_${key}`,
      payment_intent: `pi_${key}`,
      amount: AMOUNT,
      currency: 'usd',
      status,
    });

  const deliver = async (payload: string, signature = sign(payload)) => {
    const response = await fetch(`${app.url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  const sign = (payload: string, secret = WEBHOOK_SECRET) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret });

  const ok = { status: 200, body: { received: true } };

  /** A player who bought the 660-blackcoin package (checkout key `key`), having spent `spent` of them. */
  const buyer = async (key: string, spent = 0) => {
    const player = await givenPlayer(app);
    expect(await deliver(completed(key, player))).toEqual(ok);
    if (spent)
      await app.app.get(WalletService).apply({
        transfers: [
          {
            from: account.cash(player.characterId),
            to: 'sink',
            currency: Currency.BLACKCOINS,
            amount: spent,
          },
        ],
        reason: 'test_spend',
      });
    return player;
  };

  const purchase = async (key: string) => {
    const [row] = await app.dataSource.query(
      `SELECT state, refunded_cents AS "refundedCents", dispute_status AS "disputeStatus", taken_back AS "takenBack",
              owed, amount_cents AS "amountCents", currency, payment_intent_id AS "paymentIntentId"
         FROM stripe_purchases WHERE session_id = $1`,
      [`cs_${key}`],
    );
    return row;
  };

  /** Ledger rows of a system account for one purchase key, and their sum (a sink gains, a mint goes negative). */
  const ledger = async (systemAccount: string, key: string) => {
    const [row] = await app.dataSource.query(
      `SELECT count(*)::int AS n, COALESCE(sum(delta), 0)::int AS total FROM ledger_entries
        WHERE system_account = $1
          AND reference LIKE 'stripe-purchase:' || (SELECT id FROM stripe_purchases WHERE session_id = $2) || ':%'`,
      [systemAccount, `cs_${key}`],
    );
    return row as { n: number; total: number };
  };

  const blackcoins = async (player: Player) => (await balancesOf(app, player.characterId)).blackcoins;

  const adminDetail = async (player: Player) =>
    (await api(app, 'GET', `/api/admin/characters/${player.characterId}`, { token: adminToken })).body;

  it('records the paid checkout with its payment intent, amount and currency', async () => {
    await buyer('recorded');
    expect(await purchase('recorded')).toMatchObject({
      state: 'paid',
      amountCents: AMOUNT,
      currency: 'usd',
      paymentIntentId: 'pi_recorded',
      takenBack: 0,
      owed: 0,
    });
  });

  it('credits a checkout whose account id names no user, keeping the purchase without it', async () => {
    const player = await givenPlayer(app);
    const payload = completed('orphan', { ...player, userId: 'not-a-user-id' });
    expect(await deliver(payload)).toEqual(ok);
    expect(await blackcoins(player)).toBe(660);
    const [row] = await app.dataSource.query(
      `SELECT user_id AS "userId", character_id AS "characterId", state FROM stripe_purchases WHERE session_id = 'cs_orphan'`,
    );
    expect(row).toEqual({ userId: null, characterId: player.characterId, state: 'paid' });
  });

  it('takes back unspent blackcoins on a full refund, once however often the event is delivered', async () => {
    const player = await buyer('full_refund');
    expect(await blackcoins(player)).toBe(660);
    const payload = refunded('evt_refund_full', 'full_refund', AMOUNT);
    expect(await deliver(payload)).toEqual(ok);
    expect(await deliver(payload)).toEqual(ok);
    const again = await Promise.all([0, 1, 2].map(() => deliver(payload)));
    expect(again.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await blackcoins(player)).toBe(0);
    expect(await ledger('sink:stripe_refund', 'full_refund')).toEqual({ n: 1, total: 660 });
    expect(await purchase('full_refund')).toMatchObject({ state: 'refunded', takenBack: 660, owed: 0 });
    const detail = await adminDetail(player);
    expect(detail).toMatchObject({ paymentDebt: 0, reversedPurchases: 1 });
  });

  it('takes what is left of spent blackcoins, records the rest as owed, blocks buying and flags the account', async () => {
    const player = await buyer('spent_refund', 600);
    expect(await blackcoins(player)).toBe(60);
    expect(await deliver(refunded('evt_refund_spent', 'spent_refund', AMOUNT))).toEqual(ok);
    expect(await blackcoins(player)).toBe(0);
    expect(await ledger('sink:stripe_refund', 'spent_refund')).toEqual({ n: 1, total: 60 });
    expect(await purchase('spent_refund')).toMatchObject({ state: 'refunded', takenBack: 60, owed: 600 });

    const pack = (
      await api(app, 'POST', '/api/admin/blackcoin-packages', {
        token: adminToken,
        body: { name: 'حقيبة', usdPrice: 9.99, blackcoinAmount: 600, bonus: 60 },
      })
    ).body;
    const blocked = await api(app, 'POST', `/api/special-shop/blackcoin-packages/${pack.id}/checkout`, {
      token: player.token,
    });
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toBe(
      'شراء البلاك كوين موقوف لحسابك: عليك بلاك كوين مستحقة من عملية دفع مستردة، تواصل مع الإدارة',
    );
    expect(await adminDetail(player)).toMatchObject({ paymentDebt: 600, reversedPurchases: 1 });
  });

  it('applies partial refunds by their cumulative total, whatever order they arrive in', async () => {
    const player = await buyer('partial');
    // The second refund's event (cumulative 999) arrives before the first's (cumulative 500).
    expect(await deliver(refunded('evt_partial_2', 'partial', AMOUNT))).toEqual(ok);
    expect(await deliver(refunded('evt_partial_1', 'partial', 500))).toEqual(ok);
    expect(await blackcoins(player)).toBe(0);
    expect(await ledger('sink:stripe_refund', 'partial')).toEqual({ n: 1, total: 660 });

    const other = await buyer('partial_in_order');
    expect(await deliver(refunded('evt_partial_in_order_1', 'partial_in_order', 500))).toEqual(ok);
    expect(await blackcoins(other)).toBe(660 - 331);
    expect(await purchase('partial_in_order')).toMatchObject({ state: 'refunded', takenBack: 331 });
    expect(await deliver(refunded('evt_partial_in_order_2', 'partial_in_order', AMOUNT))).toEqual(ok);
    expect(await blackcoins(other)).toBe(0);
    expect(await ledger('sink:stripe_refund', 'partial_in_order')).toEqual({ n: 2, total: 660 });
  });

  it('takes the blackcoins on a dispute and gives them back when it is won', async () => {
    const player = await buyer('dispute_won');
    expect(
      await deliver(dispute('evt_dw_created', 'charge.dispute.created', 'dispute_won', 'needs_response')),
    ).toEqual(ok);
    expect(await blackcoins(player)).toBe(0);
    expect(await purchase('dispute_won')).toMatchObject({ state: 'disputed', takenBack: 660, owed: 0 });
    expect(
      await deliver(dispute('evt_dw_updated', 'charge.dispute.updated', 'dispute_won', 'under_review')),
    ).toEqual(ok);
    expect(await blackcoins(player)).toBe(0);
    const closed = dispute('evt_dw_closed', 'charge.dispute.closed', 'dispute_won', 'won');
    expect(await deliver(closed)).toEqual(ok);
    expect(await deliver(closed)).toEqual(ok);
    expect(await blackcoins(player)).toBe(660);
    expect(await purchase('dispute_won')).toMatchObject({ state: 'won', takenBack: 0, owed: 0 });
    expect(await ledger('sink:stripe_dispute', 'dispute_won')).toEqual({ n: 1, total: 660 });
    expect(await ledger('mint:stripe_dispute_won', 'dispute_won')).toEqual({ n: 1, total: -660 });
  });

  it('forgives the debt and returns what was taken when a dispute of spent blackcoins is won', async () => {
    const player = await buyer('dispute_spent', 600);
    expect(
      await deliver(dispute('evt_ds_created', 'charge.dispute.created', 'dispute_spent', 'needs_response')),
    ).toEqual(ok);
    expect(await blackcoins(player)).toBe(0);
    expect(await purchase('dispute_spent')).toMatchObject({ state: 'disputed', takenBack: 60, owed: 600 });
    expect((await adminDetail(player)).paymentDebt).toBe(600);
    expect(await deliver(dispute('evt_ds_closed', 'charge.dispute.closed', 'dispute_spent', 'won'))).toEqual(
      ok,
    );
    expect(await blackcoins(player)).toBe(60);
    expect(await purchase('dispute_spent')).toMatchObject({ state: 'won', takenBack: 0, owed: 0 });
    expect((await adminDetail(player)).paymentDebt).toBe(0);
  });

  it('keeps a won dispute whose closing arrived before its opening: nothing is taken', async () => {
    const player = await buyer('closed_first');
    expect(await deliver(dispute('evt_cf_closed', 'charge.dispute.closed', 'closed_first', 'won'))).toEqual(
      ok,
    );
    expect(
      await deliver(dispute('evt_cf_created', 'charge.dispute.created', 'closed_first', 'needs_response')),
    ).toEqual(ok);
    expect(await blackcoins(player)).toBe(660);
    expect(await purchase('closed_first')).toMatchObject({ state: 'won', takenBack: 0, owed: 0 });
    expect(await ledger('sink:stripe_dispute', 'closed_first')).toEqual({ n: 0, total: 0 });
  });

  it('takes a lost dispute once when its closing arrives before its opening', async () => {
    const player = await buyer('lost_first');
    expect(await deliver(dispute('evt_lf_closed', 'charge.dispute.closed', 'lost_first', 'lost'))).toEqual(
      ok,
    );
    expect(
      await deliver(dispute('evt_lf_created', 'charge.dispute.created', 'lost_first', 'needs_response')),
    ).toEqual(ok);
    expect(await blackcoins(player)).toBe(0);
    expect(await purchase('lost_first')).toMatchObject({ state: 'lost', takenBack: 660, owed: 0 });
    expect(await ledger('sink:stripe_dispute', 'lost_first')).toEqual({ n: 1, total: 660 });
  });

  it('answers 409 to a refund before its checkout, recording nothing, and applies the redelivery', async () => {
    const player = await givenPlayer(app);
    const refund = refunded('evt_early_refund', 'early', AMOUNT);
    const early = await deliver(refund);
    expect(early.status).toBe(409);
    const [seen] = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM stripe_webhook_events WHERE event_id = 'evt_early_refund'`,
    );
    expect(seen.n).toBe(0);
    expect(await deliver(completed('early', player))).toEqual(ok);
    expect(await blackcoins(player)).toBe(660);
    expect(await deliver(refund)).toEqual(ok);
    expect(await blackcoins(player)).toBe(0);
  });

  it('refuses a refund event with a bad signature and takes nothing', async () => {
    const player = await buyer('forged_refund');
    const payload = refunded('evt_forged', 'forged_refund', AMOUNT);
    const refused = await deliver(payload, sign(payload, 'whsec_someone_else'));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('توقيع الطلب غير صحيح');
    expect(await blackcoins(player)).toBe(660);
  });

  it('counts the events and blackcoins in the metrics', async () => {
    const text = await (await fetch(`http://127.0.0.1:${app.app.get(MetricsServer).port}/metrics`)).text();
    expect(text).toMatch(/darkcity_stripe_reversal_events_total\{kind="refund",result="replayed"\} [1-9]/);
    expect(text).toMatch(/darkcity_stripe_reversal_events_total\{kind="refund",result="unknown"\} 1/);
    expect(text).toMatch(/darkcity_stripe_reversed_blackcoins_total\{movement="owed"\} 1200/);
  });

  describe('purchases page (GET /api/admin/purchases)', () => {
    const list = (query: string, token = adminToken) =>
      api(app, 'GET', `/api/admin/purchases${query ? `?${query}` : ''}`, { token });

    it("lists one character's checkouts with package, amount, currency, Stripe ids and state", async () => {
      const player = await buyer('page_one', 600);
      await deliver(dispute('evt_page_one_created', 'charge.dispute.created', 'page_one', 'needs_response'));
      const response = await list(`characterId=${player.characterId}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ total: 1, totalPages: 1, page: 1, limit: 50 });
      expect(response.body.purchases).toEqual([
        expect.objectContaining({
          characterId: player.characterId,
          username: player.username,
          packageId: 1,
          amountCents: AMOUNT,
          currency: 'usd',
          blackcoins: 660,
          state: 'disputed',
          sessionId: 'cs_page_one',
          paymentIntentId: 'pi_page_one',
          disputeId: 'dp_page_one',
          disputedCents: AMOUNT,
          takenBack: 60,
          owed: 600,
        }),
      ]);
      expect(new Date(response.body.purchases[0].paidAt).getTime()).toBeGreaterThan(0);
    });

    it('filters by state and by part of the username', async () => {
      const lost = await list('state=lost&limit=100');
      expect(lost.body.purchases.length).toBeGreaterThan(0);
      expect(lost.body.purchases.every((p: { state: string }) => p.state === 'lost')).toBe(true);
      expect(lost.body.purchases.map((p: { sessionId: string }) => p.sessionId)).toContain('cs_lost_first');
      const player = await buyer('page_search');
      const found = await list(`search=${player.username.slice(1, -1).toUpperCase()}`);
      expect(found.body.purchases.map((p: { sessionId: string }) => p.sessionId)).toEqual(['cs_page_search']);
    });

    it('filters by game day, both ends included, and totals each day', async () => {
      const player = await buyer('page_day');
      await deliver(refunded('evt_page_day', 'page_day', 500));
      // Opened at 23:30 UTC on 1 March 2026: 2 March in the game's zone (Asia/Riyadh, UTC+3).
      await app.dataSource.query(
        `UPDATE stripe_purchases SET created_at = '2026-03-01T23:30:00Z' WHERE session_id = 'cs_page_day'`,
      );
      const day = await list('dateFrom=2026-03-02&dateTo=2026-03-02');
      expect(day.body.total).toBe(1);
      expect(day.body.purchases[0].characterId).toBe(player.characterId);
      expect(day.body.days).toEqual([
        {
          day: '2026-03-02',
          currency: 'usd',
          paid: 1,
          amountCents: AMOUNT,
          refundedCents: 500,
          disputedCents: 0,
          netCents: AMOUNT - 500,
          blackcoins: 660,
        },
      ]);
      expect((await list('dateFrom=2026-03-03&dateTo=2026-03-31')).body.total).toBe(0);
      expect(
        (await list('dateTo=2026-03-01&state=refunded')).body.purchases.map((p: any) => p.sessionId),
      ).not.toContain('cs_page_day');
    });

    it('lists only the purchases whose blackcoins are still owed (the flagged accounts)', async () => {
      const owing = await list('owing=true&limit=100');
      expect(owing.body.purchases.length).toBeGreaterThan(0);
      expect(owing.body.purchases.every((p: { owed: number }) => p.owed > 0)).toBe(true);
      expect(owing.body.purchases.map((p: { sessionId: string }) => p.sessionId)).toContain(
        'cs_spent_refund',
      );
      const settled = await list('owing=false&limit=100');
      expect(settled.body.purchases.every((p: { owed: number }) => p.owed === 0)).toBe(true);
      expect((await list('owing=yes')).status).toBe(400);
    });

    it('refuses bad filters in Arabic and players', async () => {
      const badState = await list('state=stolen');
      expect(badState.status).toBe(400);
      expect(badState.body.details).toEqual(['حالة الشراء غير صحيحة']);
      const badDay = await list('dateFrom=2026-02-31');
      expect(badDay.status).toBe(400);
      const badTime = await list('dateTo=2026-03-01T10:00:00Z');
      expect(badTime.status).toBe(400);
      expect((await list('characterId=abc')).status).toBe(400);
      const player = await givenPlayer(app);
      expect((await list('', player.token)).status).toBe(403);
    });
  });

  it('leaves the books balanced, with the reversals under their own reasons', async () => {
    const audit = await economyAudit(app);
    expect(audit.ok).toBe(true);
    const books = audit.currencies.find((c) => c.currency === Currency.BLACKCOINS)!;
    const destroyed = Object.fromEntries(books.destroyed.map((r) => [r.reason, r.amount]));
    const created = Object.fromEntries(books.created.map((r) => [r.reason, r.amount]));
    // Refunds: full, spent (60 left), partial x2, early, and the purchases page's half refund (331).
    expect(destroyed.stripe_refund).toBe(660 + 60 + 660 + 660 + 660 + 331);
    // Disputes: won, spent (60), lost first, and the purchases page's spent dispute (60); 660 + 60 given back.
    expect(destroyed.stripe_dispute).toBe(660 + 60 + 660 + 60);
    expect(created.stripe_dispute_won).toBe(660 + 60);
  });
});
