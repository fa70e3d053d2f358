import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { HoldReason, HouseholdResultDto, LinkedClusterDto, LinkedClustersDto } from './linked-accounts.dto';
import { LinkedAccountsRepository, LinkRow, MAX_SHARERS, pairKey } from './linked-accounts.repository';
import { components, MAX_CLUSTER_SIZE, TREASURY_CONTRIBUTION_WINDOW_DAYS } from './linked-accounts.rules';

const DAY_MS = 86_400_000;

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
 * payouts between two linked accounts worth the review amount wait for an admin ({@link needsReview}),
 * and so does a payout to a member whose linked accounts filled that treasury ({@link payoutNeedsReview}).
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
   * The smallest money value (LINKED_TRANSFER_REVIEW_MIN) of a transfer, black-market purchase or
   * treasury payout between linked accounts that waits for review.
   */
  get reviewMinAmount(): number {
    return this.config.LINKED_TRANSFER_REVIEW_MIN;
  }

  /**
   * Whether an operation worth `value` (money) between two accounts waits for an admin: the two are
   * different accounts that share a sign-in address or device, are not a known household, and `value`
   * reaches the review amount. Asked by transfers (sender, receiver), the black market (buyer, seller)
   * and gang treasury payouts (the ordering member, the paid member). Reads nothing below the amount.
   */
  async needsReview(senderUserId: string, receiverUserId: string, value: number): Promise<boolean> {
    if (value < this.reviewMinAmount || senderUserId === receiverUserId) return false;
    if (!(await this.repository.shareIdentity(senderUserId, receiverUserId))) return false;
    return !(await this.repository.isExempt(senderUserId, receiverUserId));
  }

  /**
   * Whether a gang treasury payout of `amount` (money) from gang `gangId`, ordered by `callerUserId`
   * for the member `receiverUserId` (who may be the caller), waits for an admin, and why:
   * `linked_parties` when the two are linked ({@link needsReview}); `linked_contributors` when accounts
   * linked to the receiver (not the receiver, not a known household with them) gave this treasury at
   * least the review amount in the last {@link TREASURY_CONTRIBUTION_WINDOW_DAYS} days, the farm loop
   * where linked accounts fill a treasury and its boss pays himself. @returns the reason, or null when
   * the payout goes through. Reads nothing below the review amount; at most three statements above it.
   */
  async payoutNeedsReview(
    callerUserId: string,
    receiverUserId: string,
    gangId: number,
    amount: number,
  ): Promise<HoldReason | null> {
    if (amount < this.reviewMinAmount) return null;
    if (await this.needsReview(callerUserId, receiverUserId, amount)) return 'linked_parties';
    const since = new Date(this.clock.now().getTime() - TREASURY_CONTRIBUTION_WINDOW_DAYS * DAY_MS);
    const given = await this.repository.linkedContributions(receiverUserId, gangId, since);
    return given >= this.reviewMinAmount ? 'linked_contributors' : null;
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
