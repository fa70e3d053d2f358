import Stripe from 'stripe';
import { api } from './support/api';
import { balancesOf, economyAudit, givenPlayer } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The Stripe webhook (DESIGN.md section 6, "Packages"): a signed `checkout.session.completed` credits
 * `blackcoinAmount + bonus` once per session id through the wallet's idempotency key; a bad signature
 * is refused. Signatures are built with the `stripe` package's own test-header helper; the checkout
 * session creation needs Stripe itself and is not exercised here.
 */

jest.setTimeout(60_000);

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_webhook';

describe('Stripe webhook', () => {
  let app: TestApp;
  // A client for the helpers only: nothing here calls Stripe's API.
  const stripe = new Stripe('sk_test_not_used_for_network');

  beforeAll(async () => {
    app = await startTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_not_used_for_network', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  const completedEvent = (sessionId: string, characterId: number, userId: string, paid = true) =>
    JSON.stringify({
      id: `evt_${sessionId}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: paid ? 'paid' : 'unpaid',
          client_reference_id: userId,
          metadata: { userId, characterId: String(characterId), packageId: '1', blackcoins: '660' },
        },
      },
    });

  /** Posts the exact payload bytes with a `Stripe-Signature` header. */
  const deliver = async (payload: string, signature: string) => {
    const response = await fetch(`${app.url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return { status: response.status, body: (await response.json()) as any };
  };

  const sign = (payload: string, secret = WEBHOOK_SECRET) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret });

  it('reports purchases as available when both keys are set', async () => {
    const player = await givenPlayer(app);
    const shop = await api(app, 'GET', '/api/special-shop', { token: player.token });
    expect(shop.body.purchasesAvailable).toBe(true);
  });

  it('credits a paid checkout once when Stripe delivers it three times', async () => {
    const player = await givenPlayer(app);
    // Spacing and key order as Stripe sends them: the signature covers these exact bytes.
    const payload = completedEvent('cs_test_three_deliveries', player.characterId, player.userId).replace(
      '{"id"',
      '{\n  "id"',
    );
    for (let delivery = 0; delivery < 3; delivery++) {
      const response = await deliver(payload, sign(payload));
      expect(response).toEqual({ status: 200, body: { received: true } });
    }
    expect((await balancesOf(app, player.characterId)).blackcoins).toBe(660);
    const [credit] = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM ledger_entries WHERE reason = 'stripe_purchase' AND system_account = 'mint:stripe_purchase'
          AND reference LIKE '%cs_test_three_deliveries'`,
    );
    expect(credit.n).toBe(1);
  });

  it('credits three deliveries at the same moment once', async () => {
    const player = await givenPlayer(app);
    const payload = completedEvent('cs_test_concurrent', player.characterId, player.userId);
    const responses = await Promise.all([0, 1, 2].map(() => deliver(payload, sign(payload))));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await balancesOf(app, player.characterId)).blackcoins).toBe(660);
  });

  it('refuses a bad signature, a signature of another secret, a changed body and a missing header', async () => {
    const player = await givenPlayer(app);
    const payload = completedEvent('cs_test_forged', player.characterId, player.userId);
    expect((await deliver(payload, 't=1,v1=deadbeef')).status).toBe(400);
    expect((await deliver(payload, sign(payload, 'whsec_someone_else'))).status).toBe(400);
    const changed = payload.replace('"660"', '"66000"');
    const refused = await deliver(changed, sign(payload));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('توقيع الطلب غير صحيح');
    const unsigned = await api(app, 'POST', '/api/payments/stripe/webhook', { body: JSON.parse(payload) });
    expect(unsigned.status).toBe(400);
    expect((await balancesOf(app, player.characterId)).blackcoins).toBe(0);
  });

  it('acknowledges a signed event that pays nothing (unpaid session) without crediting', async () => {
    const player = await givenPlayer(app);
    const payload = completedEvent('cs_test_unpaid', player.characterId, player.userId, false);
    expect((await deliver(payload, sign(payload))).status).toBe(200);
    expect((await balancesOf(app, player.characterId)).blackcoins).toBe(0);
  });

  it('leaves the books balanced', async () => {
    expect((await economyAudit(app)).ok).toBe(true);
  });
});
