import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';
import { MessageReportEntity, ReportStatus } from './message-report.entity';
import { isSerialId } from '../../infra/database/serial-id';

/** One report joined with its message and the people named on the admin screen. */
export interface MessageReportRow {
  id: number;
  status: ReportStatus;
  reason: string;
  admin_notes: string | null;
  action: MessageReportEntity['action'];
  created_at: Date;
  resolved_by: string | null;
  resolved_at: Date | null;
  reporter_id: string;
  reporter_name: string;
  reporter_is_admin: boolean;
  resolver_name: string | null;
  resolver_is_admin: boolean | null;
  message_id: number;
  content: string;
  message_created_at: Date;
  edited_at: Date | null;
  deleted_at: Date | null;
  sender_id: string;
  sender_name: string;
  sender_is_admin: boolean;
  receiver_id: string;
  receiver_name: string;
  receiver_is_admin: boolean;
}

@Injectable()
export class MessageReportsRepository {
  constructor(private readonly tx: Tx) {}

  private get reports() {
    return this.tx.tx.getRepository(MessageReportEntity);
  }

  /** Stores a PENDING report. @returns null when this reporter already reported this message. */
  async insert(messageId: number, reporterId: string, reason: string): Promise<number | null> {
    const rows: { id: number }[] = await this.tx.tx.query(
      `INSERT INTO message_reports (message_id, reporter_id, reason) VALUES ($1, $2, $3)
       ON CONFLICT (message_id, reporter_id) DO NOTHING RETURNING id`,
      [messageId, reporterId, reason],
    );
    return rows[0]?.id ?? null;
  }

  async lock(id: number): Promise<MessageReportEntity | null> {
    if (!isSerialId(id)) return null;
    return this.reports.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async update(
    id: number,
    values: Partial<
      Pick<MessageReportEntity, 'status' | 'adminNotes' | 'action' | 'resolvedBy' | 'resolvedAt'>
    >,
  ): Promise<void> {
    await this.reports.update({ id }, values);
  }

  /** Reports newest first, optionally of one status, with the total for paging. */
  async page(
    filter: { status?: ReportStatus },
    offset: number,
    limit: number,
  ): Promise<{ rows: MessageReportRow[]; total: number }> {
    const status = filter.status ?? null;
    const rows: MessageReportRow[] = await this.tx.tx.query(
      `${REPORT_SELECT} WHERE ($1::text IS NULL OR r.status = $1) ORDER BY r.id DESC OFFSET $2 LIMIT $3`,
      [status, offset, limit],
    );
    const [count]: { count: number }[] = await this.tx.tx.query(
      `SELECT count(*)::int AS count FROM message_reports WHERE ($1::text IS NULL OR status = $1)`,
      [status],
    );
    return { rows, total: count.count };
  }

  /**
   * Newest first by id: up to `limit` reports (of one status, or all) with an id below `beforeId`
   * (null: from the newest): the CSV export's keyset page (issue 30, part 4).
   */
  async exportPage(
    filter: { status?: ReportStatus },
    beforeId: number | null,
    limit: number,
  ): Promise<MessageReportRow[]> {
    return this.tx.tx.query(
      `${REPORT_SELECT} WHERE ($1::text IS NULL OR r.status = $1) AND ($2::int IS NULL OR r.id < $2)
        ORDER BY r.id DESC LIMIT $3`,
      [filter.status ?? null, beforeId, limit],
    );
  }

  async find(id: number): Promise<MessageReportRow | null> {
    const rows: MessageReportRow[] = await this.tx.tx.query(`${REPORT_SELECT} WHERE r.id = $1`, [id]);
    return rows[0] ?? null;
  }
}

/** A report with its message and every user the admin screen names. */
const REPORT_SELECT = `
  SELECT r.id, r.status, r.reason, r.admin_notes, r.action, r.created_at, r.resolved_by, r.resolved_at,
         r.reporter_id, COALESCE(rep.username, rep.display_name) AS reporter_name, rep.is_admin AS reporter_is_admin,
         COALESCE(res.username, res.display_name) AS resolver_name, res.is_admin AS resolver_is_admin,
         m.id AS message_id, m.content, m.created_at AS message_created_at, m.edited_at, m.deleted_at,
         m.sender_id, COALESCE(s.username, s.display_name) AS sender_name, s.is_admin AS sender_is_admin,
         m.receiver_id, COALESCE(rc.username, rc.display_name) AS receiver_name, rc.is_admin AS receiver_is_admin
    FROM message_reports r
    JOIN private_messages m ON m.id = r.message_id
    JOIN users rep ON rep.id = r.reporter_id
    JOIN users s ON s.id = m.sender_id
    JOIN users rc ON rc.id = m.receiver_id
    LEFT JOIN users res ON res.id = r.resolved_by`;
