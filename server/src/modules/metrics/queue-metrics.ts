import { getQueueToken, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, ModuleRef } from '@nestjs/core';
import type { Job, JobType, Queue, Worker } from 'bullmq';
import type Redis from 'ioredis';
import { Counter, Gauge, Histogram } from 'prom-client';
import { QueueName } from '../../infra/queue/queues';
import { Timers } from '../../infra/queue/timers';
import { BULL_REDIS } from '../../infra/redis/redis.module';
import { MetricsService } from './metrics.service';
import { settledWithin } from './settled-within';

/** The job states `bullmq_queue_depth` counts, per queue. */
export const QUEUE_DEPTH_STATES = [
  'waiting',
  'delayed',
  'active',
  'failed',
  'completed',
] as const satisfies JobType[];

/** Longest a scrape waits for the queues' counts (ms): past it the depth is left out of that scrape. */
const DEPTH_TIMEOUT_MS = 2_000;

/**
 * Seconds from a job's due time to the start of its first attempt: the due time is `timestamp +
 * opts.delay` (for a job enqueued without delay, when it was enqueued). `opts.delay` is the delay the
 * job was created with; a delay moved by `changeDelay` (a timer whose due time moved) is not seen, so
 * such a job reads later than it was. 0 for a job started early (clock skew between nodes).
 */
export function timerLatenessSeconds(
  job: Pick<Job, 'timestamp' | 'opts' | 'processedOn'>,
  now: number,
): number {
  const due = job.timestamp + (job.opts.delay ?? 0);
  return Math.max(0, ((job.processedOn ?? now) - due) / 1000);
}

/**
 * BullMQ metrics (DESIGN.md section 4, "Timers"). On every node, at scrape time, the depth of every
 * queue of `QueueName` by state (`bullmq_queue_depth`). On nodes that run the workers (ROLE worker or
 * all), from the workers' own events, the timers' (`Timers`) and the schedules' processors: jobs completed and failed
 * (`bullmq_jobs_completed_total`, `bullmq_jobs_failed_total`, `final` telling whether BullMQ gives up
 * on the job or retries it), each job's timer lateness at its first attempt
 * (`bullmq_timer_lateness_seconds`) and whether each worker is running (`bullmq_worker_running`).
 */
@Injectable()
export class QueueMetrics implements OnApplicationBootstrap {
  private readonly workers: Worker[] = [];
  private readonly completed: Counter<'queue'>;
  private readonly failed: Counter<'queue' | 'final'>;
  private readonly lateness: Histogram<'queue'>;

  constructor(
    metrics: MetricsService,
    private readonly moduleRef: ModuleRef,
    private readonly discovery: DiscoveryService,
    @Inject(BULL_REDIS) private readonly bullRedis: Redis,
    private readonly timers: Timers,
  ) {
    const registers = [metrics.registry];
    const queues = Object.values(QueueName).map((name) =>
      this.moduleRef.get<Queue>(getQueueToken(name), { strict: false }),
    );
    const connection = this.bullRedis;
    new Gauge({
      name: 'bullmq_queue_depth',
      help: `Jobs per queue and state (${QUEUE_DEPTH_STATES.join(', ')}), read from Redis at scrape time`,
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        this.reset();
        // While Redis is away BullMQ's commands wait for it: the scrape must still answer.
        if (connection.status !== 'ready') return;
        const counts = await settledWithin(
          Promise.all(queues.map((queue) => queue.getJobCounts(...QUEUE_DEPTH_STATES))),
          DEPTH_TIMEOUT_MS,
        );
        if (!counts) return;
        queues.forEach((queue, index) => {
          for (const state of QUEUE_DEPTH_STATES)
            this.set({ queue: queue.name, state }, counts[index][state] ?? 0);
        });
      },
    });
    this.completed = new Counter({
      name: 'bullmq_jobs_completed_total',
      help: 'Jobs this node completed, per queue',
      labelNames: ['queue'],
      registers,
    });
    this.failed = new Counter({
      name: 'bullmq_jobs_failed_total',
      help: 'Job attempts that failed on this node, per queue; final="true" when no attempt is left (the job stays failed)',
      labelNames: ['queue', 'final'],
      registers,
    });
    this.lateness = new Histogram({
      name: 'bullmq_timer_lateness_seconds',
      help: "Seconds between a job's due time (enqueue time plus delay) and the start of its first attempt, per queue",
      labelNames: ['queue'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900],
      registers,
    });
    const workers = this.workers;
    new Gauge({
      name: 'bullmq_worker_running',
      help: 'Whether the queue worker of this node takes jobs (1) or not (0); only on nodes with ROLE worker or all',
      labelNames: ['queue'],
      registers,
      collect() {
        for (const worker of workers) this.set({ queue: worker.name }, worker.isRunning() ? 1 : 0);
      },
    });
  }

  /**
   * Finds every worker of this node, the timers' (`Timers`, created in its onModuleInit) and the
   * ones @nestjs/bullmq created for the schedules, and listens to their events.
   */
  onApplicationBootstrap(): void {
    for (const worker of this.timers.workers()) this.watch(worker);
    for (const wrapper of this.discovery.getProviders()) {
      const host = wrapper.instance as unknown;
      if (!(host instanceof WorkerHost)) continue;
      let worker: Worker;
      try {
        worker = host.worker;
      } catch {
        continue; // Not created: no processor runs on this node.
      }
      this.watch(worker);
    }
  }

  private watch(worker: Worker): void {
    const queue = worker.name;
    this.workers.push(worker);
    // Every series from the start, so rate() and increase() see the first event.
    this.completed.inc({ queue }, 0);
    this.failed.inc({ queue, final: 'true' }, 0);
    this.failed.inc({ queue, final: 'false' }, 0);
    this.lateness.zero({ queue });
    worker.on('active', (job) => {
      if (job.attemptsMade === 0) this.lateness.observe({ queue }, timerLatenessSeconds(job, Date.now()));
    });
    worker.on('completed', () => this.completed.inc({ queue }));
    worker.on('failed', (job) => {
      // BullMQ sets finishedOn only when it moves the job to the failed set (no retry left).
      this.failed.inc({ queue, final: job?.finishedOn ? 'true' : 'false' });
    });
  }
}
