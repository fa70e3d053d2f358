import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { DomainEvents } from '../../infra/events/domain-events';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { AccountAccessService } from '../auth/account-access.service';
import { TransfersService } from '../transfers/transfers.service';
import { AdminAuditService } from './admin-audit.service';
import { AdminUserStatsDto, BlockActionResultDto, BlockedUserDto, FlaggedIpDto } from './admin-users.dto';
import { AdminUsersRepository } from './admin-users.repository';
import { AdminErrorCode, adminError } from './admin.errors';

/**
 * User management (spec 001 section 2.9): blocked users, counts, flagged addresses, block and unblock.
 * A block takes effect on every node at once: the shared access entry is dropped (REST and socket
 * handshakes answer 'Account blocked' from then on) and `user.banned` pushes `banned` and disconnects
 * the user's sockets everywhere; unblocking drops the entry again, so the next request is let in.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly repository: AdminUsersRepository,
    private readonly access: AccountAccessService,
    private readonly audit: AdminAuditService,
    private readonly transfers: TransfersService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly tx: Tx,
  ) {}

  async blocked(): Promise<BlockedUserDto[]> {
    return (await this.repository.blocked()).map((user) => ({
      id: user.id,
      username: user.username,
      email: user.email,
      banReason: user.banReason,
      bannedAt: user.bannedAt?.toISOString() ?? null,
    }));
  }

  stats(): Promise<AdminUserStatsDto> {
    return this.repository.stats();
  }

  /**
   * Addresses shared by more than one account, each with the flagged transfer pairs (DESIGN.md
   * section 6) whose shared addresses include it.
   */
  async flagged(): Promise<FlaggedIpDto[]> {
    const pairs = await this.transfers.flaggedTransferPairs();
    return (await this.repository.flagged()).map((entry) => ({
      ipAddress: entry.ip,
      userCount: entry.userCount,
      transferPairs: pairs.filter((pair) => pair.sharedIps.includes(entry.ip)),
      users: entry.users.map((user) => ({
        id: user.id,
        username: user.username,
        email: user.email,
        isBanned: user.isBanned,
        characters: user.level === null ? [] : [{ name: user.name ?? '', level: user.level }],
      })),
    }));
  }

  /**
   * Blocks an account by UUID or username with a reason.
   * @throws ADMIN_USER_NOT_FOUND; CANNOT_BLOCK_SELF; CANNOT_BLOCK_ADMIN; ALREADY_BLOCKED
   */
  async block(adminId: string, idOrUsername: string, reason: string): Promise<BlockActionResultDto> {
    const at = this.clock.now();
    const user = await inRetriedTransaction(this.tx, async () => {
      const found = await this.repository.lockByIdOrUsername(idOrUsername);
      if (!found) throw adminError(AdminErrorCode.USER_NOT_FOUND);
      if (found.id === adminId) throw adminError(AdminErrorCode.CANNOT_BLOCK_SELF);
      if (found.isAdmin) throw adminError(AdminErrorCode.CANNOT_BLOCK_ADMIN);
      if (found.isBanned) throw adminError(AdminErrorCode.ALREADY_BLOCKED);
      await this.access.setBan(found.id, { reason, at });
      await this.audit.record({
        adminId,
        action: 'user.block',
        targetType: 'user',
        targetId: found.id,
        before: { isBanned: false },
        after: { isBanned: true, banReason: reason, bannedAt: at.toISOString() },
      });
      return found;
    });
    await this.access.invalidate(user.id);
    await this.events.publish('user.banned', { userId: user.id, reason, bannedAt: at.toISOString() });
    return {
      success: true,
      message: `تم حظر المستخدم ${user.username ?? user.id} بنجاح`,
      user: { id: user.id, username: user.username },
    };
  }

  /** Lifts a block. @throws ADMIN_USER_NOT_FOUND; NOT_BLOCKED */
  async unblock(adminId: string, userId: string): Promise<BlockActionResultDto> {
    const user = await inRetriedTransaction(this.tx, async () => {
      const found = await this.repository.lockByIdOrUsername(userId);
      if (!found) throw adminError(AdminErrorCode.USER_NOT_FOUND);
      if (!found.isBanned) throw adminError(AdminErrorCode.NOT_BLOCKED);
      await this.access.setBan(found.id, null);
      await this.audit.record({
        adminId,
        action: 'user.unblock',
        targetType: 'user',
        targetId: found.id,
        before: {
          isBanned: true,
          banReason: found.banReason,
          bannedAt: found.bannedAt?.toISOString() ?? null,
        },
        after: { isBanned: false },
      });
      return found;
    });
    await this.access.invalidate(user.id);
    return {
      success: true,
      message: `تم إلغاء حظر المستخدم ${user.username ?? user.id} بنجاح`,
      user: { id: user.id, username: user.username },
    };
  }
}
