import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import type { GlobalChatReportRow, GlobalMessageRow, ReportAction, ReportStatus } from './chat.repository';
import { DecimalField, EnumField, IdField, TextField } from '../../common/validation/fields';

export const REPORT_STATUSES = ['PENDING', 'REVIEWED', 'RESOLVED', 'DISMISSED'] as const;
export const REPORT_ACTIONS = ['mute_user', 'delete_message'] as const;

/** One global chat message (the `global_message` payload). */
export class GlobalMessageDto {
  @ApiProperty({ type: 'integer' }) id: number;
  userId: string;
  username: string;
  avatarUrl: string | null;
  isAdmin: boolean;
  /** The author holds VIP now (spec 000 sections 3 and 6: badge and sparkle by the name). */
  isVip: boolean;
  content: string;
  /** Emoji -> ids of the users who reacted with it. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } })
  reactions: Record<string, string[]>;
  isEdited: boolean;
  editedAt: string | null;
  createdAt: string;
}

/** The global chat: the last 50 messages, oldest first (`globalChat:update`, `GET /api/global-chat/messages`). */
export class GlobalChatDto {
  @ApiProperty({ type: [GlobalMessageDto] }) messages: GlobalMessageDto[];
}

export const toGlobalMessageDto = (row: GlobalMessageRow): GlobalMessageDto => ({
  id: Number(row.id),
  userId: row.userId,
  username: row.username,
  avatarUrl: row.avatarUrl,
  isAdmin: row.isAdmin,
  isVip: row.isVip === true,
  content: row.content,
  reactions: row.reactions,
  isEdited: row.editedAt !== null,
  editedAt: row.editedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * `send_global_message` payload. Blank and over-long texts are the service's rules (MESSAGE_EMPTY,
 * MESSAGE_TOO_LONG, after trimming), so this only asks for a string.
 */
export class SendGlobalMessageEventDto {
  @TextField({ label: 'نص الرسالة' })
  content: string;
}

/** `delete_global_message` payload: the author deletes their own message, an admin any message. */
export class GlobalMessageRefEventDto {
  // Beyond a safe integer the id names no message (and would reach PostgreSQL out of range).
  @IdField({ label: 'معرف الرسالة', max: Number.MAX_SAFE_INTEGER })
  messageId: number;
}

/** `edit_global_message` payload: the author changes their own message. */
export class EditGlobalMessageEventDto extends GlobalMessageRefEventDto {
  @TextField({ label: 'نص الرسالة' })
  content: string;
}

/** `add_reaction` / `remove_reaction` payload; the emoji's shape is the service's rule (INVALID_REACTION). */
export class GlobalReactionEventDto extends GlobalMessageRefEventDto {
  @TextField({ label: 'التفاعل' })
  emoji: string;
}

/** Admin `kick_user` / `ban_user` payload. */
export class AdminUserActionEventDto {
  @IsUUID('all', { message: 'معرف المستخدم غير صحيح' })
  userId: string;

  /** Shown to the player; trimmed, at most 500 characters kept. */
  @TextField({ label: 'السبب', optional: true })
  reason?: string;
}

/** Admin `mute_user` payload: minutes may be a fraction (the range is the service's rule, INVALID_MUTE_DURATION). */
export class MuteUserEventDto extends AdminUserActionEventDto {
  @DecimalField({ message: 'مدة الكتم غير صحيحة' })
  minutes: number;
}

/** What a chat action's acknowledgement carries on success. */
export class ChatActionResultDto {
  success: true;
  userId?: string;
  /** End of a mute (ISO time). */
  until?: string;
  /** Time of a ban (ISO time). */
  bannedAt?: string;
  /** Messages a clear removed. */
  deleted?: number;
  messageId?: number;
}

/** `POST /api/global-chat/messages/{id}/report`. */
export class ReportGlobalMessageDto {
  @TextField({ label: 'سبب البلاغ', notBlank: true, maxLength: 500 })
  reason: string;
}

export class GlobalChatReportCreatedDto {
  success: boolean;
  message: string;
  @ApiProperty({ type: 'integer' }) reportId: number;
}

export class ListGlobalChatReportsQueryDto {
  @EnumField({
    values: REPORT_STATUSES,
    enumName: 'ReportStatus',
    message: 'حالة البلاغ غير صحيحة',
    optional: true,
  })
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
  @EnumField({
    values: ['RESOLVED', 'DISMISSED'],
    enumName: 'ReportDecision',
    message: 'حالة البلاغ يجب أن تكون RESOLVED أو DISMISSED',
  })
  status: 'RESOLVED' | 'DISMISSED';

  @TextField({ label: 'ملاحظات المشرف', optional: true, maxLength: 200 })
  adminNotes?: string;

  /** Required with RESOLVED. */
  @EnumField({
    values: REPORT_ACTIONS,
    enumName: 'ReportAction',
    message: 'الإجراء يجب أن يكون mute_user أو delete_message',
    optional: true,
  })
  action?: ReportAction;

  /** Mute length for `mute_user`, in minutes (default 60, at most 30 days). */
  @DecimalField({ label: 'مدة الكتم', min: 0.01, max: 43_200, optional: true, default: 60 })
  muteMinutes?: number;
}
