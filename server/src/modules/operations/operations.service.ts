import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import type Redis from 'ioredis';
import type { Metric } from 'prom-client';
import { countOf, TASKS_GENITIVE } from '../../game/arabic-numbers.rules';
import { REDIS } from '../../infra/redis/redis.module';
import { AdminAuditService } from '../admin/admin-audit.service';
import { MetricsService } from '../metrics/metrics.service';
import { QUEUE_DEPTH_STATES } from '../metrics/queue-metrics';
import { HEARTBEAT_TTL_MS, NODES_KEY, NodeHeartbeat, nodeKey } from './node-heartbeat.service';
import {
  OperationsNodeDto,
  OperationsPanelDto,
  OperationsQueueDto,
  QueueRetryResultDto,
} from './operations.dto';

/** "Jobs" counted after a verb (genitive after 0 and 11+). */

/** Failed jobs retried per BullMQ call. */
const RETRY_BATCH = 1_000;

/**
 * The live operations panel (issue 30, part 5): the nodes' heartbeats (`NodeHeartbeatService`), the
 * queues' job counts read through the `bullmq_queue_depth` gauge (the same collect a Prometheus
 * scrape runs), and the retry of a queue's failed jobs, written to the admin audit log.
 */
@Injectable()
export class OperationsService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly metrics: MetricsService,
    private readonly moduleRef: ModuleRef,
    private readonly audit: AdminAuditService,
  ) {}

  /** Nodes, queues and the newest economy audit, now. */
  async panel(): Promise<OperationsPanelDto> {
    const now = Date.now();
    const [nodes, queues] = await Promise.all([this.nodes(now), this.queues()]);
    const audits = nodes.flatMap((node) => (node.economyAudit?.lastRunAt ? [node.economyAudit] : []));
    audits.sort((a, b) => (b.lastRunAt ?? '').localeCompare(a.lastRunAt ?? ''));
    return { at: new Date(now).toISOString(), nodes, queues, economyAudit: audits[0] ?? null };
  }

  /** Every node whose heartbeat is younger than HEARTBEAT_TTL_MS, oldest process first. */
  private async nodes(now: number): Promise<OperationsNodeDto[]> {
    const ids = await this.redis.zrangebyscore(NODES_KEY, now - HEARTBEAT_TTL_MS, '+inf');
    if (!ids.length) return [];
    const beats = await this.redis.mget(ids.map(nodeKey));
    return beats
      .flatMap((beat) => (beat ? [JSON.parse(beat) as NodeHeartbeat] : []))
      .map((beat) => ({
        ...beat,
        uptimeSeconds: Math.max(0, Math.floor((now - Date.parse(beat.startedAt)) / 1000)),
      }))
      .sort((a, b) => a.startedAt.localeCompare(b.startedAt) || a.nodeId.localeCompare(b.nodeId));
  }

  /** Job counts per queue from `bullmq_queue_depth` (empty when Redis did not answer in time). */
  private async queues(): Promise<OperationsQueueDto[]> {
    const depth = this.metrics.registry.getSingleMetric('bullmq_queue_depth') as Metric | undefined;
    if (!depth) return [];
    const byQueue = new Map<string, OperationsQueueDto>();
    for (const value of (await depth.get()).values) {
      const name = String(value.labels.queue);
      const state = String(value.labels.state) as (typeof QUEUE_DEPTH_STATES)[number];
      const row = byQueue.get(name) ?? {
        name,
        waiting: 0,
        delayed: 0,
        active: 0,
        failed: 0,
        completed: 0,
      };
      if ((QUEUE_DEPTH_STATES as readonly string[]).includes(state)) row[state] = value.value;
      byQueue.set(name, row);
    }
    return [...byQueue.values()];
  }

  /**
   * Moves every failed job of a queue back to waiting (BullMQ `retryJobs`), and writes the audit
   * entry (`queue.retry`: failed before, retried).
   */
  async retryFailed(adminId: string, name: string): Promise<QueueRetryResultDto> {
    const queue = this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
    const { failed } = await queue.getJobCounts('failed');
    await queue.retryJobs({ state: 'failed', count: RETRY_BATCH });
    const after = (await queue.getJobCounts('failed')).failed;
    const retried = Math.max(0, failed - after);
    await this.audit.record({
      adminId,
      action: 'queue.retry',
      targetType: 'queue',
      targetId: name,
      before: { failed },
      after: { failed: after, retried },
    });
    return { queue: name, retried, message: `أعيدت محاولة ${countOf(retried, TASKS_GENITIVE)}` };
  }
}
