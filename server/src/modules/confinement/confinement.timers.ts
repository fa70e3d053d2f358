import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Clock } from '../../common/clock';
import { DomainEventMap } from '../../infra/events/domain-events';
import { ConfinementReleaseJob, confinementReleaseJobId, QueueName } from '../../infra/queue/queues';
import { Timer, TimerOutcome, Timers } from '../../infra/queue/timers';
import { RELEASE_BATCH_SIZE, ConfinementReleases } from './confinement-releases';
import { ConfinementRepository, PendingStay } from './confinement.repository';

/**
 * Releases one worker node holds at once: two full release batches, so one fills while the other is
 * written (each release waits for its batch's commit).
 */
export const RELEASE_CONCURRENCY = 2 * RELEASE_BATCH_SIZE;

/**
 * The hospital and jail timer (DESIGN.md sections 4 and 6): the database holds the truth
 * (`hospital_until`, `jail_until`); the timer `<kind>-release-<character>-<until ms>` releases
 * idempotently once the stay is over. A stay is scheduled when `confinement.entered` goes out (after
 * its commit); the guards compare timestamps, so a late release never keeps anyone confined.
 */
@Injectable()
export class ConfinementTimers {
  private readonly releases: Timer<PendingStay, ConfinementReleaseJob>;

  constructor(
    timers: Timers,
    private readonly confinement: ConfinementRepository,
    private readonly batches: ConfinementReleases,
    private readonly clock: Clock,
  ) {
    this.releases = timers.define<PendingStay, ConfinementReleaseJob>({
      queue: QueueName.CONFINEMENT,
      jobName: 'release',
      what: 'hospital or jail release',
      pendingWhat: 'pending hospital and jail releases',
      concurrency: RELEASE_CONCURRENCY,
      payload: (stay) => ({
        characterId: stay.characterId,
        kind: stay.kind,
        until: stay.until.toISOString(),
      }),
      jobId: confinementReleaseJobId,
      dueAt: (stay) => stay.until,
      run: (job) => this.release(job),
      pending: () => this.confinement.pendingStays(),
    });
  }

  /** Schedules the release of a committed stay. */
  @OnEvent('confinement.entered')
  async scheduleRelease(stay: DomainEventMap['confinement.entered']): Promise<void> {
    await this.schedule(stay);
  }

  /** Makes sure the stay is released at `until` (at once when overdue); scheduling it twice keeps one timer. */
  schedule(stay: PendingStay): Promise<void> {
    return this.releases.schedule(stay);
  }

  /** Boot reconciler: every stay whose release timer was lost gets one. @returns how many stays are pending. */
  reconcile(): Promise<number> {
    return this.releases.reconcile();
  }

  /**
   * The release transition: performs a due release once, only if the stay still ends at `job.until`
   * (an extended or bought-out stay is left alone). Leaving hospital restores HP to max. Due releases
   * are batched with the others arriving within a few milliseconds (`ConfinementReleases`): one
   * UPDATE each batch.
   * @returns true when this call released the character; `{ notBefore: until }` before the stay is over
   * @throws the batch's database error (nothing of the batch was released; the timer runs again)
   */
  async release(job: ConfinementReleaseJob): Promise<TimerOutcome> {
    const until = new Date(job.until);
    if (until > this.clock.now()) return { notBefore: until };
    return this.batches.release(job.kind, job.characterId, until);
  }
}
