import Redis from 'ioredis';
import { REDIS } from '../src/infra/redis/redis.module';
import type { WalletService } from '../src/modules/wallet/wallet.service';
import { createPlayer, Player } from './support/api';
import { economyAudit, grant } from './support/factories';
import { fight, fighterFactory } from './support/fights';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/** Fights on two nodes sharing PostgreSQL and Redis: one attack budget, and money conserved over 500 fights. */
describe('fights under concurrency on two nodes', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await sharedTestApp();
    second = await sharedTestApp('second');
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('counts attacks on both nodes against one budget', async () => {
    const attacker = await fighterFactory(first, { trainedStrength: 100_000 });
    const targets = await Promise.all([1, 2, 3, 4].map(() => fighterFactory(first)));
    const statuses = [];
    for (const [index, target] of targets.entries())
      statuses.push((await fight(index % 2 ? second : first, attacker, target)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('keeps every balance equal to its ledger, none negative, and the total unchanged over 500 fights', async () => {
    const players: Player[] = [];
    for (let i = 0; i < 20; i++) players.push(await createPlayer(i % 2 ? second : first));
    for (const [index, player] of players.entries())
      await grant(first, player.characterId, { money: 1000 + index * 137 });
    const ids = players.map((p) => p.characterId);
    await first.dataSource.query(
      `UPDATE characters SET level = 10, energy = 100000, energy_updated_at = now() WHERE id = ANY($1)`,
      [ids],
    );
    const cashOf = async () => [
      ...(await first.app.get<WalletService>('WalletService').characterBalances(ids)).values(),
    ];
    const totalBefore = (await cashOf()).reduce((sum, balances) => sum + balances.money, 0);

    // 10 waves of 50 simultaneous fights with random pairs; between waves everybody leaves hospital,
    // so the fights keep happening instead of being refused (losers go to hospital for 20 minutes).
    // The attack rate limit (3 per 3 s, tested above) is reset too: this test is about money.
    const redis = first.app.get<Redis>(REDIS);
    const statuses: number[] = [];
    for (let wave = 0; wave < 10; wave++) {
      await first.dataSource.query(
        `UPDATE characters SET hospital_until = NULL, hp = 1900, hp_updated_at = now() WHERE id = ANY($1)`,
        [ids],
      );
      await redis.del(...players.map((player) => `rate:fight:${player.userId}`));
      const calls = Array.from({ length: 50 }, (_, n) => {
        const a = Math.floor(Math.random() * 20);
        const d = (a + 1 + Math.floor(Math.random() * 19)) % 20;
        return fight(n % 2 ? second : first, players[a], players[d]);
      });
      statuses.push(...(await Promise.all(calls)).map((response) => response.status));
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(50);

    const rows = await cashOf();
    for (const row of rows) expect(row.money).toBeGreaterThanOrEqual(0);
    expect(rows.reduce((sum, row) => sum + row.money, 0)).toBe(totalBefore);
    // Every balance equals its ledger, every fight is a transfer netting to zero, every currency sums to zero.
    const audit = await economyAudit(first);
    expect({
      ok: audit.ok,
      mismatched: audit.mismatchedAccounts,
      unbalanced: audit.unbalancedTransfers,
    }).toEqual({
      ok: true,
      mismatched: [],
      unbalanced: [],
    });
    const [{ fights }] = await first.dataSource.query(
      `SELECT count(*)::int AS fights FROM fights WHERE attacker_character_id = ANY($1)`,
      [ids],
    );
    expect(fights).toBe(statuses.filter((status) => status === 200).length);
  });
});
