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
 * This file: daily payroll, payroll schedule.
 */

// Starting real servers takes a few seconds; the project-level testTimeout does not apply (jest reads it globally).
jest.setTimeout(60_000);

describe('jobs', () => {
  let app: TestApp;
  let adminToken: string;
  let payroll: PayrollService;
  /** Payroll days used by this file, far from today so the live schedule never pays the same day. */
  let dayCounter = 0;
  const nextPayDay = () => `2031-01-${String(++dayCounter).padStart(2, '0')}`;

  beforeAll(async () => {
    // From source: a test expects the payroll's RangeError, which must be of the test's realm.
    app = await startTestApp({ fromSource: true });
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
