import type { ChildProcess } from 'node:child_process';
import { ConfinementService } from '../../src/modules/confinement/confinement.service';
import { api, connectSocket, createPlayer, nextEvent, signInAdmin } from '../support/api';
import { economyAudit } from '../support/factories';
import { portOpen, startPrivateRedis, until } from '../support/private-redis';
import { startTestApp, TestApp } from '../support/test-app';

const PORT = 6400 + (Number(process.env.JEST_WORKER_ID ?? 0) % 50);

/** Issue 7 fault test: Redis restarts under a running node; REST keeps serving, sockets and queues recover without a restart. */
describe('restarting Redis under a running node', () => {
  let redis: ChildProcess;
  let app: TestApp;

  beforeAll(async () => {
    redis = await startPrivateRedis(PORT);
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

    redis = await startPrivateRedis(PORT);
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
