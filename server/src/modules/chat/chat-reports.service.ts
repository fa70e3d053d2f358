import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { trimInvisible } from '../../common/validation/text';
import { MuteService } from '../moderation/mute.service';
import {
  GlobalChatReportCreatedDto,
  GlobalChatReportDto,
  GlobalChatReportListDto,
  ListGlobalChatReportsQueryDto,
  ReportGlobalMessageDto,
  toGlobalChatReportDto,
  UpdateGlobalChatReportStatusDto,
} from './chat.dto';
import { ChatErrorCode, chatError } from './chat.errors';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';

/** Mute length when a report is resolved with `mute_user` and no length is given. */
export const REPORT_MUTE_MINUTES = 60;

/** Reports on global messages (spec 002 sections 2.12, 4 and 7): players report, admins resolve. */
@Injectable()
export class ChatReportsService {
  constructor(
    private readonly repository: ChatRepository,
    private readonly chat: ChatService,
    private readonly mutes: MuteService,
    private readonly tx: Tx,
    private readonly clock: Clock,
  ) {}

  /** @throws MESSAGE_NOT_FOUND, CANNOT_REPORT_OWN_MESSAGE, ALREADY_REPORTED (a pending report of the same player) */
  async reportGlobalMessage(
    reporterId: string,
    messageId: number,
    body: ReportGlobalMessageDto,
  ): Promise<GlobalChatReportCreatedDto> {
    const message = await this.repository.findMessage(messageId);
    if (!message) throw chatError(ChatErrorCode.MESSAGE_NOT_FOUND);
    if (message.userId === reporterId) throw chatError(ChatErrorCode.CANNOT_REPORT_OWN_MESSAGE);
    const reportId = await this.repository.createReport(messageId, reporterId, trimInvisible(body.reason));
    if (reportId === null) throw chatError(ChatErrorCode.ALREADY_REPORTED);
    return { success: true, message: 'تم إرسال البلاغ، شكراً لك', reportId };
  }

  /** Newest first, optionally of one status. */
  async listGlobalChatReports(query: ListGlobalChatReportsQueryDto): Promise<GlobalChatReportListDto> {
    return { reports: (await this.repository.listReports(query.status ?? null)).map(toGlobalChatReportDto) };
  }

  /**
   * PENDING → DISMISSED, or → RESOLVED carrying out the action: `mute_user` mutes the author,
   * `delete_message` deletes the message.
   * @throws REPORT_NOT_FOUND, REPORT_ALREADY_HANDLED, REPORT_ACTION_REQUIRED
   */
  async updateGlobalChatReportStatus(
    adminId: string,
    id: number,
    body: UpdateGlobalChatReportStatusDto,
  ): Promise<GlobalChatReportDto> {
    const action = body.status === 'RESOLVED' ? body.action : undefined;
    if (body.status === 'RESOLVED' && !action) throw chatError(ChatErrorCode.REPORT_ACTION_REQUIRED);
    const report = await this.repository.findReport(id);
    if (!report) throw chatError(ChatErrorCode.REPORT_NOT_FOUND);
    if (report.status !== 'PENDING') throw chatError(ChatErrorCode.REPORT_ALREADY_HANDLED);
    let deleted = false;
    await inRetriedTransaction(this.tx, async () => {
      const closed = await this.repository.closeReport(id, {
        status: body.status,
        adminNotes: body.adminNotes?.trim() || null,
        action: action ?? null,
        resolvedBy: adminId,
        at: this.clock.now(),
      });
      if (!closed) throw chatError(ChatErrorCode.REPORT_ALREADY_HANDLED);
      if (action === 'delete_message')
        deleted = await this.repository.deleteMessage(Number(report.messageId), this.clock.now());
    });
    if (action === 'mute_user') {
      await this.mutes.mute(
        report.authorId,
        body.muteMinutes ?? REPORT_MUTE_MINUTES,
        body.adminNotes?.trim() || report.reason,
      );
    }
    if (deleted) await this.chat.pushChat();
    return toGlobalChatReportDto((await this.repository.findReport(id))!);
  }
}
