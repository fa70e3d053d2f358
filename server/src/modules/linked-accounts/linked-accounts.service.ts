import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import type { ScalarQuery } from '../../infra/database/scalar-query';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { HoldReason, HouseholdResultDto, LinkedClusterDto, LinkedClustersDto } from './linked-accounts.dto';
import { LinkedAccountsRepository, LinkRow, MAX_SHARERS, pairKey } from './linked-accounts.repository';
import {
  components,
  LINKED_REVIEW_WINDOW_HOURS,
  MAX_CLUSTER_SIZE,
  TREASURY_CONTRIBUTION_WINDOW_DAYS,
} from './linked-accounts.rules';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Clusters the admin screen lists at most (the largest first). */
const CLUSTER_LIMIT = 100;

/**
 * Linked accounts (issue 30, part 6). Two accounts are linked when they signed in from one address
 * (`user_ips`) or one device (`user_devices`); a cluster is a connected component over those links,
 * computed in memory from the pair list (linear in the pairs; an address or device shared by more than
 * {@link MAX_SHARERS} accounts is left out, so a carrier NAT neither joins strangers nor makes the
 * pair list quadratic). Trades (completed transfers, market sales, treasury payouts) are evidence
 * shown between the members of a cluster, not links that join clusters: over trades alone every
 * market regular would end in one component. Transfers, black-market purchases and gang treasury
 * payouts between two linked accounts wait for an admin when their value, with what moved the same way
 * within a day since the last approval, reaches the review amount ({@link needsReview}),
 * and so does a payout to a member whose linked accounts filled that treasury ({@link payoutReview}).
 * An admin may mark a cluster or a pair as a known household: its trades are then never held.
 */
@Injectable()
export class LinkedAccountsService {
  constructor(
    private readonly repository: LinkedAccountsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /**
   * The review amount (config LINKED_REVIEW_MIN): an operation between linked accounts whose value,
   * with what moved the same way in the window, reaches this much money waits for review.
   */
  get reviewMinAmount(): number {
    return this.config.LINKED_REVIEW_MIN;
  }

  /**
   * Whether an operation worth `value` (money) from `senderUserId` to `receiverUserId` waits for an
   * admin: the two are different accounts that share a sign-in address or device, are not a known
   * household, and `value` plus what the sender moved to the receiver unheld in the last
   * {@link LINKED_REVIEW_WINDOW_HOURS} hours (after the last approval between them, if later) reaches
   * the review amount, so splitting a large move into pieces below the amount does not escape. Asked
   * by transfers (sender, receiver) and the black market (buyer, seller; `exceptListingId`, the
   * listing being bought, which the purchase has already marked sold). One statement (none to
   * oneself); call it under the locks that order the pair's operations so the sum sees the last one.
   */
  async needsReview(
    senderUserId: string,
    receiverUserId: string,
    value: number,
    exceptListingId?: number,
  ): Promise<boolean> {
    if (senderUserId === receiverUserId) return false;
    const since = new Date(this.clock.now().getTime() - LINKED_REVIEW_WINDOW_HOURS * HOUR_MS);
    return this.repository.pairNeedsReview(
      senderUserId,
      receiverUserId,
      value,
      since,
      this.reviewMinAmount,
      exceptListingId ?? null,
    );
  }

  /**
   * Whether a gang treasury payout of `amount` (money) from gang `gangId`, ordered by `callerUserId`
   * for the member `receiverUserId` (who may be the caller), waits for an admin, and why, as a read to
   * run inside the statement that reads the gang's members after its lock (so the check costs the
   * payout no statement of its own): `linked_parties` when the two are linked and the payout with
   * what moved from the caller to the receiver (transfers, purchases, this treasury's payouts to the
   * receiver) in the last {@link LINKED_REVIEW_WINDOW_HOURS} hours reaches the review amount;
   * `linked_contributors` when accounts linked to the receiver (not the receiver, not a known
   * household with them) gave this treasury at least the review amount in the last
   * {@link TREASURY_CONTRIBUTION_WINDOW_DAYS} days and the payout with this treasury's payouts to the
   * receiver in those days reaches it too (the farm loop where linked accounts fill a treasury and its
   * boss pays himself, also in pieces). Both windows start again at the last approved payout of this
   * treasury to the receiver. The value is the reason, or null when the payout goes through.
   */
  payoutReview(
    callerUserId: string,
    receiverUserId: string,
    gangId: number,
    amount: number,
  ): ScalarQuery<HoldReason | null> {
    const now = this.clock.now().getTime();
    return this.repository.payoutReview(
      callerUserId,
      receiverUserId,
      gangId,
      amount,
      new Date(now - LINKED_REVIEW_WINDOW_HOURS * HOUR_MS),
      new Date(now - TREASURY_CONTRIBUTION_WINDOW_DAYS * DAY_MS),
      this.reviewMinAmount,
    );
  }

  /** The linked clusters with their accounts and every link among them, largest first (at most 100). */
  async clusters(): Promise<LinkedClustersDto> {
    const identity = await this.repository.identityLinks();
    const groups = components(identity).slice(0, CLUSTER_LIMIT);
    const clusters: LinkedClusterDto[] = [];
    for (const group of groups) {
      const members = group.slice(0, MAX_CLUSTER_SIZE);
      const inGroup = new Set(members);
      const links = [
        ...identity.filter((link) => inGroup.has(link.userA) && inGroup.has(link.userB)),
        ...(await this.repository.tradeLinks(members)),
      ];
      const exempt = await this.repository.exemptPairs(members);
      const users = new Map((await this.repository.users(members)).map((user) => [user.id, user]));
      const identityPairs = new Set(links.filter(isIdentity).map((link) => pairKey(link.userA, link.userB)));
      clusters.push({
        key: members[0],
        accounts: members.map((id) => {
          const user = users.get(id);
          return {
            userId: id,
            name: user?.name ?? '',
            isBanned: user?.isBanned ?? false,
            level: user?.level ?? null,
          };
        }),
        links: links
          .sort((x, y) => y.lastSeenAt.getTime() - x.lastSeenAt.getTime())
          .map((link) => ({
            kind: link.kind,
            userA: link.userA,
            userB: link.userB,
            count: link.count,
            amount: link.amount,
            lastSeenAt: link.lastSeenAt.toISOString(),
            details: link.details,
            exempt: exempt.has(pairKey(link.userA, link.userB)),
          })),
        exempt: [...identityPairs].every((key) => exempt.has(key)),
      });
    }
    return { clusters, reviewMinAmount: this.reviewMinAmount, maxSharers: MAX_SHARERS };
  }

  /**
   * Marks every pair among the accounts as a known household, in the caller's transaction.
   * @returns the accounts that exist and how many pairs were newly marked
   */
  async markHousehold(
    adminId: string,
    userIds: string[],
    note: string | null,
  ): Promise<{ userIds: string[]; pairs: number }> {
    const existing = await this.repository.existingUsers([...new Set(userIds)]);
    return {
      userIds: existing,
      pairs: existing.length > 1 ? await this.repository.exempt(existing, adminId, note) : 0,
    };
  }

  /** Lifts the household mark of every pair among the accounts, in the caller's transaction. */
  async unmarkHousehold(userIds: string[]): Promise<HouseholdResultDto['pairs']> {
    return this.repository.unexempt([...new Set(userIds)]);
  }
}

function isIdentity(link: LinkRow): boolean {
  return link.kind === 'ip' || link.kind === 'device';
}
