import { Injectable } from '@nestjs/common';
import { formatNumber } from '../../game/arabic-numbers.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { BlackMarketHoldsService } from '../black-market/black-market-holds.service';
import { GangTreasuryHoldsService } from '../gangs/gang-treasury-holds.service';
import {
  HeldOperationDecisionDto,
  HeldOperationDto,
  HoldKind,
  HouseholdResultDto,
  LinkedClustersDto,
} from '../linked-accounts/linked-accounts.dto';
import { LinkedAccountsService } from '../linked-accounts/linked-accounts.service';
import { TransfersService } from '../transfers/transfers.service';
import { AdminAuditEntry } from './admin-audit.repository';
import { AdminAuditService } from './admin-audit.service';

/** What deciding a held operation of one kind needs: the owning module's decision and the audit's names. */
interface HoldReview {
  approve(adminId: string, id: number): Promise<{ before: HeldOperationDto; after: HeldOperationDto }>;
  reject(adminId: string, id: number): Promise<{ before: HeldOperationDto; after: HeldOperationDto }>;
  /** The audit action's prefix (`transfer.hold_approve`) and target type. */
  action: string;
  targetType: AdminAuditEntry['targetType'];
  approved: (after: HeldOperationDto) => string;
  rejected: (after: HeldOperationDto) => string;
}

/**
 * The linked-accounts screen (issue 30, part 6): clusters with their evidence, household marks, and
 * the review of the operations held between linked accounts (transfers, black-market purchases, gang
 * treasury payouts; each decided by its own module). Every change is written to the admin audit log
 * in its transaction.
 */
@Injectable()
export class AdminLinkedAccountsService {
  constructor(
    private readonly links: LinkedAccountsService,
    private readonly transfers: TransfersService,
    private readonly market: BlackMarketHoldsService,
    private readonly treasury: GangTreasuryHoldsService,
    private readonly audit: AdminAuditService,
    private readonly tx: Tx,
  ) {}

  /** How each kind of held operation is decided and audited. */
  private readonly reviews: Record<HoldKind, HoldReview> = {
    transfer: {
      approve: (adminId, id) => this.transfers.approveHeld(adminId, id),
      reject: (adminId, id) => this.transfers.rejectHeld(adminId, id),
      action: 'transfer',
      targetType: 'transfer',
      approved: (after) => `تمت الموافقة على التحويل إلى ${after.receiver.name}`,
      rejected: (after) => `تم رفض التحويل وإعادته إلى ${after.sender.name}`,
    },
    market: {
      approve: (adminId, id) => this.market.approveHeld(adminId, id),
      reject: (adminId, id) => this.market.rejectHeld(adminId, id),
      action: 'market',
      targetType: 'market_purchase',
      approved: (after) => `تمت الموافقة على شراء ${after.sender.name} من ${after.receiver.name}`,
      rejected: (after) =>
        `تم رفض الشراء: أعيد المال إلى ${after.sender.name} والعنصر إلى ${after.receiver.name}`,
    },
    treasury: {
      approve: (adminId, id) => this.treasury.approveHeld(adminId, id),
      reject: (adminId, id) => this.treasury.rejectHeld(adminId, id),
      action: 'treasury',
      targetType: 'treasury_payout',
      approved: (after) => `تمت الموافقة على الدفعة إلى ${after.receiver.name}`,
      rejected: (after) => `تم رفض الدفعة وإعادتها إلى خزينة ${after.gangName ?? ''}`,
    },
  };

  clusters(): Promise<LinkedClustersDto> {
    return this.links.clusters();
  }

  /** Every operation waiting for review (transfers, purchases, payouts), oldest first. */
  async heldOperations(): Promise<HeldOperationDto[]> {
    const held = [
      ...(await this.transfers.heldTransfers()),
      ...(await this.market.heldPurchases()),
      ...(await this.treasury.heldPayouts()),
    ];
    return held.sort((x, y) => x.createdAt.localeCompare(y.createdAt) || x.id - y.id);
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

  /**
   * Releases a held operation. @throws HELD_TRANSFER_NOT_FOUND / HELD_PURCHASE_NOT_FOUND /
   * HELD_PAYOUT_NOT_FOUND; HELD_TRANSFER_DECIDED / HELD_PURCHASE_DECIDED / HELD_PAYOUT_DECIDED
   */
  approve(adminId: string, kind: HoldKind, id: number): Promise<HeldOperationDecisionDto> {
    return this.decide(adminId, kind, id, 'approve');
  }

  /** Returns a held operation to where it came from. @throws as {@link approve} */
  reject(adminId: string, kind: HoldKind, id: number): Promise<HeldOperationDecisionDto> {
    return this.decide(adminId, kind, id, 'reject');
  }

  private decide(
    adminId: string,
    kind: HoldKind,
    id: number,
    decision: 'approve' | 'reject',
  ): Promise<HeldOperationDecisionDto> {
    const review = this.reviews[kind];
    return inRetriedTransaction(this.tx, async () => {
      const { before, after } = await review[decision](adminId, id);
      await this.audit.record({
        adminId,
        action: `${review.action}.hold_${decision}`,
        targetType: review.targetType,
        targetId: String(id),
        before: { ...before },
        after: { ...after },
      });
      return {
        message: decision === 'approve' ? review.approved(after) : review.rejected(after),
        operation: after,
      };
    });
  }
}
