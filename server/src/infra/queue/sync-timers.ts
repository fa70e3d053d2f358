import type { Clock } from '../../common/clock';
import { TimerDefinition, TimerQueueName, Timers } from './timers';

/** A timer the synchronous driver holds: what `schedule` asked for. */
export interface ScheduledTimer {
  queue: TimerQueueName;
  jobId: string;
  payload: unknown;
  dueAt: Date;
}

interface Held extends ScheduledTimer {
  definition: TimerDefinition<unknown, unknown>;
}

/**
 * The test driver (`TIMER_DRIVER=sync`, accepted only with NODE_ENV=test): timers are held in
 * memory and nothing fires by itself; a test runs the due ones when it chooses with `fireDue`
 * (reaching the driver as `app.app.get<SyncTimers>('Timers')`). It keeps the BullMQ driver's rules:
 * one timer per job id, a moved due time moves it, a transition that ran early runs again at its
 * `notBefore`, a failed one stays pending (and is logged like a failed job), one that performed the
 * transition is not scheduled again. No workers, no boot reconciler (a test calls `reconcile`).
 */
export class SyncTimers extends Timers {
  private readonly held = new Map<string, Held>();
  private readonly performed = new Set<string>();

  constructor(private readonly clock: Clock) {
    super();
  }

  /** The timers scheduled and not fired yet, soonest first; `queue` narrows them to one timer. */
  scheduled(queue?: TimerQueueName): ScheduledTimer[] {
    return [...this.held.values()]
      .filter((timer) => !queue || timer.queue === queue)
      .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
      .map(({ queue: name, jobId, payload, dueAt }) => ({ queue: name, jobId, payload, dueAt }));
  }

  /**
   * Runs, once each and in due order, every held timer due at `now` (the app's clock by default).
   * Transitions read the app's clock themselves: one that finds its subject not due yet answers
   * `notBefore` and is held again for then.
   * @returns the job ids whose transition was performed
   * @throws the first transition's error, after running the others (the failed ones stay held)
   */
  async fireDue(now: Date = this.clock.now()): Promise<string[]> {
    const due = [...this.held.values()]
      .filter((timer) => timer.dueAt.getTime() <= now.getTime())
      .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime());
    const performed: string[] = [];
    const errors: unknown[] = [];
    for (const timer of due) {
      const key = keyOf(timer.queue, timer.jobId);
      this.held.delete(key);
      try {
        const outcome = await timer.definition.run(timer.payload);
        if (outcome === true) {
          this.performed.add(key);
          performed.push(timer.jobId);
        } else if (outcome !== false) {
          this.held.set(key, { ...timer, dueAt: outcome.notBefore });
        }
      } catch (error) {
        this.logFailure(timer.definition, timer.jobId, error);
        this.held.set(key, timer);
        errors.push(error);
      }
    }
    if (errors.length) throw errors[0];
    return performed;
  }

  protected async schedule<Subject, Payload>(
    definition: TimerDefinition<Subject, Payload>,
    subject: Subject,
  ): Promise<void> {
    const payload = definition.payload(subject);
    const jobId = definition.jobId(payload);
    const key = keyOf(definition.queue, jobId);
    if (this.performed.has(key)) return;
    this.held.set(key, {
      queue: definition.queue,
      jobId,
      payload,
      dueAt: definition.dueAt(subject),
      definition: definition as TimerDefinition<unknown, unknown>,
    });
  }

  protected async reconcile<Subject, Payload>(
    definition: TimerDefinition<Subject, Payload>,
  ): Promise<number> {
    const subjects = await definition.pending();
    for (const subject of subjects) await this.schedule(definition, subject);
    this.logReconciled(definition as TimerDefinition<unknown, unknown>, subjects.length);
    return subjects.length;
  }
}

const keyOf = (queue: string, jobId: string) => `${queue}/${jobId}`;
