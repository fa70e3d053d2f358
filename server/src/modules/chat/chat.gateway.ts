import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import type { ErrorBody } from '../../common/errors/domain-exception.filter';
import {
  AdminUserActionPayload,
  EditGlobalMessagePayload,
  GLOBAL_CHAT_ROOM,
  GlobalMessageRefPayload,
  GlobalReactionPayload,
  MuteUserPayload,
  SendGlobalMessagePayload,
} from '../../infra/realtime/events';
import {
  answerAction,
  answerRequest,
  GameSocket,
  GATEWAY_OPTIONS,
} from '../../infra/realtime/gateway-options';
import { ChatAdminService } from './chat-admin.service';
import { ChatService } from './chat.service';

const isErrorBody = (value: unknown): value is ErrorBody =>
  typeof value === 'object' && value !== null && 'statusCode' in value && 'code' in value;

/**
 * The global chat's socket events (spec 000 sections 6 and 7). Every action answers its
 * acknowledgement with the result or the error body; a failure also emits `global_message_error`.
 */
@WebSocketGateway(GATEWAY_OPTIONS)
export class ChatGateway {
  constructor(
    private readonly chat: ChatService,
    private readonly admin: ChatAdminService,
  ) {}

  @SubscribeMessage('join_global_chat')
  joinGlobalChat(@ConnectedSocket() socket: GameSocket) {
    return this.act(socket, async () => {
      // History is asked for separately with globalChatMessages:request (spec 000 section 7).
      await socket.join(GLOBAL_CHAT_ROOM);
      return { success: true as const };
    });
  }

  @SubscribeMessage('leave_global_chat')
  leaveGlobalChat(@ConnectedSocket() socket: GameSocket) {
    return this.act(socket, async () => {
      await socket.leave(GLOBAL_CHAT_ROOM);
      return { success: true as const };
    });
  }

  @SubscribeMessage('globalChatMessages:request')
  async requestGlobalChatMessages(@ConnectedSocket() socket: GameSocket): Promise<void> {
    await answerRequest(socket, async () =>
      socket.emit('globalChat:update', await this.chat.getGlobalMessages()),
    );
  }

  @SubscribeMessage('send_global_message')
  sendGlobalMessage(
    @ConnectedSocket() socket: GameSocket,
    @MessageBody() payload: SendGlobalMessagePayload | undefined,
  ) {
    return this.act(socket, (userId) => this.chat.sendGlobalMessage(userId, payload));
  }

  @SubscribeMessage('edit_global_message')
  editGlobalMessage(
    @ConnectedSocket() socket: GameSocket,
    @MessageBody() payload: EditGlobalMessagePayload | undefined,
  ) {
    return this.act(socket, (userId) => this.chat.editGlobalMessage(userId, payload));
  }

  @SubscribeMessage('delete_global_message')
  deleteGlobalMessage(
    @ConnectedSocket() socket: GameSocket,
    @MessageBody() payload: GlobalMessageRefPayload | undefined,
  ) {
    return this.act(socket, (userId) => this.chat.deleteGlobalMessage(userId, payload));
  }

  @SubscribeMessage('add_reaction')
  addReaction(
    @ConnectedSocket() socket: GameSocket,
    @MessageBody() payload: GlobalReactionPayload | undefined,
  ) {
    return this.act(socket, (userId) => this.chat.addReaction(userId, payload));
  }

  @SubscribeMessage('remove_reaction')
  removeReaction(
    @ConnectedSocket() socket: GameSocket,
    @MessageBody() payload: GlobalReactionPayload | undefined,
  ) {
    return this.act(socket, (userId) => this.chat.removeReaction(userId, payload));
  }

  @SubscribeMessage('mute_user')
  muteUser(@ConnectedSocket() socket: GameSocket, @MessageBody() payload: MuteUserPayload | undefined) {
    return this.act(socket, (userId) => this.admin.muteUser(userId, payload));
  }

  @SubscribeMessage('kick_user')
  kickUser(
    @ConnectedSocket() socket: GameSocket,
    @MessageBody() payload: AdminUserActionPayload | undefined,
  ) {
    return this.act(socket, (userId) => this.admin.kickUser(userId, payload));
  }

  @SubscribeMessage('ban_user')
  banUser(@ConnectedSocket() socket: GameSocket, @MessageBody() payload: AdminUserActionPayload | undefined) {
    return this.act(socket, (userId) => this.admin.banUser(userId, payload));
  }

  @SubscribeMessage('clear_global_chat')
  clearGlobalChat(@ConnectedSocket() socket: GameSocket) {
    return this.act(socket, (userId) => this.admin.clearGlobalChat(userId));
  }

  private async act<T>(socket: GameSocket, work: (userId: string) => Promise<T>): Promise<T | ErrorBody> {
    const result = await answerAction(socket, work);
    if (isErrorBody(result)) socket.emit('global_message_error', result);
    return result;
  }
}
