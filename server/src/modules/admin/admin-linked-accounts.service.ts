import { Injectable } from '@nestjs/common';
import { formatNumber } from '../../game/arabic-numbers.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { HouseholdResultDto, LinkedClustersDto } from '../linked-accounts/linked-accounts.dto';
import { LinkedAccountsService } from '../linked-accounts/linked-accounts.service';
import { HeldTransferDecisionDto, HeldTransferDto } from '../transfers/transfers.dto';
import { TransfersService } from '../transfers/transfers.service';
import { AdminAuditService } from './admin-audit.service';

/**
 * The linked-accounts screen (issue 30, part 6): clusters with their evidence, household marks, and
 * the review of held transfers. Every change is written to the admin audit log in its transaction.
 */
@Injectable()
export class AdminLinkedAccountsService {
  constructor(
    private readonly links: LinkedAccountsService,
    private readonly transfers: TransfersService,
    private readonly audit: AdminAuditService,
    private readonly tx: Tx,
  ) {}

  clusters(): Promise<LinkedClustersDto> {
    return this.links.clusters();
  }

  heldTransfers(): Promise<HeldTransferDto[]> {
    return this.transfers.heldTransfers();
  }

  /** Marks a cluster or a pair as a known household (their transfers are not held any more). */
  markHousehold(adminId: string, userIds: string[], note: string | null): Promise<HouseholdResultDto> {
    return inRetriedTransaction(this.tx, async () => {
      const marked = await this.links.markHousehold(adminId, userIds, note);
      await this.audit.record({
        adminId,
        action: 'linked.household_mark',
        targetType: 'user',
        targetId: marked.userIds[0] ?? userIds[0],
        before: null,
        after: { userIds: marked.userIds, note, pairs: marked.pairs },
      });
      return {
        message: `تم اعتبار ${formatNumber(marked.userIds.length)} حسابات أسرة معروفة`,
        pairs: marked.pairs,
      };
    });
  }

  /** Lifts a household mark from every pair among the accounts. */
  unmarkHousehold(adminId: string, userIds: string[]): Promise<HouseholdResultDto> {
    return inRetriedTransaction(this.tx, async () => {
      const pairs = await this.links.unmarkHousehold(userIds);
      await this.audit.record({
        adminId,
        action: 'linked.household_unmark',
        targetType: 'user',
        targetId: userIds[0],
        before: { userIds, pairs },
        after: null,
      });
      return { message: 'تم إلغاء اعتبار الحسابات أسرة معروفة', pairs };
    });
  }

  /** Approves a held transfer. @throws HELD_TRANSFER_NOT_FOUND; HELD_TRANSFER_DECIDED */
  approve(adminId: string, transferId: number): Promise<HeldTransferDecisionDto> {
    return inRetriedTransaction(this.tx, async () => {
      const { before, after } = await this.transfers.approveHeld(adminId, transferId);
      await this.audit.record({
        adminId,
        action: 'transfer.hold_approve',
        targetType: 'transfer',
        targetId: String(transferId),
        before: { ...before },
        after: { ...after },
      });
      return { message: `تمت الموافقة على التحويل إلى ${after.receiver.name}`, transfer: after };
    });
  }

  /** Rejects a held transfer (returned to the sender). @throws HELD_TRANSFER_NOT_FOUND; HELD_TRANSFER_DECIDED */
  reject(adminId: string, transferId: number): Promise<HeldTransferDecisionDto> {
    return inRetriedTransaction(this.tx, async () => {
      const { before, after } = await this.transfers.rejectHeld(adminId, transferId);
      await this.audit.record({
        adminId,
        action: 'transfer.hold_reject',
        targetType: 'transfer',
        targetId: String(transferId),
        before: { ...before },
        after: { ...after },
      });
      return { message: `تم رفض التحويل وإعادته إلى ${after.sender.name}`, transfer: after };
    });
  }
}
