import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { Clock } from '../../common/clock';
import { CommonErrorCode, commonError } from '../../common/errors/common.errors';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { PresenceService } from '../../infra/realtime/presence.service';
import { NotificationsService } from '../notifications/notifications.service';
import {
  FriendListDto,
  FriendRequestDto,
  FriendRequestResultDto,
  FriendSuccessDto,
  PendingFriendRequestsDto,
} from './friends.dto';
import { FriendErrorCode, friendError } from './friends.errors';
import { FriendRow, FriendsRepository } from './friends.repository';

/**
 * Friends (spec 000 section 1; the friendship list and pending friendships of section 3's live
 * state). One row per unordered pair, pending until the addressee accepts. The other player hears
 * of every request, acceptance and rejection through a stored notification.
 */
@Injectable()
export class FriendsService {
  constructor(
    private readonly friendships: FriendsRepository,
    private readonly presence: PresenceService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: Tx,
  ) {}

  /**
   * Ends every friendship and request of an account being erased (issue 26 part 4), in the
   * caller's transaction; the other players' lists no longer show it. @returns how many ended.
   */
  removeAllOf(userId: string): Promise<number> {
    return this.friendships.deleteAllOf(userId);
  }

  /** The player's friends with their online flags, newest friendship first. */
  async getFriends(userId: string): Promise<FriendListDto> {
    const rows = await this.friendships.friends(userId);
    const online = await this.onlineFlags(rows);
    return {
      friends: rows.map((row) => ({
        userId: row.user_id,
        username: row.username,
        level: row.level,
        isOnline: online.get(row.user_id) ?? false,
        since: row.since.toISOString(),
      })),
    };
  }

  async getPendingFriendRequests(userId: string): Promise<PendingFriendRequestsDto> {
    const [incoming, outgoing] = await Promise.all([
      this.friendships.pending(userId, 'incoming'),
      this.friendships.pending(userId, 'outgoing'),
    ]);
    const online = await this.onlineFlags([...incoming, ...outgoing]);
    const toDto = (row: FriendRow): FriendRequestDto => ({
      userId: row.user_id,
      username: row.username,
      level: row.level,
      isOnline: online.get(row.user_id) ?? false,
      requestedAt: row.since.toISOString(),
    });
    return { incoming: incoming.map(toDto), outgoing: outgoing.map(toDto) };
  }

  /**
   * Asks `targetUserId` to be friends; when they had already asked the caller, accepts instead.
   * Two simultaneous requests of one pair write one row (the second accepts or is refused).
   * @throws CHARACTER_REQUIRED (caller not set up); CANNOT_BEFRIEND_SELF; PLAYER_NOT_FOUND (no such
   *   set-up player); ALREADY_FRIENDS; FRIEND_REQUEST_ALREADY_SENT (all 409 but the first three)
   */
  async sendFriendRequest(userId: string, targetUserId: string): Promise<FriendRequestResultDto> {
    const name = await this.callerName(userId);
    if (userId === targetUserId) throw friendError(FriendErrorCode.CANNOT_BEFRIEND_SELF);
    await this.targetName(targetUserId);
    const status = await inRetriedTransaction(this.tx, async () => {
      if (await this.friendships.insertRequest(userId, targetUserId)) return 'pending' as const;
      const existing = await this.friendships.lockPair(userId, targetUserId);
      // Deleted between the insert and the lock (a rejection or removal): ask again.
      if (!existing)
        return (await this.friendships.insertRequest(userId, targetUserId)) ? ('pending' as const) : null;
      if (existing.status === 'accepted') throw friendError(FriendErrorCode.ALREADY_FRIENDS);
      if (existing.requesterId === userId) throw friendError(FriendErrorCode.FRIEND_REQUEST_ALREADY_SENT);
      await this.friendships.accept(targetUserId, userId, this.clock.now());
      return 'accepted' as const;
    });
    // Only a third concurrent writer could leave no row and no outcome; the caller's retry settles it.
    if (!status) throw friendError(FriendErrorCode.FRIEND_REQUEST_ALREADY_SENT);
    if (status === 'pending') {
      await this.notifications.notify(targetUserId, {
        type: 'friend_request',
        message: `${name} أرسل لك طلب صداقة`,
        data: { userId },
      });
    } else {
      await this.notifications.notify(targetUserId, {
        type: 'friend_accepted',
        message: `${name} قبل طلب صداقتك`,
        data: { userId },
      });
    }
    return { success: true, status };
  }

  /** Accepts the request `requesterUserId` sent the caller. @throws FRIEND_REQUEST_NOT_FOUND */
  async acceptFriendRequest(userId: string, requesterUserId: string): Promise<FriendSuccessDto> {
    const name = await this.callerName(userId);
    if (
      !isUUID(requesterUserId, 'all') ||
      !(await this.friendships.accept(requesterUserId, userId, this.clock.now()))
    ) {
      throw friendError(FriendErrorCode.FRIEND_REQUEST_NOT_FOUND);
    }
    await this.notifications.notify(requesterUserId, {
      type: 'friend_accepted',
      message: `${name} قبل طلب صداقتك`,
      data: { userId },
    });
    return { success: true };
  }

  /** Declines the request `requesterUserId` sent the caller (the row is deleted). @throws FRIEND_REQUEST_NOT_FOUND */
  async rejectFriendRequest(userId: string, requesterUserId: string): Promise<FriendSuccessDto> {
    const name = await this.callerName(userId);
    if (!isUUID(requesterUserId, 'all') || !(await this.friendships.deleteRequest(requesterUserId, userId))) {
      throw friendError(FriendErrorCode.FRIEND_REQUEST_NOT_FOUND);
    }
    await this.notifications.notify(requesterUserId, {
      type: 'friend_rejected',
      message: `${name} رفض طلب صداقتك`,
      data: { userId },
    });
    return { success: true };
  }

  /**
   * Ends a friendship, or withdraws the caller's own unanswered request (silently: no notification).
   * @throws NOT_FRIENDS when there is neither
   */
  async removeFriend(userId: string, friendUserId: string): Promise<FriendSuccessDto> {
    if (!isUUID(friendUserId, 'all')) throw friendError(FriendErrorCode.NOT_FRIENDS);
    const removed =
      (await this.friendships.deleteFriendship(userId, friendUserId)) ||
      (await this.friendships.deleteRequest(userId, friendUserId));
    if (!removed) throw friendError(FriendErrorCode.NOT_FRIENDS);
    return { success: true };
  }

  private async callerName(userId: string): Promise<string> {
    const name = await this.friendships.setUpPlayerName(userId);
    if (name === null) throw commonError(CommonErrorCode.CHARACTER_REQUIRED);
    return name;
  }

  private async targetName(targetUserId: string): Promise<string> {
    const name = isUUID(targetUserId, 'all') ? await this.friendships.setUpPlayerName(targetUserId) : null;
    if (name === null) throw friendError(FriendErrorCode.PLAYER_NOT_FOUND);
    return name;
  }

  private async onlineFlags(rows: FriendRow[]): Promise<Map<string, boolean>> {
    const statuses = await this.presence.onlineStatus([...new Set(rows.map((row) => row.user_id))]);
    return new Map(statuses.map((status) => [status.id, status.isOnline]));
  }
}
