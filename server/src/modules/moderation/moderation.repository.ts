import { Injectable } from '@nestjs/common';
import { Tx, returnedRows } from '../../infra/database/transaction';
import type { FilterCategory, FilterWord } from '../../game/word-filter.rules';
import { isSerialId } from '../../infra/database/serial-id';

export interface FilteredWordRow {
  id: number;
  word: string;
  category: FilterCategory;
  createdAt: Date;
}

export interface BlockedMessageRow {
  id: string;
  messageType: 'global' | 'private';
  userId: string | null;
  username: string | null;
  receiverId: string | null;
  receiverUsername: string | null;
  originalContent: string;
  filteredContent: string;
  category: FilterCategory;
  matchedWords: string[];
  createdAt: Date;
}

export interface BlockedMessageFilter {
  messageType?: 'global' | 'private';
  category?: FilterCategory;
  /** Part of the sender's username or display name, case-insensitive. */
  username?: string;
  dateFrom?: Date;
  dateTo?: Date;
}

export interface NewBlockedMessage {
  type: 'global' | 'private';
  userId: string;
  receiverId: string | null;
  originalContent: string;
  filteredContent: string;
  category: FilterCategory;
  matchedWords: string[];
}

/** Filtered words, the blocked-messages log and mutes (all SQL of the moderation module). */
@Injectable()
export class ModerationRepository {
  constructor(private readonly tx: Tx) {}

  private query<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.tx.tx.query(sql, params) as Promise<T>;
  }

  // Filtered words

  async listFilteredWords(): Promise<FilteredWordRow[]> {
    return this.query(
      `SELECT id, word, category, created_at AS "createdAt" FROM filtered_words ORDER BY category, lower(word)`,
    );
  }

  async filterWords(): Promise<FilterWord[]> {
    return this.query(`SELECT word, category FROM filtered_words`);
  }

  /** @returns the new row, or null when the word is already listed in that category. */
  async addFilteredWord(
    word: string,
    category: FilterCategory,
    createdBy: string,
  ): Promise<FilteredWordRow | null> {
    const rows = await this.query<FilteredWordRow[]>(
      `INSERT INTO filtered_words (word, category, created_by) VALUES ($1, $2, $3)
       ON CONFLICT (lower(word), category) DO NOTHING
       RETURNING id, word, category, created_at AS "createdAt"`,
      [word, category, createdBy],
    );
    return rows[0] ?? null;
  }

  async deleteFilteredWord(id: number): Promise<boolean> {
    if (!isSerialId(id)) return false;
    const rows = returnedRows<{ id: number }>(
      await this.query(`DELETE FROM filtered_words WHERE id = $1 RETURNING id`, [id]),
    );
    return rows.length > 0;
  }

  // Blocked messages

  async recordBlocked(entry: NewBlockedMessage): Promise<void> {
    await this.query(
      `INSERT INTO blocked_messages (message_type, user_id, receiver_id, original_content, filtered_content, category, matched_words)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        entry.type,
        entry.userId,
        entry.receiverId,
        entry.originalContent,
        entry.filteredContent,
        entry.category,
        entry.matchedWords,
      ],
    );
  }

  private blockedWhere(filter: BlockedMessageFilter): { where: string; params: unknown[] } {
    const clauses: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      clauses.push(sql.replace('?', `$${params.length}`));
    };
    if (filter.messageType) add('b.message_type = ?', filter.messageType);
    if (filter.category) add('b.category = ?', filter.category);
    if (filter.username) {
      add(
        `(u.username ILIKE ? OR u.display_name ILIKE $${params.length + 1})`,
        `%${filter.username.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`,
      );
    }
    if (filter.dateFrom) add('b.created_at >= ?', filter.dateFrom);
    if (filter.dateTo) add('b.created_at <= ?', filter.dateTo);
    return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
  }

  /** A page of the log, newest first, and the number of rows the filter matches. */
  async listBlocked(
    filter: BlockedMessageFilter,
    limit: number,
    offset: number,
  ): Promise<{ rows: BlockedMessageRow[]; total: number }> {
    const { where, params } = this.blockedWhere(filter);
    const from = `FROM blocked_messages b LEFT JOIN users u ON u.id = b.user_id LEFT JOIN users r ON r.id = b.receiver_id ${where}`;
    const [{ total }] = await this.query<{ total: number }[]>(
      `SELECT count(*)::int AS total ${from}`,
      params,
    );
    const rows = await this.query<BlockedMessageRow[]>(
      `SELECT b.id::text AS id, b.message_type AS "messageType", b.user_id AS "userId",
              coalesce(u.username, u.display_name) AS username, b.receiver_id AS "receiverId",
              coalesce(r.username, r.display_name) AS "receiverUsername", b.original_content AS "originalContent",
              b.filtered_content AS "filteredContent", b.category, b.matched_words AS "matchedWords", b.created_at AS "createdAt"
       ${from} ORDER BY b.created_at DESC, b.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows, total };
  }

  /**
   * Newest first by id: up to `limit` filtered blocked messages with an id below `beforeId` (null:
   * from the newest): the CSV export's keyset page (issue 30, part 4).
   */
  async exportBlocked(
    filter: BlockedMessageFilter,
    beforeId: string | null,
    limit: number,
  ): Promise<BlockedMessageRow[]> {
    const { where, params } = this.blockedWhere(filter);
    params.push(beforeId, limit);
    const keyset = `($${params.length - 1}::bigint IS NULL OR b.id < $${params.length - 1}::bigint)`;
    return this.query<BlockedMessageRow[]>(
      `SELECT b.id::text AS id, b.message_type AS "messageType", b.user_id AS "userId",
              coalesce(u.username, u.display_name) AS username, b.receiver_id AS "receiverId",
              coalesce(r.username, r.display_name) AS "receiverUsername", b.original_content AS "originalContent",
              b.filtered_content AS "filteredContent", b.category, b.matched_words AS "matchedWords", b.created_at AS "createdAt"
         FROM blocked_messages b LEFT JOIN users u ON u.id = b.user_id LEFT JOIN users r ON r.id = b.receiver_id
        ${where ? `${where} AND ${keyset}` : `WHERE ${keyset}`}
        ORDER BY b.id DESC LIMIT $${params.length}`,
      params,
    );
  }

  /**
   * Counts of the log: all, since midnight of `now`'s day in `timeZone` (an IANA name, the game's
   * TZ_GAME), and since `startOfWeek`.
   */
  async blockedStatistics(
    now: Date,
    timeZone: string,
    startOfWeek: Date,
  ): Promise<{ total: number; today: number; thisWeek: number }> {
    const [row] = await this.query<{ total: number; today: number; thisWeek: number }[]>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (
                WHERE created_at >= date_trunc('day', $1::timestamptz AT TIME ZONE $2) AT TIME ZONE $2
              )::int AS today,
              count(*) FILTER (WHERE created_at >= $3)::int AS "thisWeek"
       FROM blocked_messages`,
      [now, timeZone, startOfWeek],
    );
    return row;
  }

  /** Deletes log rows older than a time and/or of a category; returns how many went. */
  async deleteBlocked(olderThan: Date | null, category: FilterCategory | null): Promise<number> {
    const rows = returnedRows<{ id: string }>(
      await this.query(
        `DELETE FROM blocked_messages
         WHERE ($1::timestamptz IS NULL OR created_at < $1) AND ($2::text IS NULL OR category = $2) RETURNING id`,
        [olderThan, category],
      ),
    );
    return rows.length;
  }
}
