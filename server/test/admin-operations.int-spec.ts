import { getQueueToken } from '@nestjs/bullmq';
import { Job, Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import type { EconomyAuditMetrics } from '../src/modules/metrics/economy-audit-metrics';
import type { NodeHeartbeatService } from '../src/modules/operations/node-heartbeat.service';
import type { OperationsPanelDto } from '../src/modules/operations/operations.dto';
import { QueueName } from '../src/infra/queue/queues';
import { api, connectSocket } from './support/api';
import { givenAdmin, givenPlayer } from './support/factories';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * The live operations panel (issue 30, part 5) on two nodes of one cluster: both nodes' heartbeats
 * with their sockets and uptime, each queue's counts as `bullmq_queue_depth` reads them (a job that
 * fails shows as failed; the admin's retry moves it back to waiting and is audit-logged), the last
 * economy audit's time and result, and players refused.
 */

jest.setTimeout(90_000);

describe('admin operations panel', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let admin: string;

  beforeAll(async () => {
    nodeA = await sharedTestApp();
    nodeB = await sharedTestApp('second');
    admin = await givenAdmin(nodeA);
  });

  const heartbeat = (node: TestApp) => node.app.get<NodeHeartbeatService>('NodeHeartbeatService');
  const panel = async (node = nodeA): Promise<OperationsPanelDto> => {
    const response = await api<OperationsPanelDto>(node, 'GET', '/api/admin/operations', { token: admin });
    expect(response.status).toBe(200);
    return response.body;
  };
  const queueOf = (body: OperationsPanelDto, name: string) =>
    body.queues.find((queue) => queue.name === name)!;

  it('shows both nodes with their sockets and uptime, from their heartbeats', async () => {
    const a = heartbeat(nodeA).nodeId;
    const b = heartbeat(nodeB).nodeId;
    expect(a).not.toBe(b);
    // A fresh heartbeat to count from: the last one (up to 5 s old) may still count the sockets the
    // worker's previous file held on node B.
    await heartbeat(nodeB).beat();
    const before = await panel();
    const socketsOfB = before.nodes.find((node) => node.nodeId === b)?.sockets ?? 0;

    const player = await givenPlayer(nodeB);
    const socket = await connectSocket(nodeB, player.token);
    try {
      await heartbeat(nodeB).beat();
      const body = await panel(nodeB);
      const ids = body.nodes.map((node) => node.nodeId);
      expect(ids).toEqual(expect.arrayContaining([a, b]));
      const onB = body.nodes.find((node) => node.nodeId === b)!;
      expect(onB).toMatchObject({ role: 'all', pid: process.pid });
      expect(onB.sockets).toBe(socketsOfB + 1);
      expect(onB.uptimeSeconds).toBeGreaterThanOrEqual(0);
      expect(Date.parse(onB.startedAt)).toBeLessThanOrEqual(Date.parse(body.at));
      expect(Array.isArray(onB.lateness)).toBe(true);
    } finally {
      socket.disconnect();
    }
  });

  it('shows the last economy audit a worker node ran, with its result', async () => {
    const audit = await nodeA.app.get<EconomyAuditMetrics>('EconomyAuditMetrics').run();
    expect(audit).not.toBeNull();
    await heartbeat(nodeA).beat();
    const body = await panel();
    const mine = body.nodes.find((node) => node.nodeId === heartbeat(nodeA).nodeId)!;
    expect(mine.economyAudit).toMatchObject({ ok: audit!.ok, errors: 0 });
    expect(Date.parse(mine.economyAudit!.lastRunAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(mine.economyAudit!.drift).sort()).toEqual(['blackcoins', 'money']);
    expect(body.economyAudit?.lastRunAt).toBeDefined();
  });

  it('counts a failed job, and the retry moves it back to waiting with an audit entry', async () => {
    const queue = nodeA.app.get<Queue>(getQueueToken(QueueName.CONFINEMENT));
    const before = queueOf(await panel(), QueueName.CONFINEMENT);
    for (const state of ['waiting', 'delayed', 'active', 'failed', 'completed'] as const)
      expect(typeof before[state]).toBe('number');

    const connection = new IORedis(nodeA.config.REDIS_URL, { maxRetriesPerRequest: null });
    let job: Job | undefined;
    try {
      job = await queue.add(
        'ops-panel-test',
        { test: true },
        { attempts: 1, jobId: `ops-test-${Date.now()}` },
      );
      const worker = new Worker(
        QueueName.CONFINEMENT,
        async () => {
          throw new Error('fails on purpose');
        },
        { connection, prefix: queue.opts.prefix },
      );
      await new Promise<void>((resolve) => worker.on('failed', () => resolve()));
      await worker.close();

      const failed = queueOf(await panel(nodeB), QueueName.CONFINEMENT);
      expect(failed.failed).toBe(before.failed + 1);

      const player = await givenPlayer(nodeA);
      expect(
        (
          await api(nodeA, 'POST', `/api/admin/operations/queues/${QueueName.CONFINEMENT}/retry`, {
            token: player.token,
          })
        ).status,
      ).toBe(403);
      const retry = await api(nodeA, 'POST', `/api/admin/operations/queues/${QueueName.CONFINEMENT}/retry`, {
        token: admin,
      });
      expect(retry.status).toBe(200);
      expect(retry.body).toMatchObject({ queue: QueueName.CONFINEMENT, retried: before.failed + 1 });
      expect(retry.body.message).toMatch(/^أعيدت محاولة /);

      const after = queueOf(await panel(), QueueName.CONFINEMENT);
      expect(after.failed).toBe(0);
      expect(after.waiting).toBe(before.waiting + before.failed + 1);
      expect(await queue.getJobState(job.id!)).toBe('waiting');

      const [entry] = await nodeA.dataSource.query(
        `SELECT action, target_type, target_id, before, after, ip FROM admin_audit_log
          WHERE action = 'queue.retry' ORDER BY id DESC LIMIT 1`,
      );
      expect(entry).toMatchObject({
        target_type: 'queue',
        target_id: QueueName.CONFINEMENT,
        before: { failed: before.failed + 1 },
        after: { failed: 0, retried: before.failed + 1 },
      });
      expect(entry.ip).toBeTruthy();
    } finally {
      await job?.remove().catch(() => undefined);
      await connection.quit();
    }
  });

  it('refuses players, and an unknown queue with an Arabic error', async () => {
    const player = await givenPlayer(nodeA);
    expect((await api(nodeA, 'GET', '/api/admin/operations', { token: player.token })).status).toBe(403);
    const unknown = await api(nodeA, 'POST', '/api/admin/operations/queues/nope/retry', { token: admin });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('الطابور غير موجود');
  });
});
