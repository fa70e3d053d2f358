import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { GANG_LIMITS, GangRank } from '../../game/gangs.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { lockAsMember } from './gang-access';
import {
  GangActionResultDto,
  GangJoinRequestDto,
  MyJoinRequestDto,
  MyJoinRequestsDto,
  SentJoinRequestDto,
} from './gangs.dto';
import { GANG_SUCCESS, GangErrorCode, gangError } from './gangs.errors';
import { GangsRepository, JoinRequestRow } from './gangs.repository';
import { GangNoticesService } from './gang-notices.service';
import { GangsService } from './gangs.service';

/**
 * Join requests (DESIGN.md section 6, spec 001 sections 3, 4 and 6): a player outside any gang asks
 * up to 3 gangs at once; BOSS, WAZIR and NAIB accept or reject; accepting one cancels the player's
 * other pending requests.
 */
@Injectable()
export class GangJoinRequestsService {
  constructor(
    private readonly gangs: GangsRepository,
    private readonly gangsService: GangsService,
    private readonly notices: GangNoticesService,
    private readonly clock: Clock,
    private readonly tx: Tx,
  ) {}

  /**
   * Sends a request with an optional message (up to 200 characters).
   * @throws GANG_NOT_FOUND; ALREADY_IN_GANG; GANG_FULL; REQUEST_ALREADY_SENT; TOO_MANY_PENDING_REQUESTS
   */
  send(userId: string, gangId: number, message: string): Promise<SentJoinRequestDto> {
    return inRetriedTransaction(this.tx, async () => {
      // The gang row is held in share mode until the request is in, so the gang's deletion (which
      // holds it exclusively) either waits for it or has happened, and the answer is GANG_NOT_FOUND
      // rather than a foreign-key 500 (issue 31). Gang first, then the sender's requests, as `accept`.
      const gang = await this.gangs.lockGang(gangId, 'share');
      if (!gang) throw gangError(GangErrorCode.GANG_NOT_FOUND);
      await this.gangs.lockRequestsOf(userId);
      if (await this.gangs.membershipOf(userId)) throw gangError(GangErrorCode.ALREADY_IN_GANG);
      if ((await this.gangs.memberCount(gangId)) >= gang.maxMembers) throw gangError(GangErrorCode.GANG_FULL);
      if ((await this.gangs.pendingCount(userId)) >= GANG_LIMITS.maxPendingRequests)
        throw gangError(GangErrorCode.TOO_MANY_PENDING_REQUESTS);
      const requestId = await this.gangs.insertRequest(gangId, userId, message);
      if (requestId === null) throw gangError(GangErrorCode.REQUEST_ALREADY_SENT);
      const request = (await this.gangs.pendingRequests({ userId })).find((row) => row.id === requestId)!;
      // The officers' open pages refetch their request list on the gang's next push.
      await this.notices.changed(gangId);
      return { success: true, message: GANG_SUCCESS.requestSent, request: this.toMine(request) };
    });
  }

  /** Withdraws the caller's own pending request. @throws REQUEST_NOT_FOUND */
  async cancel(userId: string, requestId: number): Promise<GangActionResultDto> {
    const pending = (await this.gangs.pendingRequests({ userId })).find((row) => row.id === requestId);
    if (!pending || !(await this.gangs.cancelOwnRequest(requestId, userId, this.clock.now())))
      throw gangError(GangErrorCode.REQUEST_NOT_FOUND);
    await this.notices.changed(pending.gangId);
    return { success: true, message: GANG_SUCCESS.requestCancelled };
  }

  /**
   * Removes every join request of an account being erased (issue 26 part 4), in the caller's
   * transaction: the gangs' request lists no longer show it, and the officers' open pages refetch on
   * the gangs' push. @returns how many gangs had a pending request of it.
   */
  async removeAllOf(userId: string): Promise<number> {
    await this.gangs.lockRequestsOf(userId);
    const gangIds = await this.gangs.deleteRequestsOf(userId);
    for (const gangId of gangIds) await this.notices.changed(gangId);
    return gangIds.length;
  }

  /** The caller's pending requests, newest first. */
  async mine(userId: string): Promise<MyJoinRequestsDto> {
    const rows = await this.gangs.pendingRequests({ userId });
    return { requests: rows.map((row) => this.toMine(row)) };
  }

  /** The gang's pending requests; BOSS, WAZIR and NAIB. @throws GANG_NOT_FOUND; NOT_A_MEMBER; RANK_FORBIDDEN */
  async forGang(userId: string, gangId: number): Promise<GangJoinRequestDto[]> {
    const rows = await inRetriedTransaction(this.tx, async () => {
      await lockAsMember(this.gangs, gangId, userId, 'share', 'handleRequests');
      return this.gangs.pendingRequests({ gangId });
    });
    const users = await this.gangsService.users(rows.map((row) => row.sender));
    return rows.map((row) => ({
      id: row.id,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
      User: users.get(row.userId)!,
    }));
  }

  /**
   * Accepts a pending request: the sender joins as AUDW and their other pending requests are cancelled.
   * @throws GANG_NOT_FOUND; NOT_A_MEMBER; RANK_FORBIDDEN; REQUEST_NOT_FOUND; GANG_FULL; PLAYER_IN_ANOTHER_GANG
   */
  accept(userId: string, gangId: number, requestId: number): Promise<GangActionResultDto> {
    return inRetriedTransaction(this.tx, async () => {
      const locked = await lockAsMember(this.gangs, gangId, userId, 'update', 'handleRequests');
      // The sender's request lock comes before the row lock, as in `send`: two gangs accepting the
      // same player then queue instead of deadlocking on each other's request rows.
      const sender = await this.gangs.pendingRequestSender(gangId, requestId);
      if (sender) await this.gangs.lockRequestsOf(sender);
      const request = sender ? await this.gangs.lockPendingRequest(gangId, requestId) : null;
      if (!request) throw gangError(GangErrorCode.REQUEST_NOT_FOUND);
      if (locked.members.length >= locked.gang.maxMembers) throw gangError(GangErrorCode.GANG_FULL);
      if (!(await this.gangs.insertMember(gangId, request.userId, GangRank.AUDW)))
        throw gangError(GangErrorCode.PLAYER_IN_ANOTHER_GANG);
      const now = this.clock.now();
      await this.gangs.decideRequest(requestId, 'accepted', now);
      await this.gangs.cancelPendingOf(request.userId, now);
      await this.notices.requestAccepted(request.userId, locked.gang);
      await this.notices.changed(gangId, { joined: [request.userId] });
      return { success: true, message: GANG_SUCCESS.requestAccepted };
    });
  }

  /** Rejects a pending request. @throws GANG_NOT_FOUND; NOT_A_MEMBER; RANK_FORBIDDEN; REQUEST_NOT_FOUND */
  reject(userId: string, gangId: number, requestId: number): Promise<GangActionResultDto> {
    return inRetriedTransaction(this.tx, async () => {
      const locked = await lockAsMember(this.gangs, gangId, userId, 'update', 'handleRequests');
      const request = await this.gangs.lockPendingRequest(gangId, requestId);
      if (!request) throw gangError(GangErrorCode.REQUEST_NOT_FOUND);
      await this.gangs.decideRequest(requestId, 'rejected', this.clock.now());
      await this.notices.requestRejected(request.userId, locked.gang);
      await this.notices.changed(gangId);
      return { success: true, message: GANG_SUCCESS.requestRejected };
    });
  }

  private toMine(row: JoinRequestRow): MyJoinRequestDto {
    return {
      id: row.id,
      gangId: row.gangId,
      gangName: row.gangName,
      message: row.message,
      createdAt: row.createdAt.toISOString(),
    };
  }
}
