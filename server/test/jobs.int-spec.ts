import { api, connectSocket, createPlayer, nextEvent, Player, signInAdmin } from './support/api';
import { closeSocket } from './support/cluster/sockets';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * Jobs and the daily payroll (spec 001 sections 2.7, 3, 5, 7, 9; DESIGN.md section 6, Jobs): one job
 * at a time, taken from its minLevel; salary and expPerDay paid once per character per game day.
 * The admin routes, the player list, take and quit, and the socket.
 */

// Starting real servers takes a few seconds; the project-level testTimeout does not apply (jest reads it globally).
jest.setTimeout(60_000);

describe('jobs', () => {
  let app: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    // The shared app runs no schedules (test/support/app-environment.ts): no payroll pays the jobs
    // taken here while the tests run, nor in the worker's later files.
    app = await sharedTestApp();
    adminToken = await signInAdmin(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  interface JobFields {
    name?: string;
    description?: string;
    tier?: number;
    minLevel?: number;
    salary?: number;
    expPerDay?: number;
    isEnabled?: boolean;
  }

  let jobSequence = 0;
  const createJob = async (fields: JobFields = {}) => {
    const response = await api(app, 'POST', '/api/jobs/admin', {
      token: adminToken,
      body: { name: `وظيفة ${++jobSequence}`, description: 'وصف الوظيفة', ...fields },
    });
    expect(response.status).toBe(201);
    return response.body as { id: number; name: string; minLevel: number; salary: number; expPerDay: number };
  };

  const setLevel = (characterId: number, level: number) =>
    app.dataSource.query(`UPDATE characters SET level = $2 WHERE id = $1`, [characterId, level]);

  const take = (player: Player, jobId: number) =>
    api(app, 'POST', `/api/jobs/${jobId}/take`, { token: player.token });

  /** A new player holding a new job with the given pay. */
  const employed = async (fields: JobFields = {}) => {
    const job = await createJob(fields);
    const player = await createPlayer(app);
    expect((await take(player, job.id)).status).toBe(200);
    return { job, player };
  };

  describe('admin', () => {
    it('creates a job with the spec defaults (tier 1, minLevel 1, salary 50, expPerDay 10, enabled)', async () => {
      const response = await api(app, 'POST', '/api/jobs/admin', {
        token: adminToken,
        body: { name: '  حارس  ', description: 'يحرس المتجر' },
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(Number),
        name: 'حارس',
        description: 'يحرس المتجر',
        tier: 1,
        minLevel: 1,
        salary: 50,
        expPerDay: 10,
        isEnabled: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it('creates a job with every field given', async () => {
      const body = {
        name: 'مدير',
        description: 'يدير',
        tier: 6,
        minLevel: 40,
        salary: 100_000,
        expPerDay: 900,
        isEnabled: false,
      };
      const response = await api(app, 'POST', '/api/jobs/admin', { token: adminToken, body });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject(body);
    });

    it('rejects invalid fields with the Arabic validation details', async () => {
      const missing = await api(app, 'POST', '/api/jobs/admin', { token: adminToken, body: {} });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('Validation failed');
      expect(missing.body.details).toEqual(
        expect.arrayContaining(['اسم الوظيفة مطلوب', 'وصف الوظيفة مطلوب']),
      );

      const blank = await api(app, 'POST', '/api/jobs/admin', {
        token: adminToken,
        body: { name: '   ', description: 'x' },
      });
      expect(blank.body.details).toEqual(['اسم الوظيفة مطلوب']);

      const bad = await api(app, 'POST', '/api/jobs/admin', {
        token: adminToken,
        body: {
          name: 'x',
          description: 'y',
          tier: 7,
          minLevel: 0,
          salary: 0,
          expPerDay: 1.5,
          isEnabled: 'yes',
        },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.details).toEqual(
        expect.arrayContaining([
          'فئة الوظيفة يجب أن تكون بين 1 و 6',
          'المستوى المطلوب يجب أن يكون 1 على الأقل',
          'الراتب يجب أن يكون 1 على الأقل',
          'الخبرة اليومية يجب أن يكون عدداً صحيحاً',
          'حالة التفعيل غير صحيح',
        ]),
      );
      const zeroTier = await api(app, 'POST', '/api/jobs/admin', {
        token: adminToken,
        body: { name: 'x', description: 'y', tier: 0 },
      });
      expect(zeroTier.body.details).toEqual(['فئة الوظيفة يجب أن تكون بين 1 و 6']);
    });

    it('updates only the fields sent', async () => {
      const job = await createJob({ tier: 2, salary: 60 });
      const response = await api(app, 'PUT', `/api/jobs/admin/${job.id}`, {
        token: adminToken,
        body: { salary: 75, isEnabled: false },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: job.id,
        name: job.name,
        tier: 2,
        salary: 75,
        isEnabled: false,
        expPerDay: 10,
      });

      const invalid = await api(app, 'PUT', `/api/jobs/admin/${job.id}`, {
        token: adminToken,
        body: { tier: 9, name: '' },
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body.details).toEqual(
        expect.arrayContaining(['فئة الوظيفة يجب أن تكون بين 1 و 6', 'اسم الوظيفة مطلوب']),
      );

      const unknown = await api(app, 'PUT', '/api/jobs/admin/999999', {
        token: adminToken,
        body: { salary: 5 },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('JOB_NOT_FOUND');
    });

    it('lists every job, disabled ones too, by tier', async () => {
      const disabled = await createJob({ isEnabled: false, tier: 4 });
      const response = await api(app, 'GET', '/api/jobs/admin', { token: adminToken });
      expect(response.status).toBe(200);
      expect(response.body.find((job: any) => job.id === disabled.id)).toMatchObject({
        isEnabled: false,
        tier: 4,
      });
      const tiers = response.body.map((job: any) => job.tier);
      expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    });

    it('deletes a job: its holders lose it and get jobs:update', async () => {
      const { job, player } = await employed();
      const socket = await connectSocket(app, player.token);
      try {
        const update = nextEvent(socket, 'jobs:update');
        const response = await api(app, 'DELETE', `/api/jobs/admin/${job.id}`, { token: adminToken });
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ success: true, id: job.id });
        expect((await update).currentJob).toBeNull();
      } finally {
        await closeSocket(socket);
      }
      expect((await api(app, 'GET', '/api/jobs', { token: player.token })).body.currentJob).toBeNull();
      const again = await api(app, 'DELETE', `/api/jobs/admin/${job.id}`, { token: adminToken });
      expect(again.status).toBe(404);
    });

    it('refuses every admin route to players (403) and to anonymous callers (401)', async () => {
      const player = await createPlayer(app);
      const job = await createJob();
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/jobs/admin'],
        ['POST', '/api/jobs/admin', { name: 'x', description: 'y' }],
        ['PUT', `/api/jobs/admin/${job.id}`, { salary: 1 }],
        ['DELETE', `/api/jobs/admin/${job.id}`],
      ];
      for (const [method, path, body] of calls) {
        const asPlayer = await api(app, method, path, { token: player.token, body });
        expect({ method, path, status: asPlayer.status, code: asPlayer.body.code }).toEqual({
          method,
          path,
          status: 403,
          code: 'ADMIN_ONLY',
        });
        const anonymous = await api(app, method, path, { body });
        expect({ method, path, status: anonymous.status }).toEqual({ method, path, status: 401 });
      }
      expect(
        (await api(app, 'GET', '/api/jobs', { token: player.token })).body.jobs.some(
          (listed: any) => listed.id === job.id,
        ),
      ).toBe(true);
    });
  });

  describe('player list', () => {
    it('lists enabled jobs, locks those above the level and leaves disabled ones out', async () => {
      const open = await createJob({ minLevel: 1, tier: 2 });
      const high = await createJob({ minLevel: 5, tier: 3 });
      const disabled = await createJob({ isEnabled: false });
      const player = await createPlayer(app);

      const response = await api(app, 'GET', '/api/jobs', { token: player.token });
      expect(response.status).toBe(200);
      expect(response.body.playerLevel).toBe(1);
      expect(response.body.currentJob).toBeNull();
      const byId = new Map<number, any>(response.body.jobs.map((job: any) => [job.id, job]));
      expect(byId.get(open.id)).toEqual({
        id: open.id,
        name: open.name,
        description: 'وصف الوظيفة',
        tier: 2,
        minLevel: 1,
        salary: 50,
        expPerDay: 10,
        locked: false,
        isCurrent: false,
      });
      expect(byId.get(high.id)).toMatchObject({ minLevel: 5, locked: true, isCurrent: false });
      expect(byId.has(disabled.id)).toBe(false);

      await setLevel(player.characterId, 5);
      const unlocked = await api(app, 'GET', '/api/jobs', { token: player.token });
      expect(unlocked.body.jobs.find((job: any) => job.id === high.id).locked).toBe(false);
    });

    it('orders the list by tier, then required level', async () => {
      const player = await createPlayer(app);
      const response = await api(app, 'GET', '/api/jobs', { token: player.token });
      const keys = response.body.jobs.map((job: any) => [job.tier, job.minLevel]);
      const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      expect(keys).toEqual(sorted);
    });

    it('answers 401 without a token', async () => {
      const response = await api(app, 'GET', '/api/jobs');
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('take and quit', () => {
    it('holds one job at a time: taking another replaces it, quitting leaves none', async () => {
      const first = await createJob();
      const second = await createJob();
      const player = await createPlayer(app);

      const took = await take(player, first.id);
      expect(took.status).toBe(200);
      expect(took.body.currentJob).toMatchObject({ id: first.id, name: first.name, isEnabled: true });
      expect(Date.parse(took.body.currentJob.hiredAt)).not.toBeNaN();
      expect(took.body.jobs.filter((job: any) => job.isCurrent).map((job: any) => job.id)).toEqual([
        first.id,
      ]);

      const replaced = await take(player, second.id);
      expect(replaced.status).toBe(200);
      expect(replaced.body.currentJob.id).toBe(second.id);
      const rows = await app.dataSource.query(`SELECT job_id FROM character_jobs WHERE character_id = $1`, [
        player.characterId,
      ]);
      expect(rows).toEqual([{ job_id: second.id }]);

      const quit = await api(app, 'POST', '/api/jobs/quit', { token: player.token });
      expect(quit.status).toBe(200);
      expect(quit.body.currentJob).toBeNull();
      expect(quit.body.jobs.some((job: any) => job.isCurrent)).toBe(false);
      expect(
        await app.dataSource.query(`SELECT 1 FROM character_jobs WHERE character_id = $1`, [
          player.characterId,
        ]),
      ).toEqual([]);

      const again = await api(app, 'POST', '/api/jobs/quit', { token: player.token });
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({
        statusCode: 400,
        code: 'NOT_EMPLOYED',
        message: 'أنت لا تعمل في أي وظيفة حالياً',
      });
    });

    it("refuses a job above the player's level with 403 and the required level", async () => {
      const job = await createJob({ minLevel: 7 });
      const player = await createPlayer(app);
      const refused = await take(player, job.id);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        statusCode: 403,
        code: 'JOB_LEVEL_TOO_LOW',
        error: 'هذه الوظيفة تتطلب المستوى ٧',
        message: 'هذه الوظيفة تتطلب المستوى ٧',
        requiredLevel: 7,
      });
      expect((await api(app, 'GET', '/api/jobs', { token: player.token })).body.currentJob).toBeNull();

      await setLevel(player.characterId, 7);
      expect((await take(player, job.id)).status).toBe(200);
    });

    it('answers 404 for an unknown or disabled job and 400 for the job already held', async () => {
      const player = await createPlayer(app);
      const unknown = await take(player, 999_999);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'JOB_NOT_FOUND', message: 'الوظيفة غير موجودة' });

      const disabled = await createJob({ isEnabled: false });
      expect((await take(player, disabled.id)).body).toMatchObject({
        statusCode: 404,
        code: 'JOB_NOT_FOUND',
      });

      const job = await createJob();
      expect((await take(player, job.id)).status).toBe(200);
      const twice = await take(player, job.id);
      expect(twice.status).toBe(400);
      expect(twice.body).toMatchObject({ code: 'ALREADY_IN_JOB', message: 'أنت تعمل في هذه الوظيفة بالفعل' });
    });

    it('answers 404 for a job id beyond the id column, to players and admins', async () => {
      const player = await createPlayer(app);
      const id = 2 ** 31;
      expect((await take(player, id)).body).toMatchObject({ statusCode: 404, code: 'JOB_NOT_FOUND' });
      const edit = await api(app, 'PUT', `/api/jobs/admin/${id}`, { token: adminToken, body: { salary: 5 } });
      expect(edit.body).toMatchObject({ statusCode: 404, code: 'JOB_NOT_FOUND' });
      const removal = await api(app, 'DELETE', `/api/jobs/admin/${id}`, { token: adminToken });
      expect(removal.body).toMatchObject({ statusCode: 404, code: 'JOB_NOT_FOUND' });
    });

    it('keeps one job when the same player takes two jobs at once', async () => {
      const [a, b] = [await createJob(), await createJob()];
      const player = await createPlayer(app);
      const results = await Promise.all([
        take(player, a.id),
        take(player, b.id),
        take(player, a.id),
        take(player, b.id),
      ]);
      expect(results.filter((result) => result.status >= 500)).toEqual([]);
      const rows = await app.dataSource.query(`SELECT job_id FROM character_jobs WHERE character_id = $1`, [
        player.characterId,
      ]);
      expect(rows).toHaveLength(1);
      expect([a.id, b.id]).toContain(rows[0].job_id);
    });
  });

  describe('socket', () => {
    it('answers jobs:request with jobs:update carrying the body of GET /api/jobs (on the shared /ws server)', async () => {
      const { job, player } = await employed();
      const socket = await connectSocket(app, player.token);
      try {
        const update = nextEvent(socket, 'jobs:update');
        socket.emit('jobs:request');
        const payload = await update;
        expect(payload.currentJob?.id).toBe(job.id);
        expect(payload).toEqual((await api(app, 'GET', '/api/jobs', { token: player.token })).body);
        // The main gateway's events still work beside the jobs gateway.
        const hud = nextEvent(socket, 'hud:update');
        socket.emit('hud:request');
        expect((await hud).level).toBe(1);
      } finally {
        await closeSocket(socket);
      }
    });

    it("pushes jobs:update to the player's sockets after taking and after quitting", async () => {
      const job = await createJob();
      const player = await createPlayer(app);
      const socket = await connectSocket(app, player.token);
      try {
        const afterTake = nextEvent(socket, 'jobs:update');
        await take(player, job.id);
        expect((await afterTake).currentJob?.id).toBe(job.id);
        const afterQuit = nextEvent(socket, 'jobs:update');
        await api(app, 'POST', '/api/jobs/quit', { token: player.token });
        expect((await afterQuit).currentJob).toBeNull();
      } finally {
        await closeSocket(socket);
      }
    });
  });
});
