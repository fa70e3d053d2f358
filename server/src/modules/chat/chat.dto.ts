import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsNumber, IsString, Max, MaxLength, Min } from 'class-validator';
import { msg } from '../../common/validation/messages';
import type { GlobalChatPayload, GlobalMessagePayload } from '../../infra/realtime/events';
import type { GlobalChatReportRow, GlobalMessageRow, ReportAction, ReportStatus } from './chat.repository';
import { IsOptionalNonNull } from '../../common/validation/optional';

export const REPORT_STATUSES = ['PENDING', 'REVIEWED', 'RESOLVED', 'DISMISSED'] as const;
export const REPORT_ACTIONS = ['mute_user', 'delete_message'] as const;

/** One global chat message (the `global_message` payload). */
export class GlobalMessageDto implements GlobalMessagePayload {
  @ApiProperty({ type: 'integer' }) id: number;
  userId: string;
  username: string;
  avatarUrl: string | null;
  isAdmin: boolean;
  content: string;
  /** Emoji -> ids of the users who reacted with it. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } })
  reactions: Record<string, string[]>;
  isEdited: boolean;
  editedAt: string | null;
  createdAt: string;
}

export class GlobalChatDto implements GlobalChatPayload {
  @ApiProperty({ type: [GlobalMessageDto] }) messages: GlobalMessageDto[];
}

export const toGlobalMessageDto = (row: GlobalMessageRow): GlobalMessageDto => ({
  id: Number(row.id),
  userId: row.userId,
  username: row.username,
  avatarUrl: row.avatarUrl,
  isAdmin: row.isAdmin,
  content: row.content,
  reactions: row.reactions,
  isEdited: row.editedAt !== null,
  editedAt: row.editedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** `POST /api/global-chat/messages/{id}/report`. */
export class ReportGlobalMessageDto {
  @IsString({ message: msg.required('سبب البلاغ') })
  @IsNotEmpty({ message: msg.required('سبب البلاغ') })
  @MaxLength(500, { message: msg.maxLength('سبب البلاغ', 500) })
  reason: string;
}

export class GlobalChatReportCreatedDto {
  success: boolean;
  message: string;
  @ApiProperty({ type: 'integer' }) reportId: number;
}

export class ListGlobalChatReportsQueryDto {
  @ApiProperty({ required: false, enum: REPORT_STATUSES, enumName: 'ReportStatus' })
  @IsOptionalNonNull()
  @IsIn(REPORT_STATUSES, { message: 'حالة البلاغ غير صحيحة' })
  status?: ReportStatus;
}

class GlobalChatReportUserDto {
  username: string;
}

class ReportedGlobalMessageAuthorDto {
  id: string;
  username: string;
  isAdmin: boolean;
}

/** The reported global message as the report screen shows it. */
class ReportedGlobalMessageDto {
  @ApiProperty({ type: 'integer' }) id: number;
  content: string;
  createdAt: string;
  /** An admin deleted it (on this report or another). */
  isDeleted: boolean;
  author: ReportedGlobalMessageAuthorDto;
}

/** One report on a global message (spec 002 section 3, Global chat report). */
export class GlobalChatReportDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ enum: REPORT_STATUSES, enumName: 'ReportStatus' }) status: ReportStatus;
  reason: string;
  adminNotes: string | null;
  @ApiProperty({ enum: REPORT_ACTIONS, enumName: 'ReportAction', nullable: true })
  action: ReportAction | null;
  createdAt: string;
  reporter: GlobalChatReportUserDto;
  message: ReportedGlobalMessageDto;
  resolvedBy: string | null;
  resolver: GlobalChatReportUserDto | null;
  resolvedAt: string | null;
}

export class GlobalChatReportListDto {
  @ApiProperty({ type: [GlobalChatReportDto] }) reports: GlobalChatReportDto[];
}

export const toGlobalChatReportDto = (row: GlobalChatReportRow): GlobalChatReportDto => ({
  id: row.id,
  status: row.status,
  reason: row.reason,
  adminNotes: row.adminNotes,
  action: row.action,
  createdAt: row.createdAt.toISOString(),
  reporter: { username: row.reporterUsername },
  message: {
    id: Number(row.messageId),
    content: row.messageContent,
    createdAt: row.messageCreatedAt.toISOString(),
    isDeleted: row.messageDeleted,
    author: { id: row.authorId, username: row.authorUsername, isAdmin: row.authorIsAdmin },
  },
  resolvedBy: row.resolvedBy,
  resolver: row.resolvedBy && row.resolverUsername ? { username: row.resolverUsername } : null,
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

/**
 * `PUT /api/global-chat/reports/{id}/status` (spec 002 section 4): a PENDING report becomes
 * DISMISSED, or RESOLVED with an action that is carried out.
 */
export class UpdateGlobalChatReportStatusDto {
  @ApiProperty({ enum: ['RESOLVED', 'DISMISSED'], enumName: 'ReportDecision' })
  @IsIn(['RESOLVED', 'DISMISSED'], { message: 'حالة البلاغ يجب أن تكون RESOLVED أو DISMISSED' })
  status: 'RESOLVED' | 'DISMISSED';

  @IsOptionalNonNull()
  @IsString({ message: msg.invalid('ملاحظات المشرف') })
  @MaxLength(200, { message: msg.maxLength('ملاحظات المشرف', 200) })
  adminNotes?: string;

  /** Required with RESOLVED. */
  @ApiProperty({ required: false, enum: REPORT_ACTIONS, enumName: 'ReportAction' })
  @IsOptionalNonNull()
  @IsIn(REPORT_ACTIONS, { message: 'الإجراء يجب أن يكون mute_user أو delete_message' })
  action?: ReportAction;

  /** Mute length for `mute_user`, in minutes (default 60, at most 30 days). */
  @ApiProperty({ required: false, default: 60 })
  @IsOptionalNonNull()
  @IsNumber({}, { message: msg.invalid('مدة الكتم') })
  @Min(0.01, { message: msg.min('مدة الكتم', 0.01) })
  @Max(43_200, { message: msg.max('مدة الكتم', 43_200) })
  muteMinutes?: number;
}
