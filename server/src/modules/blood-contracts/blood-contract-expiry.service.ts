import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import { Clock } from '../../common/clock';
import { formatNumber } from '../../game/arabic-numbers.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { ContractExpiryJob, contractExpiryJobId, QueueName } from '../../infra/queue/queues';
import { NotificationsService } from '../notifications/notifications.service';
import { BloodContractEntity } from './blood-contract.entity';
import { BloodContractEscrowService } from './blood-contract-escrow.service';
import { BloodContractListService } from './blood-contract-list.service';
import { BloodContractsRepository } from './blood-contracts.repository';

/**
 * The 24-hour end of a blood contract (DESIGN.md section 4, "Timers"): a delayed BullMQ job with the
 * id `contract-expiry-<id>` refunds an open contract once its `expires_at` has passed; a boot
 * reconciler schedules every open contract the queue may not know.
 */
@Injectable()
export class BloodContractExpiryService {
  private readonly logger = new Logger(BloodContractExpiryService.name);

  constructor(
    private readonly contracts: BloodContractsRepository,
    private readonly escrow: BloodContractEscrowService,
    private readonly lists: BloodContractListService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: Tx,
    @InjectQueue(QueueName.BLOOD_CONTRACTS) private readonly queue: Queue<ContractExpiryJob>,
  ) {}

  /**
   * The expiry transition: refunds an open contract whose `expires_at` has passed and marks it
   * expired, in one transaction under the contract's row lock, and tells the poster. Idempotent: a
   * closed contract, or a second run, changes nothing; a run before `expires_at` is put back for the
   * rest of the time. @returns true when this call expired the contract.
   */
  async expire(contractId: number): Promise<boolean> {
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
    if (outcome.kind === 'early') {
      await this.queue.add(
        'expire',
        { contractId },
        {
          jobId: `${contractExpiryJobId(contractId)}-retry-${now.getTime()}`,
          delay: Math.max(1, outcome.expiresAt.getTime() - now.getTime()),
        },
      );
      return false;
    }
    if (outcome.posterUserId) await this.lists.publishLists([outcome.posterUserId]);
    return true;
  }

  /**
   * Makes sure one job expires the contract at `expiresAt` (at once when overdue). The job id is
   * deterministic, so scheduling twice keeps one job; a finished job that expired nothing (failed,
   * or fired early and its retry was lost) is replaced.
   */
  async schedule(contract: Pick<BloodContractEntity, 'id' | 'expiresAt'>): Promise<void> {
    const jobId = contractExpiryJobId(contract.id);
    const delay = Math.max(0, contract.expiresAt.getTime() - this.clock.now().getTime());
    const state = await this.queue.getJobState(jobId);
    if (state === 'completed' || state === 'failed') {
      const finished = await this.queue.getJob(jobId);
      if (state === 'completed' && finished?.returnvalue === true) return;
      await finished?.remove();
    } else if (state !== 'unknown') {
      return; // Delayed, waiting or active: it runs and re-checks the contract.
    }
    await this.queue.add('expire', { contractId: contract.id }, { jobId, delay });
  }

  /** Boot reconciler: schedules the expiry of every open contract the queue may not know. @returns how many. */
  async reconcile(): Promise<number> {
    const open = await this.contracts.findOpen();
    for (const contract of open) await this.schedule(contract);
    if (open.length) this.logger.log(`reconciled ${open.length} open blood contract expiries`);
    return open.length;
  }
}
