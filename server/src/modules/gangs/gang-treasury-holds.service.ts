import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { formatNumber } from '../../game/arabic-numbers.rules';
import { DomainEvents } from '../../infra/events/domain-events';
import { HeldOperationDto, HoldReason } from '../linked-accounts/linked-accounts.dto';
import { NotificationsService } from '../notifications/notifications.service';
import { account, Currency } from '../wallet/account';
import { BalanceAfter, WalletService } from '../wallet/wallet.service';
import type { LockedGang } from './gang-access';
import { GangTreasuryHoldsRepository, TreasuryHoldRow } from './gang-treasury-holds.repository';
import { GangErrorCode, gangError } from './gangs.errors';
import { GangsRepository, MemberRow } from './gangs.repository';

/** Held payouts the admin review lists at most (oldest first). */
const HELD_LIMIT = 200;

/** What the member who ordered a held payout is told (the answer's `notice` and a notification). */
export const PAYOUT_HELD_NOTICE =
  'الدفعة بانتظار مراجعة الإدارة لأن حسابك وحساب العضو المستلم مرتبطان (عنوان دخول أو جهاز مشترك). المبلغ محجوز خارج الخزينة: يصل إلى العضو عند الموافقة ويعود إلى الخزينة عند الرفض.';

/**
 * What the member who ordered a payout held because accounts linked to the paid member filled the
 * treasury is told (the answer's `notice` and a notification); also when they pay themselves.
 */
export const PAYOUT_HELD_CONTRIBUTORS_NOTICE =
  'الدفعة بانتظار مراجعة الإدارة لأن حسابات مرتبطة بحساب العضو المستلم (عنوان دخول أو جهاز مشترك) ساهمت في هذه الخزينة. المبلغ محجوز خارج الخزينة: يصل إلى العضو عند الموافقة ويعود إلى الخزينة عند الرفض.';

/** The Arabic notice of a payout held for `reason`. */
export function payoutHeldNotice(reason: HoldReason): string {
  return reason === 'linked_contributors' ? PAYOUT_HELD_CONTRIBUTORS_NOTICE : PAYOUT_HELD_NOTICE;
}

/** What the paid member is told of a payout someone else ordered for them, by the reason it is held. */
const MEMBER_HELD_REASON: Record<HoldReason, string> = {
  linked_parties: 'لأن حسابيكما مرتبطان (عنوان دخول أو جهاز مشترك)',
  linked_contributors: 'لأن حسابات مرتبطة بحسابك (عنوان دخول أو جهاز مشترك) ساهمت في هذه الخزينة',
};

/**
 * Gang treasury payouts held for an admin's review (issue 30, part 6; the review amount reached with
 * what moved before in the window, `LinkedAccountsService.payoutReview`): a BOSS or WAZIR paying a
 * member whose account is linked
 * to their own (a shared sign-in address or device, not a known household; reason `linked_parties`),
 * or paying a member, themselves included, whose linked accounts filled this treasury lately (reason
 * `linked_contributors`: the farm that contributes and the boss who pays himself out). The money leaves the treasury into the payout's
 * `treasury_hold` account (reason `treasury_hold`, reference `gang:<id>` like every treasury move);
 * release pays the member (`treasury_hold_release`, even if they left the gang since: it was ordered
 * while they belonged), return puts it back in the treasury (`treasury_hold_return`). Deciding holds
 * the gang row in share mode first, as treasury moves do, so it never runs beside the gang's deletion,
 * which returns the gang's held payouts to the treasury before splitting it.
 */
@Injectable()
export class GangTreasuryHoldsService {
  constructor(
    private readonly holds: GangTreasuryHoldsRepository,
    private readonly gangs: GangsRepository,
    private readonly wallet: WalletService,
    private readonly notifications: NotificationsService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  /**
   * Holds a payout of `amount` from the locked gang's treasury to `member`, ordered by the gang's
   * `actor`, for `reason`, in the caller's transaction; both members are told why in Arabic (once when
   * the actor pays themselves).
   * @returns the balances after (the treasury's and the actor's cash, read with the lock)
   * @throws INSUFFICIENT_TREASURY (wallet)
   */
  async hold(
    locked: LockedGang,
    member: MemberRow,
    amount: number,
    reason: HoldReason,
  ): Promise<BalanceAfter[]> {
    const { gang, actor } = locked;
    const id = await this.holds.insert({
      gangId: gang.id,
      gangName: gang.name,
      orderedByCharacterId: actor.characterId,
      memberCharacterId: member.characterId,
      amount,
      reason,
      createdAt: this.clock.now(),
    });
    const balances = await this.wallet.apply({
      transfers: [
        {
          from: account.gangTreasury(gang.id),
          to: account.treasuryHold(id),
          currency: Currency.MONEY,
          amount,
        },
      ],
      reason: 'treasury_hold',
      reference: `gang:${gang.id}`,
      idempotencyKey: `treasury-hold:${id}`,
      alsoRead: [{ account: account.cash(actor.characterId), currency: Currency.MONEY }],
    });
    await this.notifications.notify(actor.userId, {
      type: 'gang_payout_held',
      message: `الدفعة إلى ${member.username} (${formatNumber(amount)}) من خزينة ${gang.name}: ${payoutHeldNotice(reason)}`,
      data: { gangId: gang.id, payoutId: id, amount },
    });
    if (member.userId !== actor.userId)
      await this.notifications.notify(member.userId, {
        type: 'gang_payout_held',
        message: `أمر ${actor.username} بدفعة لك من خزينة ${gang.name} (${formatNumber(amount)}) وهي بانتظار مراجعة الإدارة ${MEMBER_HELD_REASON[reason]}`,
        data: { gangId: gang.id, payoutId: id, amount },
      });
    return balances;
  }

  /** Payouts waiting for an admin's review, oldest first (at most 200). */
  async heldPayouts(): Promise<HeldOperationDto[]> {
    return (await this.holds.pending(HELD_LIMIT)).map(toHeldDto);
  }

  /**
   * Releases a held payout to the member, in the caller's transaction; both members are told.
   * @returns the payout before and after.
   * @throws HELD_PAYOUT_NOT_FOUND; HELD_PAYOUT_DECIDED (already decided, also by a decision or the gang's deletion at the same time)
   */
  async approveHeld(
    adminId: string,
    holdId: number,
  ): Promise<{ before: HeldOperationDto; after: HeldOperationDto }> {
    const row = await this.decide(adminId, holdId, 'released');
    await this.wallet.apply({
      transfers: [
        {
          from: account.treasuryHold(row.id),
          to: account.cash(row.memberCharacterId),
          currency: Currency.MONEY,
          amount: row.amount,
        },
      ],
      reason: 'treasury_hold_release',
      reference: `gang:${row.gangId}`,
      idempotencyKey: `treasury-hold-release:${row.id}`,
    });
    const amount = formatNumber(row.amount);
    await this.notifications.notify(row.memberUserId, {
      type: 'gang_payout_approved',
      message: `وافقت الإدارة على دفعة خزينة ${row.gangName} لك ووصلك ${amount}`,
      data: { gangId: row.gangId, payoutId: row.id, amount: row.amount },
    });
    if (row.orderedByUserId !== row.memberUserId)
      await this.notifications.notify(row.orderedByUserId, {
        type: 'gang_payout_approved',
        message: `وافقت الإدارة على الدفعة إلى ${row.memberName} (${amount}) من خزينة ${row.gangName} ووصلت إليه`,
        data: { gangId: row.gangId, payoutId: row.id },
      });
    return beforeAfter(row);
  }

  /**
   * Returns a held payout to the gang's treasury, in the caller's transaction; both members are told.
   * @returns the payout before and after. @throws HELD_PAYOUT_NOT_FOUND; HELD_PAYOUT_DECIDED
   */
  async rejectHeld(
    adminId: string,
    holdId: number,
  ): Promise<{ before: HeldOperationDto; after: HeldOperationDto }> {
    const row = await this.decide(adminId, holdId, 'returned');
    await this.returnToTreasury(row);
    const amount = formatNumber(row.amount);
    const message = `رفضت الإدارة الدفعة إلى ${row.memberName} (${amount}) وأعيدت إلى خزينة ${row.gangName}`;
    for (const userId of new Set([row.orderedByUserId, row.memberUserId]))
      await this.notifications.notify(userId, {
        type: 'gang_payout_rejected',
        message,
        data: { gangId: row.gangId, payoutId: row.id },
      });
    await this.events.publish('gang.changed', { gangId: row.gangId! });
    return beforeAfter(row);
  }

  /**
   * Before a gang the caller holds locked exclusively is deleted: its held payouts go back into its
   * treasury (so they are split with it), without an admin; the members who ordered them are told.
   */
  async returnForDissolution(locked: LockedGang): Promise<void> {
    for (const id of await this.holds.pendingOfGang(locked.gang.id)) {
      if (!(await this.holds.decide(id, 'returned', null, this.clock.now()))) continue;
      const row = (await this.holds.find(id))!;
      await this.returnToTreasury(row);
      await this.notifications.notify(row.orderedByUserId, {
        type: 'gang_payout_rejected',
        message: `حُذفت عصابة ${row.gangName} فأعيدت دفعتك المحجوزة إلى ${row.memberName} (${formatNumber(row.amount)}) إلى خزينتها قبل تقسيمها`,
        data: { gangId: row.gangId, payoutId: row.id },
      });
    }
  }

  /**
   * Before a character's account is erased (issue 26 part 4), in the caller's transaction: every held
   * payout it ordered or was to receive goes back to its gang's treasury (decided by no one; the gang
   * row held in share mode first, as a decision does), so no escrow waits on a deleted player; the
   * other member is told. @returns how many were returned
   */
  async returnForErasure(characterId: number): Promise<number> {
    let returned = 0;
    for (const id of await this.holds.pendingOfCharacter(characterId)) {
      const found = await this.holds.find(id);
      if (!found) continue;
      if (found.gangId !== null) await this.gangs.lockGang(found.gangId, 'share');
      if (!(await this.holds.decide(id, 'returned', null, this.clock.now()))) continue;
      const row = (await this.holds.find(id))!;
      await this.returnToTreasury(row);
      returned++;
      const other = row.memberCharacterId === characterId ? row.orderedByUserId : row.memberUserId;
      if (row.memberCharacterId !== row.orderedByCharacterId)
        await this.notifications.notify(other, {
          type: 'gang_payout_rejected',
          message: `حُذف حساب أحد طرفي الدفعة المحجوزة (${formatNumber(row.amount)}) فأعيدت إلى خزينة ${row.gangName}`,
          data: { gangId: row.gangId, payoutId: row.id },
        });
      if (row.gangId !== null) await this.events.publish('gang.changed', { gangId: row.gangId });
    }
    return returned;
  }

  /** The escrowed payout back into its gang's treasury (reason `treasury_hold_return`). */
  private async returnToTreasury(row: TreasuryHoldRow): Promise<void> {
    await this.wallet.apply({
      transfers: [
        {
          from: account.treasuryHold(row.id),
          to: account.gangTreasury(row.gangId!),
          currency: Currency.MONEY,
          amount: row.amount,
        },
      ],
      reason: 'treasury_hold_return',
      reference: `gang:${row.gangId}`,
      idempotencyKey: `treasury-hold-return:${row.id}`,
    });
  }

  /**
   * Takes a held payout to its decision, or says why not. Holds the gang row in share mode first
   * (before the payout's row, in the order of the gang's deletion), so the deletion and a decision
   * never interleave: after a deletion the payout is found returned.
   */
  private async decide(
    adminId: string,
    holdId: number,
    status: 'released' | 'returned',
  ): Promise<TreasuryHoldRow> {
    const found = await this.holds.find(holdId);
    if (!found) throw gangError(GangErrorCode.HELD_PAYOUT_NOT_FOUND);
    if (found.gangId !== null) await this.gangs.lockGang(found.gangId, 'share');
    if (!(await this.holds.decide(holdId, status, adminId, this.clock.now())))
      throw gangError(GangErrorCode.HELD_PAYOUT_DECIDED);
    return (await this.holds.find(holdId))!;
  }
}

function beforeAfter(row: TreasuryHoldRow): { before: HeldOperationDto; after: HeldOperationDto } {
  return { before: toHeldDto({ ...row, status: 'held', decidedAt: null }), after: toHeldDto(row) };
}

/** A payout as the admin's list of held operations shows it: from the ordering member to the paid one. */
function toHeldDto(row: TreasuryHoldRow): HeldOperationDto {
  return {
    kind: 'treasury',
    reason: row.reason,
    id: row.id,
    sender: { userId: row.orderedByUserId, name: row.orderedByName, characterId: row.orderedByCharacterId },
    receiver: { userId: row.memberUserId, name: row.memberName, characterId: row.memberCharacterId },
    amount: row.amount,
    fee: 0,
    itemType: null,
    itemId: null,
    itemName: null,
    quantity: null,
    gangId: row.gangId,
    gangName: row.gangName,
    status: row.status === 'held' ? 'held' : row.status === 'released' ? 'completed' : 'rejected',
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
