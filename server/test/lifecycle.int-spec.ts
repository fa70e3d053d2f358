import type { LifecycleService } from '../src/infra/lifecycle/lifecycle.service';
import type { RealtimePublisher } from '../src/infra/realtime/realtime.publisher';
import type { Timers } from '../src/infra/queue/timers';
import { connectSocket, createPlayer, nextEvent } from './support/api';
import { startTestApp, TestApp } from './support/test-app';

describe('shutting a node down', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers health with 200 while serving and 503 once draining, so traffic moves away', async () => {
    const healthy = await fetch(`${app.url}/api/health`);
    expect(healthy.status).toBe(200);
    void app.app.get<LifecycleService>('LifecycleService').beforeApplicationShutdown('SIGTERM');
    const draining = await fetch(`${app.url}/api/health`);
    expect(draining.status).toBe(503);
    expect(((await draining.json()) as any).error.lifecycle).toEqual({ status: 'down', message: 'draining' });
  });
});

describe('closing a node with sockets connected', () => {
  it('disconnects them from the server side, which the client answers by reconnecting elsewhere', async () => {
    const node = await startTestApp();
    const player = await createPlayer(node);
    const socket = await connectSocket(node, player.token);
    const reason = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await node.close();
    expect(await reason).toBe('io server disconnect');
    socket.close();
  });
});

describe('draining a worker node', () => {
  it('stops its queue workers before the socket adapter closes, so running jobs can still push', async () => {
    const worker = await startTestApp({ env: { ROLE: 'worker' } });
    const api = await startTestApp({ env: { ROLE: 'api' }, shareWith: worker });
    try {
      const player = await createPlayer(api);
      const socket = await connectSocket(api, player.token);
      const workers = worker.app.get<Timers>('Timers').workers();
      expect(workers.map((w) => w.name).sort()).toEqual([
        'account-deletion',
        'black-market',
        'blood-contracts',
        'confinement',
        'training',
      ]);
      expect(workers.map((w) => w.isRunning())).toEqual([true, true, true, true, true]);

      await worker.app.get<LifecycleService>('LifecycleService').beforeApplicationShutdown('SIGTERM');
      expect(workers.map((w) => w.isRunning())).toEqual([false, false, false, false, false]);
      // The adapter is still open: a push from the draining worker reaches the socket on the api node.
      const pushed = nextEvent(socket, 'notificationsCount:update');
      worker.app
        .get<RealtimePublisher>('RealtimePublisher')
        .toUser(player.userId, 'notificationsCount:update', { count: 7 });
      expect(await pushed).toEqual({ count: 7 });
      socket.close();
    } finally {
      await api.close();
      await worker.close();
    }
  });
});

describe('a worker node', () => {
  it('answers its probes on /api/health and routes nothing else, while an api node serves the game', async () => {
    const worker = await startTestApp({ env: { ROLE: 'worker' } });
    const api = await startTestApp({ env: { ROLE: 'api' }, shareWith: worker });
    try {
      const player = await createPlayer(api);
      const hud = (node: TestApp) =>
        fetch(`${node.url}/api/character/hud`, { headers: { authorization: `Bearer ${player.token}` } });
      expect((await hud(api)).status).toBe(200);
      const unrouted = await hud(worker);
      expect(unrouted.status).toBe(404);
      expect(((await unrouted.json()) as any).code).toBe('NOT_FOUND');
      expect((await fetch(`${worker.url}/api/health`)).status).toBe(200);
    } finally {
      await api.close();
      await worker.close();
    }
  });
});
