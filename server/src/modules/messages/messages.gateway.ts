import type { ClassConstructor } from 'class-transformer';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { toErrorBody } from '../../common/errors/domain-exception.filter';
import { validatePayload } from '../../common/validation/validate-payload';
import {
  answerAction,
  answerRequest,
  GameSocket,
  GATEWAY_OPTIONS,
} from '../../infra/realtime/gateway-options';
import { ConversationsService } from './conversations.service';
import {
  ConversationEventDto,
  EditMessageEventDto,
  MessageIdEventDto,
  MessageReactionEventDto,
  SendMessageEventDto,
} from './messages.dto';
import { MessagesService } from './messages.service';

/**
 * Private messages over the socket (spec 000 section 7): the same service calls as the REST routes.
 * Each action's acknowledgement carries the result or the error body; a failure also goes to the
 * socket as `message_error` (same codes as REST).
 */
@WebSocketGateway(GATEWAY_OPTIONS)
export class MessagesGateway {
  constructor(
    private readonly messages: MessagesService,
    private readonly conversations: ConversationsService,
  ) {}

  /** → `message_sent` to the sender, `receive_message` to the receiver on whatever node. */
  @SubscribeMessage('send_message')
  sendMessage(@ConnectedSocket() socket: GameSocket, @MessageBody() payload: unknown) {
    return this.act(socket, SendMessageEventDto, payload, (userId, dto) =>
      this.messages.sendPrivateMessage(userId, dto.receiverId, dto),
    );
  }

  @SubscribeMessage('edit_message')
  editMessage(@ConnectedSocket() socket: GameSocket, @MessageBody() payload: unknown) {
    return this.act(socket, EditMessageEventDto, payload, (userId, dto) =>
      this.messages.editPrivateMessage(userId, dto.messageId, dto),
    );
  }

  @SubscribeMessage('delete_message')
  deleteMessage(@ConnectedSocket() socket: GameSocket, @MessageBody() payload: unknown) {
    return this.act(socket, MessageIdEventDto, payload, (userId, dto) =>
      this.messages.deletePrivateMessage(userId, dto.messageId),
    );
  }

  @SubscribeMessage('add_message_reaction')
  addMessageReaction(@ConnectedSocket() socket: GameSocket, @MessageBody() payload: unknown) {
    return this.act(socket, MessageReactionEventDto, payload, (userId, dto) =>
      this.messages.addMessageReaction(userId, dto.messageId, dto.emoji),
    );
  }

  @SubscribeMessage('remove_message_reaction')
  removeMessageReaction(@ConnectedSocket() socket: GameSocket, @MessageBody() payload: unknown) {
    return this.act(socket, MessageReactionEventDto, payload, (userId, dto) =>
      this.messages.removeMessageReaction(userId, dto.messageId, dto.emoji),
    );
  }

  /** `messages:request { otherUserId }` → `messages:update`, as `GET /api/messages/conversations/{userId}` (opening marks read). */
  @SubscribeMessage('messages:request')
  async requestMessages(
    @ConnectedSocket() socket: GameSocket,
    @MessageBody() payload: unknown,
  ): Promise<void> {
    await this.act(socket, ConversationEventDto, payload, async (userId, dto) =>
      socket.emit('messages:update', await this.conversations.getConversation(userId, dto.otherUserId)),
    );
  }

  /** → `unreadMessagesCount:update { count }`, as `GET /api/messages/unread-count`. */
  @SubscribeMessage('unreadMessagesCount:request')
  async requestUnreadMessagesCount(@ConnectedSocket() socket: GameSocket): Promise<void> {
    await answerRequest(socket, async (userId) =>
      socket.emit('unreadMessagesCount:update', await this.conversations.getUnreadMessagesCount(userId)),
    );
  }

  /** Validates the payload with the REST DTO rules, runs the action, and sends a failure to `message_error` too. */
  private act<D extends object, T>(
    socket: GameSocket,
    dto: ClassConstructor<D>,
    payload: unknown,
    work: (userId: string, dto: D) => Promise<T>,
  ) {
    return answerAction(socket, async (userId) => {
      try {
        return await work(userId, await validatePayload(dto, payload));
      } catch (error) {
        socket.emit('message_error', toErrorBody(error));
        throw error;
      }
    });
  }
}
