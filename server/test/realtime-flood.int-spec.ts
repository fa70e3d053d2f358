import { SOCKET_EVENT_LIMIT } from '../src/infra/realtime/realtime.gateway';
import { connectSocket, createPlayer } from './support/api';
import { ack } from './support/chat';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/** One socket's event budget (DESIGN.md section 9): a flood is cut off before any handler runs. */
describe('socket event flood', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await sharedTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers events beyond the per-second budget with 429 and serves the socket again in the next second', async () => {
    const player = await createPlayer(app);
    const socket = await connectSocket(app, player.token);
    const other = await connectSocket(app, player.token);
    try {
      const burst = SOCKET_EVENT_LIMIT.points + 10;
      const answers = await Promise.all(Array.from({ length: burst }, () => ack(socket, 'ping')));
      const served = answers.filter((answer) => typeof answer.time === 'number');
      const refused = answers.filter((answer) => answer.code === 'TOO_MANY_REQUESTS');
      expect(served).toHaveLength(SOCKET_EVENT_LIMIT.points);
      expect(refused).toHaveLength(10);
      expect(refused[0]).toMatchObject({ statusCode: 429, retryAfterMs: expect.any(Number) });
      // The budget is per socket: the player's other socket is served.
      expect(await ack(other, 'ping')).toMatchObject({ time: expect.any(Number) });

      await new Promise((resolve) => setTimeout(resolve, SOCKET_EVENT_LIMIT.durationSeconds * 1000 + 100));
      expect(await ack(socket, 'ping')).toMatchObject({ time: expect.any(Number) });
    } finally {
      socket.close();
      other.close();
    }
  });
});
