import type { MetricsService } from '../src/modules/metrics/metrics.service';
import { api, Player } from './support/api';
import { fight, fighterFactory } from './support/fights';
import { GangRank } from '../src/game/gangs.rules';
import { givenGang } from './support/gangs';
import { givenPlayer } from './support/factories';
import { buyListing, givenOwner, givenWeapon, listItem } from './support/market';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * Statements per operation (issue 28, item 5; DESIGN.md section 8): the SQL statements one HTTP
 * request's transaction sends, BEGIN and COMMIT included, counted by the app's own counter
 * (`db_transaction_statements_total`). The reads of the pushes that follow a commit run outside any
 * transaction and are not counted. Each operation is measured three times and the least is kept:
 * another test's after-commit work on this shared app could only add to a count, never take away.
 */

jest.setTimeout(90_000);

/** `db_transaction_statements_total` of the app under test, read from its metrics registry. */
async function transactionStatements(app: TestApp): Promise<number> {
  const metric = app.app
    .get<MetricsService>('MetricsService')
    .registry.getSingleMetric('db_transaction_statements_total');
  if (!metric) throw new Error('db_transaction_statements_total is not registered');
  return (await metric.get()).values[0].value;
}

/** The least of three measurements of `operation(i)`. */
async function leastOf(
  app: TestApp,
  operation: (i: number) => Promise<{ status: number; body: unknown }>,
): Promise<number> {
  const counts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const before = await transactionStatements(app);
    const response = await operation(i);
    const after = await transactionStatements(app);
    if (response.status >= 300) throw new Error(`operation failed: ${JSON.stringify(response.body)}`);
    counts.push(after - before);
  }
  return Math.min(...counts);
}

describe('statements per operation', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await sharedTestApp();
  });

  it('a black-market purchase sends at most 10 statements in its transaction', async () => {
    const weaponId = await givenWeapon(app, { name: 'سكين العدّ', damage: 3 });
    const seller = await givenOwner(app, weaponId, 3);
    const listings: number[] = [];
    for (let i = 0; i < 3; i++) {
      const listed = await listItem(app, seller, {
        itemType: 'weapon',
        itemId: weaponId,
        quantity: 1,
        price: 1_000,
      });
      expect(listed.status).toBe(201);
      listings.push(listed.body.id);
    }
    const buyers: Player[] = [];
    for (let i = 0; i < 3; i++) buyers.push(await givenPlayer(app, { level: 25, money: 5_000 }));
    const count = await leastOf(app, (i) => buyListing(app, buyers[i], listings[i]));
    process.stdout.write(`statements per black-market purchase: ${count}\n`);
    expect(count).toBeLessThanOrEqual(10);
  });

  it('a gang transfer (treasury to a member) sends at most 6 statements in its transaction', async () => {
    const gang = await givenGang(app, { ranks: [GangRank.AUDW], treasury: 10_000 });
    const member = gang.members[0].player;
    const count = await leastOf(app, () =>
      api(app, 'POST', `/api/gangs/${gang.id}/transfer-money`, {
        token: gang.boss.token,
        body: { memberId: member.userId, amount: 100 },
      }),
    );
    process.stdout.write(`statements per gang transfer: ${count}\n`);
    expect(count).toBeLessThanOrEqual(6);
  });

  it('a fight sends at most 6 statements in its transaction (its count before issue 28)', async () => {
    const pairs: [Player, Player][] = [];
    for (let i = 0; i < 3; i++)
      pairs.push([
        await fighterFactory(app, { level: 10, trainedStrength: 50 }),
        await fighterFactory(app, { level: 10, money: 1_000 }),
      ]);
    const count = await leastOf(app, (i) => fight(app, pairs[i][0], pairs[i][1]));
    process.stdout.write(`statements per fight: ${count}\n`);
    expect(count).toBeLessThanOrEqual(6);
  });
});
