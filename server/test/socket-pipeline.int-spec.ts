import type { Server } from 'socket.io';
import type { RandomSource } from '../src/common/random';
import type { GameGatewayRouter } from '../src/infra/realtime/game-gateway.router';
import type { RealtimePublisher } from '../src/infra/realtime/realtime.publisher';
import type { CrimesSeed } from '../src/modules/crimes/crimes.seed';
import type { JobsSeed } from '../src/modules/jobs/jobs.seed';
import type { LeaderboardProcessor } from '../src/modules/leaderboard/leaderboard.processor';
import {
  api,
  connectSocket,
  createPlayer,
  GameClientSocket,
  nextEvent,
  Player,
  signInAdmin,
} from './support/api';
import { closeSocket, expectNoAnswer, recordEvents, sleep } from './support/cluster/sockets';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * One pipeline for REST and the socket (issue 10, point 3): gateway handlers pass the same guards
 * (`@RequiresFeature`, `@NotConfined`, `@AdminOnly`) and the same validation pipe and DTOs as the
 * routes, and answer with the same error bodies. Also the socket deviations of issue 17:
 * `profile:request { userId }`, `crime:request`, `join` and the leaderboard push after a rebuild.
 */

jest.setTimeout(60_000);

type Any = any;

/** Emits `event` with a payload and resolves with the acknowledgement (5 s at most). */
function ack(socket: GameClientSocket, event: string, payload?: unknown): Promise<Any> {
  return (socket as unknown as { timeout(ms: number): { emitWithAck(...args: unknown[]): Promise<Any> } })
    .timeout(5000)
    .emitWithAck(event, payload);
}

describe('socket pipeline: the REST guards, pipes and errors on the socket', () => {
  let app: TestApp;
  let adminToken: string;
  const sockets: GameClientSocket[] = [];

  beforeAll(async () => {
    app = await sharedTestApp();
    adminToken = await signInAdmin(app);
    await app.app.get<CrimesSeed>('CrimesSeed').loadIfEmpty();
    await app.app.get<JobsSeed>('JobsSeed').loadIfEmpty();
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => closeSocket(socket)));
    await app?.close();
  });

  const connect = async (token: string) => {
    const socket = await connectSocket(app, token);
    sockets.push(socket);
    return socket;
  };
  const setLevel = (player: Player, level: number) =>
    app.dataSource.query(`UPDATE characters SET level = $2 WHERE id = $1`, [player.characterId, level]);
  const jail = (player: Player) =>
    app.dataSource.query(`UPDATE characters SET jail_until = now() + interval '10 minutes' WHERE id = $1`, [
      player.characterId,
    ]);
  const firstCrimeId = async () =>
    (await app.dataSource.query(`SELECT id FROM crimes WHERE req_level = 1 ORDER BY id LIMIT 1`))[0]
      .id as number;
  const firstJobId = async () =>
    (await app.dataSource.query(`SELECT id FROM jobs WHERE tier = 1 ORDER BY id LIMIT 1`))[0].id as number;

  describe('@RequiresFeature', () => {
    it('refuses a locked feature on the socket with the REST body, and sends no update', async () => {
      const player = await createPlayer(app);
      const socket = await connect(player.token);
      const rest = await api(app, 'GET', '/api/bank', { token: player.token });
      expect(rest.status).toBe(403);
      const locked = await ack(socket, 'bank:request');
      const { statusCode, ...body } = rest.body;
      expect(statusCode).toBe(403);
      expect(locked).toEqual({ statusCode: 403, ...body });
      expect(locked).toMatchObject({
        code: 'FEATURE_LOCKED',
        requiredLevel: 11,
        message: 'هذه الميزة تتطلب المستوى ١١',
      });
      expect(await ack(socket, 'rankings:request', { sort: 'fame' })).toMatchObject({
        code: 'FEATURE_LOCKED',
        requiredLevel: 30,
      });
      expect(await ack(socket, 'bloodContract:request')).toMatchObject({
        code: 'FEATURE_LOCKED',
        requiredLevel: 6,
      });
      // The fight checks the attacker's level itself (no guard re-reading the row): the same body,
      // before anything about the target.
      const someone = '00000000-0000-4000-8000-000000000000';
      expect(await ack(socket, 'requestFight', { targetUserId: someone })).toMatchObject({
        code: 'FEATURE_LOCKED',
        requiredLevel: 6,
      });
      await expectNoAnswer(socket, 'bank:request', 'bank:update');

      await setLevel(player, 11);
      const bank = nextEvent(socket, 'bank:update');
      socket.emit('bank:request');
      expect(await bank).toEqual((await api(app, 'GET', '/api/bank', { token: player.token })).body);
    });
  });

  describe('@NotConfined (spec 000 section 6: no crimes, fights, contracts, training or jobs while confined)', () => {
    it('refuses every listed action in jail on REST and on the socket, with the same body', async () => {
      const player = await createPlayer(app);
      const other = await createPlayer(app);
      await setLevel(player, 10);
      await setLevel(other, 10);
      const socket = await connect(player.token);
      await jail(player);
      const crimeId = await firstCrimeId();
      const inJail = { statusCode: 403, code: 'IN_JAIL', type: 'jail' };

      const restCrime = await api(app, 'POST', `/api/crimes/${crimeId}/commit`, { token: player.token });
      expect(restCrime.body).toMatchObject(inJail);
      const socketCrime = await ack(socket, 'crime:request', { crimeId });
      expect(socketCrime).toMatchObject(inJail);
      expect(socketCrime.message).toBe(restCrime.body.message);

      const restFight = await api(app, 'POST', `/api/fight/${other.userId}`, { token: player.token });
      expect(restFight.body).toMatchObject(inJail);
      expect(await ack(socket, 'requestFight', { targetUserId: other.userId })).toMatchObject({
        ...inJail,
        message: restFight.body.message,
      });

      const jobId = await firstJobId();
      expect((await api(app, 'POST', `/api/jobs/${jobId}/take`, { token: player.token })).body).toMatchObject(
        inJail,
      );
      expect((await api(app, 'POST', '/api/jobs/quit', { token: player.token })).body).toMatchObject(inJail);
      expect(
        (
          await api(app, 'POST', '/api/gym/train', {
            token: player.token,
            body: { stat: 'strength', energy: 10 },
          })
        ).body,
      ).toMatchObject(inJail);
      expect(
        (await api(app, 'POST', '/api/blood-contracts/1/execute', { token: player.token })).body,
      ).toMatchObject(inJail);

      // Nothing was done: no job taken, no crime committed.
      const [row] = await app.dataSource.query(
        `SELECT crimes_committed, (SELECT count(*)::int FROM character_jobs WHERE character_id = $1) AS jobs
           FROM characters WHERE id = $1`,
        [player.characterId],
      );
      expect(row).toEqual({ crimes_committed: 0, jobs: 0 });

      // Chat, messages and the bank stay open (DESIGN.md section 6).
      expect(await ack(socket, 'join_global_chat')).toEqual({ success: true });
      expect((await api(app, 'GET', '/api/jobs', { token: player.token })).status).toBe(200);
    });

    it('lets a free player take a job and commit a crime over the socket (`crime:request` → `crime:update`)', async () => {
      const player = await createPlayer(app);
      const socket = await connect(player.token);
      const jobId = await firstJobId();
      expect((await api(app, 'POST', `/api/jobs/${jobId}/take`, { token: player.token })).status).toBe(200);

      const crimeId = await firstCrimeId();
      // A draw below every success rate, as the crimes tests do, so the attempt succeeds.
      const draw = jest.spyOn(app.app.get<RandomSource>('RandomSource'), 'next').mockReturnValue(0);
      const pushed = nextEvent(socket, 'crime:update');
      const result = await ack(socket, 'crime:request', { crimeId });
      expect(result).toMatchObject({ crimeId, energyLeft: expect.any(Number) });
      expect(await pushed).toEqual(result);
      expect(await ack(socket, 'crime:request', { crimeId })).toMatchObject({ code: 'CRIME_ON_COOLDOWN' });
      draw.mockRestore();
      expect(result).toMatchObject({ success: true });
    });
  });

  describe('@AdminOnly', () => {
    it('refuses admin socket actions to a player (ack and global_message_error) and lets the admin act', async () => {
      const player = await createPlayer(app);
      const victim = await createPlayer(app);
      const socket = await connect(player.token);
      const errors = recordEvents(socket, 'global_message_error');
      const refused = { statusCode: 403, code: 'ADMIN_ONLY', message: 'هذا الإجراء للمشرفين فقط' };
      expect(await ack(socket, 'kick_user', { userId: victim.userId })).toMatchObject(refused);
      // The guard runs before the payload is read: an invalid payload is refused as not-admin too.
      expect(await ack(socket, 'mute_user', { userId: 'x' })).toMatchObject(refused);
      expect(await ack(socket, 'clear_global_chat')).toMatchObject(refused);
      await sleep(100);
      errors.stop();
      expect(errors.payloads).toHaveLength(3);
      expect(errors.payloads[0]).toMatchObject(refused);

      const admin = await connect(adminToken);
      expect(await ack(admin, 'clear_global_chat')).toMatchObject({ success: true });
    });
  });

  describe('the validation pipe', () => {
    it('refuses invalid payloads with the REST body and Arabic details', async () => {
      const player = await createPlayer(app);
      await setLevel(player, 6);
      const socket = await connect(player.token);

      const rest = await api(app, 'POST', '/api/fight/not-a-uuid', { token: player.token });
      expect(rest.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(await ack(socket, 'requestFight', { targetUserId: 'not-a-uuid' })).toEqual(rest.body);
      for (const payload of ['x', [1, 2], null, 7])
        expect(await ack(socket, 'requestFight', payload)).toMatchObject({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
        });
      expect(await ack(socket, 'requestFight')).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: ['معرف اللاعب غير صحيح'],
      });

      const messageError = nextEvent(socket, 'message_error');
      const sent = await ack(socket, 'send_message', { receiverId: 'nope', content: 'مرحبا' });
      expect(sent).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        details: ['معرف المستخدم غير صحيح'],
      });
      expect(await messageError).toEqual(sent);

      expect(await ack(socket, 'crime:request', { crimeId: 'one' })).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: ['معرف الجريمة غير صحيح'],
      });
      expect(await ack(socket, 'profile:request', { userId: 42 })).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: ['معرف المستخدم غير صحيح'],
      });
      expect(await ack(socket, 'edit_global_message', { messageId: -1, content: 'x' })).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: ['معرف الرسالة غير صحيح'],
      });
    });
  });

  describe('profile:request { userId } (issue 17)', () => {
    it("answers the caller's own profile without userId and another player's public profile with it", async () => {
      const player = await createPlayer(app);
      const other = await createPlayer(app);
      const socket = await connect(player.token);

      const own = nextEvent(socket, 'profile:update');
      socket.emit('profile:request');
      expect(await own).toEqual(
        (await api(app, 'GET', '/api/character/profile', { token: player.token })).body,
      );

      const theirs = nextEvent(socket, 'profile:update');
      socket.emit('profile:request', { userId: other.userId });
      const publicProfile = (
        await api(app, 'GET', `/api/character/profile/by-username/${other.username}`, { token: player.token })
      ).body;
      expect(await theirs).toEqual(publicProfile);
      expect(publicProfile).toMatchObject({ userId: other.userId });
      expect(publicProfile).not.toHaveProperty('bankBalance');

      expect(
        await ack(socket, 'profile:request', { userId: '00000000-0000-4000-8000-000000000000' }),
      ).toMatchObject({
        statusCode: 404,
        code: 'PLAYER_NOT_FOUND',
      });
    });
  });

  describe('leaderboard room (issue 17: rankings:update after each rebuild)', () => {
    it('pushes the shown board to sockets that joined the leaderboard, and stops after leave', async () => {
      const viewer = await createPlayer(app);
      const locked = await createPlayer(app);
      // The top level: the board shows the best 50 of the worker's shared database, ties to the
      // older character, so a viewer at the unlock level (30) could be below other files' players.
      await setLevel(viewer, 100);
      const socket = await connect(viewer.token);
      const lockedSocket = await connect(locked.token);
      const bystander = await connect((await createPlayer(app)).token);

      expect(await ack(lockedSocket, 'join', { room: 'leaderboard' })).toMatchObject({
        code: 'FEATURE_LOCKED',
      });
      expect(await ack(socket, 'join', { room: 'gangs' })).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: ['الغرفة غير صحيحة'],
      });
      expect(await ack(socket, 'join', { room: 'leaderboard', sort: 'level' })).toEqual({ success: true });

      const others = recordEvents(bystander, 'rankings:update');
      const pushed = nextEvent(socket, 'rankings:update');
      // A rebuild as the 5-minute job runs it: the worker announces it, the listener pushes.
      await app.app.get<LeaderboardProcessor>('LeaderboardProcessor').process({} as never);
      const board = await pushed;
      expect(board.sort).toBe('level');
      expect(board.rankings.some((entry) => entry.userId === viewer.userId)).toBe(true);
      expect(board).toEqual(
        (await api(app, 'GET', '/api/leaderboard/complete?sort=level', { token: viewer.token })).body,
      );

      // Switching tabs: the board asked for last is the one pushed.
      const money = nextEvent(socket, 'rankings:update');
      socket.emit('rankings:request', { sort: 'money' });
      expect((await money).sort).toBe('money');
      const afterSwitch = nextEvent(socket, 'rankings:update');
      await app.app.get<LeaderboardProcessor>('LeaderboardProcessor').process({} as never);
      expect((await afterSwitch).sort).toBe('money');

      expect(await ack(socket, 'leave', { room: 'leaderboard' })).toEqual({ success: true });
      const after = recordEvents(socket, 'rankings:update');
      await app.app.get<LeaderboardProcessor>('LeaderboardProcessor').process({} as never);
      await sleep(300);
      after.stop();
      others.stop();
      expect(after.payloads).toEqual([]);
      expect(others.payloads).toEqual([]);
    });
  });

  describe('the feature gateways (issue 16: nothing per handler kept per socket)', () => {
    it('serves every feature event from the node-wide table: the socket holds only the connection listeners', async () => {
      const player = await createPlayer(app);
      const socket = await connect(player.token);
      const server = (app.app.get<RealtimePublisher>('RealtimePublisher') as unknown as { server: Server })
        .server;
      const held = server.of('/').sockets.get(socket.id!)!;
      expect(held.eventNames().sort()).toEqual(['disconnect', 'error']);
      expect(app.app.get<GameGatewayRouter>('GameGatewayRouter').events).toEqual(
        expect.arrayContaining([
          'ping',
          'crime:request',
          'bank:request',
          'send_global_message',
          'profile:request',
        ]),
      );
      const profile = nextEvent(socket, 'profile:update');
      socket.emit('profile:request');
      expect(await profile).toEqual(
        (await api(app, 'GET', '/api/character/profile', { token: player.token })).body,
      );
    });
  });
});
