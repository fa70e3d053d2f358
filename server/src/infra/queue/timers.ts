import { Logger } from '@nestjs/common';
import type { Worker } from 'bullmq';
import { QueueName } from './queues';

/** The queues that carry timers (one queue per timer); payroll and leaderboard are schedules, not timers. */
export type TimerQueueName =
  | typeof QueueName.CONFINEMENT
  | typeof QueueName.TRAINING
  | typeof QueueName.BLOOD_CONTRACTS
  | typeof QueueName.BLACK_MARKET
  | typeof QueueName.ACCOUNT_DELETION;

/**
 * What one run of a timer's transition did: `true` when it performed the transition, `false` when
 * there was nothing to do (already done, cancelled, moved), `{ notBefore }` when it ran before the
 * subject was due (clock skew, a due time moved later): the timer runs again at `notBefore`.
 */
export type TimerOutcome = boolean | { notBefore: Date };

/**
 * One timer of a feature (DESIGN.md section 4, "Timers"), declared in the feature's
 * `<feature>.timers.ts`: the database holds the truth (the subject's due time and state), the timer
 * only makes sure the transition runs once the subject is due. `Subject` is a pending row as the
 * feature reads it (with its due time), `Payload` the job data (JSON) the transition receives.
 */
export interface TimerDefinition<Subject, Payload> {
  /** The timer's queue; also its name in logs and in the `queue` label of the BullMQ metrics. */
  readonly queue: TimerQueueName;
  /** The BullMQ job name inside the queue (`release`, `complete`, `expire`). */
  readonly jobName: string;
  /** One run in logs: `training completion` gives `training completion <job id> failed: ...`. */
  readonly what: string;
  /** What the boot reconciler counts in its log line: `reconciled 3 unfinished trainings`. */
  readonly pendingWhat: string;
  /** Transitions one worker node runs at once. */
  readonly concurrency: number;
  /** The job data of a subject's timer. */
  payload(subject: Subject): Payload;
  /** Deterministic job id: scheduling the same subject twice keeps one job. No ':' (BullMQ refuses it). */
  jobId(payload: Payload): string;
  /** When the subject is due (overdue: the timer runs at once). */
  dueAt(subject: Subject): Date;
  /**
   * The transition: idempotent and safe to run concurrently (the row decides, under a lock or a
   * conditional update); it re-checks the due time itself and answers `{ notBefore }` when early.
   * @throws what fails: the driver logs it and BullMQ retries the job (5 attempts, exponential backoff)
   */
  run(payload: Payload): Promise<TimerOutcome>;
  /** Every subject still pending (due or not): what the boot reconciler makes sure has a job. */
  pending(): Promise<Subject[]>;
}

/** A defined timer, bound to the app's driver. */
export interface Timer<Subject, Payload> {
  readonly definition: TimerDefinition<Subject, Payload>;
  /**
   * Makes sure one job runs the transition at the subject's due time (at once when overdue):
   * idempotent; a pending job is moved to a changed due time (earlier or later); a finished job
   * that did not perform the transition (failed, or fired early and its re-run was lost) is replaced.
   */
  schedule(subject: Subject): Promise<void>;
  /** Boot reconciler: schedules every pending subject whose job is missing or lost. @returns how many pending subjects it saw. */
  reconcile(): Promise<number>;
}

/**
 * The one timer abstraction (DESIGN.md sections 2 and 4): features `define` their timers (in
 * `<feature>.timers.ts`, from a provider's constructor) and schedule subjects on them; the driver
 * owns job ids, moving a job when the due time moves, the early re-run, boot reconciliation, failure
 * logging, the queue metrics and the workers (only on nodes with ROLE worker or all). Two drivers:
 * `BullTimers` (production; BullMQ delayed jobs) and `SyncTimers` (tests only, `TIMER_DRIVER=sync`:
 * nothing fires by itself, a test fires the due timers when it chooses). Tests find the driver by
 * the name `Timers`.
 */
export abstract class Timers {
  protected readonly logger = new Logger('Timers');
  protected readonly definitions = new Map<TimerQueueName, TimerDefinition<unknown, unknown>>();

  /**
   * Registers a timer. Call from a provider's constructor, so every timer is known before the
   * workers start (`onApplicationBootstrap`).
   * @throws Error when a timer is already defined on the queue
   */
  define<Subject, Payload>(definition: TimerDefinition<Subject, Payload>): Timer<Subject, Payload> {
    if (this.definitions.has(definition.queue))
      throw new Error(`a timer is already defined on the queue ${definition.queue}`);
    this.definitions.set(definition.queue, definition as TimerDefinition<unknown, unknown>);
    return {
      definition,
      schedule: (subject) => this.schedule(definition, subject),
      reconcile: () => this.reconcile(definition),
    };
  }

  /** The BullMQ workers this node runs for its timers (none with the synchronous driver, or on ROLE api). */
  workers(): readonly Worker[] {
    return [];
  }

  /** See `Timer.schedule`. */
  protected abstract schedule<Subject, Payload>(
    definition: TimerDefinition<Subject, Payload>,
    subject: Subject,
  ): Promise<void>;

  /** See `Timer.reconcile`. */
  protected abstract reconcile<Subject, Payload>(
    definition: TimerDefinition<Subject, Payload>,
  ): Promise<number>;

  /** The failure path of both drivers: one error line naming the timer and its job. */
  protected logFailure(
    definition: TimerDefinition<unknown, unknown>,
    jobId: string | undefined,
    error: unknown,
  ) {
    const message = error instanceof Error ? error.message : String(error);
    this.logger.error(`${definition.what} ${jobId} failed: ${message}`);
  }

  /** The reconciler's log line, when it found anything pending. */
  protected logReconciled(definition: TimerDefinition<unknown, unknown>, count: number): void {
    if (count) this.logger.log(`reconciled ${count} ${definition.pendingWhat}`);
  }
}

/** Job id of the re-run of a transition that ran early (unique per attempt, so it never collides). */
export const retryJobId = (jobId: string, now: Date) => `${jobId}-retry-${now.getTime()}`;
