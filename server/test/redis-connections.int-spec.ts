import Redis from 'ioredis';
import { QueueName } from '../src/infra/queue/queues';
import { clientName } from '../src/infra/redis/redis.module';
import { poll } from './support/cluster/sockets';
import { testRedisUrl } from './support/databases';
import { startTestApp, TestApp } from './support/test-app';

/**
 * A node's Redis connections, counted by name in CLIENT LIST: every BullMQ queue and worker shares
 * one client, each worker adds its blocking connection, and shutting the node down quits them all.
 */
describe('Redis connections of a node', () => {
  const redis = new Redis(testRedisUrl());
  afterAll(() => redis.quit());

  /** The names of the Redis connections whose name starts with `prefix`, sorted. */
  async function connectionNames(prefix: string): Promise<string[]> {
    const list = (await redis.client('LIST')) as string;
    return list
      .split('\n')
      .map((line) => / name=(\S*)/.exec(line)?.[1] ?? '')
      .filter((name) => name.startsWith(prefix))
      .sort();
  }

  /**
   * Starts a node, reads its connections' names (on a worker, once its six queue workers are
   * polling), stops it and reads them again.
   */
  async function namesWhileRunningAndAfter(role: 'api' | 'worker') {
    const node: TestApp = await startTestApp({ env: { ROLE: role } });
    const prefix = node.config.REDIS_KEY_PREFIX;
    const workers = role === 'worker' ? Object.values(QueueName).length : 0;
    // A worker opens its blocking connection when its loop first runs, shortly after the boot.
    const running = await poll(
      () => connectionNames(prefix),
      (names) => names.filter((name) => name.startsWith(`${prefix}bull:`)).length >= workers,
      { timeoutMs: 10_000, what: `${workers} queue workers' connections` },
    );
    await node.close();
    const app = clientName(node.config, 'app');
    const bull = clientName(node.config, 'bull');
    const io = clientName(node.config, 'socket.io');
    return { prefix, app, bull, io, running, closed: await connectionNames(prefix) };
  }

  // The app client's three: commands, the access invalidation and the presence subscribers; the
  // socket.io adapter's two: publishing and subscribing.
  it('a worker node: one shared BullMQ client plus one blocking connection per queue worker (six)', async () => {
    const { prefix, app, bull, io, running, closed } = await namesWhileRunningAndAfter('worker');
    const blocking = Object.values(QueueName).map(
      (queue) => `${prefix}bull:${Buffer.from(queue).toString('base64')}`,
    );
    expect(running).toEqual([...blocking, app, app, app, bull, io, io].sort());
    expect(closed).toEqual([]);
  });

  it('an api node: its six queues on the one shared client, no worker connection', async () => {
    const { app, bull, io, running, closed } = await namesWhileRunningAndAfter('api');
    expect(running).toEqual([app, app, app, bull, io, io]);
    expect(closed).toEqual([]);
  });
});
