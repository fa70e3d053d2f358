import { LifecycleService } from '../src/infra/lifecycle/lifecycle.service';
import { connectSocket, createPlayer } from './support/api';
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
    app.app.get(LifecycleService).beforeApplicationShutdown('SIGTERM');
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
