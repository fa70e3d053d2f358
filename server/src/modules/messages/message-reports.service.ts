import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { validationError } from '../../common/errors/common.errors';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { MuteService } from '../moderation/mute.service';
import { NotificationsService } from '../notifications/notifications.service';
import {
  DEFAULT_REPORT_MUTE_MINUTES,
  MessageReportCreatedDto,
  MessageReportDto,
  MessageReportsPageDto,
  MessageReportsQueryDto,
  ReportPrivateMessageDto,
  UpdateMessageReportStatusDto,
} from './message-reports.dto';
import { MessageReportRow, MessageReportsRepository } from './message-reports.repository';
import { MessageErrorCode, messageError } from './messages.errors';
import { MessagesRepository } from './messages.repository';
import { MessagesService } from './messages.service';
import { PrivateMessageEntity } from './private-message.entity';

/**
 * Reports of private messages (spec 002 sections 2.12, 4 and 7): the receiver reports a message with
 * a reason; an admin dismisses a PENDING report or resolves it, optionally muting the author
 * (`mute_user`) or deleting the message (`delete_message`).
 */
@Injectable()
export class MessageReportsService {
  private readonly logger = new Logger(MessageReportsService.name);

  constructor(
    private readonly reports: MessageReportsRepository,
    private readonly messages: MessagesRepository,
    private readonly messagesService: MessagesService,
    private readonly mutes: MuteService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: Tx,
  ) {}

  /**
   * Reports a message the caller received, once per message.
   * @throws MESSAGE_NOT_FOUND (also for a message between others), CANNOT_REPORT_OWN_MESSAGE, ALREADY_REPORTED
   */
  async reportPrivateMessage(
    userId: string,
    messageId: number,
    body: ReportPrivateMessageDto,
  ): Promise<MessageReportCreatedDto> {
    const message = await this.messages.findLive(messageId);
    if (!message || (message.senderId !== userId && message.receiverId !== userId))
      throw messageError(MessageErrorCode.MESSAGE_NOT_FOUND);
    if (message.senderId === userId) throw messageError(MessageErrorCode.CANNOT_REPORT_OWN_MESSAGE);
    const reportId = await this.reports.insert(messageId, userId, body.reason.trim());
    if (reportId === null) throw messageError(MessageErrorCode.ALREADY_REPORTED);
    return { success: true, reportId, message: 'تم إرسال البلاغ إلى الإدارة' };
  }

  /** Reports newest first, optionally of one status. */
  async getMessageReports(query: MessageReportsQueryDto): Promise<MessageReportsPageDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? 20;
    const { rows, total } = await this.reports.page({ status: query.status }, (page - 1) * limit, limit);
    return { reports: rows.map(toMessageReportDto), total, page, totalPages: Math.ceil(total / limit) };
  }

  /** A keyset page of the reports of one status (or all), newest first: the CSV export's (issue 30). */
  exportPage(
    query: Pick<MessageReportsQueryDto, 'status'>,
    beforeId: number | null,
    limit: number,
  ): Promise<MessageReportRow[]> {
    return this.reports.exportPage({ status: query.status }, beforeId, limit);
  }

  /**
   * Dismisses or resolves a PENDING report; the action happens in the same transaction as the
   * status change. The reporter gets a notification.
   * @throws REPORT_NOT_FOUND, REPORT_ALREADY_HANDLED (409), VALIDATION_FAILED (an action without RESOLVED)
   */
  async updateMessageReportStatus(
    adminId: string,
    reportId: number,
    body: UpdateMessageReportStatusDto,
  ): Promise<MessageReportDto> {
    const action = body.action ?? null;
    if (action && body.status !== 'RESOLVED') throw validationError(['الإجراء متاح فقط عند حل البلاغ']);
    let deleted: PrivateMessageEntity | null = null;
    const report = await inRetriedTransaction(this.tx, async () => {
      deleted = null;
      const report = await this.reports.lock(reportId);
      if (!report) throw messageError(MessageErrorCode.REPORT_NOT_FOUND);
      if (report.status !== 'PENDING') throw messageError(MessageErrorCode.REPORT_ALREADY_HANDLED);
      const message = await this.messages.lock(report.messageId);
      if (action === 'mute_user' && message) {
        await this.mutes.mute(
          message.senderId,
          body.muteMinutes ?? DEFAULT_REPORT_MUTE_MINUTES,
          body.adminNotes?.trim() || 'بلاغ عن رسالة خاصة',
        );
      }
      if (action === 'delete_message') deleted = await this.messagesService.markDeleted(report.messageId);
      await this.reports.update(reportId, {
        status: body.status,
        adminNotes: body.adminNotes?.trim() || null,
        action,
        resolvedBy: adminId,
        resolvedAt: this.clock.now(),
      });
      return report;
    });
    // The players hear of the deletion once it is committed.
    const removed = deleted as PrivateMessageEntity | null;
    if (removed) await this.messagesService.announceDeleted(removed);
    await this.notifyReporter(report.reporterId, body.status);
    const row = await this.reports.find(reportId);
    if (!row) throw messageError(MessageErrorCode.REPORT_NOT_FOUND);
    return toMessageReportDto(row);
  }

  private async notifyReporter(reporterId: string, status: 'DISMISSED' | 'RESOLVED'): Promise<void> {
    try {
      await this.notifications.notify(reporterId, {
        type: 'report_resolved',
        message: status === 'RESOLVED' ? 'تمت مراجعة بلاغك واتخاذ الإجراء المناسب' : 'تمت مراجعة بلاغك',
        data: { status },
      });
    } catch (error) {
      this.logger.warn(`report notification failed for ${reporterId}: ${String(error)}`);
    }
  }
}

export function toMessageReportDto(row: MessageReportRow): MessageReportDto {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    adminNotes: row.admin_notes,
    action: row.action,
    createdAt: row.created_at.toISOString(),
    reporter: { id: row.reporter_id, username: row.reporter_name, isAdmin: row.reporter_is_admin },
    message: {
      id: row.message_id,
      content: row.content,
      createdAt: row.message_created_at.toISOString(),
      editedAt: row.edited_at?.toISOString() ?? null,
      deletedAt: row.deleted_at?.toISOString() ?? null,
      isDeleted: row.deleted_at !== null,
      senderId: row.sender_id,
      receiverId: row.receiver_id,
      Sender: { id: row.sender_id, username: row.sender_name, isAdmin: row.sender_is_admin },
      Receiver: { id: row.receiver_id, username: row.receiver_name, isAdmin: row.receiver_is_admin },
    },
    resolvedBy: row.resolved_by,
    resolver: row.resolved_by
      ? { id: row.resolved_by, username: row.resolver_name ?? '', isAdmin: row.resolver_is_admin ?? false }
      : null,
    resolvedAt: row.resolved_at?.toISOString() ?? null,
  };
}
