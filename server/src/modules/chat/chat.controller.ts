import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import { ChatReportsService } from './chat-reports.service';
import {
  GlobalChatDto,
  GlobalChatReportCreatedDto,
  GlobalChatReportDto,
  GlobalChatReportListDto,
  ListGlobalChatReportsQueryDto,
  ReportGlobalMessageDto,
  UpdateGlobalChatReportStatusDto,
} from './chat.dto';
import { ChatService } from './chat.service';
import { ParseIdPipe } from '../../common/validation/integers';

@ApiTags('global-chat')
@ApiBearerAuth()
@Controller('global-chat')
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly reports: ChatReportsService,
  ) {}

  /** The last 50 messages, oldest first (the `globalChat:update` payload). */
  @Get('messages')
  getGlobalMessages(): Promise<GlobalChatDto> {
    return this.chat.getGlobalMessages();
  }

  /** A player reports a global message to the admins. */
  @Post('messages/:id/report')
  @HttpCode(201)
  reportGlobalMessage(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: ReportGlobalMessageDto,
  ): Promise<GlobalChatReportCreatedDto> {
    return this.reports.reportGlobalMessage(user.id, id, body);
  }

  /** Reports on global messages, newest first (spec 002 section 7). */
  @AdminOnly()
  @Get('reports')
  listGlobalChatReports(@Query() query: ListGlobalChatReportsQueryDto): Promise<GlobalChatReportListDto> {
    return this.reports.listGlobalChatReports(query);
  }

  /** Dismisses a pending report, or resolves it with `mute_user` or `delete_message`. */
  @AdminOnly()
  @Put('reports/:id/status')
  updateGlobalChatReportStatus(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: UpdateGlobalChatReportStatusDto,
  ): Promise<GlobalChatReportDto> {
    return this.reports.updateGlobalChatReportStatus(user.id, id, body);
  }
}
