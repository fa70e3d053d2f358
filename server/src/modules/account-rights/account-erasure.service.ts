import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import type { TimerOutcome } from '../../infra/queue/timers';
import { GangRank } from '../../game/gangs.rules';
import { AdminAuditService } from '../admin/admin-audit.service';
import { AccountAccessService } from '../auth/account-access.service';
import { AuthRepository } from '../auth/auth.repository';
import { BlackMarketHoldsService } from '../black-market/black-market-holds.service';
import { BlackMarketService } from '../black-market/black-market.service';
import { BloodContractsService } from '../blood-contracts/blood-contracts.service';
import { CharacterService } from '../character/character.service';
import { FriendsService } from '../friends/friends.service';
import { GangJoinRequestsService } from '../gangs/gang-join-requests.service';
import { GangMembersService } from '../gangs/gang-members.service';
import { GangTreasuryHoldsService } from '../gangs/gang-treasury-holds.service';
import { GangsService } from '../gangs/gangs.service';
import { GearAdminService } from '../gear/gear-admin.service';
import { NotificationsService } from '../notifications/notifications.service';
import { WebPushService } from '../web-push/web-push.service';
import { AccountRightsMetrics } from './account-rights.metrics';
import { DataExportRepository } from './data-export.repository';
import { account, Currency } from '../wallet/account';
import { TransfersService } from '../transfers/transfers.service';
import { Transfer, WalletService } from '../wallet/wallet.service';

/** The name an erased account shows everywhere it is still referenced (its messages to others, fights). */
export const DELETED_PLAYER_NAME = 'لاعب محذوف';

/**
 * The erasure of a closed account once its grace period is over (issue 26 part 4), in one
 * transaction and through the game's own rules: open black-market listings are cancelled (the units
 * come back first), held transfers, black-market purchases and treasury payouts (linked-account
 * reviews) with it on either side are returned as an admin's rejection would (the other side gets its
 * part back), open blood contracts it posted are cancelled and refunded, those on it end as at
 * expiry (refunded to their posters), it leaves its gang by the gang rules (a boss with members first
 * hands the gang to the highest-ranked member; the last member dissolves it with its split), its items
 * and property are destroyed (the gear module's reset), cash, blackcoins and bank go to the
 * `sink:account_deleted` system account. Then every pending row that would still show it to someone
 * else goes, each through its owning module: its friendships and friend requests both ways
 * (`FriendsService`), its gang join requests (`GangJoinRequestsService`; the gangs' request lists
 * refresh), its own notifications and the other players' friend-request notices from it, their other
 * notices naming it reading 'لاعب محذوف' (`NotificationsService`), its push subscriptions and
 * preferences (`WebPushService`); then its personal data is erased (a tombstone row named
 * 'لاعب محذوف' stays, so the ledger, fights and the other side's private messages still balance and
 * read). Kept on purpose: ledger entries, fights, roll proofs and purchases (the audit), the other
 * side's private messages, reports and suggestions (moderation's record). The admin audit log records it.
 */
@Injectable()
export class AccountErasureService {
  constructor(
    private readonly auth: AuthRepository,
    private readonly access: AccountAccessService,
    private readonly characters: CharacterService,
    private readonly blackMarket: BlackMarketService,
    private readonly marketHolds: BlackMarketHoldsService,
    private readonly transfers: TransfersService,
    private readonly treasuryHolds: GangTreasuryHoldsService,
    private readonly contracts: BloodContractsService,
    private readonly gangs: GangsService,
    private readonly gangMembers: GangMembersService,
    private readonly gangRequests: GangJoinRequestsService,
    private readonly gear: GearAdminService,
    private readonly friends: FriendsService,
    private readonly notifications: NotificationsService,
    private readonly push: WebPushService,
    private readonly wallet: WalletService,
    private readonly audit: AdminAuditService,
    private readonly metrics: AccountRightsMetrics,
    private readonly exports: DataExportRepository,
    private readonly clock: Clock,
    private readonly tx: Tx,
  ) {}

  /**
   * The timer's transition: erases the account if its deletion is still pending and due.
   * @returns true when this call erased it; false when cancelled or already erased;
   *   `{ notBefore }` before it is due
   */
  async erase(userId: string): Promise<TimerOutcome> {
    const now = this.clock.now();
    const outcome = await inRetriedTransaction(this.tx, async () => {
      const user = await this.auth.lockUserById(userId);
      if (!user || !user.deletionDueAt || user.deletedAt) return null;
      if (user.deletionDueAt > now) return { kind: 'early' as const, dueAt: user.deletionDueAt };
      const character = await this.characters.getCharacter(userId).catch(() => null);
      let removed: Record<string, unknown> = {};
      let contractPosters: string[] = [];
      if (character) {
        const listings = (await this.blackMarket.getMyListings(userId)).listings.filter(
          (listing) => listing.status === 'active',
        );
        for (const listing of listings) await this.blackMarket.cancelListing(userId, listing.id);
        // Held operations with the player on either side are undone first: the other side gets back
        // what it put in, and what comes back to the player is sunk or destroyed below.
        const holdsReturned =
          (await this.transfers.returnHeldForErasure(character.id)) +
          (await this.marketHolds.returnForErasure(character.id)) +
          (await this.treasuryHolds.returnForErasure(character.id));
        contractPosters = await this.contracts.closeForErasedCharacter(character.id);
        const gangId = await this.leaveGang(userId);
        const inventory = await this.gear.clearAll(character.id);
        const balances = (await this.wallet.characterBalances([character.id])).get(character.id) ?? {
          money: 0,
          blackcoins: 0,
          bankBalance: 0,
        };
        const transfers = (
          [
            {
              from: account.cash(character.id),
              to: 'sink',
              currency: Currency.MONEY,
              amount: balances.money,
            },
            {
              from: account.cash(character.id),
              to: 'sink',
              currency: Currency.BLACKCOINS,
              amount: balances.blackcoins,
            },
            {
              from: account.bank(character.id),
              to: 'sink',
              currency: Currency.MONEY,
              amount: balances.bankBalance,
            },
          ] satisfies Transfer[]
        ).filter((transfer) => transfer.amount > 0);
        if (transfers.length)
          await this.wallet.apply({
            transfers,
            reason: 'account_deleted',
            reference: `account-deleted:${userId}`,
          });
        removed = {
          characterId: character.id,
          ...balances,
          items: inventory.totalItems,
          gangId,
          listingsCancelled: listings.length,
          holdsReturned,
        };
      }
      const friendshipsEnded = await this.friends.removeAllOf(userId);
      const gangRequestsRemoved = await this.gangRequests.removeAllOf(userId);
      await this.notifications.eraseUser(userId, user.username ?? user.displayName, DELETED_PLAYER_NAME);
      const pushDevicesRemoved = await this.push.removeAllOf(userId);
      await this.auth.eraseUser(userId, DELETED_PLAYER_NAME, now);
      await this.exports.deleteForUser(userId);
      await this.audit.record({
        adminId: userId,
        action: 'account.erased',
        targetType: 'user',
        targetId: userId,
        before: {
          requestedAt: user.deletionRequestedAt?.toISOString() ?? null,
          ...removed,
          friendshipsEnded,
          gangRequestsRemoved,
          pushDevicesRemoved,
        },
        after: { erasedAt: now.toISOString() },
        ip: null,
      });
      await this.metrics.deletion('erased');
      return { kind: 'erased' as const, contractPosters };
    });
    if (!outcome) return false;
    if (outcome.kind === 'early') return { notBefore: outcome.dueAt };
    await this.access.invalidate(userId);
    if (outcome.contractPosters.length) await this.contracts.publishLists(outcome.contractPosters);
    return true;
  }

  /** Takes the user out of their gang by its rules; a boss with members hands over first. @returns the gang id. */
  private async leaveGang(userId: string): Promise<number | null> {
    const gang = await this.gangs.getOwnGang(userId);
    if (!gang) return null;
    const me = gang.GangMembers.find((member) => member.userId === userId);
    const heir = gang.GangMembers.find((member) => member.userId !== userId);
    if (me?.role === GangRank.BOSS && heir)
      await this.gangMembers.transferLeadership(userId, gang.id, heir.userId);
    await this.gangMembers.leave(userId);
    return gang.id;
  }
}
