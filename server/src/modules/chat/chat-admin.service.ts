import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../common/domain-events';
import { Clock } from '../../common/clock';
import { CommonErrorCode, commonError } from '../../common/errors/common.errors';
import type {
  AdminUserActionPayload,
  ChatActionResultPayload,
  MuteUserPayload,
} from '../../infra/realtime/events';
import { AccountAccessService } from '../auth/account-access.service';
import { MuteService } from '../moderation/mute.service';
import { ChatErrorCode, chatError } from './chat.errors';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';

/** Longest mute: 30 days, in minutes. */
export const MAX_MUTE_MINUTES = 43_200;

/**
 * The admins' socket actions of spec 000 section 6: mute, kick, ban and clear. Each checks
 * `isAdmin` on the server (never trusting the client) and is refused to everyone else.
 */
@Injectable()
export class ChatAdminService {
  constructor(
    private readonly repository: ChatRepository,
    private readonly chat: ChatService,
    private readonly mutes: MuteService,
    private readonly access: AccountAccessService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  /** Mutes a user for `minutes` (fractions allowed, at most 30 days); they get `muted { until, reason }`. */
  async muteUser(adminId: string, payload: MuteUserPayload | undefined): Promise<ChatActionResultPayload> {
    const userId = await this.targetOf(adminId, payload);
    const minutes = Number(payload?.minutes);
    if (!Number.isFinite(minutes) || minutes <= 0 || minutes > MAX_MUTE_MINUTES)
      throw chatError(ChatErrorCode.INVALID_MUTE_DURATION);
    const { until } = await this.mutes.mute(userId, minutes, reasonOf(payload) ?? undefined);
    return { success: true, userId, until };
  }

  /** Disconnects every socket of the user, on every node. */
  async kickUser(
    adminId: string,
    payload: AdminUserActionPayload | undefined,
  ): Promise<ChatActionResultPayload> {
    const userId = await this.targetOf(adminId, payload);
    if (!(await this.repository.userExists(userId))) throw commonError(CommonErrorCode.NOT_FOUND);
    await this.events.publish('user.kicked', { userId });
    return { success: true, userId };
  }

  /**
   * Bans the account: every REST call answers 403 'Account blocked' from then on, and the
   * `USER_BANNED` listener pushes `banned` and disconnects the user's sockets.
   */
  async banUser(
    adminId: string,
    payload: AdminUserActionPayload | undefined,
  ): Promise<ChatActionResultPayload> {
    const userId = await this.targetOf(adminId, payload);
    const reason = reasonOf(payload);
    const bannedAt = await this.repository.banUser(userId, reason, this.clock.now());
    if (!bannedAt) throw commonError(CommonErrorCode.NOT_FOUND);
    await this.access.invalidate(userId);
    await this.events.publish('user.banned', { userId, reason, bannedAt: bannedAt.toISOString() });
    return { success: true, userId, bannedAt: bannedAt.toISOString() };
  }

  /** Deletes every global message; every open chat gets an empty `globalChat:update`. */
  async clearGlobalChat(adminId: string): Promise<ChatActionResultPayload> {
    await this.assertAdmin(adminId);
    const deleted = await this.repository.deleteAllMessages(this.clock.now());
    await this.chat.pushChat();
    return { success: true, deleted };
  }

  /** @throws ADMIN_ONLY unless the account is an admin (read from the database, cached). */
  async assertAdmin(userId: string): Promise<void> {
    if (!(await this.access.get(userId)).isAdmin) throw commonError(CommonErrorCode.ADMIN_ONLY);
  }

  private async targetOf(adminId: string, payload: { userId?: unknown } | undefined): Promise<string> {
    await this.assertAdmin(adminId);
    const userId = typeof payload?.userId === 'string' ? payload.userId : '';
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu.test(userId))
      throw commonError(CommonErrorCode.NOT_FOUND);
    if (userId === adminId) throw chatError(ChatErrorCode.CANNOT_MODERATE_SELF);
    return userId;
  }
}

function reasonOf(payload: { reason?: unknown } | undefined): string | null {
  return typeof payload?.reason === 'string' && payload.reason.trim()
    ? payload.reason.trim().slice(0, 500)
    : null;
}
