import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import {
  MessageReportDto,
  MessageReportsPageDto,
  MessageReportsQueryDto,
  ReportIdParamsDto,
  UpdateMessageReportStatusDto,
} from './message-reports.dto';
import { MessageReportsService } from './message-reports.service';

/** The admins' private message reports (spec 002 sections 2.12 and 7). */
@ApiTags('messages')
@ApiBearerAuth()
@AdminOnly()
@Controller('messages/reports')
export class MessageReportsController {
  constructor(private readonly reports: MessageReportsService) {}

  /** Reports newest first, optionally of one status. */
  @Get()
  getMessageReports(@Query() query: MessageReportsQueryDto): Promise<MessageReportsPageDto> {
    return this.reports.getMessageReports(query);
  }

  /** PENDING → DISMISSED or RESOLVED; resolving may mute the author (`mute_user`) or delete the message (`delete_message`). */
  @Put(':id/status')
  updateMessageReportStatus(
    @CurrentUser() user: AuthUser,
    @Param() params: ReportIdParamsDto,
    @Body() body: UpdateMessageReportStatusDto,
  ): Promise<MessageReportDto> {
    return this.reports.updateMessageReportStatus(user.id, params.id, body);
  }
}
