import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { formatNumber } from '../../game/arabic-numbers.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { ContractExpiryJob, contractExpiryJobId, QueueName } from '../../infra/queue/queues';
import { Timer, TimerOutcome, Timers } from '../../infra/queue/timers';
import { NotificationsService } from '../notifications/notifications.service';
import { BloodContractEntity } from './blood-contract.entity';
import { BloodContractEscrowService } from './blood-contract-escrow.service';
import { BloodContractListService } from './blood-contract-list.service';
import { BloodContractsRepository } from './blood-contracts.repository';

/** A contract as its expiry timer needs it. */
export type TimedContract = Pick<BloodContractEntity, 'id' | 'expiresAt'>;

/**
 * The 24-hour end of a blood contract (DESIGN.md section 4, "Timers"): the timer
 * `contract-expiry-<id>` refunds an open contract once its `expires_at` has passed; its boot
 * reconciler schedules every open contract whose timer was lost.
 */
@Injectable()
export class BloodContractTimers {
  private readonly expiry: Timer<TimedContract, ContractExpiryJob>;

  constructor(
    timers: Timers,
    private readonly contracts: BloodContractsRepository,
    private readonly escrow: BloodContractEscrowService,
    private readonly lists: BloodContractListService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: Tx,
  ) {
    this.expiry = timers.define<TimedContract, ContractExpiryJob>({
      queue: QueueName.BLOOD_CONTRACTS,
      jobName: 'expire',
      what: 'blood contract expiry',
      pendingWhat: 'open blood contract expiries',
      concurrency: 20,
      payload: (contract) => ({ contractId: contract.id }),
      jobId: (job) => contractExpiryJobId(job.contractId),
      dueAt: (contract) => contract.expiresAt,
      run: (job) => this.expire(job.contractId),
      pending: () => this.contracts.findOpen(),
    });
  }

  /**
   * The expiry transition: refunds an open contract whose `expires_at` has passed and marks it
   * expired, in one transaction under the contract's row lock, and tells the poster. Idempotent: a
   * closed contract, or a second run, changes nothing.
   * @returns true when this call expired the contract; `{ notBefore: expires_at }` before it is due
   */
  async expire(contractId: number): Promise<TimerOutcome> {
    const now = this.clock.now();
    const outcome = await inRetriedTransaction(this.tx, async () => {
      const contract = await this.contracts.lockById(contractId);
      if (!contract || contract.status !== 'open') return null;
      if (contract.expiresAt > now) return { kind: 'early' as const, expiresAt: contract.expiresAt };
      const parties = await this.contracts.partiesOf(contract);
      await this.contracts.close(contract.id, 'expired', now);
      await this.escrow.refund(contract);
      if (parties.posterUserId)
        await this.notifications.notify(parties.posterUserId, {
          type: 'contract_expired',
          message: `انتهت صلاحية عقد الدم على ${parties.targetName} وأعيد إليك ${formatNumber(contract.reward)}`,
          data: { contractId, refunded: contract.reward },
        });
      return { kind: 'expired' as const, posterUserId: parties.posterUserId };
    });
    if (!outcome) return false;
    if (outcome.kind === 'early') return { notBefore: outcome.expiresAt };
    if (outcome.posterUserId) await this.lists.publishLists([outcome.posterUserId]);
    return true;
  }

  /** Makes sure the contract expires at `expiresAt` (at once when overdue); scheduling it twice keeps one timer. */
  schedule(contract: TimedContract): Promise<void> {
    return this.expiry.schedule(contract);
  }

  /** Boot reconciler: every open contract whose expiry timer was lost gets one. @returns how many contracts are open. */
  reconcile(): Promise<number> {
    return this.expiry.reconcile();
  }
}
