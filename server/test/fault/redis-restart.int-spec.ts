import { ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { ConfinementService } from '../../src/modules/confinement/confinement.service';
import { api, connectSocket, createPlayer, nextEvent, signInAdmin } from '../support/api';
import { economyAudit } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

const PORT = 6400 + (Number(process.env.JEST_WORKER_ID ?? 0) % 50);

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function startRedis(): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100 && !(await portOpen(PORT)); i++) await new Promise((r) => setTimeout(r, 50));
  return child;
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Issue 7 fault test: Redis restarts under a running node; REST keeps serving, sockets and queues recover without a restart. */
describe('restarting Redis under a running node', () => {
  let redis: ChildProcess;
  let app: TestApp;

  beforeAll(async () => {
    redis = await startRedis();
    app = await startTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${PORT}` } });
  });
  afterAll(async () => {
    await app.close();
    redis.kill('SIGKILL');
  });

  it('keeps serving REST while Redis is down and recovers sockets and queues once it is back', async () => {
    const player = await createPlayer(app);
    const adminToken = await signInAdmin(app);

    redis.kill('SIGKILL');
    await until(async () => !(await portOpen(PORT)), 5_000);
    const whileDown = await api(app, 'GET', '/api/character/hud', { token: player.token });
    expect(whileDown.status).toBe(200);
    expect((await fetch(`${app.url}/api/health`)).status).toBe(503);

    redis = await startRedis();
    await until(async () => (await fetch(`${app.url}/api/health`)).status === 200, 20_000);

    const socket = await connectSocket(app, player.token);
    try {
      const hud = nextEvent(socket, 'hud:update', 10_000);
      const adjusted = await api(app, 'POST', `/api/admin/characters/${player.characterId}/money`, {
        token: adminToken,
        body: { amount: 70 },
      });
      expect(adjusted.status).toBe(200);
      expect((await hud).money).toBe(70);

      const leave = nextEvent(socket, 'jail:leave', 15_000);
      await app.app.get(ConfinementService).confine(player.characterId, 'jail', 0.02);
      await leave;
    } finally {
      socket.close();
    }
    // The books still balance after the outage.
    expect((await economyAudit(app)).ok).toBe(true);
  }, 90_000);
});
