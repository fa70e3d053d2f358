import { MessageBody, SubscribeMessage, WsResponse } from '@nestjs/websockets';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { GameGateway } from '../auth/game-gateway';
import { ConversationsService } from './conversations.service';
import {
  ConversationDto,
  ConversationEventDto,
  EditMessageEventDto,
  MessageDeletedDto,
  MessageIdEventDto,
  MessageReactionEventDto,
  PrivateMessageDto,
  SendMessageEventDto,
  UnreadMessagesCountDto,
} from './messages.dto';
import { MessagesService } from './messages.service';

/**
 * Private messages over the socket (spec 000 section 7): the same service calls and DTO rules as the
 * REST routes. Each action's acknowledgement carries the result or the error body; a failure also
 * goes to the socket as `message_error` (same codes as REST).
 */
@GameGateway('message_error')
export class MessagesGateway {
  constructor(
    private readonly messages: MessagesService,
    private readonly conversations: ConversationsService,
  ) {}

  /** → `message_sent` to the sender, `receive_message` to the receiver on whatever node. */
  @SubscribeMessage('send_message')
  sendMessage(
    @CurrentUser() user: AuthUser,
    @MessageBody() dto: SendMessageEventDto,
  ): Promise<PrivateMessageDto> {
    return this.messages.sendPrivateMessage(user.id, dto.receiverId, dto);
  }

  @SubscribeMessage('edit_message')
  editMessage(
    @CurrentUser() user: AuthUser,
    @MessageBody() dto: EditMessageEventDto,
  ): Promise<PrivateMessageDto> {
    return this.messages.editPrivateMessage(user.id, dto.messageId, dto);
  }

  @SubscribeMessage('delete_message')
  deleteMessage(
    @CurrentUser() user: AuthUser,
    @MessageBody() dto: MessageIdEventDto,
  ): Promise<MessageDeletedDto> {
    return this.messages.deletePrivateMessage(user.id, dto.messageId);
  }

  @SubscribeMessage('add_message_reaction')
  addMessageReaction(
    @CurrentUser() user: AuthUser,
    @MessageBody() dto: MessageReactionEventDto,
  ): Promise<PrivateMessageDto> {
    return this.messages.addMessageReaction(user.id, dto.messageId, dto.emoji);
  }

  @SubscribeMessage('remove_message_reaction')
  removeMessageReaction(
    @CurrentUser() user: AuthUser,
    @MessageBody() dto: MessageReactionEventDto,
  ): Promise<PrivateMessageDto> {
    return this.messages.removeMessageReaction(user.id, dto.messageId, dto.emoji);
  }

  /** `messages:request { otherUserId }` → `messages:update`, as `GET /api/messages/conversations/{userId}` (opening marks read). */
  @SubscribeMessage('messages:request')
  async requestMessages(
    @CurrentUser() user: AuthUser,
    @MessageBody() dto: ConversationEventDto,
  ): Promise<WsResponse<ConversationDto>> {
    return {
      event: 'messages:update',
      data: await this.conversations.getConversation(user.id, dto.otherUserId),
    };
  }

  /** → `unreadMessagesCount:update { count }`, as `GET /api/messages/unread-count`. */
  @SubscribeMessage('unreadMessagesCount:request')
  async requestUnreadMessagesCount(
    @CurrentUser() user: AuthUser,
  ): Promise<WsResponse<UnreadMessagesCountDto>> {
    return {
      event: 'unreadMessagesCount:update',
      data: await this.conversations.getUnreadMessagesCount(user.id),
    };
  }
}
