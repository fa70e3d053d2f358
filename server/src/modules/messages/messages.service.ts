import { Injectable, Logger } from '@nestjs/common';
import { DomainEvents } from '../../infra/events/domain-events';
import { Clock } from '../../common/clock';
import { CommonErrorCode, commonError, validationError } from '../../common/errors/common.errors';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { ActionRateLimiter, LimitedAction } from '../../infra/rate-limit/action-rate-limiter';
import { PresenceService } from '../../infra/realtime/presence.service';
import { BlockedMessagesService } from '../moderation/blocked-messages.service';
import { ModerationErrorCode, moderationError } from '../moderation/moderation.errors';
import { MuteService } from '../moderation/mute.service';
import { WordFilterService } from '../moderation/word-filter.service';
import { NotificationsService } from '../notifications/notifications.service';
import { ConversationsService } from './conversations.service';
import {
  MESSAGE_MAX_LENGTH,
  MessageDeletedDto,
  PrivateMessageDto,
  toPrivateMessageDto,
} from './messages.dto';
import { MessageErrorCode, messageError } from './messages.errors';
import { MessagesRepository } from './messages.repository';
import { MessageReactions, PrivateMessageEntity } from './private-message.entity';
import { withoutReaction, withReaction } from './reactions.rules';
import { isBlankText } from '../../common/validation/text';

/**
 * Writing private messages (DESIGN.md section 6, Chat; spec 000 section 7): send, edit and delete
 * one's own, react. Every text passes the word filter first: a blocked one is stored nowhere but
 * the blocked-messages log and the sender gets the MESSAGE_BLOCKED error. Muted users cannot send
 * or edit. Pushes go to the users' rooms, so they reach whichever node holds their sockets.
 */
@Injectable()
export class MessagesService {
  private readonly logger = new Logger(MessagesService.name);

  constructor(
    private readonly messages: MessagesRepository,
    private readonly conversations: ConversationsService,
    private readonly wordFilter: WordFilterService,
    private readonly blockedMessages: BlockedMessagesService,
    private readonly mutes: MuteService,
    private readonly notifications: NotificationsService,
    private readonly presence: PresenceService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly tx: Tx,
    private readonly rateLimiter: ActionRateLimiter,
  ) {}

  /**
   * Sends a message: `message_sent` to the sender, `receive_message` and `unreadMessagesCount:update`
   * to the receiver; a receiver with no socket anywhere also gets a stored notification.
   * @throws CANNOT_MESSAGE_SELF, USER_NOT_FOUND, MUTED (403 with until), MESSAGE_RATE_LIMITED (429 with
   *   retryAfterMs), MESSAGE_BLOCKED (400), VALIDATION_FAILED, CHARACTER_REQUIRED (account setup not finished)
   */
  async sendPrivateMessage(
    senderId: string,
    receiverId: string,
    body: { content: string },
  ): Promise<PrivateMessageDto> {
    if (senderId === receiverId) throw messageError(MessageErrorCode.CANNOT_MESSAGE_SELF);
    const content = cleanContent(body.content);
    await this.mutes.assertNotMuted(senderId);
    if (!(await this.messages.hasFinishedSetup(senderId)))
      throw commonError(CommonErrorCode.CHARACTER_REQUIRED);
    const names = await this.conversations.participants(senderId, receiverId);
    // Before the filter: blocked attempts count too, so the filter cannot be probed at full speed.
    await this.takeRateSlot('privateMessage', senderId);
    await this.assertClean(senderId, receiverId, content);
    const message = toPrivateMessageDto(await this.messages.insert({ senderId, receiverId, content }), names);
    await this.events.publish('privateMessage.sent', { senderId, receiverId, message });
    await this.conversations.pushUnreadCount(receiverId);
    await this.notifyIfOffline(message);
    return message;
  }

  /**
   * Replaces the text of one's own message (filtered like a new one); both players get `messages:update`.
   * @throws MESSAGE_NOT_FOUND, NOT_MESSAGE_AUTHOR, MUTED, MESSAGE_ACTIONS_RATE_LIMITED, MESSAGE_BLOCKED, VALIDATION_FAILED
   */
  async editPrivateMessage(
    userId: string,
    messageId: number,
    body: { content: string },
  ): Promise<PrivateMessageDto> {
    const content = cleanContent(body.content);
    const message = await this.ownMessage(userId, messageId);
    await this.mutes.assertNotMuted(userId);
    await this.takeRateSlot('messageEdit', userId);
    await this.assertClean(userId, message.receiverId, content);
    const edited = await inRetriedTransaction(this.tx, async () => {
      const locked = await this.messages.lock(messageId);
      if (!locked || locked.deletedAt) throw messageError(MessageErrorCode.MESSAGE_NOT_FOUND);
      const editedAt = this.clock.now();
      await this.messages.update(messageId, { content, editedAt });
      return Object.assign(locked, { content, editedAt });
    });
    return this.announceChange(edited);
  }

  /**
   * Deletes one's own message for both players (`messages:update`; the receiver's unread count when
   * it was unread). @throws MESSAGE_NOT_FOUND, NOT_MESSAGE_AUTHOR
   */
  async deletePrivateMessage(userId: string, messageId: number): Promise<MessageDeletedDto> {
    await this.ownMessage(userId, messageId);
    await this.removeMessage(messageId);
    return { success: true, messageId };
  }

  /** Deletes a message whoever wrote it and tells both players. @returns false when it was already deleted */
  async removeMessage(messageId: number): Promise<boolean> {
    const removed = await inRetriedTransaction(this.tx, () => this.markDeleted(messageId));
    if (removed) await this.announceDeleted(removed);
    return removed !== null;
  }

  /**
   * Marks a message deleted, joining the caller's transaction (an admin resolving a report).
   * @returns the message as it was, or null when it is missing or already deleted
   */
  async markDeleted(messageId: number): Promise<PrivateMessageEntity | null> {
    const locked = await this.messages.lock(messageId);
    if (!locked || locked.deletedAt) return null;
    await this.messages.update(messageId, { deletedAt: this.clock.now() });
    return locked;
  }

  /** Tells both players a message is gone (after the commit): `messages:update`, and the receiver's unread count. */
  async announceDeleted(message: PrivateMessageEntity): Promise<void> {
    await this.conversations.pushConversation(message.senderId, message.receiverId);
    if (!message.readAt) await this.conversations.pushUnreadCount(message.receiverId);
  }

  /** Adds the caller's reaction (idempotent). @throws MESSAGE_NOT_FOUND, TOO_MANY_REACTIONS, MUTED, MESSAGE_ACTIONS_RATE_LIMITED */
  addMessageReaction(userId: string, messageId: number, emoji: string): Promise<PrivateMessageDto> {
    return this.react(userId, messageId, (reactions) => {
      const next = withReaction(reactions, emoji, userId);
      if (next === 'too_many') throw messageError(MessageErrorCode.TOO_MANY_REACTIONS);
      return next;
    });
  }

  /** Removes the caller's reaction (idempotent). @throws MESSAGE_NOT_FOUND, MUTED, MESSAGE_ACTIONS_RATE_LIMITED */
  removeMessageReaction(userId: string, messageId: number, emoji: string): Promise<PrivateMessageDto> {
    return this.react(userId, messageId, (reactions) => withoutReaction(reactions, emoji, userId));
  }

  /** Applies a reaction change to a message one of the two players may see; `change` returns null for no change. */
  private async react(
    userId: string,
    messageId: number,
    change: (reactions: MessageReactions) => MessageReactions | null,
  ): Promise<PrivateMessageDto> {
    await this.mutes.assertNotMuted(userId);
    await this.takeRateSlot('reaction', userId);
    const { message, changed } = await inRetriedTransaction(this.tx, async () => {
      const locked = await this.messages.lock(messageId);
      if (!locked || locked.deletedAt || (locked.senderId !== userId && locked.receiverId !== userId)) {
        throw messageError(MessageErrorCode.MESSAGE_NOT_FOUND);
      }
      const reactions = change(locked.reactions ?? {});
      if (reactions) await this.messages.update(messageId, { reactions });
      return {
        message: Object.assign(locked, { reactions: reactions ?? locked.reactions }),
        changed: reactions !== null,
      };
    });
    if (!changed)
      return toPrivateMessageDto(
        message,
        await this.conversations.participants(message.senderId, message.receiverId),
      );
    return this.announceChange(message);
  }

  /** Pushes the conversation to both players after a change and answers with the changed message. */
  private async announceChange(message: PrivateMessageEntity): Promise<PrivateMessageDto> {
    const names = await this.conversations.participants(message.senderId, message.receiverId);
    await this.conversations.pushConversation(message.senderId, message.receiverId);
    return toPrivateMessageDto(message, names);
  }

  /** A live message the caller wrote. @throws MESSAGE_NOT_FOUND (also for a message between others), NOT_MESSAGE_AUTHOR */
  private async ownMessage(userId: string, messageId: number): Promise<PrivateMessageEntity> {
    const message = await this.messages.findLive(messageId);
    if (!message || (message.senderId !== userId && message.receiverId !== userId))
      throw messageError(MessageErrorCode.MESSAGE_NOT_FOUND);
    if (message.senderId !== userId) throw messageError(MessageErrorCode.NOT_MESSAGE_AUTHOR);
    return message;
  }

  /**
   * Counts one action in the user's budget (DESIGN.md section 9), shared by every node.
   * @throws MESSAGE_RATE_LIMITED (messages) or MESSAGE_ACTIONS_RATE_LIMITED (edits, reactions), with retryAfterMs
   */
  private async takeRateSlot(action: LimitedAction, userId: string): Promise<void> {
    const verdict = await this.rateLimiter.take(action, userId);
    if (verdict.allowed) return;
    const code =
      action === 'privateMessage'
        ? MessageErrorCode.MESSAGE_RATE_LIMITED
        : MessageErrorCode.MESSAGE_ACTIONS_RATE_LIMITED;
    throw messageError(code, { retryAfterMs: verdict.retryAfterMs });
  }

  /** The word filter; a blocked text is logged (type 'private') and refused. @throws MESSAGE_BLOCKED */
  private async assertClean(userId: string, receiverId: string, content: string): Promise<void> {
    const verdict = await this.wordFilter.check(content);
    if (!verdict.blocked || !verdict.category) return;
    await this.blockedMessages.record({
      type: 'private',
      userId,
      receiverId,
      originalContent: content,
      filteredContent: verdict.filtered,
      category: verdict.category,
      matchedWords: verdict.matchedWords,
    });
    throw moderationError(ModerationErrorCode.MESSAGE_BLOCKED, { category: verdict.category });
  }

  /** Stores a notification for a receiver with no socket on any node (the push alone would be lost). */
  private async notifyIfOffline(message: PrivateMessageDto): Promise<void> {
    try {
      const [status] = await this.presence.onlineStatus([message.receiverId]);
      if (status?.isOnline) return;
      await this.notifications.notify(message.receiverId, {
        type: 'private_message',
        message: `رسالة جديدة من ${message.senderUsername}`,
        data: { messageId: message.id, senderId: message.senderId, userId: message.senderId },
      });
    } catch (error) {
      // The message is stored and delivered; a lost notification must not fail the send.
      this.logger.warn(`private message notification failed for ${message.receiverId}: ${String(error)}`);
    }
  }
}

/** Trimmed text of 1 to 1000 characters (the DTO checks the same; socket payloads go through it too). */
function cleanContent(content: unknown): string {
  const text = typeof content === 'string' ? content.trim() : '';
  if (isBlankText(text)) throw validationError(['نص الرسالة مطلوب']);
  if (text.length > MESSAGE_MAX_LENGTH)
    throw validationError([`نص الرسالة يجب أن يكون ${MESSAGE_MAX_LENGTH} أحرف كحد أقصى`]);
  return text;
}
