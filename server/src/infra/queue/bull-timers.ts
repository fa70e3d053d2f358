import { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue, Worker } from 'bullmq';
import type { Clock } from '../../common/clock';
import type { AppConfig } from '../../config/config.schema';
import type { BootWork } from '../lifecycle/boot-work.service';
import { retryJobId, TimerDefinition, TimerQueueName, Timers } from './timers';

/**
 * Jobs the boot reconciler looks up and enqueues per Redis round trip. Building a batch holds the
 * event loop: at 1,000 jobs 40 to 70 ms each (190 ms for the first) on a busy 2-core machine, which
 * the worker's first health checks waited behind; at 250 it is 10 to 25 ms (60 ms), for the same
 * total (issue 16).
 */
export const RECONCILE_BATCH = 250;

/**
 * The production timer driver: one BullMQ delayed job per pending subject, under the definition's
 * deterministic job id, in the timer's queue (registered in `QueueModule`, with its default 5
 * attempts and exponential backoff). On nodes with ROLE worker or all it runs one worker per timer
 * (created in `onApplicationBootstrap`, closed before the app shuts down so running transitions still push)
 * and the boot reconcilers (in the background through `BootWork`: the node is ready meanwhile).
 */
export class BullTimers
  extends Timers
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly started: Worker[] = [];
  private readonly runsWorkers: boolean;

  constructor(
    config: AppConfig,
    private readonly queues: ReadonlyMap<TimerQueueName, Queue>,
    private readonly bootWork: BootWork,
    private readonly clock: Clock,
  ) {
    super();
    this.runsWorkers = config.ROLE !== 'api';
  }

  /** The workers this node runs (none on ROLE api): the queue metrics watch them. */
  override workers(): readonly Worker[] {
    return this.started;
  }

  /**
   * Starts one worker per defined timer (ROLE worker or all), then the boot reconcilers in the
   * background. At bootstrap, not module init: every module is initialised by then, so a job
   * already overdue when the node starts runs only once presence has loaded who holds a socket
   * (`PresenceService.onModuleInit`); from module init it could run first and skip its push
   * (`RealtimePublisher.toUser`) to a player connected on another node.
   */
  onApplicationBootstrap(): void {
    if (!this.runsWorkers) return;
    for (const definition of this.definitions.values()) {
      const queue = this.queueOf(definition);
      const worker = new Worker(definition.queue, (job: Job) => this.process(definition, job), {
        connection: queue.opts.connection,
        prefix: queue.opts.prefix,
        concurrency: definition.concurrency,
      });
      worker.on('failed', (job, error) => this.logFailure(definition, job?.id, error));
      // A worker's connection errors are retried by BullMQ; without a listener Node would throw them.
      worker.on('error', (error) => this.logger.warn(`${definition.queue} worker: ${error.message}`));
      this.started.push(worker);
    }
    for (const definition of this.definitions.values())
      this.bootWork.start(`the ${definition.what} reconciler`, () => this.reconcile(definition));
  }

  /**
   * Stops taking jobs and waits for the running ones, before Nest closes the socket adapter: a
   * transition still running can push to players on other nodes (idempotent).
   */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.started.map((worker) => worker.close()));
  }

  protected async schedule<Subject, Payload>(
    definition: TimerDefinition<Subject, Payload>,
    subject: Subject,
  ): Promise<void> {
    const queue = this.queueOf(definition);
    const data = definition.payload(subject);
    const jobId = definition.jobId(data);
    const due = definition.dueAt(subject).getTime();
    const delay = Math.max(0, due - this.clock.now().getTime());
    const state = await queue.getJobState(jobId);
    if (state === 'delayed') {
      const job = await queue.getJob(jobId);
      if (!job || job.timestamp + (job.opts.delay ?? 0) === due) return;
      try {
        await job.changeDelay(delay);
      } catch {
        // It became due meanwhile; the run re-checks the due time and runs again when early.
      }
      return;
    }
    if (state === 'completed' || state === 'failed') {
      // Read after the state, so a job that just performed the transition shows its result.
      const finished = await queue.getJob(jobId);
      if (state === 'completed' && finished?.returnvalue === true) return;
      // Finished without performing it (failed, or fired early and its re-run was lost): replace it.
      await finished?.remove();
    } else if (state !== 'unknown') {
      return; // Waiting or active: it runs soon and re-checks the subject.
    }
    await queue.add(definition.jobName, data, { jobId, delay });
  }

  /**
   * Boot reconciler: every pending subject whose job is missing, or finished without performing the
   * transition, gets one, RECONCILE_BATCH per round trip (`addBulk`). A delayed or waiting job is
   * kept (it re-checks the subject when it runs).
   */
  protected async reconcile<Subject, Payload>(
    definition: TimerDefinition<Subject, Payload>,
  ): Promise<number> {
    const queue = this.queueOf(definition);
    const subjects = await definition.pending();
    const now = this.clock.now().getTime();
    for (let start = 0; start < subjects.length; start += RECONCILE_BATCH) {
      const batch = subjects.slice(start, start + RECONCILE_BATCH).map((subject) => {
        const data = definition.payload(subject);
        return {
          data,
          jobId: definition.jobId(data),
          delay: Math.max(0, definition.dueAt(subject).getTime() - now),
        };
      });
      const states = await Promise.all(batch.map((job) => queue.getJobState(job.jobId)));
      const replaced = await Promise.all(
        batch.map(async (job, index) => {
          const state = states[index];
          if (state === 'unknown') return true;
          if (state !== 'completed' && state !== 'failed') return false;
          const finished = await queue.getJob(job.jobId);
          if (state === 'completed' && finished?.returnvalue === true) return false;
          await finished?.remove();
          return true;
        }),
      );
      const missing = batch.filter((_, index) => replaced[index]);
      if (!missing.length) continue;
      await queue.addBulk(
        // BullMQ counts the delay from the job's timestamp, by default when it builds the job: the
        // jobs of later batches would be late by as long as the earlier ones took to enqueue.
        missing.map((job) => ({
          name: definition.jobName,
          data: job.data,
          opts: { jobId: job.jobId, delay: job.delay, timestamp: now },
        })),
      );
    }
    this.logReconciled(definition as TimerDefinition<unknown, unknown>, subjects.length);
    return subjects.length;
  }

  /**
   * One job: runs the transition; a run before the due time is put back for the rest of the time,
   * under a fresh id. @returns true when the transition was performed (the job's return value,
   * which `schedule` reads).
   */
  private async process<Subject, Payload>(
    definition: TimerDefinition<Subject, Payload>,
    job: Job<Payload>,
  ): Promise<boolean> {
    const outcome = await definition.run(job.data);
    if (typeof outcome === 'boolean') return outcome;
    const now = this.clock.now();
    await this.queueOf(definition).add(definition.jobName, job.data, {
      jobId: retryJobId(definition.jobId(job.data), now),
      delay: Math.max(1, outcome.notBefore.getTime() - now.getTime()),
    });
    return false;
  }

  private queueOf(definition: { queue: TimerQueueName }): Queue {
    const queue = this.queues.get(definition.queue);
    if (!queue) throw new Error(`no BullMQ queue registered for the timer ${definition.queue}`);
    return queue;
  }
}
