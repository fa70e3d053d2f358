import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { listingExpiryJobId, QueueName } from '../../src/infra/queue/queues';
import { BlackMarketTimers } from '../../src/modules/black-market/black-market.timers';
import { api } from '../support/api';
import { economyAudit } from '../support/factories';
import { eventually, givenOwner, givenWeapon, listItem, stackOf } from '../support/market';
import { startServerProcess } from '../support/server-process';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Issue 13 fault test. Black-market expiry through the timers (DESIGN.md section 4, "Timers"; issue 13): listings fall due
 * while the worker that scheduled them has been killed (SIGKILL, no shutdown hook); a new worker
 * returns every listing's units exactly once, and the seller is told once per listing.
 */

jest.setTimeout(180_000);

describe('black-market expiry after a killed worker', () => {
  let apiNode: TestApp;
  let workerNode: TestApp | undefined;

  beforeAll(async () => {
    apiNode = await startTestApp({ env: { ROLE: 'api' } });
  });
  afterAll(async () => {
    await workerNode?.close();
    await apiNode?.close();
  });

  it('returns the units of every due listing exactly once when a new worker starts', async () => {
    const weaponId = await givenWeapon(apiNode, { name: 'سلاح منتهي' });
    const seller = await givenOwner(apiNode, weaponId, 3);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (await listItem(apiNode, seller, { itemType: 'weapon', itemId: weaponId, price: 100 + i })).body.id,
      );
    expect(await stackOf(apiNode, seller.characterId, 'weapon', weaponId)).toBe(0);

    // Each listing got its 7-day job when it was listed.
    const queue = apiNode.app.get<Queue>(getQueueToken(QueueName.BLACK_MARKET));
    const jobs = await Promise.all(ids.map((id) => queue.getJob(listingExpiryJobId(id))));
    expect(jobs.map((job) => job?.delay)).toEqual(ids.map(() => expect.any(Number)));
    expect(Math.min(...jobs.map((job) => job!.delay))).toBeGreaterThan(6.9 * 86_400_000);

    // Shorten the listings to an hour and drop their jobs: the worker's boot reconciler must find them.
    for (const job of jobs) await job!.remove();
    await apiNode.dataSource.query(
      `UPDATE black_market_listings SET expires_at = now() + interval '1 hour' WHERE id = ANY($1)`,
      [ids],
    );
    const env = {
      ROLE: 'worker',
      DATABASE_URL: apiNode.config.DATABASE_URL,
      REDIS_KEY_PREFIX: apiNode.config.REDIS_KEY_PREFIX,
      JWT_SECRET: apiNode.config.JWT_SECRET,
    };
    const first = await startServerProcess(env);
    try {
      await eventually(
        async () =>
          (await Promise.all(ids.map((id) => queue.getJobState(listingExpiryJobId(id))))).every(
            (s) => s === 'delayed',
          ),
        60_000,
        'the first worker reconciling the listings',
      );
    } finally {
      await first.kill();
    }

    // The hour passes while no worker runs: the listings and their jobs fall due in 2 seconds.
    await apiNode.dataSource.query(
      `UPDATE black_market_listings SET expires_at = now() + interval '2 seconds' WHERE id = ANY($1)`,
      [ids],
    );
    for (const id of ids) await (await queue.getJob(listingExpiryJobId(id)))!.changeDelay(2000);
    const [{ due }] = await apiNode.dataSource.query(
      `SELECT max(expires_at) AS due FROM black_market_listings WHERE id = ANY($1)`,
      [ids],
    );
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, new Date(due).getTime() - Date.now() + 500)),
    );
    // Due, but no worker: still active in the database, already hidden from the market.
    const statuses = await apiNode.dataSource.query(
      `SELECT DISTINCT status FROM black_market_listings WHERE id = ANY($1)`,
      [ids],
    );
    expect(statuses).toEqual([{ status: 'active' }]);
    const market = await api(apiNode, 'GET', '/api/black-market?limit=50', { token: seller.token });
    expect(market.body.listings.filter((l: { id: number }) => ids.includes(l.id))).toEqual([]);

    workerNode = await startTestApp({ env: { ROLE: 'worker' }, shareWith: apiNode });
    await eventually(
      async () => (await stackOf(apiNode, seller.characterId, 'weapon', weaponId)) === 3,
      20_000,
      'every unit back',
    );
    // A duplicate run (a retried job, a second reconcile) changes nothing.
    await workerNode.app.get(BlackMarketTimers).reconcile();
    const again = await Promise.all(ids.map((id) => apiNode.app.get(BlackMarketTimers).expire(id)));
    expect(again).toEqual([false, false, false]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await stackOf(apiNode, seller.characterId, 'weapon', weaponId)).toBe(3);
    const rows = await apiNode.dataSource.query(
      `SELECT status FROM black_market_listings WHERE id = ANY($1)`,
      [ids],
    );
    expect(rows.map((row: { status: string }) => row.status)).toEqual(['expired', 'expired', 'expired']);
    const [notices] = await apiNode.dataSource.query(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND type = 'black_market_expired'`,
      [seller.userId],
    );
    expect(notices.n).toBe(3);
    expect((await economyAudit(apiNode)).ok).toBe(true);
  });
});
