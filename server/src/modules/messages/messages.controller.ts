import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { MessageReportCreatedDto, ReportPrivateMessageDto } from './message-reports.dto';
import { MessageReportsService } from './message-reports.service';
import {
  ConversationDto,
  ConversationQueryDto,
  ConversationReadDto,
  EditPrivateMessageDto,
  InboxDto,
  MessageDeletedDto,
  MessageIdParamsDto,
  MessageReactionDto,
  OtherUserParamsDto,
  PrivateMessageDto,
  SendPrivateMessageDto,
  UnreadMessagesCountDto,
} from './messages.dto';
import { ConversationsService } from './conversations.service';
import { MessagesService } from './messages.service';

/** Private messages between players (DESIGN.md section 6, Chat; spec 000 section 7). */
@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages')
export class MessagesController {
  constructor(
    private readonly conversations: ConversationsService,
    private readonly messages: MessagesService,
    private readonly reports: MessageReportsService,
  ) {}

  /** The caller's conversations, newest first; the unread count is the number with hasUnreadMessages. */
  @Get('inbox')
  getInbox(@CurrentUser() user: AuthUser): Promise<InboxDto> {
    return this.conversations.getInbox(user.id);
  }

  /** Number of conversations with unread messages (the `unreadMessagesCount:update` payload). */
  @Get('unread-count')
  getUnreadMessagesCount(@CurrentUser() user: AuthUser): Promise<UnreadMessagesCountDto> {
    return this.conversations.getUnreadMessagesCount(user.id);
  }

  /** Opens a conversation: the last 50 messages, oldest first (older with `before`); marks the other player's messages read. */
  @Get('conversations/:userId')
  getConversation(
    @CurrentUser() user: AuthUser,
    @Param() params: OtherUserParamsDto,
    @Query() query: ConversationQueryDto,
  ): Promise<ConversationDto> {
    return this.conversations.getConversation(user.id, params.userId, query);
  }

  /** Marks read what the other player sent (they get `message_read`). */
  @Post('conversations/:userId/read')
  @HttpCode(200)
  markConversationRead(
    @CurrentUser() user: AuthUser,
    @Param() params: OtherUserParamsDto,
  ): Promise<ConversationReadDto> {
    return this.conversations.markConversationRead(user.id, params.userId);
  }

  /** Sends a private message (the same as the `send_message` socket event); a blocked text is 400 MESSAGE_BLOCKED. */
  @Post(':userId')
  sendPrivateMessage(
    @CurrentUser() user: AuthUser,
    @Param() params: OtherUserParamsDto,
    @Body() body: SendPrivateMessageDto,
  ): Promise<PrivateMessageDto> {
    return this.messages.sendPrivateMessage(user.id, params.userId, body);
  }

  /** Edits one's own message. */
  @Patch(':id')
  editPrivateMessage(
    @CurrentUser() user: AuthUser,
    @Param() params: MessageIdParamsDto,
    @Body() body: EditPrivateMessageDto,
  ): Promise<PrivateMessageDto> {
    return this.messages.editPrivateMessage(user.id, params.id, body);
  }

  /** Deletes one's own message for both players. */
  @Delete(':id')
  deletePrivateMessage(
    @CurrentUser() user: AuthUser,
    @Param() params: MessageIdParamsDto,
  ): Promise<MessageDeletedDto> {
    return this.messages.deletePrivateMessage(user.id, params.id);
  }

  @Post(':id/reactions')
  @HttpCode(200)
  addMessageReaction(
    @CurrentUser() user: AuthUser,
    @Param() params: MessageIdParamsDto,
    @Body() body: MessageReactionDto,
  ): Promise<PrivateMessageDto> {
    return this.messages.addMessageReaction(user.id, params.id, body.emoji);
  }

  /** The emoji goes in the query (`?emoji=`). */
  @Delete(':id/reactions')
  removeMessageReaction(
    @CurrentUser() user: AuthUser,
    @Param() params: MessageIdParamsDto,
    @Query() query: MessageReactionDto,
  ): Promise<PrivateMessageDto> {
    return this.messages.removeMessageReaction(user.id, params.id, query.emoji);
  }

  /** Reports a message the caller received, with a reason (once per message). */
  @Post(':id/report')
  reportPrivateMessage(
    @CurrentUser() user: AuthUser,
    @Param() params: MessageIdParamsDto,
    @Body() body: ReportPrivateMessageDto,
  ): Promise<MessageReportCreatedDto> {
    return this.reports.reportPrivateMessage(user.id, params.id, body);
  }
}
