import { getQueueToken } from '@nestjs/bullmq';
import { ModulesContainer } from '@nestjs/core';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { effectiveStats } from '../src/game/stats.rules';
import type { BootWork } from '../src/infra/lifecycle/boot-work.service';
import { LeaderboardRebuildJob, leaderboardJobId, QueueName } from '../src/infra/queue/queues';
import { REDIS } from '../src/infra/redis/redis.module';
import { LEADERBOARD_CRON } from '../src/modules/leaderboard/leaderboard.scheduler';
import type { LeaderboardProcessor } from '../src/modules/leaderboard/leaderboard.processor';
import { LEADERBOARD_BUILT_AT_KEY, LeaderboardService } from '../src/modules/leaderboard/leaderboard.service';
import { api, connectSocket, createPlayer, nextEvent, Player } from './support/api';
import { closeSocket, poll } from './support/cluster/sockets';
import { grant } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The leaderboards (spec 000 sections 2, 3, 7, 9; DESIGN.md section 6): five top-50 boards rebuilt
 * into Redis every 5 minutes, read by `GET /api/leaderboard/complete` from level 30.
 */
jest.setTimeout(60_000);

const SORTS = ['fame', 'level', 'money', 'fightsWon', 'crimesCommitted'] as const;

describe('leaderboard', () => {
  let app: TestApp;
  let leaderboard: LeaderboardService;
  let viewer: Player;

  beforeAll(async () => {
    app = await startTestApp();
    // The tests rebuild the boards themselves; the live schedule would only rebuild the same data.
    app.app.get(SchedulerRegistry).getCronJob(LEADERBOARD_CRON).stop();
    // Its boot build too (boot work, after listening): finishing after a test's own rebuild, it would
    // store boards read before that test's players were set (seen on a loaded machine).
    await app.app.get<BootWork>('BootWork').settled();
    leaderboard = app.app.get(LeaderboardService);
    viewer = await createPlayer(app, { username: 'lb_viewer' });
    await setCharacter(viewer, { level: 30 });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function setCharacter(player: Player, { money, ...values }: Record<string, unknown>) {
    // Cash lives in the wallet: it is granted through it, so the books stay balanced.
    if (money) await grant(app, player.characterId, { money: Number(money) });
    const columns = Object.keys(values);
    if (!columns.length) return;
    const assignments = columns.map((column, index) => `${column} = $${index + 2}`).join(', ');
    await app.dataSource.query(`UPDATE characters SET ${assignments} WHERE id = $1`, [
      player.characterId,
      ...Object.values(values),
    ]);
  }

  const board = (player: Player, query: string) =>
    api(app, 'GET', `/api/leaderboard/complete${query}`, { token: player.token });
  const names = (body: { rankings: { username: string | null }[] }) =>
    body.rankings.map((entry) => entry.username);

  describe('with a handful of players', () => {
    let a: Player;
    let b: Player;
    let c: Player;

    beforeAll(async () => {
      [a, b, c] = await Promise.all(
        ['lb_a', 'lb_b', 'lb_c'].map((username) => createPlayer(app, { username })),
      );
      // Each board has a different order; the viewer (level 30, zeros elsewhere) sits in between on some.
      await setCharacter(a, { level: 35, money: 10, fights_won: 7, crimes_committed: 1 });
      await setCharacter(b, {
        level: 20,
        trained_strength: 900,
        money: 5000,
        fights_won: 2,
        crimes_committed: 50,
      });
      await setCharacter(c, {
        level: 25,
        trained_defense: 10,
        money: 700,
        fights_won: 30,
        crimes_committed: 9,
      });
      await leaderboard.rebuild();
    });

    it('orders each board by its criterion, numbering positions from 1', async () => {
      const expected: Record<(typeof SORTS)[number], string[]> = {
        fame: ['lb_b', 'lb_a', 'lb_viewer', 'lb_c'],
        level: ['lb_a', 'lb_viewer', 'lb_c', 'lb_b'],
        money: ['lb_b', 'lb_c', 'lb_a', 'lb_viewer'],
        fightsWon: ['lb_c', 'lb_a', 'lb_b', 'lb_viewer'],
        crimesCommitted: ['lb_b', 'lb_c', 'lb_a', 'lb_viewer'],
      };
      for (const sort of SORTS) {
        const result = await board(viewer, `?sort=${sort}&limit=50`);
        expect(result.status).toBe(200);
        expect(names(result.body)).toEqual(expected[sort]);
        expect(result.body.rankings.map((entry: { position: number }) => entry.position)).toEqual([
          1, 2, 3, 4,
        ]);
      }
    });

    it('ranks fame by the stats rules over effective stats, and answers the spec entry fields', async () => {
      const result = await board(viewer, '?sort=fame');
      const entryOf = (player: Player) =>
        result.body.rankings.find((entry: { userId: string }) => entry.userId === player.userId);
      expect(entryOf(a).criteria).toBe(effectiveStats(35).fame);
      expect(entryOf(b).criteria).toBe(effectiveStats(20, { trainedStrength: 900 }).fame);
      expect(entryOf(c).criteria).toBe(effectiveStats(25, { trainedDefense: 10 }).fame);
      expect(entryOf(b)).toEqual({
        userId: b.userId,
        username: 'lb_b',
        name: 'lb_b',
        avatarUrl: null,
        level: 20,
        isVip: false,
        position: 1,
        criteria: effectiveStats(20, { trainedStrength: 900 }).fame,
      });
      const money = await board(viewer, '?sort=money');
      expect(money.body.rankings[0]).toMatchObject({ userId: b.userId, criteria: 5000 });
    });

    it('maps every ranked player to its rating summary with the caller own rating', async () => {
      await api(app, 'POST', `/api/character/profile/${a.userId}/rate`, {
        token: viewer.token,
        body: { rating: 'DISLIKE' },
      });
      await api(app, 'POST', `/api/character/profile/${a.userId}/rate`, {
        token: b.token,
        body: { rating: 'LIKE' },
      });
      const result = await board(viewer, '?sort=level&limit=2');
      expect(names(result.body)).toEqual(['lb_a', 'lb_viewer']);
      expect(result.body.ratings).toEqual({
        [a.userId]: { likes: 1, dislikes: 1, userRating: 'DISLIKE' },
        [viewer.userId]: { likes: 0, dislikes: 0, userRating: null },
      });
    });

    it('serves the stored board until the next rebuild', async () => {
      await setCharacter(c, { level: 99 });
      expect(names((await board(viewer, '?sort=level')).body)[0]).toBe('lb_a');
      await leaderboard.rebuild();
      expect(names((await board(viewer, '?sort=level')).body)[0]).toBe('lb_c');
      await setCharacter(c, { level: 25 });
      await leaderboard.rebuild();
    });

    it('marks VIP players (VIP not yet expired at the rebuild) with isVip on every board', async () => {
      const day = 24 * 3600_000;
      await setCharacter(a, { vip_expires_at: new Date(Date.now() + day) });
      await setCharacter(c, { vip_expires_at: new Date(Date.now() - day) });
      try {
        await leaderboard.rebuild();
        for (const sort of SORTS) {
          const result = await board(viewer, `?sort=${sort}`);
          const vip = Object.fromEntries(
            result.body.rankings.map((entry: { username: string; isVip: boolean }) => [
              entry.username,
              entry.isVip,
            ]),
          );
          expect(vip).toEqual({ lb_a: true, lb_b: false, lb_c: false, lb_viewer: false });
        }
      } finally {
        await setCharacter(a, { vip_expires_at: null });
        await setCharacter(c, { vip_expires_at: null });
        await leaderboard.rebuild();
      }
    });

    it('leaves banned players off the boards', async () => {
      await app.dataSource.query(`UPDATE users SET is_banned = true WHERE id = $1`, [b.userId]);
      await leaderboard.rebuild();
      expect(names((await board(viewer, '?sort=money')).body)).toEqual(['lb_c', 'lb_a', 'lb_viewer']);
      await app.dataSource.query(`UPDATE users SET is_banned = false WHERE id = $1`, [b.userId]);
      await leaderboard.rebuild();
    });

    it('answers rankings:request with rankings:update carrying the REST body', async () => {
      const socket = await connectSocket(app, viewer.token);
      try {
        const update = nextEvent(socket, 'rankings:update');
        socket.emit('rankings:request', { sort: 'fightsWon' });
        const payload = await update;
        expect(payload).toEqual((await board(viewer, '?sort=fightsWon')).body);
        expect(payload.rankings[0].username).toBe('lb_c');
        const fame = nextEvent(socket, 'rankings:update');
        socket.emit('rankings:request');
        expect(names(await fame)).toEqual(['lb_b', 'lb_a', 'lb_viewer', 'lb_c']);
      } finally {
        await closeSocket(socket);
      }
    });
  });

  it('locks the board below level 30, on REST and on the socket', async () => {
    const low = await createPlayer(app);
    await setCharacter(low, { level: 29 });
    const result = await board(low, '?sort=fame');
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({
      code: 'FEATURE_LOCKED',
      requiredLevel: 30,
      message: 'هذه الميزة تتطلب المستوى ٣٠',
    });
    const socket = await connectSocket(app, low.token);
    try {
      const update = nextEvent(socket, 'rankings:update', 1000);
      socket.emit('rankings:request', { sort: 'fame' });
      await expect(update).rejects.toThrow('no rankings:update');
    } finally {
      await closeSocket(socket);
    }
  });

  it('refuses an unknown sort and a limit outside 1..50', async () => {
    expect((await board(viewer, '?sort=exp')).body).toMatchObject({
      statusCode: 400,
      details: ['نوع الترتيب غير صحيح'],
    });
    expect((await board(viewer, '?sort=fame&limit=51')).status).toBe(400);
    expect((await board(viewer, '?sort=fame&limit=0')).status).toBe(400);
  });

  it('keeps the top 50 of each board', async () => {
    // 60 more players straight in the database, levels 31..90, fights won 60..1.
    await app.dataSource.query(`
      WITH created AS (
        INSERT INTO users (display_name, username, account_setup_completed)
        SELECT 'bulk', 'lb_bulk_' || n, true FROM generate_series(1, 60) AS n
        RETURNING id, username
      )
      INSERT INTO characters (user_id, level, hp, hp_updated_at, energy, energy_updated_at, fights_won)
      SELECT id, 30 + substring(username from 9)::int, 1000, now(), 100, now(), 61 - substring(username from 9)::int FROM created`);
    await leaderboard.rebuild();
    const level = await board(viewer, '?sort=level');
    expect(level.body.rankings).toHaveLength(50);
    expect(level.body.rankings[0]).toMatchObject({
      username: 'lb_bulk_60',
      level: 90,
      position: 1,
      criteria: 90,
    });
    expect(level.body.rankings[49]).toMatchObject({ username: 'lb_bulk_11', position: 50 });
    expect(Object.keys(level.body.ratings)).toHaveLength(50);
    const fights = await board(viewer, '?sort=fightsWon&limit=3');
    expect(names(fights.body)).toEqual(['lb_bulk_1', 'lb_bulk_2', 'lb_bulk_3']);
  });

  it('builds the boards on the first read when none were ever built', async () => {
    const redis = app.app.get<Redis>(REDIS);
    await redis.del(LEADERBOARD_BUILT_AT_KEY, ...SORTS.map((sort) => `leaderboard:${sort}`));
    const result = await board(viewer, '?sort=level&limit=1');
    expect(result.status).toBe(200);
    expect(result.body.rankings).toEqual([expect.objectContaining({ username: 'lb_bulk_60', position: 1 })]);
    expect(await redis.get(LEADERBOARD_BUILT_AT_KEY)).not.toBeNull();
  });

  it('enqueues one rebuild per 5-minute period, and the worker runs it', async () => {
    const queue = app.app.get<Queue<LeaderboardRebuildJob>>(getQueueToken(QueueName.LEADERBOARD));
    const redis = app.app.get<Redis>(REDIS);
    await redis.del(LEADERBOARD_BUILT_AT_KEY);
    const ids = await Promise.all(
      ['2031-03-04T10:05:00Z', '2031-03-04T10:07:30Z', '2031-03-04T10:09:59.999Z'].map((at) =>
        leaderboard.enqueueRebuild(new Date(at)),
      ),
    );
    expect(new Set(ids)).toEqual(new Set([leaderboardJobId(new Date('2031-03-04T10:05:00Z'))]));
    expect(ids[0]).toBe('leaderboard-20310304T100500Z');
    expect(await leaderboard.enqueueRebuild(new Date('2031-03-04T10:10:00Z'))).toBe(
      'leaderboard-20310304T101000Z',
    );
    const job = await queue.getJob(ids[0]);
    expect(job?.data).toEqual({ periodStart: '2031-03-04T10:05:00.000Z' });
    await poll(
      () => redis.get(LEADERBOARD_BUILT_AT_KEY),
      (builtAt) => builtAt !== null,
      { timeoutMs: 10_000, what: 'rebuild by the worker' },
    );
    await poll(
      async () => (await queue.getJob(ids[0]))?.returnvalue,
      (value) => typeof value === 'string',
      {
        timeoutMs: 5000,
        what: 'rebuild job finished',
      },
    );
  });
  it('builds missing boards when a worker boots (in the background); an api node neither builds nor schedules', async () => {
    const redis = app.app.get<Redis>(REDIS);
    // The shared app is ROLE all: its worker may still run a rebuild queued by an earlier test (or by
    // its 5-minute schedule). Pause it, waiting for any job in progress, so only the nodes under test build.
    const mainWorker = app.app.get<LeaderboardProcessor>('LeaderboardProcessor').worker;
    await mainWorker.pause(false);
    await redis.del(LEADERBOARD_BUILT_AT_KEY, ...SORTS.map((sort) => `leaderboard:${sort}`));
    const apiNode = await startTestApp({ env: { ROLE: 'api' }, shareWith: app });
    try {
      const modules = [...apiNode.app.get(ModulesContainer).values()].map((module) => module.metatype?.name);
      expect(modules).toContain('LeaderboardModule');
      expect(modules).not.toContain('LeaderboardWorkerModule');
      expect(await redis.get(LEADERBOARD_BUILT_AT_KEY)).toBeNull();
    } finally {
      await apiNode.close();
    }
    const workerNode = await startTestApp({ env: { ROLE: 'worker' }, shareWith: app });
    try {
      // The first build does not hold up the node's readiness: it runs as boot work.
      await workerNode.app.get<BootWork>('BootWork').settled();
      expect(await redis.get(LEADERBOARD_BUILT_AT_KEY)).not.toBeNull();
      expect(JSON.parse((await redis.get('leaderboard:level'))!)[0]).toMatchObject({
        username: 'lb_bulk_60',
        position: 1,
      });
    } finally {
      await workerNode.close();
      mainWorker.resume();
    }
  });
});
