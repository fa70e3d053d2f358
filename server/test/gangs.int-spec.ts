import { effectiveStats } from '../src/game/stats.rules';
import { api, Player } from './support/api';
import { balancesOf, economyAudit, givenPlayer } from './support/factories';
import { gangName, givenGang } from './support/gangs';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * Gangs (DESIGN.md section 6 "Gangs", spec 001 sections 3, 7 and 9, spec 000 sections 7 and 9):
 * founding at level 10 for 50,000, unique names after Arabic normalisation, the `/gangs` list by
 * total fame, the drawer's `user/mine`, and join requests (3 pending at most, accepting one cancels
 * the others).
 */

jest.setTimeout(60_000);

describe('gangs', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await sharedTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const create = (player: Player, body: object) =>
    api(app, 'POST', '/api/gangs', { token: player.token, body });
  const mine = (player: Player) => api(app, 'GET', '/api/gangs/user/mine', { token: player.token });
  const sendRequest = (player: Player, gangId: number, message = 'أريد الانضمام') =>
    api(app, 'POST', `/api/gangs/${gangId}/join-requests`, { token: player.token, body: { message } });
  const pendingOf = async (player: Player) =>
    (await api(app, 'GET', '/api/gangs/user/join-requests', { token: player.token })).body.requests as {
      id: number;
      gangId: number;
    }[];

  describe('level gate (spec 000 section 9: gangs at level 10)', () => {
    it('refuses every gang route below level 10 with 403 FEATURE_LOCKED, and opens them at 10', async () => {
      const gang = await givenGang(app);
      const young = await givenPlayer(app, { level: 9, money: 100_000 });
      const calls: [string, string, object?][] = [
        ['GET', '/api/gangs'],
        ['POST', '/api/gangs', { name: gangName() }],
        ['GET', `/api/gangs/${gang.id}`],
        ['POST', `/api/gangs/${gang.id}/join-requests`, {}],
        ['GET', '/api/gangs/user/join-requests'],
        ['POST', '/api/gangs/leave'],
      ];
      for (const [method, path, body] of calls) {
        const response = await api(app, method, path, { token: young.token, body });
        expect({ path, status: response.status, code: response.body.code }).toEqual({
          path,
          status: 403,
          code: 'FEATURE_LOCKED',
        });
      }
      expect(await pendingCount(young)).toBe(0);
      await app.dataSource.query(`UPDATE characters SET level = 10 WHERE id = $1`, [young.characterId]);
      expect((await api(app, 'GET', `/api/gangs/${gang.id}`, { token: young.token })).status).toBe(200);
      expect((await create(young, { name: gangName() })).status).toBe(201);
    });

    async function pendingCount(player: Player): Promise<number> {
      const [row] = await app.dataSource.query(
        `SELECT count(*)::int AS n FROM gang_join_requests WHERE user_id = $1`,
        [player.userId],
      );
      return row.n;
    }

    it('answers user/mine at any level: 404 NOT_IN_GANG without a gang', async () => {
      const newcomer = await givenPlayer(app, { level: 1 });
      const response = await mine(newcomer);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_IN_GANG', message: 'أنت لست عضواً في أي عصابة' });
    });
  });

  describe('founding', () => {
    it('costs 50,000 money paid to the sink, makes the founder BOSS and answers the gang page', async () => {
      const founder = await givenPlayer(app, { level: 10, money: 60_000 });
      const name = gangName();
      const response = await create(founder, { name, description: 'عصابة للاختبار' });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        name,
        description: 'عصابة للاختبار',
        board: '',
        money: 0,
        maxMembers: 20,
        memberCount: 1,
        GangMembers: [
          { userId: founder.userId, role: 'BOSS', User: { id: founder.userId, username: founder.username } },
        ],
      });
      expect((await balancesOf(app, founder.characterId)).money).toBe(10_000);
      const [entry] = await app.dataSource.query(
        `SELECT delta FROM ledger_entries WHERE system_account = 'sink:gang_creation' AND reference = $1`,
        [`gang:${response.body.id}`],
      );
      expect(Number(entry.delta)).toBe(50_000);
      expect((await mine(founder)).body).toEqual({ id: response.body.id, name, role: 'BOSS' });
      expect((await economyAudit(app)).ok).toBe(true);
    });

    it('refuses a founder without 50,000 and creates nothing', async () => {
      const poor = await givenPlayer(app, { level: 10, money: 49_999 });
      const name = gangName();
      const response = await create(poor, { name });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('INSUFFICIENT_MONEY');
      expect(await app.dataSource.query(`SELECT 1 FROM gangs WHERE name = $1`, [name])).toHaveLength(0);
      expect((await balancesOf(app, poor.characterId)).money).toBe(49_999);
    });

    it('refuses a second gang to a member, without charging', async () => {
      const gang = await givenGang(app, { bossMoney: 50_000 });
      const response = await create(gang.boss, { name: gangName() });
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('ALREADY_IN_GANG');
      expect((await balancesOf(app, gang.boss.characterId)).money).toBe(50_000);
    });

    it('keeps names unique after Arabic normalisation and case folding', async () => {
      const first = await givenPlayer(app, { level: 10, money: 50_000 });
      const second = await givenPlayer(app, { level: 10, money: 50_000 });
      const suffix = String(Date.now() % 100_000);
      expect((await create(first, { name: `أسود الليل ${suffix}` })).status).toBe(201);
      for (const name of [`اسود الليل ${suffix}`, `أُسُود  الليـل ${suffix}`]) {
        const response = await create(second, { name });
        expect({ name, status: response.status, code: response.body.code }).toEqual({
          name,
          status: 409,
          code: 'GANG_NAME_TAKEN',
        });
      }
      expect((await create(first, { name: `Black Hand ${suffix}` })).status).toBe(409); // already in a gang
      expect((await create(second, { name: `BLACK hand ${suffix}` })).status).toBe(201);
      const third = await givenPlayer(app, { level: 10, money: 50_000 });
      expect((await create(third, { name: `black hand ${suffix}` })).body.code).toBe('GANG_NAME_TAKEN');
    });

    it('validates name 3 to 20 characters and description up to 500', async () => {
      const player = await givenPlayer(app, { level: 10, money: 50_000 });
      for (const body of [
        { name: 'ab' },
        { name: 'x'.repeat(21) },
        { name: '   ' },
        { name: 'abcd', description: 'y'.repeat(501) },
      ]) {
        const response = await create(player, body);
        expect({ body, status: response.status }).toEqual({ body, status: 400 });
      }
      // Invisible characters are trimmed where the body is read: nothing of the name is left.
      const invisible = await create(player, { name: '\u200B\u200B\u200B\u200B' });
      expect({ status: invisible.status, code: invisible.body.code }).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
      });
      expect((await balancesOf(app, player.characterId)).money).toBe(50_000);
      // 20 characters as the player sees them, 40 code points: accepted, not a database error.
      expect((await create(player, { name: '❤️'.repeat(20) })).status).toBe(201);
    });
  });

  describe('the /gangs list and the gang page (spec 001 section 9)', () => {
    it('ranks gangs by total fame, the sum of the members’ fame, and searches by name', async () => {
      const strong = await givenGang(app);
      const weak = await givenGang(app);
      const members = [
        await givenPlayer(app, { level: 40, trainedStrength: 100 }),
        await givenPlayer(app, { level: 30 }),
      ];
      for (const member of members)
        await app.dataSource.query(
          `INSERT INTO gang_members (gang_id, user_id, role) VALUES ($1, $2, 'AUDW')`,
          [strong.id, member.userId],
        );
      const expected =
        effectiveStats(10).fame + effectiveStats(40, { trainedStrength: 100 }).fame + effectiveStats(30).fame;

      const page = await api(app, 'GET', `/api/gangs/${strong.id}`, { token: strong.boss.token });
      expect(page.body).toMatchObject({ memberCount: 3, totalFame: expected });
      // The page's fame is the profile's fame of each member.
      for (const member of page.body.GangMembers) {
        const player = [strong.boss, ...members].find((p) => p.userId === member.userId)!;
        const profile = await api(app, 'GET', '/api/character/profile', { token: player.token });
        expect(member.User.Character.fame).toBe(profile.body.fame);
      }
      expect(page.body.GangMembers.map((m: { role: string }) => m.role)).toEqual(['BOSS', 'AUDW', 'AUDW']);

      // The whole list, page by page: the worker's other files founded gangs too, so these two
      // need not be on the first page.
      const gangs: { id: number; totalFame: number }[] = [];
      for (let pageNumber = 1; ; pageNumber++) {
        const list = await api(app, 'GET', `/api/gangs?limit=50&page=${pageNumber}`, {
          token: weak.boss.token,
        });
        expect(list.status).toBe(200);
        gangs.push(...list.body.gangs);
        if (pageNumber >= list.body.totalPages) break;
      }
      const ids = gangs.map((g) => g.id);
      expect(ids).toContain(weak.id);
      expect(ids.indexOf(strong.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(strong.id)).toBeLessThan(ids.indexOf(weak.id));
      const fames = gangs.map((g) => g.totalFame);
      expect(fames).toEqual([...fames].sort((a, b) => b - a));
      expect(gangs.find((g) => g.id === strong.id)).toMatchObject({
        name: strong.name,
        memberCount: 3,
        maxMembers: 20,
        totalFame: expected,
        bossName: strong.boss.username,
      });

      const found = await api(
        app,
        'GET',
        `/api/gangs?search=${encodeURIComponent(weak.name.toUpperCase())}`,
        {
          token: weak.boss.token,
        },
      );
      expect(found.body).toMatchObject({ total: 1, page: 1, totalPages: 1, gangs: [{ id: weak.id }] });

      const paged = await api(app, 'GET', '/api/gangs?limit=1&page=2', { token: weak.boss.token });
      expect(paged.body.gangs).toHaveLength(1);
      expect(paged.body.gangs[0].id).toBe(ids[1]);
      expect(paged.body.totalPages).toBe(paged.body.total);
    });

    it('answers 404 "العصابة غير موجودة" for an unknown gang', async () => {
      const player = await givenPlayer(app, { level: 10 });
      const response = await api(app, 'GET', '/api/gangs/999999', { token: player.token });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'GANG_NOT_FOUND', message: 'العصابة غير موجودة' });
    });
  });

  describe('join requests', () => {
    it('allows 3 pending requests at once, refuses a 4th and a duplicate, and frees a slot on cancel', async () => {
      const gangs = await Promise.all([1, 2, 3, 4].map(() => givenGang(app)));
      const player = await givenPlayer(app, { level: 10 });
      for (const gang of gangs.slice(0, 3)) expect((await sendRequest(player, gang.id)).status).toBe(201);
      const fourth = await sendRequest(player, gangs[3].id);
      expect({ status: fourth.status, code: fourth.body.code }).toEqual({
        status: 409,
        code: 'TOO_MANY_PENDING_REQUESTS',
      });
      const again = await sendRequest(player, gangs[0].id);
      expect(again.body.code).toBe('TOO_MANY_PENDING_REQUESTS');

      const pending = await pendingOf(player);
      expect(pending.map((r) => r.gangId).sort()).toEqual(
        gangs
          .slice(0, 3)
          .map((g) => g.id)
          .sort(),
      );
      const cancelled = await api(app, 'DELETE', `/api/gangs/join-requests/${pending[0].id}`, {
        token: player.token,
      });
      expect(cancelled.status).toBe(200);
      expect((await sendRequest(player, gangs[3].id)).status).toBe(201);
      const duplicate = await sendRequest(player, gangs[3].id);
      expect(duplicate.body.code).toBe('TOO_MANY_PENDING_REQUESTS');
      await api(
        app,
        'DELETE',
        `/api/gangs/join-requests/${(await pendingOf(player)).find((r) => r.gangId !== gangs[3].id)!.id}`,
        {
          token: player.token,
        },
      );
      expect((await sendRequest(player, gangs[3].id)).body.code).toBe('REQUEST_ALREADY_SENT');
    });

    it('holds the limit of 3 under 6 simultaneous requests', async () => {
      const gangs = await Promise.all([1, 2, 3, 4, 5, 6].map(() => givenGang(app)));
      const player = await givenPlayer(app, { level: 10 });
      const responses = await Promise.all(gangs.map((gang) => sendRequest(player, gang.id)));
      expect(responses.filter((r) => r.status === 201)).toHaveLength(3);
      expect(await pendingOf(player)).toHaveLength(3);
    });

    it('accepting one request makes the player AUDW and cancels their other requests', async () => {
      const [a, b, c] = await Promise.all([1, 2, 3].map(() => givenGang(app)));
      const player = await givenPlayer(app, { level: 10 });
      const sent = [];
      for (const gang of [a, b, c])
        sent.push((await sendRequest(player, gang.id, `رسالة ${gang.id}`)).body.request);

      const listed = await api(app, 'GET', `/api/gangs/${b.id}/join-requests`, { token: b.boss.token });
      expect(listed.body).toEqual([
        expect.objectContaining({
          id: sent[1].id,
          message: `رسالة ${b.id}`,
          User: expect.objectContaining({ id: player.userId }),
        }),
      ]);
      const accepted = await api(app, 'POST', `/api/gangs/${b.id}/join-requests/accept`, {
        token: b.boss.token,
        body: { requestId: sent[1].id },
      });
      expect(accepted.body).toEqual({ success: true, message: 'تم قبول الطلب' });
      expect((await mine(player)).body).toMatchObject({ id: b.id, role: 'AUDW' });
      expect(await pendingOf(player)).toEqual([]);
      const statuses = await app.dataSource.query(
        `SELECT gang_id, status FROM gang_join_requests WHERE user_id = $1 ORDER BY id`,
        [player.userId],
      );
      expect(statuses.map((r: { status: string }) => r.status)).toEqual([
        'cancelled',
        'accepted',
        'cancelled',
      ]);
      const late = await api(app, 'POST', `/api/gangs/${a.id}/join-requests/accept`, {
        token: a.boss.token,
        body: { requestId: sent[0].id },
      });
      expect(late.body.code).toBe('REQUEST_NOT_FOUND');
      expect((await sendRequest(player, c.id)).body.code).toBe('ALREADY_IN_GANG');
    });

    it('two gangs accepting the same player at once: exactly one gets them', async () => {
      const [a, b] = await Promise.all([1, 2].map(() => givenGang(app)));
      const player = await givenPlayer(app, { level: 10 });
      const ra = (await sendRequest(player, a.id)).body.request.id;
      const rb = (await sendRequest(player, b.id)).body.request.id;
      const results = await Promise.all([
        api(app, 'POST', `/api/gangs/${a.id}/join-requests/accept`, {
          token: a.boss.token,
          body: { requestId: ra },
        }),
        api(app, 'POST', `/api/gangs/${b.id}/join-requests/accept`, {
          token: b.boss.token,
          body: { requestId: rb },
        }),
      ]);
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.find((r) => r.status !== 200)!.body.code).toBe('REQUEST_NOT_FOUND');
      expect(
        await app.dataSource.query(`SELECT 1 FROM gang_members WHERE user_id = $1`, [player.userId]),
      ).toHaveLength(1);
    });

    it('rejects a request, refuses a full gang and a message over 200 characters', async () => {
      const gang = await givenGang(app);
      const player = await givenPlayer(app, { level: 10 });
      expect((await sendRequest(player, gang.id, 'م'.repeat(201))).status).toBe(400);
      const request = (await sendRequest(player, gang.id)).body.request;
      const rejected = await api(app, 'POST', `/api/gangs/${gang.id}/join-requests/reject`, {
        token: gang.boss.token,
        body: { requestId: request.id },
      });
      expect(rejected.body).toEqual({ success: true, message: 'تم رفض الطلب' });
      expect(await pendingOf(player)).toEqual([]);
      expect((await mine(player)).status).toBe(404);

      const again = (await sendRequest(player, gang.id)).body.request;
      await app.dataSource.query(`UPDATE gangs SET max_members = 1 WHERE id = $1`, [gang.id]);
      const full = await api(app, 'POST', `/api/gangs/${gang.id}/join-requests/accept`, {
        token: gang.boss.token,
        body: { requestId: again.id },
      });
      expect(full.body.code).toBe('GANG_FULL');
      expect((await sendRequest(await givenPlayer(app, { level: 10 }), gang.id)).body.code).toBe('GANG_FULL');
    });

    it('answers 404 GANG_NOT_FOUND, never 500, to join requests racing the gang’s deletion (issue 31 point 10)', async () => {
      const statuses: string[] = [];
      for (let round = 0; round < 6; round++) {
        const gang = await givenGang(app);
        const applicants = await Promise.all(
          Array.from({ length: 5 }, () => givenPlayer(app, { level: 10 })),
        );
        const [deleted, ...sent] = await Promise.all([
          api(app, 'DELETE', `/api/gangs/${gang.id}`, { token: gang.boss.token }),
          ...applicants.map((player) => sendRequest(player, gang.id)),
        ]);
        expect(deleted.status).toBe(200);
        statuses.push(...sent.map((response) => `${response.status} ${response.body.code ?? ''}`.trim()));
      }
      expect(statuses.filter((status) => status !== '201' && status !== '404 GANG_NOT_FOUND')).toEqual([]);
      expect(statuses).toContain('404 GANG_NOT_FOUND');
    });
  });
});
