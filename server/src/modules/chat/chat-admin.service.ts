import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../infra/events/domain-events';
import { Clock } from '../../common/clock';
import { CommonErrorCode, commonError } from '../../common/errors/common.errors';
import { AccountAccessService } from '../auth/account-access.service';
import { MuteService } from '../moderation/mute.service';
import { AdminUserActionEventDto, ChatActionResultDto, MuteUserEventDto } from './chat.dto';
import { ChatErrorCode, chatError } from './chat.errors';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';

/** Longest mute: 30 days, in minutes. */
export const MAX_MUTE_MINUTES = 43_200;

/**
 * The admins' socket actions of spec 000 section 6: mute, kick, ban and clear. Their handlers are
 * `@AdminOnly()` (AuthGuard reads `isAdmin` on the server for every event), so these trust the caller.
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
  async muteUser(adminId: string, payload: MuteUserEventDto): Promise<ChatActionResultDto> {
    const userId = targetOf(adminId, payload);
    const minutes = payload.minutes;
    if (minutes <= 0 || minutes > MAX_MUTE_MINUTES) throw chatError(ChatErrorCode.INVALID_MUTE_DURATION);
    const { until } = await this.mutes.mute(userId, minutes, reasonOf(payload) ?? undefined);
    return { success: true, userId, until };
  }

  /** Disconnects every socket of the user, on every node. */
  async kickUser(adminId: string, payload: AdminUserActionEventDto): Promise<ChatActionResultDto> {
    const userId = targetOf(adminId, payload);
    if (!(await this.repository.userExists(userId))) throw commonError(CommonErrorCode.NOT_FOUND);
    await this.events.publish('user.kicked', { userId });
    return { success: true, userId };
  }

  /**
   * Bans the account: every REST call answers 403 'Account blocked' from then on, and the
   * `USER_BANNED` listener pushes `banned` and disconnects the user's sockets.
   */
  async banUser(adminId: string, payload: AdminUserActionEventDto): Promise<ChatActionResultDto> {
    const userId = targetOf(adminId, payload);
    const reason = reasonOf(payload);
    const bannedAt = this.clock.now();
    if (!(await this.access.setBan(userId, { reason, at: bannedAt })))
      throw commonError(CommonErrorCode.NOT_FOUND);
    await this.access.invalidate(userId);
    await this.events.publish('user.banned', { userId, reason, bannedAt: bannedAt.toISOString() });
    return { success: true, userId, bannedAt: bannedAt.toISOString() };
  }

  /** Deletes every global message; every open chat gets an empty `globalChat:update`. */
  async clearGlobalChat(): Promise<ChatActionResultDto> {
    const deleted = await this.repository.deleteAllMessages(this.clock.now());
    await this.chat.pushChat();
    return { success: true, deleted };
  }
}

/** The moderated user. @throws CANNOT_MODERATE_SELF */
function targetOf(adminId: string, payload: AdminUserActionEventDto): string {
  if (payload.userId === adminId) throw chatError(ChatErrorCode.CANNOT_MODERATE_SELF);
  return payload.userId;
}

function reasonOf(payload: AdminUserActionEventDto): string | null {
  return payload.reason?.trim() ? payload.reason.trim().slice(0, 500) : null;
}
