import { Injectable } from '@nestjs/common';
import { AccountErasureJob, accountErasureJobId, QueueName } from '../../infra/queue/queues';
import { Timer, TimerOutcome, Timers } from '../../infra/queue/timers';
import { AuthRepository } from '../auth/auth.repository';
import { AccountErasureService } from './account-erasure.service';

/** A closed account as its erasure timer needs it. */
export interface PendingDeletion {
  id: string;
  deletionDueAt: Date;
}

/**
 * The end of a deletion's grace period (issue 26 part 4; DESIGN.md section 4, "Timers"): the
 * database holds the truth (`users.deletion_due_at`, `deleted_at`); the timer
 * `account-erasure-<user id>` runs the erasure once the due time has passed, and does nothing when
 * a sign-in cancelled it. Its boot reconciler schedules every pending deletion whose timer was lost.
 * The transition is `AccountErasureService.erase`.
 */
@Injectable()
export class AccountDeletionTimers {
  private readonly erasure: Timer<PendingDeletion, AccountErasureJob>;

  constructor(timers: Timers, auth: AuthRepository, erasure: AccountErasureService) {
    this.erasure = timers.define<PendingDeletion, AccountErasureJob>({
      queue: QueueName.ACCOUNT_DELETION,
      jobName: 'erase',
      what: 'account erasure',
      pendingWhat: 'pending account deletions',
      concurrency: 2,
      payload: (pending) => ({ userId: pending.id }),
      jobId: (job) => accountErasureJobId(job.userId),
      dueAt: (pending) => pending.deletionDueAt,
      run: (job): Promise<TimerOutcome> => erasure.erase(job.userId),
      pending: () => auth.pendingDeletions(),
    });
  }

  /** Makes sure the account is erased at `deletionDueAt`; scheduling it twice keeps one timer. */
  schedule(pending: PendingDeletion): Promise<void> {
    return this.erasure.schedule(pending);
  }

  /** Boot reconciler. @returns how many deletions are pending. */
  reconcile(): Promise<number> {
    return this.erasure.reconcile();
  }
}
