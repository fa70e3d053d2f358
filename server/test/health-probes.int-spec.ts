import type { ChildProcess } from 'node:child_process';
import { io } from 'socket.io-client';
import type { LifecycleService } from '../src/infra/lifecycle/lifecycle.service';
import { RealtimeGateway } from '../src/infra/realtime/realtime.gateway';
import { socketLogFields } from '../src/infra/realtime/socket-log';
import { EVENT_LOOP_DELAY_LIMIT_MS } from '../src/modules/health/event-loop-watch';
import { createPlayer, GameClientSocket } from './support/api';
import { killPrivateRedis, portOpen, startPrivateRedis, until } from './support/private-redis';
import { freePort } from './support/server-process';
import { startTestApp, TestApp } from './support/test-app';

/**
 * What a probe answers. The request gives up after 10 s: a readiness check that waits for a Redis
 * that does not answer (ioredis' offline queue, a stopped server) would hang past it.
 */
async function probe(app: TestApp, path: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${app.url}${path}`, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, body: await response.json() };
}

/**
 * Issue 25 (item 1): liveness checks the process only, readiness PostgreSQL, Redis and draining.
 * A node on its own Redis, which the test stops, freezes and restarts under it.
 */
describe('the health probes', () => {
  let port: number;
  let redis: ChildProcess;
  let app: TestApp;

  beforeAll(async () => {
    port = await freePort();
    redis = await startPrivateRedis(port);
    app = await startTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    if (redis) await killPrivateRedis(redis);
  });

  it('answers 200 on live, ready and the old /api/health while PostgreSQL and Redis answer', async () => {
    const live = await probe(app, '/api/health/live');
    expect(live).toEqual({
      status: 200,
      body: expect.objectContaining({
        status: 'ok',
        info: { eventLoop: { status: 'up', maxDelayMs: expect.any(Number) }, shutdown: { status: 'up' } },
      }),
    });
    for (const path of ['/api/health/ready', '/api/health']) {
      const ready = await probe(app, path);
      expect(ready.status).toBe(200);
      expect(ready.body.info).toEqual({
        lifecycle: { status: 'up' },
        database: { status: 'up' },
        redis: { status: 'up' },
      });
    }
  });

  it('answers ready 503 naming redis while Redis is frozen, live 200, and recovers when it resumes', async () => {
    // SIGSTOP: the connection stays open and nothing answers, the case a bare PING would wait on forever.
    redis.kill('SIGSTOP');
    try {
      const ready = await probe(app, '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.error).toEqual({
        redis: { status: 'down', message: expect.stringContaining('Redis') },
      });
      expect(ready.body.info).toMatchObject({ database: { status: 'up' }, lifecycle: { status: 'up' } });
      expect((await probe(app, '/api/health/live')).status).toBe(200);
    } finally {
      redis.kill('SIGCONT');
    }
    await until(async () => (await probe(app, '/api/health/ready')).status === 200, 20_000, 'ready again');
  }, 60_000);

  it('answers ready 503 while Redis is down, live 200 throughout, and both 200 once it is back', async () => {
    await killPrivateRedis(redis);
    await until(async () => !(await portOpen(port)), 5_000, 'redis stopped');

    await until(async () => (await probe(app, '/api/health/ready')).status === 503, 20_000, 'ready 503');
    expect((await probe(app, '/api/health')).status).toBe(503);
    expect((await probe(app, '/api/health/ready')).body.error).toHaveProperty('redis.status', 'down');
    expect((await probe(app, '/api/health/live')).status).toBe(200);

    redis = await startPrivateRedis(port);
    await until(async () => (await probe(app, '/api/health/ready')).status === 200, 20_000, 'ready 200');
    expect((await probe(app, '/api/health/live')).status).toBe(200);
  }, 90_000);

  it("keeps the handshake's x-request-id for the socket's error lines", async () => {
    const player = await createPlayer(app);
    const client: GameClientSocket = io(app.url, {
      path: '/ws',
      transports: ['websocket'],
      auth: { token: player.token },
      extraHeaders: { 'x-request-id': 'edge-socket-1' },
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        client.once('authenticated', () => resolve());
        client.once('connect_error', reject);
      });
      // The server side of the socket (RealtimeGateway keeps the one socket server of the node).
      const server = (app.app.get(RealtimeGateway) as unknown as { server: import('socket.io').Server })
        .server;
      const socket = server.sockets.sockets.get(client.id!)!;
      expect(socketLogFields(socket)).toEqual({
        socketId: client.id,
        reqId: 'edge-socket-1',
        userId: player.userId,
      });
    } finally {
      client.close();
    }
  });

  it('answers live 503 after the event loop stalled past its limit, and 200 again once it runs freely', async () => {
    // The node runs in this process: blocking this thread stalls its event loop too, as a
    // synchronous hot loop would (asleep in `Atomics.wait` rather than spinning a core).
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, EVENT_LOOP_DELAY_LIMIT_MS + 1_000);
    // The delay is a sample the histogram records once the loop runs again: ask for up to 3 s.
    let stalled = await probe(app, '/api/health/live');
    for (const deadline = Date.now() + 3_000; stalled.status !== 503 && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      stalled = await probe(app, '/api/health/live');
    }
    expect(stalled.status).toBe(503);
    expect(stalled.body.error.eventLoop).toEqual({
      status: 'down',
      maxDelayMs: expect.any(Number),
    });
    expect(stalled.body.error.eventLoop.maxDelayMs).toBeGreaterThan(EVENT_LOOP_DELAY_LIMIT_MS);
    // Readiness does not look at the loop: the node can still serve.
    expect((await probe(app, '/api/health/ready')).status).toBe(200);
    await until(async () => (await probe(app, '/api/health/live')).status === 200, 30_000, 'live again');
  }, 60_000);

  // Last: the node stays draining.
  it('answers ready 503 once the node drains, while live stays 200 until the shutdown deadline', async () => {
    void app.app.get<LifecycleService>('LifecycleService').beforeApplicationShutdown('SIGTERM');
    const ready = await probe(app, '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.error).toEqual({ lifecycle: { status: 'down', message: 'draining' } });
    const live = await probe(app, '/api/health/live');
    expect(live.status).toBe(200);
    expect(live.body.info.shutdown).toEqual({ status: 'up', drainingSince: expect.any(String) });
  });
});
