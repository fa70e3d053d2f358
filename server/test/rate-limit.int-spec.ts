import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { ACTION_LIMITS, ActionRateLimiter } from '../src/infra/rate-limit/action-rate-limiter';

/** Per-user action budgets (DESIGN.md section 9), on the real Redis and with Redis unreachable. */
describe('ActionRateLimiter', () => {
  const prefix = `test-rate-${process.pid}:`;
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { keyPrefix: prefix });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys.map((key) => key.slice(prefix.length)));
    await redis.quit();
  });

  it('allows the budget, then refuses with the time left in the window, per user, in Redis', async () => {
    const limiter = new ActionRateLimiter(redis);
    const [user, other] = [randomUUID(), randomUUID()];
    const { points, durationSeconds } = ACTION_LIMITS.fight;
    for (let i = 0; i < points; i++) expect(await limiter.take('fight', user)).toEqual({ allowed: true });
    const refused = await limiter.take('fight', user);
    expect(refused.allowed).toBe(false);
    if (refused.allowed) return;
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(durationSeconds * 1000);
    expect(await limiter.take('fight', other)).toEqual({ allowed: true });
    expect(await limiter.take('reaction', user)).toEqual({ allowed: true });
    expect(Number(await redis.get(`rate:fight:${user}`))).toBe(points + 1);
  });

  it('shares one budget between two limiters (two nodes)', async () => {
    const [nodeA, nodeB] = [new ActionRateLimiter(redis), new ActionRateLimiter(redis)];
    const user = randomUUID();
    expect(await nodeA.take('globalMessage', user)).toEqual({ allowed: true });
    expect((await nodeB.take('globalMessage', user)).allowed).toBe(false);
  });

  it('keeps counting in memory when Redis cannot be reached', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.on('error', () => undefined);
    try {
      const limiter = new ActionRateLimiter(down);
      const user = randomUUID();
      for (let i = 0; i < ACTION_LIMITS.fight.points; i++)
        expect(await limiter.take('fight', user)).toEqual({ allowed: true });
      expect((await limiter.take('fight', user)).allowed).toBe(false);
    } finally {
      down.disconnect();
    }
  });
});
