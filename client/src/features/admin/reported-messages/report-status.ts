import type { GlobalChatReportDto } from '../../../api/generated/model/globalChatReportDto';
import type { MessageReportDto } from '../../../api/generated/model/messageReportDto';
import type { ReportAction } from '../../../api/generated/model/reportAction';
import type { ReportStatus } from '../../../api/generated/model/reportStatus';
import type { UpdateGlobalChatReportStatusDto } from '../../../api/generated/model/updateGlobalChatReportStatusDto';
import type { UpdateMessageReportStatusDto } from '../../../api/generated/model/updateMessageReportStatusDto';

/** Spec 002 sections 5 and 9: report admin notes hold at most 200 characters. */
export const ADMIN_NOTES_MAX = 200;

/** Spec 002 section 4: the report statuses, in the status filter's order. */
export const REPORT_STATUSES = [
  'PENDING',
  'REVIEWED',
  'RESOLVED',
  'DISMISSED',
] as const satisfies readonly ReportStatus[];
export type ReportStatusFilter = ReportStatus | 'all';

/** The two report lists of the reported-messages tab. */
export const REPORT_KINDS = ['global', 'private'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Private message reports are paged by the server; the tab asks for 20 per page. */
export const PRIVATE_REPORTS_PAGE_SIZE = 20;

/**
 * A decision an admin takes on a report: dismiss, resolve (plain, private reports) or resolve with
 * an action (global chat reports: mute the author or delete the message).
 */
export type ReportDecision = { status: 'DISMISSED' } | { status: 'RESOLVED'; action?: ReportAction };

/** Spec 002 section 4: only PENDING reports offer actions; REVIEWED is displayed only. */
export function canAct(status: ReportStatus): boolean {
  return status === 'PENDING';
}

/** The decisions offered for a report of the given kind and status (none unless PENDING). */
export function decisionsFor(kind: ReportKind, status: ReportStatus): ReportDecision[] {
  if (!canAct(status)) return [];
  if (kind === 'global') {
    return [
      { status: 'DISMISSED' },
      { status: 'RESOLVED', action: 'mute_user' },
      { status: 'RESOLVED', action: 'delete_message' },
    ];
  }
  return [{ status: 'DISMISSED' }, { status: 'RESOLVED' }];
}

/** The error text for admin notes, or null when they fit. */
export function notesError(notes: string, tooLong: string): string | null {
  return notes.length > ADMIN_NOTES_MAX ? tooLong : null;
}

/** Trimmed notes, or undefined when blank (the field is then left out of the body). */
function cleanNotes(notes: string): string | undefined {
  const trimmed = notes.trim();
  return trimmed ? trimmed : undefined;
}

/** The body of PUT /api/global-chat/reports/{id}/status. */
export function globalStatusBody(decision: ReportDecision, notes: string): UpdateGlobalChatReportStatusDto {
  const adminNotes = cleanNotes(notes);
  const body: UpdateGlobalChatReportStatusDto = { status: decision.status };
  if (decision.status === 'RESOLVED') body.action = decision.action ?? 'delete_message';
  if (adminNotes) body.adminNotes = adminNotes;
  return body;
}

/** The body of PUT /api/messages/reports/{id}/status: resolving a private report is plain. */
export function privateStatusBody(decision: ReportDecision, notes: string): UpdateMessageReportStatusDto {
  const adminNotes = cleanNotes(notes);
  const body: UpdateMessageReportStatusDto = { status: decision.status };
  if (adminNotes) body.adminNotes = adminNotes;
  return body;
}

/** One user shown on a report card. */
export interface ReportPerson {
  username: string;
  isAdmin: boolean;
}

/** What a report card shows, the same for both report kinds. */
export interface ReportView {
  id: number;
  kind: ReportKind;
  status: ReportStatus;
  reason: string;
  createdAt: string;
  reporter: string;
  content: string;
  messageCreatedAt: string;
  messageDeleted: boolean;
  /** Global: the author. Private: the sender. */
  author: ReportPerson;
  /** Private reports only. */
  receiver: ReportPerson | null;
  resolver: string | null;
  resolvedAt: string | null;
  adminNotes: string | null;
}

export function globalReportView(report: GlobalChatReportDto): ReportView {
  return {
    id: report.id,
    kind: 'global',
    status: report.status,
    reason: report.reason,
    createdAt: report.createdAt,
    reporter: report.reporter.username,
    content: report.message.content,
    messageCreatedAt: report.message.createdAt,
    messageDeleted: report.message.isDeleted,
    author: { username: report.message.author.username, isAdmin: report.message.author.isAdmin },
    receiver: null,
    resolver: report.resolver?.username ?? null,
    resolvedAt: report.resolvedAt,
    adminNotes: report.adminNotes,
  };
}

export function privateReportView(report: MessageReportDto): ReportView {
  return {
    id: report.id,
    kind: 'private',
    status: report.status,
    reason: report.reason,
    createdAt: report.createdAt,
    reporter: report.reporter.username,
    content: report.message.content,
    messageCreatedAt: report.message.createdAt,
    messageDeleted: report.message.isDeleted,
    author: { username: report.message.Sender.username, isAdmin: report.message.Sender.isAdmin },
    receiver: { username: report.message.Receiver.username, isAdmin: report.message.Receiver.isAdmin },
    resolver: report.resolver?.username ?? null,
    resolvedAt: report.resolvedAt,
    adminNotes: report.adminNotes,
  };
}
