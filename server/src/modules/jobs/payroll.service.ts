import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainEvents } from '../../infra/events/domain-events';
import { Queue } from 'bullmq';
import { Clock } from '../../common/clock';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { PayrollJob, payrollJobId, QueueName } from '../../infra/queue/queues';
import { CharacterService } from '../character/character.service';
import { account, Currency } from '../wallet/account';
import { WalletService } from '../wallet/wallet.service';
import { PayrollCandidate, PayrollRepository } from './payroll.repository';
import { isCalendarDate, payrollDateDue } from './payroll.rules';

/** What one payroll run did. */
export interface PayrollResult {
  /** The game calendar day paid, `YYYY-MM-DD`. */
  date: string;
  /** Characters paid by this run. */
  paid: number;
  /** Characters another run paid first (a concurrent run of the same day), or who lost their job meanwhile. */
  skipped: number;
  /** Characters whose payment failed; the queue retries the run, which pays only them. */
  failed: number;
}

/** Characters read per page, and paid in parallel within a page. */
const PAGE_SIZE = 200;
const PARALLEL_PAYMENTS = 8;
/** Finished runs stay in the queue this long, so the day's deterministic job id keeps refusing a second run. */
const KEEP_FINISHED_SECONDS = 3 * 86_400;

/**
 * The daily payroll (DESIGN.md section 6, Jobs): once per calendar day of the game's time zone every
 * character holding an enabled job gets its salary (through the wallet) and expPerDay. A
 * `payroll_payments` row written in the same transaction as the payment makes every run of a day
 * idempotent, whichever node or retry runs it.
 */
@Injectable()
export class PayrollService {
  private readonly logger = new Logger(PayrollService.name);

  constructor(
    private readonly payroll: PayrollRepository,
    private readonly characters: CharacterService,
    private readonly wallet: WalletService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly tx: Tx,
    @InjectQueue(QueueName.PAYROLL) private readonly queue: Queue<PayrollJob>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Enqueues the run of the day that is due now (from 00:05 game time). The job id is the day's, so
   * every replica asking every minute leaves one job per day. @returns the day enqueued, or null before 00:05.
   */
  async enqueueDuePayroll(now = this.clock.now()): Promise<string | null> {
    const date = payrollDateDue(now, this.config.TZ_GAME);
    if (date) await this.enqueuePayroll(date);
    return date;
  }

  /** Enqueues the run of one day; a second call for the same day keeps the first job. */
  async enqueuePayroll(date: string): Promise<void> {
    await this.queue.add(
      'run',
      { date },
      {
        jobId: payrollJobId(date),
        removeOnComplete: { age: KEEP_FINISHED_SECONDS },
        removeOnFail: { age: KEEP_FINISHED_SECONDS },
      },
    );
  }

  /**
   * Pays every employed character not yet paid for `date` (`YYYY-MM-DD`, a game calendar day).
   * Safe to run twice or concurrently for one day: each character is paid at most once.
   * @throws RangeError for a malformed date.
   */
  async runPayroll(date: string): Promise<PayrollResult> {
    if (!isCalendarDate(date)) throw new RangeError(`payroll date must be YYYY-MM-DD: ${date}`);
    const result: PayrollResult = { date, paid: 0, skipped: 0, failed: 0 };
    let after = 0;
    for (;;) {
      const page = await this.payroll.unpaidCandidates(date, after, PAGE_SIZE);
      if (!page.length) break;
      after = page[page.length - 1].characterId;
      for (let start = 0; start < page.length; start += PARALLEL_PAYMENTS) {
        const outcomes = await Promise.all(
          page.slice(start, start + PARALLEL_PAYMENTS).map((candidate) => this.payOne(candidate, date)),
        );
        for (const outcome of outcomes) result[outcome] += 1;
      }
      if (page.length < PAGE_SIZE) break;
    }
    if (result.paid || result.failed)
      this.logger.log(
        `payroll ${date}: paid ${result.paid}, skipped ${result.skipped}, failed ${result.failed}`,
      );
    return result;
  }

  /** Pays one character for one day in one transaction; the HUD updates after the commit. */
  private async payOne(candidate: PayrollCandidate, date: string): Promise<'paid' | 'skipped' | 'failed'> {
    try {
      const paid = await inRetriedTransaction(this.tx, async () => {
        const now = this.clock.now();
        // The lock orders this payment after any running one for the same character (another run, a hire).
        const character = await this.characters.lockForUser(candidate.userId);
        const pay = await this.payroll.dailyPayOf(character.id);
        if (!pay) return false;
        if (
          !(await this.payroll.recordPayment({ characterId: character.id, payDate: date, pay, paidAt: now }))
        )
          return false;
        await this.wallet.apply({
          transfers: [
            { from: 'mint', to: account.cash(character.id), currency: Currency.MONEY, amount: pay.salary },
          ],
          reason: 'job_salary',
          reference: `job:${pay.jobId}`,
          idempotencyKey: `payroll:${date}:${character.id}`,
        });
        await this.characters.addExperience(character, pay.expPerDay, now);
        // The day's exp; the salary is announced by the wallet, one HUD push for both.
        await this.events.publish('character.changed', { userId: candidate.userId });
        return true;
      });
      return paid ? 'paid' : 'skipped';
    } catch (error) {
      this.logger.error(`payroll ${date} of character ${candidate.characterId} failed: ${String(error)}`);
      return 'failed';
    }
  }
}
