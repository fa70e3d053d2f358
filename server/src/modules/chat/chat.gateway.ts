import { ConnectedSocket, MessageBody, SubscribeMessage, WsResponse } from '@nestjs/websockets';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import type { GameSocket } from '../../infra/realtime/gateway-options';
import { GameGateway } from '../auth/game-gateway';
import { ChatAdminService } from './chat-admin.service';
import {
  AdminUserActionEventDto,
  ChatActionResultDto,
  EditGlobalMessageEventDto,
  GlobalChatDto,
  GlobalMessageDto,
  GlobalMessageRefEventDto,
  GlobalReactionEventDto,
  MuteUserEventDto,
  SendGlobalMessageEventDto,
} from './chat.dto';
import { GLOBAL_CHAT_ROOM } from './chat.events';
import { ChatService } from './chat.service';

/**
 * The global chat's socket events (spec 000 sections 6 and 7). Every action answers its
 * acknowledgement with the result or the error body; a failure also emits `global_message_error`.
 * Admin actions are `@AdminOnly()`, checked on the server for every event.
 */
@GameGateway('global_message_error')
export class ChatGateway {
  constructor(
    private readonly chat: ChatService,
    private readonly admin: ChatAdminService,
  ) {}

  /** Joins the `global-chat` room; history is asked for with `globalChatMessages:request` (spec 000 section 7). */
  @SubscribeMessage('join_global_chat')
  async joinGlobalChat(@ConnectedSocket() socket: GameSocket): Promise<ChatActionResultDto> {
    await socket.join(GLOBAL_CHAT_ROOM);
    return { success: true };
  }

  @SubscribeMessage('leave_global_chat')
  async leaveGlobalChat(@ConnectedSocket() socket: GameSocket): Promise<ChatActionResultDto> {
    await socket.leave(GLOBAL_CHAT_ROOM);
    return { success: true };
  }

  /** → `globalChat:update`, as `GET /api/global-chat/messages`. */
  @SubscribeMessage('globalChatMessages:request')
  async requestGlobalChatMessages(): Promise<WsResponse<GlobalChatDto>> {
    return { event: 'globalChat:update', data: await this.chat.getGlobalMessages() };
  }

  @SubscribeMessage('send_global_message')
  sendGlobalMessage(
    @CurrentUser() user: AuthUser,
    @MessageBody() dto: SendGlobalMessageEventDto,
  ): Promise<GlobalMessageDto> {
    return this.chat.sendGlobalMessage(user.id, dto);
  }

  @SubscribeMessage('edit_global_message')
  editGlobalMessage(
    @CurrentUser() user: AuthUser,
    @MessageBody() dto: EditGlobalMessageEventDto,
  ): Promise<GlobalMessageDto> {
    return this.chat.editGlobalMessage(user.id, dto);
  }

  @SubscribeMessage('delete_global_message')
  deleteGlobalMessage(
    @CurrentUser() user: AuthUser,
    @MessageBody() dto: GlobalMessageRefEventDto,
  ): Promise<ChatActionResultDto> {
    return this.chat.deleteGlobalMessage(user, dto);
  }

  @SubscribeMessage('add_reaction')
  addReaction(
    @CurrentUser() user: AuthUser,
    @MessageBody() dto: GlobalReactionEventDto,
  ): Promise<GlobalMessageDto> {
    return this.chat.addReaction(user.id, dto);
  }

  @SubscribeMessage('remove_reaction')
  removeReaction(
    @CurrentUser() user: AuthUser,
    @MessageBody() dto: GlobalReactionEventDto,
  ): Promise<GlobalMessageDto> {
    return this.chat.removeReaction(user.id, dto);
  }

  @AdminOnly()
  @SubscribeMessage('mute_user')
  muteUser(
    @CurrentUser() user: AuthUser,
    @MessageBody() dto: MuteUserEventDto,
  ): Promise<ChatActionResultDto> {
    return this.admin.muteUser(user.id, dto);
  }

  @AdminOnly()
  @SubscribeMessage('kick_user')
  kickUser(
    @CurrentUser() user: AuthUser,
    @MessageBody() dto: AdminUserActionEventDto,
  ): Promise<ChatActionResultDto> {
    return this.admin.kickUser(user.id, dto);
  }

  @AdminOnly()
  @SubscribeMessage('ban_user')
  banUser(
    @CurrentUser() user: AuthUser,
    @MessageBody() dto: AdminUserActionEventDto,
  ): Promise<ChatActionResultDto> {
    return this.admin.banUser(user.id, dto);
  }

  @AdminOnly()
  @SubscribeMessage('clear_global_chat')
  clearGlobalChat(): Promise<ChatActionResultDto> {
    return this.admin.clearGlobalChat();
  }
}
