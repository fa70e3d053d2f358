import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { msg } from '../../common/validation/messages';
import { REPORT_ACTIONS, REPORT_STATUSES, ReportAction, ReportStatus } from './message-report.entity';
import { EnumField, IdField, IntegerField, TextField } from '../../common/validation/fields';

/** Spec 002 section 5: admin notes have at most 200 characters. */
export const ADMIN_NOTES_MAX_LENGTH = 200;
export const REPORT_REASON_MAX_LENGTH = 500;
/** Mute length when an admin resolves with `mute_user` and gives none (minutes). */
export const DEFAULT_REPORT_MUTE_MINUTES = 60;
const REPORT_PAGE_SIZE = 20;

/** Path of `PUT /api/messages/reports/{id}/status`. */
export class ReportIdParamsDto {
  @IdField({ label: 'معرف البلاغ', fromText: true })
  id: number;
}

/** Body of `POST /api/messages/{id}/report`. */
export class ReportPrivateMessageDto {
  @IsString({ message: msg.required('سبب الإبلاغ') })
  @Matches(/\S/, { message: msg.required('سبب الإبلاغ') })
  @MaxLength(REPORT_REASON_MAX_LENGTH, { message: msg.maxLength('سبب الإبلاغ', REPORT_REASON_MAX_LENGTH) })
  reason: string;
}

/** Query of `GET /api/messages/reports`. */
export class MessageReportsQueryDto {
  @EnumField({
    values: REPORT_STATUSES,
    enumName: 'ReportStatus',
    message: 'حالة البلاغ غير صحيحة',
    optional: true,
  })
  status?: ReportStatus;

  @IntegerField({ label: 'رقم الصفحة', min: 1, optional: true, fromText: true, default: 1 })
  page: number = 1;

  @IntegerField({
    label: 'عدد النتائج',
    min: 1,
    max: 100,
    optional: true,
    fromText: true,
    default: REPORT_PAGE_SIZE,
  })
  limit: number = REPORT_PAGE_SIZE;
}

/**
 * Body of `PUT /api/messages/reports/{id}/status` (spec 002 sections 4 and 7): a PENDING report is
 * dismissed or resolved; resolving may act on the message's author (`mute_user`) or the message
 * (`delete_message`).
 */
export class UpdateMessageReportStatusDto {
  @EnumField({ values: ['DISMISSED', 'RESOLVED'], message: 'حالة البلاغ يجب أن تكون DISMISSED أو RESOLVED' })
  status: 'DISMISSED' | 'RESOLVED';

  @TextField({ label: 'ملاحظات المشرف', optional: true, maxLength: ADMIN_NOTES_MAX_LENGTH })
  adminNotes?: string;

  /** Only with RESOLVED. */
  @EnumField({
    values: REPORT_ACTIONS,
    enumName: 'ReportAction',
    message: 'الإجراء يجب أن يكون mute_user أو delete_message',
    optional: true,
  })
  action?: ReportAction;

  /** Length of the mute for `mute_user`, in minutes (default 60, at most 30 days). */
  @IntegerField({
    label: 'مدة الكتم',
    min: 1,
    max: 43_200,
    optional: true,
    default: DEFAULT_REPORT_MUTE_MINUTES,
  })
  muteMinutes?: number;
}

export class ReportUserDto {
  id: string;
  username: string;
  isAdmin: boolean;
}

/** The reported private message with its author (`Sender`) and receiver (spec 002 section 3). */
export class ReportedPrivateMessageDto {
  @ApiProperty({ type: 'integer' }) id: number;
  /** The text as written (kept after a deletion). */
  content: string;
  createdAt: string;
  editedAt: string | null;
  deletedAt: string | null;
  isDeleted: boolean;
  senderId: string;
  receiverId: string;
  Sender: ReportUserDto;
  Receiver: ReportUserDto;
}

/** A private message report as the admin screen shows it (spec 002 sections 2.12 and 3). */
export class MessageReportDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ enum: REPORT_STATUSES, enumName: 'ReportStatus' }) status: ReportStatus;
  reason: string;
  adminNotes: string | null;
  @ApiProperty({ enum: REPORT_ACTIONS, enumName: 'ReportAction', nullable: true })
  action: ReportAction | null;
  createdAt: string;
  reporter: ReportUserDto;
  message: ReportedPrivateMessageDto;
  /** User id of the admin who handled it. */
  resolvedBy: string | null;
  resolver: ReportUserDto | null;
  resolvedAt: string | null;
}

/** `GET /api/messages/reports`: newest first. */
export class MessageReportsPageDto {
  reports: MessageReportDto[];
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) totalPages: number;
}

/** `POST /api/messages/{id}/report`. */
export class MessageReportCreatedDto {
  success: boolean;
  @ApiProperty({ type: 'integer' }) reportId: number;
  /** Arabic confirmation. */
  message: string;
}
