import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/decorators';
import { DomainEvents } from '../../infra/events/domain-events';
import { Clock } from '../../common/clock';
import { CommonErrorCode, commonError } from '../../common/errors/common.errors';
import { ActionRateLimiter, LimitedAction } from '../../infra/rate-limit/action-rate-limiter';
import { AccountAccessService } from '../auth/account-access.service';
import { BlockedMessagesService } from '../moderation/blocked-messages.service';
import { ModerationErrorCode, moderationError } from '../moderation/moderation.errors';
import { MuteService } from '../moderation/mute.service';
import { WordFilterService } from '../moderation/word-filter.service';
import {
  EditGlobalMessageEventDto,
  GlobalChatDto,
  GlobalMessageDto,
  GlobalMessageRefEventDto,
  GlobalReactionEventDto,
  SendGlobalMessageEventDto,
  toGlobalMessageDto,
} from './chat.dto';
import { ChatErrorCode, chatError } from './chat.errors';
import { ChatRepository } from './chat.repository';
import { isBlankText, isSingleEmoji } from '../../common/validation/text';

/** The history a player gets on join (DESIGN.md section 6, Chat). */
export const GLOBAL_CHAT_HISTORY = 50;
/** Characters per message. */
export const GLOBAL_MESSAGE_MAX_LENGTH = 500;

/**
 * The global chat (spec 000 section 7; DESIGN.md section 6, Chat): history, send, edit, delete
 * and reactions. Every text passes the word filter; a blocked one is logged and not delivered.
 */
@Injectable()
export class ChatService {
  constructor(
    private readonly repository: ChatRepository,
    private readonly filter: WordFilterService,
    private readonly blockedMessages: BlockedMessagesService,
    private readonly mutes: MuteService,
    private readonly access: AccountAccessService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly rateLimiter: ActionRateLimiter,
  ) {}

  /** The last 50 messages, oldest first. */
  async getGlobalMessages(): Promise<GlobalChatDto> {
    return { messages: (await this.repository.recentMessages(GLOBAL_CHAT_HISTORY)).map(toGlobalMessageDto) };
  }

  /**
   * Sends a message to every socket in the `global-chat` room on every node.
   * @throws MESSAGE_EMPTY, MESSAGE_TOO_LONG, MUTED, CHAT_RATE_LIMITED (with retryAfterMs), MESSAGE_BLOCKED,
   *   CHARACTER_REQUIRED (account setup not finished)
   */
  async sendGlobalMessage(userId: string, payload: SendGlobalMessageEventDto): Promise<GlobalMessageDto> {
    const content = this.validContent(payload.content);
    await this.mutes.assertNotMuted(userId);
    await this.takeRateSlot('globalMessage', userId);
    await this.assertClean(userId, content);
    const id = await this.repository.createMessage(userId, content);
    // Players speak under their username, which account setup gives them (spec 000 section 5).
    if (id === null) throw commonError(CommonErrorCode.CHARACTER_REQUIRED);
    const message = toGlobalMessageDto((await this.repository.findMessage(id))!);
    await this.events.publish('globalChat.messagePosted', { message });
    return message;
  }

  /**
   * The author edits their message; the room gets `globalChat:update`.
   * @throws MESSAGE_NOT_FOUND, NOT_MESSAGE_AUTHOR, MESSAGE_EMPTY, MESSAGE_TOO_LONG, MUTED, CHAT_ACTIONS_RATE_LIMITED, MESSAGE_BLOCKED
   */
  async editGlobalMessage(userId: string, payload: EditGlobalMessageEventDto): Promise<GlobalMessageDto> {
    const id = payload.messageId;
    const content = this.validContent(payload.content);
    await this.mutes.assertNotMuted(userId);
    const message = await this.repository.findMessage(id);
    if (!message) throw chatError(ChatErrorCode.MESSAGE_NOT_FOUND);
    if (message.userId !== userId) throw chatError(ChatErrorCode.NOT_MESSAGE_AUTHOR);
    await this.takeRateSlot('messageEdit', userId);
    await this.assertClean(userId, content);
    if (!(await this.repository.editMessage(id, userId, content, this.clock.now())))
      throw chatError(ChatErrorCode.MESSAGE_NOT_FOUND);
    await this.pushChat();
    return toGlobalMessageDto((await this.repository.findMessage(id))!);
  }

  /**
   * The author deletes their own message, an admin any message (`delete_global_message`).
   * @throws MESSAGE_NOT_FOUND; ADMIN_ONLY for someone else's message unless `user.isAdmin`
   */
  async deleteGlobalMessage(
    user: AuthUser,
    payload: GlobalMessageRefEventDto,
  ): Promise<{ success: true; messageId: number }> {
    const id = payload.messageId;
    const message = await this.repository.findMessage(id);
    if (!message) throw chatError(ChatErrorCode.MESSAGE_NOT_FOUND);
    if (message.userId !== user.id && !user.isAdmin) throw commonError(CommonErrorCode.ADMIN_ONLY);
    await this.removeMessage(id);
    return { success: true, messageId: id };
  }

  /** Soft-deletes a message and refreshes every open chat (admin actions and report resolution). */
  async removeMessage(id: number): Promise<void> {
    if (!(await this.repository.deleteMessage(id, this.clock.now())))
      throw chatError(ChatErrorCode.MESSAGE_NOT_FOUND);
    await this.pushChat();
  }

  /** @throws MESSAGE_NOT_FOUND, INVALID_REACTION, MUTED, CHAT_ACTIONS_RATE_LIMITED */
  async addReaction(userId: string, payload: GlobalReactionEventDto): Promise<GlobalMessageDto> {
    const id = payload.messageId;
    const emoji = emojiOf(payload);
    await this.mutes.assertNotMuted(userId);
    await this.takeRateSlot('reaction', userId);
    if (!(await this.repository.addReaction(id, emoji, userId)))
      throw chatError(ChatErrorCode.MESSAGE_NOT_FOUND);
    return this.afterReaction(id);
  }

  async removeReaction(userId: string, payload: GlobalReactionEventDto): Promise<GlobalMessageDto> {
    const id = payload.messageId;
    const emoji = emojiOf(payload);
    await this.mutes.assertNotMuted(userId);
    await this.takeRateSlot('reaction', userId);
    if (!(await this.repository.removeReaction(id, emoji, userId)))
      throw chatError(ChatErrorCode.MESSAGE_NOT_FOUND);
    return this.afterReaction(id);
  }

  /** Pushes the current history to every socket in the room (after an edit, delete, reaction or clear). */
  async pushChat(): Promise<void> {
    await this.events.publish('globalChat.changed', { chat: await this.getGlobalMessages() });
  }

  private async afterReaction(id: number): Promise<GlobalMessageDto> {
    await this.pushChat();
    return toGlobalMessageDto((await this.repository.findMessage(id))!);
  }

  private validContent(raw: string): string {
    const content = raw.trim();
    if (isBlankText(content)) throw chatError(ChatErrorCode.MESSAGE_EMPTY);
    if (Array.from(content).length > GLOBAL_MESSAGE_MAX_LENGTH)
      throw chatError(ChatErrorCode.MESSAGE_TOO_LONG);
    return content;
  }

  /**
   * Counts one chat action in the user's budget, shared by every node.
   * @throws CHAT_RATE_LIMITED (messages) or CHAT_ACTIONS_RATE_LIMITED (edits, reactions), with retryAfterMs
   */
  private async takeRateSlot(action: LimitedAction, userId: string): Promise<void> {
    const verdict = await this.rateLimiter.take(action, userId);
    if (verdict.allowed) return;
    const code =
      action === 'globalMessage' ? ChatErrorCode.CHAT_RATE_LIMITED : ChatErrorCode.CHAT_ACTIONS_RATE_LIMITED;
    throw chatError(code, { retryAfterMs: verdict.retryAfterMs });
  }

  /** @throws MESSAGE_BLOCKED after logging the message when the word filter stops it. */
  private async assertClean(userId: string, content: string): Promise<void> {
    const verdict = await this.filter.check(content);
    if (!verdict.blocked || !verdict.category) return;
    await this.blockedMessages.record({
      type: 'global',
      userId,
      receiverId: null,
      originalContent: content,
      filteredContent: verdict.filtered,
      category: verdict.category,
      matchedWords: verdict.matchedWords,
    });
    throw moderationError(ModerationErrorCode.MESSAGE_BLOCKED, { category: verdict.category });
  }
}

function emojiOf(payload: GlobalReactionEventDto): string {
  const emoji = payload.emoji.trim();
  if (!isSingleEmoji(emoji)) {
    throw chatError(ChatErrorCode.INVALID_REACTION);
  }
  return emoji;
}
