import { Injectable } from '@nestjs/common';
import { Tx, returnedRows } from '../../infra/database/transaction';
import { isSerialId } from '../../infra/database/serial-id';

export interface GlobalMessageRow {
  id: string;
  userId: string;
  username: string;
  avatarUrl: string | null;
  isAdmin: boolean;
  isVip: boolean;
  content: string;
  reactions: Record<string, string[]>;
  editedAt: Date | null;
  createdAt: Date;
}

export type ReportStatus = 'PENDING' | 'REVIEWED' | 'RESOLVED' | 'DISMISSED';
export type ReportAction = 'mute_user' | 'delete_message';

export interface GlobalChatReportRow {
  id: number;
  status: ReportStatus;
  reason: string;
  adminNotes: string | null;
  action: ReportAction | null;
  createdAt: Date;
  reporterId: string;
  reporterUsername: string;
  messageId: string;
  messageContent: string;
  messageCreatedAt: Date;
  messageDeleted: boolean;
  authorId: string;
  authorUsername: string;
  authorIsAdmin: boolean;
  resolvedBy: string | null;
  resolverUsername: string | null;
  resolvedAt: Date | null;
}

const MESSAGE_COLUMNS = `m.id::text AS id, m.user_id AS "userId", coalesce(u.username, u.display_name) AS username,
  u.avatar_url AS "avatarUrl", u.is_admin AS "isAdmin",
  EXISTS (SELECT 1 FROM characters c WHERE c.user_id = m.user_id AND c.vip_expires_at > now()) AS "isVip", m.content, m.reactions, m.edited_at AS "editedAt", m.created_at AS "createdAt"`;

/** Global messages, their reactions and reports, and the account ban (all SQL of the chat module). */
@Injectable()
export class ChatRepository {
  constructor(private readonly tx: Tx) {}

  private query<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.tx.tx.query(sql, params) as Promise<T>;
  }

  /** The last `limit` messages not deleted, oldest first. */
  async recentMessages(limit: number): Promise<GlobalMessageRow[]> {
    return this.query(
      `SELECT * FROM (SELECT ${MESSAGE_COLUMNS} FROM global_messages m JOIN users u ON u.id = m.user_id
        WHERE m.deleted_at IS NULL ORDER BY m.id DESC LIMIT $1) recent ORDER BY recent.id::bigint`,
      [limit],
    );
  }

  async findMessage(id: number): Promise<GlobalMessageRow | null> {
    const rows = await this.query<GlobalMessageRow[]>(
      `SELECT ${MESSAGE_COLUMNS} FROM global_messages m JOIN users u ON u.id = m.user_id WHERE m.id = $1 AND m.deleted_at IS NULL`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Stores a message of a player who finished account setup; @returns its id, or null for anyone else. */
  async createMessage(userId: string, content: string): Promise<number | null> {
    const [row] = await this.query<{ id: string }[]>(
      `INSERT INTO global_messages (user_id, content)
       SELECT $1, $2 WHERE EXISTS (SELECT 1 FROM users WHERE id = $1 AND account_setup_completed)
       RETURNING id::text AS id`,
      [userId, content],
    );
    return row ? Number(row.id) : null;
  }

  /** Edits a live message of its author; @returns whether it did. */
  async editMessage(id: number, userId: string, content: string, at: Date): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await this.query(
        `UPDATE global_messages SET content = $3, edited_at = $4 WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL RETURNING id`,
        [id, userId, content, at],
      ),
    );
    return rows.length > 0;
  }

  /** Soft-deletes a live message; @returns whether it did. */
  async deleteMessage(id: number, at: Date): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await this.query(
        `UPDATE global_messages SET deleted_at = $2 WHERE id = $1 AND deleted_at IS NULL RETURNING id`,
        [id, at],
      ),
    );
    return rows.length > 0;
  }

  /** Soft-deletes every live message; @returns how many. */
  async deleteAllMessages(at: Date): Promise<number> {
    const rows = returnedRows<{ id: string }>(
      await this.query(`UPDATE global_messages SET deleted_at = $1 WHERE deleted_at IS NULL RETURNING id`, [
        at,
      ]),
    );
    return rows.length;
  }

  /** Adds the user to an emoji's reactors (once); @returns whether the message exists. */
  async addReaction(id: number, emoji: string, userId: string): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await this.query(
        `UPDATE global_messages SET reactions = CASE
           WHEN coalesce(reactions -> $2::text, '[]'::jsonb) @> jsonb_build_array($3::text) THEN reactions
           ELSE jsonb_set(reactions, ARRAY[$2::text], coalesce(reactions -> $2::text, '[]'::jsonb) || jsonb_build_array($3::text))
         END
         WHERE id = $1 AND deleted_at IS NULL RETURNING id`,
        [id, emoji, userId],
      ),
    );
    return rows.length > 0;
  }

  /** Removes the user from an emoji's reactors (dropping an emoji nobody uses); @returns whether the message exists. */
  async removeReaction(id: number, emoji: string, userId: string): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await this.query(
        `UPDATE global_messages SET reactions = CASE
           WHEN reactions -> $2::text IS NULL THEN reactions
           WHEN (reactions -> $2::text) - $3::text = '[]'::jsonb THEN reactions - $2::text
           ELSE jsonb_set(reactions, ARRAY[$2::text], (reactions -> $2::text) - $3::text)
         END
         WHERE id = $1 AND deleted_at IS NULL RETURNING id`,
        [id, emoji, userId],
      ),
    );
    return rows.length > 0;
  }

  async userExists(userId: string): Promise<boolean> {
    const rows = await this.query<unknown[]>(`SELECT 1 FROM users WHERE id = $1`, [userId]);
    return rows.length > 0;
  }

  // Reports

  /** @returns the new report id, or null when the reporter already has a pending report on it. */
  async createReport(messageId: number, reporterId: string, reason: string): Promise<number | null> {
    const rows = await this.query<{ id: number }[]>(
      `INSERT INTO global_chat_reports (message_id, reporter_id, reason) VALUES ($1, $2, $3)
       ON CONFLICT (message_id, reporter_id) WHERE status = 'PENDING' DO NOTHING RETURNING id`,
      [messageId, reporterId, reason],
    );
    return rows[0]?.id ?? null;
  }

  private reportSelect(where: string): string {
    return `SELECT r.id, r.status, r.reason, r.admin_notes AS "adminNotes", r.action, r.created_at AS "createdAt",
        r.reporter_id AS "reporterId", coalesce(rep.username, rep.display_name) AS "reporterUsername",
        m.id::text AS "messageId", m.content AS "messageContent", m.created_at AS "messageCreatedAt",
        m.deleted_at IS NOT NULL AS "messageDeleted", m.user_id AS "authorId",
        coalesce(a.username, a.display_name) AS "authorUsername", a.is_admin AS "authorIsAdmin",
        r.resolved_by AS "resolvedBy", coalesce(res.username, res.display_name) AS "resolverUsername", r.resolved_at AS "resolvedAt"
      FROM global_chat_reports r
      JOIN global_messages m ON m.id = r.message_id
      JOIN users rep ON rep.id = r.reporter_id
      JOIN users a ON a.id = m.user_id
      LEFT JOIN users res ON res.id = r.resolved_by
      ${where}`;
  }

  async listReports(status: ReportStatus | null): Promise<GlobalChatReportRow[]> {
    return this.query(
      `${this.reportSelect('WHERE ($1::text IS NULL OR r.status = $1)')} ORDER BY r.created_at DESC, r.id DESC LIMIT 500`,
      [status],
    );
  }

  async findReport(id: number): Promise<GlobalChatReportRow | null> {
    if (!isSerialId(id)) return null;
    const rows = await this.query<GlobalChatReportRow[]>(this.reportSelect('WHERE r.id = $1'), [id]);
    return rows[0] ?? null;
  }

  /** Moves a PENDING report to its final status; @returns whether it was still pending. */
  async closeReport(
    id: number,
    values: {
      status: ReportStatus;
      adminNotes: string | null;
      action: ReportAction | null;
      resolvedBy: string;
      at: Date;
    },
  ): Promise<boolean> {
    const rows = returnedRows<{ id: number }>(
      await this.query(
        `UPDATE global_chat_reports SET status = $2, admin_notes = $3, action = $4, resolved_by = $5, resolved_at = $6
         WHERE id = $1 AND status = 'PENDING' RETURNING id`,
        [id, values.status, values.adminNotes, values.action, values.resolvedBy, values.at],
      ),
    );
    return rows.length > 0;
  }
}
