import { api, Player } from '../support/api';
import { economyAudit, givenAdmin, givenPlayer } from '../support/factories';
import { startServerProcess } from '../support/server-process';
import { startTestApp, TestApp } from '../support/test-app';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Issue 10 fault test: SIGKILL an API node in the middle of a money hammer (deposits, withdrawals,
 * contract escrows, admin mints and sinks). Transactions cut by the kill roll back in PostgreSQL, so
 * the economy audit must find every balance equal to its ledger and every currency summing to zero.
 */
describe('killing an API node while money moves through it', () => {
  let survivor: TestApp;

  beforeAll(async () => {
    survivor = await startTestApp({ env: { ROLE: 'all' } });
  }, 60_000);
  afterAll(async () => {
    await Promise.race([survivor?.close(), sleep(15_000)]);
  }, 60_000);

  it('leaves books that balance: no money created or lost by the requests the kill cut off', async () => {
    const victim = await startServerProcess({
      ROLE: 'api',
      DATABASE_URL: survivor.config.DATABASE_URL,
      REDIS_KEY_PREFIX: survivor.config.REDIS_KEY_PREFIX,
      JWT_SECRET: survivor.config.JWT_SECRET,
    });
    const adminToken = await givenAdmin(survivor);
    const players: Player[] = [];
    for (let i = 0; i < 12; i++)
      players.push(await givenPlayer(survivor, { level: 11, money: 50_000, bankBalance: 5_000 }));

    const node = { url: victim.url };
    const requests = Array.from({ length: 600 }, (_, index) => {
      const player = players[index % players.length];
      const target = players[(index + 5) % players.length];
      switch (index % 4) {
        case 0:
          return api(node, 'POST', '/api/bank/deposit', { token: player.token, body: { amount: 700 } });
        case 1:
          return api(node, 'POST', '/api/bank/withdraw', { token: player.token, body: { amount: 500 } });
        case 2:
          return api(node, 'POST', '/api/blood-contracts', {
            token: player.token,
            body: { targetUserId: target.userId, reward: 300 },
          });
        default:
          return api(node, 'POST', `/api/admin/characters/${player.characterId}/money`, {
            token: adminToken,
            body: { amount: index % 8 === 3 ? 250 : -200 },
          });
      }
    });
    let answered = 0;
    const settled = Promise.allSettled(
      requests.map((request) => request.then((response) => (answered++, response))),
    );
    // Kill once some requests have been answered and many are still in flight.
    for (let waited = 0; answered < 60 && waited < 30_000; waited += 20) await sleep(20);
    await victim.kill();
    const results = await settled;
    const completed = results.filter((r) => r.status === 'fulfilled').length;
    const cut = results.length - completed;
    // The kill really landed in the middle of the hammer.
    expect(completed).toBeGreaterThan(0);
    expect(cut).toBeGreaterThan(0);

    const audit = await economyAudit(survivor);
    expect({
      ok: audit.ok,
      mismatched: audit.mismatchedAccounts,
      unbalanced: audit.unbalancedTransfers,
    }).toEqual({
      ok: true,
      mismatched: [],
      unbalanced: [],
    });
    for (const currency of audit.currencies)
      expect([currency.currency, currency.ledgerSum]).toEqual([currency.currency, 0]);
    // The survivor keeps serving the same accounts.
    const deposit = await api(survivor, 'POST', '/api/bank/deposit', {
      token: players[0].token,
      body: { amount: 1 },
    });
    expect(deposit.status).toBe(200);
  }, 120_000);
});
