import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import Redis from 'ioredis';
import type { PresenceService } from '../src/infra/realtime/presence.service';
import type { RealtimePublisher } from '../src/infra/realtime/realtime.publisher';
import { api, createPlayer, GameClientSocket, nextEvent, Player, signInAdmin } from './support/api';
import {
  closeSocket,
  closeSocketsAndSettle,
  connectAuthenticated,
  connectRefused,
  poll,
  recordEvents,
  sleep,
} from './support/cluster/sockets';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * Two server nodes sharing PostgreSQL and Redis (DESIGN.md section 4, Realtime): pushes reach a
 * socket on whichever node holds it through the Redis adapter, and presence is shared.
 */
// Starting real servers takes a few seconds; the project-level testTimeout does not apply (jest reads it globally).
jest.setTimeout(60_000);

describe('realtime across two nodes', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  const connections: { socket: GameClientSocket; userId: string }[] = [];

  beforeAll(async () => {
    nodeA = await sharedTestApp();
    nodeB = await sharedTestApp('second');
  });
  afterAll(async () => {
    if (nodeA) await closeSocketsAndSettle(nodeA, connections);
    // The sharing node first, then the owner (which drops the database and Redis keys).
    await nodeB?.close();
    await nodeA?.close();
  });

  /** Connects a player's socket to `node`; closed after all tests. */
  const connect = async (node: TestApp, player: Player) => {
    const connection = await connectAuthenticated(node, player.token);
    connections.push({ socket: connection.socket, userId: player.userId });
    return connection;
  };

  const onlineStatus = async (node: TestApp, token: string, userIds: string[]) => {
    const response = await api(node, 'POST', '/api/users/online-status', { token, body: { userIds } });
    expect(response.status).toBe(200);
    return response.body as { id: string; isOnline: boolean }[];
  };

  it('runs the two nodes on two ports', () => {
    expect(new URL(nodeA.url).port).not.toBe(new URL(nodeB.url).port);
  });

  describe('handshake', () => {
    it('sends authenticated { user: { id } } on connect, on either node', async () => {
      const player = await createPlayer(nodeA);
      const onB = await connect(nodeB, player);
      expect(onB.authenticated).toEqual({ user: { id: player.userId } });
      const onA = await connect(nodeA, player);
      expect(onA.authenticated).toEqual({ user: { id: player.userId } });
    });

    it('answers a missing token with auth:error, then disconnects', async () => {
      const refused = await connectRefused(nodeB, undefined);
      expect(refused.authenticated).toBe(false);
      expect(refused.error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'يجب تسجيل الدخول أولاً' });
      expect(refused.disconnectReason).toBe('io server disconnect');
    });

    it('answers a forged token (signed with another secret) with auth:error, then disconnects', async () => {
      const player = await createPlayer(nodeA);
      const forged = new JwtService({ secret: 'not-the-server-secret-0123456789' }).sign(
        { sub: player.userId },
        { expiresIn: 3600 },
      );
      const refused = await connectRefused(nodeB, forged);
      expect(refused.authenticated).toBe(false);
      expect(refused.error).toMatchObject({ code: 'UNAUTHENTICATED' });
      expect(refused.disconnectReason).toBe('io server disconnect');
    });

    it('answers a garbage token and a validly signed token of an unknown user with auth:error', async () => {
      const garbage = await connectRefused(nodeA, 'not.a.jwt');
      expect(garbage.error).toMatchObject({ code: 'UNAUTHENTICATED' });
      const unknownUser = new JwtService({ secret: nodeA.config.JWT_SECRET }).sign(
        { sub: randomUUID() },
        { expiresIn: 3600 },
      );
      const refused = await connectRefused(nodeB, unknownUser);
      expect(refused.authenticated).toBe(false);
      expect(refused.error).toMatchObject({ code: 'UNAUTHENTICATED' });
    });
  });

  describe('pushes across nodes', () => {
    it('delivers hud:update emitted on node A to a socket connected only to node B', async () => {
      const player = await createPlayer(nodeA);
      const { socket } = await connect(nodeB, player);
      const hud = {
        hp: 1,
        maxHp: 2,
        energy: 3,
        maxEnergy: 4,
        exp: 5,
        nextLevelExp: 6,
        level: 7,
        money: 8,
        blackcoins: 9,
        isVip: false,
        vipExpiresAt: null,
      };
      const update = nextEvent(socket, 'hud:update');
      nodeA.app.get<RealtimePublisher>('RealtimePublisher').toUser(player.userId, 'hud:update', hud);
      expect(await update).toEqual(hud);
    });

    it('does not deliver a push for one user to another user', async () => {
      const [target, bystander] = [await createPlayer(nodeA), await createPlayer(nodeA)];
      const { socket: targetSocket } = await connect(nodeB, target);
      const { socket: bystanderSocket } = await connect(nodeB, bystander);
      const seen = recordEvents(bystanderSocket, 'hud:update');
      const update = nextEvent(targetSocket, 'hud:update');
      const hud = (await api(nodeA, 'GET', '/api/character/hud', { token: target.token })).body;
      nodeA.app.get<RealtimePublisher>('RealtimePublisher').toUser(target.userId, 'hud:update', hud);
      await update;
      await sleep(300);
      seen.stop();
      expect(seen.payloads).toEqual([]);
    });

    it('pushes hud:update to a socket on node B when an admin adjusts money through node A', async () => {
      const player = await createPlayer(nodeA);
      const adminToken = await signInAdmin(nodeA);
      const { socket } = await connect(nodeB, player);
      const update = nextEvent(socket, 'hud:update');
      const adjusted = await api(nodeA, 'POST', `/api/admin/characters/${player.characterId}/money`, {
        token: adminToken,
        body: { amount: 1234 },
      });
      expect(adjusted.status).toBe(200);
      const hud = await update;
      expect(hud.money).toBe(1234);
      expect(hud).toEqual((await api(nodeB, 'GET', '/api/character/hud', { token: player.token })).body);
    });

    it('reaches every socket of a user, one on each node', async () => {
      const player = await createPlayer(nodeA);
      const { socket: onA } = await connect(nodeA, player);
      const { socket: onB } = await connect(nodeB, player);
      const hud = (await api(nodeA, 'GET', '/api/character/hud', { token: player.token })).body;
      const updates = Promise.all([nextEvent(onA, 'hud:update'), nextEvent(onB, 'hud:update')]);
      nodeB.app.get<RealtimePublisher>('RealtimePublisher').toUser(player.userId, 'hud:update', hud);
      expect(await updates).toEqual([hud, hud]);
    });
  });

  describe('requests', () => {
    it('answers hud:request with hud:update equal to GET /api/character/hud', async () => {
      const player = await createPlayer(nodeA);
      const { socket } = await connect(nodeB, player);
      const update = nextEvent(socket, 'hud:update');
      socket.emit('hud:request');
      const pushed = await update;
      const rest = await api(nodeA, 'GET', '/api/character/hud', { token: player.token });
      expect(rest.status).toBe(200);
      expect(pushed).toEqual(rest.body);
    });

    it('answers profile:request with profile:update equal to GET /api/character/profile', async () => {
      const player = await createPlayer(nodeA);
      const { socket } = await connect(nodeB, player);
      const update = nextEvent(socket, 'profile:update');
      socket.emit('profile:request');
      const pushed = await update;
      const rest = await api(nodeA, 'GET', '/api/character/profile', { token: player.token });
      expect(rest.status).toBe(200);
      expect(pushed).toEqual(rest.body);
      expect(pushed).toMatchObject({
        id: player.characterId,
        userId: player.userId,
        username: player.username,
      });
    });

    it('acknowledges ping with { time }', async () => {
      const player = await createPlayer(nodeA);
      const { socket } = await connect(nodeB, player);
      const before = Date.now();
      const answer = await new Promise<{ time: number }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no ping ack within 5 s')), 5000);
        socket.emit('ping', (payload) => {
          clearTimeout(timer);
          resolve(payload);
        });
      });
      expect(Object.keys(answer)).toEqual(['time']);
      expect(typeof answer.time).toBe('number');
      expect(answer.time).toBeGreaterThanOrEqual(before - 1000);
      expect(answer.time).toBeLessThanOrEqual(Date.now() + 1000);
    });
  });

  describe('presence', () => {
    it('reports, on node A, a user connected only to node B as online and a never-connected user as offline', async () => {
      const asker = await createPlayer(nodeA);
      const connected = await createPlayer(nodeA);
      const neverConnected = await createPlayer(nodeA);
      const { socket } = await connect(nodeB, connected);

      expect(await onlineStatus(nodeA, asker.token, [connected.userId, neverConnected.userId])).toEqual([
        { id: connected.userId, isOnline: true },
        { id: neverConnected.userId, isOnline: false },
      ]);

      await closeSocket(socket);
      const after = await poll(
        () => onlineStatus(nodeA, asker.token, [connected.userId]),
        (status) => status[0]?.isOnline === false,
        { timeoutMs: 3000, what: 'offline after disconnect' },
      );
      expect(after).toEqual([{ id: connected.userId, isOnline: false }]);
    });

    it('keeps a user online while they still have a socket on the other node', async () => {
      const asker = await createPlayer(nodeA);
      const player = await createPlayer(nodeA);
      const { socket: onA } = await connect(nodeA, player);
      const { socket: onB } = await connect(nodeB, player);
      await closeSocket(onB);
      // Give node B's disconnect handling (a cluster-wide fetchSockets) time to finish before asking.
      await sleep(1000);
      expect(await onlineStatus(nodeB, asker.token, [player.userId])).toEqual([
        { id: player.userId, isOnline: true },
      ]);
      await closeSocket(onA);
      await poll(
        () => onlineStatus(nodeB, asker.token, [player.userId]),
        (status) => status[0]?.isOnline === false,
        { timeoutMs: 3000, what: 'offline after the last socket closed' },
      );
    });

    it('pushes nothing, not even to Redis, for a user connected on no node; a user on node B still gets theirs', async () => {
      const [offline, online] = [await createPlayer(nodeA), await createPlayer(nodeA)];
      const { socket } = await connect(nodeB, online);
      const hud = (await api(nodeA, 'GET', '/api/character/hud', { token: online.token })).body;
      // Every command Redis runs, from any client, while node A pushes to both: a connection in
      // monitor mode, with its error listener attached before it connects. ioredis switches the
      // connection to monitor mode only once MONITOR's OK has been handled, and out of it at
      // disconnect: a line in the same packet as that OK, or arriving after disconnect(), finds no
      // command waiting and is reported as "Command queue state error" (seen with the other worker's
      // queues busy). Such lines fall outside the window below and are ignored; any other error fails.
      const monitor = new Redis(nodeA.config.REDIS_URL, { monitor: true, lazyConnect: true });
      const errors: Error[] = [];
      monitor.on('error', (error: Error) => {
        if (!error.message.startsWith('Command queue state error')) errors.push(error);
      });
      const published: string[] = [];
      monitor.on('monitor', (_time: string, args: string[]) => {
        if (String(args[0]).toLowerCase() === 'spublish') published.push(String(args[1]));
      });
      await new Promise<void>((resolve, reject) => {
        monitor.once('monitoring', () => resolve());
        monitor.connect().catch(reject);
      });
      try {
        const update = nextEvent(socket, 'hud:update');
        nodeA.app.get<RealtimePublisher>('RealtimePublisher').toUser(offline.userId, 'hud:update', hud);
        nodeA.app.get<RealtimePublisher>('RealtimePublisher').toUser(online.userId, 'hud:update', hud);
        expect(await update).toEqual(hud);
        await sleep(200);
      } finally {
        monitor.disconnect();
      }
      expect(errors).toEqual([]);
      expect(published.filter((channel) => channel.includes(online.userId))).toHaveLength(1);
      expect(published.filter((channel) => channel.includes(offline.userId))).toEqual([]);
    });

    it('tells every node at once of a user who connected, and forgets them at the reload after they left', async () => {
      const player = await createPlayer(nodeA);
      const presenceOnA = nodeA.app.get<PresenceService>('PresenceService');
      expect(presenceOnA.mayHaveSockets(player.userId)).toBe(false);
      const { socket } = await connect(nodeB, player);
      expect(presenceOnA.mayHaveSockets(player.userId)).toBe(true);
      const asker = await createPlayer(nodeA);
      await closeSocket(socket);
      await poll(
        () => onlineStatus(nodeA, asker.token, [player.userId]),
        (status) => status[0]?.isOnline === false,
        { timeoutMs: 3000, what: 'offline after disconnect' },
      );
      // Until the next reload (every 30 s) node A still counts them: a push then only costs a publish.
      expect(presenceOnA.mayHaveSockets(player.userId)).toBe(true);
      await presenceOnA.reload();
      expect(presenceOnA.mayHaveSockets(player.userId)).toBe(false);
    });

    it('keeps online a user who reconnected while their last disconnect was being handled', async () => {
      const asker = await createPlayer(nodeA);
      const player = await createPlayer(nodeA);
      const presence = nodeA.app.get<PresenceService>('PresenceService');
      const disconnectedAt = presence.now() - 1;
      // The reconnect (on node B) lands before the old socket's node marks the user offline.
      await connect(nodeB, player);
      await presence.markOffline(player.userId, disconnectedAt);
      expect(await onlineStatus(nodeA, asker.token, [player.userId])).toEqual([
        { id: player.userId, isOnline: true },
      ]);
      await presence.reload();
      expect(presence.mayHaveSockets(player.userId)).toBe(true);
      // A disconnect after the last announcement does take them offline.
      await presence.markOffline(player.userId, presence.now() + 1);
      expect(await onlineStatus(nodeA, asker.token, [player.userId])).toEqual([
        { id: player.userId, isOnline: false },
      ]);
    });

    it('answers in the order asked and an empty list with an empty list', async () => {
      const asker = await createPlayer(nodeA);
      const online = await createPlayer(nodeA);
      await connect(nodeA, online);
      const unknown = randomUUID();
      expect(await onlineStatus(nodeB, asker.token, [unknown, online.userId])).toEqual([
        { id: unknown, isOnline: false },
        { id: online.userId, isOnline: true },
      ]);
      expect(await onlineStatus(nodeB, asker.token, [])).toEqual([]);
    });

    it('rejects ids that are not UUIDs, and a body without a list, with 400 and Arabic details', async () => {
      const asker = await createPlayer(nodeA);
      const bad = await api(nodeA, 'POST', '/api/users/online-status', {
        token: asker.token,
        body: { userIds: ['42', 'abc'] },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ statusCode: 400, message: 'Validation failed' });
      expect(bad.body.details).toContain('معرف المستخدم غير صحيح');
      for (const line of bad.body.details as string[]) expect(line).toMatch(/[\u0600-\u06FF]/);

      const notAList = await api(nodeA, 'POST', '/api/users/online-status', {
        token: asker.token,
        body: { userIds: 'abc' },
      });
      expect(notAList.status).toBe(400);
      expect(notAList.body.details).toContain('قائمة المستخدمين غير صحيحة');

      const tooMany = await api(nodeA, 'POST', '/api/users/online-status', {
        token: asker.token,
        body: { userIds: Array.from({ length: 201 }, () => randomUUID()) },
      });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.details).toContain('قائمة المستخدمين يجب أن تكون 200 كحد أقصى');
    });

    it('requires a signed-in caller', async () => {
      const response = await api(nodeA, 'POST', '/api/users/online-status', { body: { userIds: [] } });
      expect(response.status).toBe(401);
    });
  });
});
