import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { msg } from '../../common/validation/messages';
import { PrivateMessageEntity } from './private-message.entity';
import { IsSingleEmoji } from '../../common/validation/text';
import { IdField, IntegerField, TextField } from '../../common/validation/fields';

/** DESIGN.md section 6 and the issue: a private message has 1 to 1000 characters. */
export const MESSAGE_MAX_LENGTH = 1000;
/** Messages per conversation page. */
export const CONVERSATION_PAGE_SIZE = 50;

/** Path of the routes about another player (`/api/messages/{userId}`, `/api/messages/conversations/{userId}`). */
export class OtherUserParamsDto {
  @IsUUID('all', { message: 'معرف المستخدم غير صحيح' })
  userId: string;
}

/** Path of the routes about one message. */
export class MessageIdParamsDto {
  @IdField({ label: 'معرف الرسالة', fromText: true })
  id: number;
}

/** Body of `POST /api/messages/{userId}`. */
export class SendPrivateMessageDto {
  /** 1 to 1000 characters; blank is refused. */
  @TextField({ label: 'نص الرسالة', notBlank: true, maxLength: MESSAGE_MAX_LENGTH })
  content: string;
}

/** `send_message` payload: the receiver and the text. */
export class SendMessageEventDto extends SendPrivateMessageDto {
  @IsUUID('all', { message: 'معرف المستخدم غير صحيح' })
  receiverId: string;
}

/** Body of `PATCH /api/messages/{id}`. */
export class EditPrivateMessageDto extends SendPrivateMessageDto {}

/** `edit_message` payload. */
export class EditMessageEventDto extends SendPrivateMessageDto {
  @IdField({ label: 'معرف الرسالة' })
  messageId: number;
}

/** `delete_message` payload. */
export class MessageIdEventDto {
  @IdField({ label: 'معرف الرسالة' })
  messageId: number;
}

/** Body of `POST /api/messages/{id}/reactions` and query of its DELETE. */
export class MessageReactionDto {
  /** Exactly one emoji (Unicode's emoji data, by `emoji-regex`). */
  @TextField({ label: 'التفاعل' })
  @IsSingleEmoji({ message: msg.invalid('التفاعل') })
  emoji: string;
}

/** `add_message_reaction` / `remove_message_reaction` payload. */
export class MessageReactionEventDto extends MessageReactionDto {
  @IdField({ label: 'معرف الرسالة' })
  messageId: number;
}

/** `messages:request` payload. */
export class ConversationEventDto {
  @IsUUID('all', { message: 'معرف المستخدم غير صحيح' })
  otherUserId: string;
}

/** Query of `GET /api/messages/conversations/{userId}`. */
export class ConversationQueryDto {
  /** Only messages older than this message id (the next page back). */
  @IdField({ label: 'معرف الرسالة', optional: true, fromText: true })
  before?: number;

  @IntegerField({
    label: 'عدد الرسائل',
    min: 1,
    max: CONVERSATION_PAGE_SIZE,
    optional: true,
    fromText: true,
    default: CONVERSATION_PAGE_SIZE,
  })
  limit?: number;
}

/** One private message (the `message_sent` and `receive_message` payload). */
export class PrivateMessageDto {
  @ApiProperty({ type: 'integer' }) id: number;
  senderId: string;
  senderUsername: string;
  receiverId: string;
  receiverUsername: string;
  content: string;
  /** Emoji -> ids of the users who reacted with it. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } })
  reactions: Record<string, string[]>;
  isRead: boolean;
  /** ISO time the receiver opened the conversation. */
  readAt: string | null;
  isEdited: boolean;
  editedAt: string | null;
  createdAt: string;
}

/** `GET /api/messages/conversations/{userId}`; also `messages:update`. Oldest first. */
export class ConversationDto {
  otherUserId: string;
  otherUsername: string;
  messages: PrivateMessageDto[];
  /** Older messages exist: ask again with `before` = the first message's id. */
  hasMore: boolean;
}

/** One conversation in the inbox, newest conversation first. */
export class InboxConversationDto {
  otherUserId: string;
  otherUsername: string;
  otherAvatarUrl: string | null;
  /** Text of the newest message. */
  lastMessage: string;
  @ApiProperty({ type: 'integer' }) lastMessageId: number;
  lastMessageFromMe: boolean;
  lastMessageAt: string;
  /** The other player sent messages the caller has not opened yet. */
  hasUnreadMessages: boolean;
  @ApiProperty({ type: 'integer' }) unreadCount: number;
}

/** `GET /api/messages/inbox` (spec 000 section 7): the unread count is the number of conversations with hasUnreadMessages. */
export class InboxDto {
  conversations: InboxConversationDto[];
}

/** `GET /api/messages/unread-count`; also `unreadMessagesCount:update`. */
export class UnreadMessagesCountDto {
  /** Conversations with unread messages. */
  @ApiProperty({ type: 'integer' }) count: number;
}

export class MessageDeletedDto {
  success: boolean;
  @ApiProperty({ type: 'integer' }) messageId: number;
}

export class ConversationReadDto {
  /** Ids of the messages this call marked read. */
  @ApiProperty({ type: 'integer', isArray: true }) messageIds: number[];
}

/** Display names by user id, for the mapper. */
export type UserNames = Map<string, string>;

export function toPrivateMessageDto(message: PrivateMessageEntity, names: UserNames): PrivateMessageDto {
  return {
    id: message.id,
    senderId: message.senderId,
    senderUsername: names.get(message.senderId) ?? '',
    receiverId: message.receiverId,
    receiverUsername: names.get(message.receiverId) ?? '',
    content: message.content,
    reactions: message.reactions ?? {},
    isRead: message.readAt !== null,
    readAt: message.readAt?.toISOString() ?? null,
    isEdited: message.editedAt !== null,
    editedAt: message.editedAt?.toISOString() ?? null,
    createdAt: message.createdAt.toISOString(),
  };
}
