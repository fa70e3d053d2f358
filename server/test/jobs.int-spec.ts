import { getQueueToken } from '@nestjs/bullmq';
import { ModulesContainer } from '@nestjs/core';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Queue } from 'bullmq';
import { PayrollJob, payrollJobId, QueueName } from '../src/infra/queue/queues';
import { PAYROLL_CRON } from '../src/modules/jobs/payroll.scheduler';
import { PayrollService } from '../src/modules/jobs/payroll.service';
import { api, connectSocket, createPlayer, nextEvent, Player, signInAdmin } from './support/api';
import { closeSocket, poll, sleep } from './support/cluster/sockets';
import { balancesOf } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Jobs and the daily payroll (spec 001 sections 2.7, 3, 5, 7, 9; DESIGN.md section 6, Jobs): one job
 * at a time, taken from its minLevel; salary and expPerDay paid once per character per game day.
 */

// Starting real servers takes a few seconds; the project-level testTimeout does not apply (jest reads it globally).
jest.setTimeout(30_000);

describe('jobs', () => {
  let app: TestApp;
  let adminToken: string;
  let payroll: PayrollService;
  /** Payroll days used by this file, far from today so the live schedule never pays the same day. */
  let dayCounter = 0;
  const nextPayDay = () => `2031-01-${String(++dayCounter).padStart(2, '0')}`;

  beforeAll(async () => {
    app = await startTestApp();
    // The live schedule would pay today's payroll while the tests run; the tests drive the payroll themselves.
    app.app.get(SchedulerRegistry).getCronJob(PAYROLL_CRON).stop();
    await payrollQueue().drain(true);
    adminToken = await signInAdmin(app);
    payroll = app.app.get(PayrollService);
  });
  afterAll(async () => {
    await app?.close();
  });

  const payrollQueue = () => app.app.get<Queue<PayrollJob>>(getQueueToken(QueueName.PAYROLL));

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

  const character = async (characterId: number) => {
    const [row] = await app.dataSource.query(`SELECT level, exp, hp FROM characters WHERE id = $1`, [
      characterId,
    ]);
    return {
      level: row.level as number,
      exp: Number(row.exp),
      hp: row.hp as number,
      money: (await balancesOf(app, characterId)).money,
    };
  };

  const take = (player: Player, jobId: number) =>
    api(app, 'POST', `/api/jobs/${jobId}/take`, { token: player.token });

  /** A new player holding a new job with the given pay. */
  const employed = async (fields: JobFields = {}) => {
    const job = await createJob(fields);
    const player = await createPlayer(app);
    expect((await take(player, job.id)).status).toBe(200);
    return { job, player };
  };

  const payments = (characterId: number) =>
    app.dataSource.query(
      `SELECT to_char(pay_date, 'YYYY-MM-DD') AS pay_date, job_id, salary::int, exp FROM payroll_payments WHERE character_id = $1 ORDER BY pay_date`,
      [characterId],
    );

  const salaryEntries = (characterId: number) =>
    app.dataSource.query(
      `SELECT l.delta::int, l.balance_after::int, l.reason, l.reference, l.idempotency_key FROM ledger_entries l
         JOIN wallet_accounts a ON a.id = l.account_id
        WHERE a.kind = 'cash' AND a.owner_id = $1 AND a.currency = 'money' ORDER BY l.id`,
      [characterId],
    );

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
        error: 'هذه الوظيفة تتطلب المستوى 7',
        message: 'هذه الوظيفة تتطلب المستوى 7',
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

  describe('daily payroll', () => {
    it('pays salary and expPerDay once per day, however often the day runs', async () => {
      const { job, player } = await employed({ salary: 120, expPerDay: 30 });
      const day = nextPayDay();

      const first = await payroll.runPayroll(day);
      expect(first.paid).toBeGreaterThanOrEqual(1);
      const second = await payroll.runPayroll(day);
      expect(second).toEqual({ date: day, paid: 0, skipped: 0, failed: 0 });

      expect(await character(player.characterId)).toMatchObject({ money: 120, exp: 30, level: 1 });
      expect(await payments(player.characterId)).toEqual([
        { pay_date: day, job_id: job.id, salary: 120, exp: 30 },
      ]);
      expect(await salaryEntries(player.characterId)).toEqual([
        {
          delta: 120,
          balance_after: 120,
          reason: 'job_salary',
          reference: `job:${job.id}`,
          idempotency_key: `payroll:${day}:${player.characterId}#0`,
        },
      ]);

      // The next day pays again.
      await payroll.runPayroll(nextPayDay());
      expect(await character(player.characterId)).toMatchObject({ money: 240, exp: 60 });
    });

    it('levels up a character whose daily experience passes the requirement, restoring HP', async () => {
      // Level 1 needs 200 exp, level 2 needs 230 (spec 001 section 9): 500 exp ends at level 3 with 70.
      const { player } = await employed({ expPerDay: 500, salary: 1 });
      await app.dataSource.query(`UPDATE characters SET hp = 10, hp_updated_at = now() WHERE id = $1`, [
        player.characterId,
      ]);
      await payroll.runPayroll(nextPayDay());
      expect(await character(player.characterId)).toEqual({ level: 3, exp: 70, hp: 1200, money: 1 });
      const hud = await api(app, 'GET', '/api/character/hud', { token: player.token });
      expect(hud.body).toMatchObject({ level: 3, exp: 70, maxHp: 1200, money: 1 });
    });

    it('pays each character once when several runs of the same day race', async () => {
      const team = await Promise.all(Array.from({ length: 6 }, () => employed({ salary: 40, expPerDay: 5 })));
      const day = nextPayDay();
      const results = await Promise.all(Array.from({ length: 5 }, () => payroll.runPayroll(day)));
      expect(results.map((result) => result.failed)).toEqual([0, 0, 0, 0, 0]);
      expect(results.reduce((sum, result) => sum + result.paid, 0)).toBe(
        Number(
          (await app.dataSource.query(`SELECT count(*) FROM payroll_payments WHERE pay_date = $1`, [day]))[0]
            .count,
        ),
      );
      for (const { player } of team) {
        expect(await character(player.characterId)).toMatchObject({ money: 40, exp: 5 });
        expect(await payments(player.characterId)).toHaveLength(1);
        expect(await salaryEntries(player.characterId)).toHaveLength(1);
      }
    });

    it('pays nobody who quit, and nothing for a disabled job', async () => {
      const { player: quitter } = await employed({ salary: 300 });
      await api(app, 'POST', '/api/jobs/quit', { token: quitter.token });
      const { job: paused, player: idle } = await employed({ salary: 300 });
      await api(app, 'PUT', `/api/jobs/admin/${paused.id}`, {
        token: adminToken,
        body: { isEnabled: false },
      });

      await payroll.runPayroll(nextPayDay());
      expect((await character(quitter.characterId)).money).toBe(0);
      expect((await character(idle.characterId)).money).toBe(0);
      const list = await api(app, 'GET', '/api/jobs', { token: idle.token });
      expect(list.body.currentJob).toMatchObject({ id: paused.id, isEnabled: false });
    });

    it('pushes hud:update to a paid player', async () => {
      const { player } = await employed({ salary: 77 });
      const socket = await connectSocket(app, player.token);
      try {
        const hud = nextEvent(socket, 'hud:update');
        await payroll.runPayroll(nextPayDay());
        expect((await hud).money).toBe(77);
      } finally {
        await closeSocket(socket);
      }
    });

    it('refuses a malformed date', async () => {
      await expect(payroll.runPayroll('2031-02-30')).rejects.toThrow(RangeError);
    });
  });

  describe('payroll schedule', () => {
    it('enqueues one job per game day from 00:05 Asia/Riyadh, and the worker pays it', async () => {
      const { player } = await employed({ salary: 33 });
      const queue = payrollQueue();

      // 00:04 in Riyadh (UTC+3) on 2031-06-02: not due yet.
      expect(await payroll.enqueueDuePayroll(new Date('2031-06-01T21:04:00Z'))).toBeNull();
      expect(await queue.getJob(payrollJobId('2031-06-02'))).toBeUndefined();

      // 00:05 and later ticks of the same day, from several replicas at once: one job.
      const enqueued = await Promise.all(
        ['2031-06-01T21:05:00Z', '2031-06-01T21:05:00Z', '2031-06-01T21:06:00Z', '2031-06-02T12:00:00Z'].map(
          (at) => payroll.enqueueDuePayroll(new Date(at)),
        ),
      );
      expect(enqueued).toEqual(['2031-06-02', '2031-06-02', '2031-06-02', '2031-06-02']);
      const job = await queue.getJob(payrollJobId('2031-06-02'));
      expect(job?.data).toEqual({ date: '2031-06-02' });

      await poll(
        async () => (await payments(player.characterId)).length,
        (count) => count === 1,
        { timeoutMs: 10_000, what: 'payroll paid by the worker' },
      );
      await poll(
        async () => (await queue.getJob(payrollJobId('2031-06-02')))?.returnvalue,
        (value) => value !== null && value !== undefined,
        {
          timeoutMs: 5000,
          what: 'payroll job finished',
        },
      );
      expect(await queue.getJobCounts('waiting', 'active', 'delayed', 'completed')).toMatchObject({
        waiting: 0,
        active: 0,
        delayed: 0,
      });
      expect((await character(player.characterId)).money).toBe(33);

      // The day's job id stays taken: a late tick does not run the day again.
      await payroll.enqueueDuePayroll(new Date('2031-06-02T20:59:00Z'));
      await sleep(500);
      expect((await character(player.characterId)).money).toBe(33);
      expect(await payments(player.characterId)).toHaveLength(1);
    });

    it('runs no schedule on an api node (ROLE=api), which still serves the jobs routes', async () => {
      const apiNode = await startTestApp({ env: { ROLE: 'api' }, shareWith: app });
      try {
        const modules = [...apiNode.app.get(ModulesContainer).values()].map(
          (module) => module.metatype?.name,
        );
        expect(modules).toContain('JobsModule');
        expect(modules).not.toContain('ScheduleModule');
        expect(modules).not.toContain('JobsWorkerModule');
        expect([...app.app.get(ModulesContainer).values()].map((module) => module.metatype?.name)).toContain(
          'ScheduleModule',
        );
        const player = await createPlayer(apiNode);
        expect((await api(apiNode, 'GET', '/api/jobs', { token: player.token })).status).toBe(200);
      } finally {
        await apiNode.close();
      }
    });
  });
});
