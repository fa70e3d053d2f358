import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../infra/events/domain-events';
import { splitTreasury } from '../../game/gangs.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { LinkedAccountsService } from '../linked-accounts/linked-accounts.service';
import { account, Currency } from '../wallet/account';
import { BalanceAfter, WalletService } from '../wallet/wallet.service';
import { lockAsMember, lockAsMemberWith, LockedGang, memberOf, bossOf } from './gang-access';
import { GangTreasuryHoldsService, payoutHeldNotice } from './gang-treasury-holds.service';
import { GangMoneyDto } from './gangs.dto';
import { GangsRepository } from './gangs.repository';

/**
 * The gang treasury (DESIGN.md section 6): the wallet account `gang_treasury` of the gang. Any member
 * contributes from cash; BOSS and WAZIR pay from it to a member's cash; deleting the gang splits it.
 * Contributions hold the gang row in share mode, so they run side by side but never beside a
 * membership change or the deletion (which hold it exclusively); payouts hold it exclusively, one at a
 * time, so each one's review sees the payouts before it. A payout to a member linked to the
 * one who orders it, or to a member whose linked accounts filled the treasury, waits for an admin
 * (issue 30, part 6; {@link GangTreasuryHoldsService}).
 */
@Injectable()
export class GangTreasuryService {
  constructor(
    private readonly gangs: GangsRepository,
    private readonly wallet: WalletService,
    private readonly links: LinkedAccountsService,
    private readonly holds: GangTreasuryHoldsService,
    private readonly events: DomainEvents,
    private readonly tx: Tx,
  ) {}

  /**
   * Moves `amount` money from the caller's cash to the treasury (reason `gang_contribution`).
   * @throws GANG_NOT_FOUND; NOT_A_MEMBER; INSUFFICIENT_MONEY (wallet)
   */
  contribute(userId: string, gangId: number, amount: number): Promise<GangMoneyDto> {
    return inRetriedTransaction(this.tx, async () => {
      const { actor } = await lockAsMember(this.gangs, gangId, userId, 'share', 'contribute');
      const balances = await this.wallet.apply({
        transfers: [
          {
            from: account.cash(actor.characterId),
            to: account.gangTreasury(gangId),
            currency: Currency.MONEY,
            amount,
          },
        ],
        reason: 'gang_contribution',
        reference: `gang:${gangId}`,
      });
      await this.events.publish('gang.changed', { gangId });
      return {
        gangMoney: this.balanceIn(balances, 'gang_treasury'),
        money: this.balanceIn(balances, 'cash'),
        status: 'completed',
        notice: null,
      };
    });
  }

  /**
   * Pays `amount` money from the treasury to a member's cash (reason `gang_transfer`); BOSS and WAZIR
   * only (spec 001 section 6). `memberUserId` may be the caller. When the payout, with what moved the
   * same way lately, reaches the review amount and goes to a member linked to the caller (not a known
   * household), or to a member whose linked accounts gave this treasury the review amount lately
   * (`LinkedAccountsService.payoutReview`; also when paying oneself), the money leaves the treasury
   * into escrow instead and the answer is `held` with the Arabic `notice` saying why.
   * @throws GANG_NOT_FOUND; NOT_A_MEMBER; RANK_FORBIDDEN; MEMBER_NOT_FOUND; INSUFFICIENT_TREASURY (wallet)
   */
  transferMoney(userId: string, gangId: number, memberUserId: string, amount: number): Promise<GangMoneyDto> {
    return inRetriedTransaction(this.tx, async () => {
      // Payouts lock the gang exclusively: one at a time per gang, so the review's read (with the
      // members, after the lock) sees every earlier payout and ten at once cannot each pass alone.
      const locked = await lockAsMemberWith(
        this.gangs,
        gangId,
        userId,
        'update',
        'transferMoney',
        this.links.payoutReview(userId, memberUserId, gangId, amount),
      );
      const receiver = memberOf(locked, memberUserId);
      const callerCash = account.cash(locked.actor.characterId);
      const review = locked.also;
      if (review) {
        const held = await this.holds.hold(locked, receiver, amount, review);
        await this.events.publish('gang.changed', { gangId });
        return {
          gangMoney: this.balanceIn(held, 'gang_treasury'),
          money: this.balanceIn(held, 'cash'),
          status: 'held',
          notice: payoutHeldNotice(review),
        };
      }
      const balances = await this.wallet.apply({
        transfers: [
          {
            from: account.gangTreasury(gangId),
            to: account.cash(receiver.characterId),
            currency: Currency.MONEY,
            amount,
          },
        ],
        reason: 'gang_transfer',
        reference: `gang:${gangId}`,
        // The caller's cash is the answer's `money`; read with the lock when it is not the receiver's.
        alsoRead: receiver.userId === userId ? [] : [{ account: callerCash, currency: Currency.MONEY }],
      });
      await this.events.publish('gang.changed', { gangId });
      const money = balances.find(
        (balance) => balance.account.kind === 'cash' && balance.account.ownerId === callerCash.ownerId,
      );
      return {
        gangMoney: this.balanceIn(balances, 'gang_treasury'),
        money: money?.balanceAfter ?? 0,
        status: 'completed',
        notice: null,
      };
    });
  }

  /** The treasury balance, in money. */
  balance(gangId: number): Promise<number> {
    return this.wallet.balance(account.gangTreasury(gangId), Currency.MONEY);
  }

  /**
   * Deletes a gang the caller holds locked exclusively: returns its payouts held for review to the
   * treasury, splits the treasury equally among its members, the remainder to the boss (reason
   * `gang_dissolution`), then removes the gang with its members and requests. Call inside the
   * transaction that locked it.
   */
  async dissolve(locked: LockedGang): Promise<void> {
    const gangId = locked.gang.id;
    await this.holds.returnForDissolution(locked);
    const treasury = await this.balance(gangId);
    const shares = splitTreasury(
      treasury,
      locked.members.map((member) => member.characterId),
      bossOf(locked).characterId,
    );
    if (shares.size) {
      await this.wallet.apply({
        transfers: [...shares].map(([characterId, amount]) => ({
          from: account.gangTreasury(gangId),
          to: account.cash(characterId),
          currency: Currency.MONEY,
          amount,
        })),
        reason: 'gang_dissolution',
        reference: `gang:${gangId}`,
      });
    }
    await this.gangs.deleteGang(gangId);
    await this.events.publish('gang.changed', {
      gangId,
      left: locked.members.map((member) => member.userId),
    });
  }

  private balanceIn(balances: BalanceAfter[], kind: 'cash' | 'gang_treasury'): number {
    return balances.find((balance) => balance.account.kind === kind)?.balanceAfter ?? 0;
  }
}
