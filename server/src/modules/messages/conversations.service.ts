import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../infra/events/domain-events';
import { Clock } from '../../common/clock';
import {
  CONVERSATION_PAGE_SIZE,
  ConversationDto,
  ConversationQueryDto,
  ConversationReadDto,
  InboxDto,
  toPrivateMessageDto,
  UnreadMessagesCountDto,
  UserNames,
} from './messages.dto';
import { MessageErrorCode, messageError } from './messages.errors';
import { MessagesRepository } from './messages.repository';

/** Conversations listed in the inbox, at most. */
const INBOX_SIZE = 100;

/**
 * Reading private messages (spec 000 section 7): the inbox, one conversation (opening it marks the
 * other player's messages read and tells them with `message_read`), and the unread count, which is
 * the number of conversations with unread messages (`unreadMessagesCount:update`).
 */
@Injectable()
export class ConversationsService {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  /** The caller's conversations, newest first, each with its last message and unread state. */
  async getInbox(userId: string): Promise<InboxDto> {
    const rows = await this.messages.inbox(userId, INBOX_SIZE);
    return {
      conversations: rows.map((row) => ({
        otherUserId: row.other_id,
        otherUsername: row.other_name,
        otherAvatarUrl: row.other_avatar_url,
        lastMessage: row.last_content,
        lastMessageId: row.last_message_id,
        lastMessageFromMe: row.last_sender_id === userId,
        lastMessageAt: row.last_created_at.toISOString(),
        hasUnreadMessages: row.unread_count > 0,
        unreadCount: row.unread_count,
      })),
    };
  }

  /**
   * Opens a conversation: the last 50 messages (older pages with `before`), after marking read what
   * the other player sent (they get `message_read`, the caller `unreadMessagesCount:update`).
   * The `messages:update` payload. @throws USER_NOT_FOUND
   */
  async getConversation(
    userId: string,
    otherUserId: string,
    query: ConversationQueryDto = {},
  ): Promise<ConversationDto> {
    const names = await this.participants(userId, otherUserId);
    await this.markConversationRead(userId, otherUserId);
    return this.page(userId, otherUserId, names, query.before, query.limit ?? CONVERSATION_PAGE_SIZE);
  }

  /**
   * Marks read every message the other player sent the caller; when some were unread, pushes
   * `message_read` to both and the caller's new unread count.
   */
  async markConversationRead(userId: string, otherUserId: string): Promise<ConversationReadDto> {
    const readAt = this.clock.now();
    const messageIds = await this.messages.markRead(userId, otherUserId, readAt);
    if (messageIds.length) {
      const payload = { readerId: userId, senderId: otherUserId, messageIds, readAt: readAt.toISOString() };
      await this.events.publish('privateMessages.read', { read: payload });
      await this.pushUnreadCount(userId);
    }
    return { messageIds };
  }

  async getUnreadMessagesCount(userId: string): Promise<UnreadMessagesCountDto> {
    return { count: await this.messages.unreadConversationsCount(userId) };
  }

  /** Pushes `unreadMessagesCount:update { count }` to every socket of the user. */
  async pushUnreadCount(userId: string): Promise<void> {
    await this.events.publish('privateMessages.unreadCountChanged', {
      userId,
      count: (await this.getUnreadMessagesCount(userId)).count,
    });
  }

  /** Pushes the newest page of the conversation to both participants (after an edit, deletion or reaction). */
  async pushConversation(userA: string, userB: string): Promise<void> {
    const names = await this.participants(userA, userB);
    const [forA, forB] = await Promise.all([
      this.page(userA, userB, names, undefined, CONVERSATION_PAGE_SIZE),
      this.page(userB, userA, names, undefined, CONVERSATION_PAGE_SIZE),
    ]);
    await this.events.publish('conversation.changed', {
      pages: [
        { userId: userA, page: forA },
        { userId: userB, page: forB },
      ],
    });
  }

  /** Names of both users. @throws USER_NOT_FOUND when the other user does not exist */
  async participants(userId: string, otherUserId: string): Promise<UserNames> {
    const users = await this.messages.users([userId, otherUserId]);
    const other = users.get(otherUserId);
    if (!other) throw messageError(MessageErrorCode.USER_NOT_FOUND);
    return new Map([...users.values()].map((user) => [user.id, user.name]));
  }

  private async page(
    userId: string,
    otherUserId: string,
    names: UserNames,
    before: number | undefined,
    limit: number,
  ): Promise<ConversationDto> {
    const rows = await this.messages.conversation(userId, otherUserId, before, limit + 1);
    const messages = rows
      .slice(0, limit)
      .reverse()
      .map((message) => toPrivateMessageDto(message, names));
    return {
      otherUserId,
      otherUsername: names.get(otherUserId) ?? '',
      messages,
      hasMore: rows.length > limit,
    };
  }
}
