import { Injectable } from '@nestjs/common';
import { returnedRows, Tx } from '../../infra/database/transaction';
import { MessageReactions, PrivateMessageEntity } from './private-message.entity';
import { isSerialId } from '../../infra/database/serial-id';

/** A user as messages show them: username, else display name. */
export interface MessageUserRow {
  id: string;
  name: string;
  avatar_url: string | null;
  is_admin: boolean;
}

/** One inbox row: the newest message of a conversation and its unread count. */
export interface InboxRow {
  other_id: string;
  other_name: string;
  other_avatar_url: string | null;
  last_message_id: number;
  last_content: string;
  last_sender_id: string;
  last_created_at: Date;
  unread_count: number;
}

@Injectable()
export class MessagesRepository {
  constructor(private readonly tx: Tx) {}

  private get messages() {
    return this.tx.tx.getRepository(PrivateMessageEntity);
  }

  /** The given users that exist, by id. */
  async users(userIds: string[]): Promise<Map<string, MessageUserRow>> {
    const rows: MessageUserRow[] = await this.tx.tx.query(
      `SELECT id, COALESCE(username, display_name) AS name, avatar_url, is_admin FROM users WHERE id = ANY($1::uuid[])`,
      [[...new Set(userIds)]],
    );
    return new Map(rows.map((row) => [row.id, row]));
  }

  /** Whether the user finished account setup (and so has a username to write under). */
  async hasFinishedSetup(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.tx.tx.query(
      `SELECT 1 FROM users WHERE id = $1 AND account_setup_completed`,
      [userId],
    );
    return rows.length > 0;
  }

  insert(
    values: Pick<PrivateMessageEntity, 'senderId' | 'receiverId' | 'content'>,
  ): Promise<PrivateMessageEntity> {
    return this.messages.save(this.messages.create({ ...values, reactions: {} }));
  }

  /** A message not deleted. */
  async findLive(id: number): Promise<PrivateMessageEntity | null> {
    if (!isSerialId(id)) return null;
    return this.messages
      .createQueryBuilder('m')
      .where('m.id = :id AND m.deleted_at IS NULL', { id })
      .getOne();
  }

  /** A message, deleted or not, locked FOR UPDATE (inside a transaction). */
  async lock(id: number): Promise<PrivateMessageEntity | null> {
    if (!isSerialId(id)) return null;
    return this.messages.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async update(
    id: number,
    values: Partial<Pick<PrivateMessageEntity, 'content' | 'editedAt' | 'deletedAt' | 'reactions'>>,
  ): Promise<void> {
    await this.messages.update(
      { id },
      values as Partial<PrivateMessageEntity> & { reactions?: MessageReactions },
    );
  }

  /** Messages between two users not deleted, newest first, older than `before` when given. */
  conversation(
    userId: string,
    otherUserId: string,
    before: number | undefined,
    limit: number,
  ): Promise<PrivateMessageEntity[]> {
    const query = this.messages
      .createQueryBuilder('m')
      .where('LEAST(m.sender_id, m.receiver_id) = LEAST(CAST(:a AS uuid), CAST(:b AS uuid))')
      .andWhere('GREATEST(m.sender_id, m.receiver_id) = GREATEST(CAST(:a AS uuid), CAST(:b AS uuid))')
      .andWhere('m.deleted_at IS NULL')
      .setParameters({ a: userId, b: otherUserId })
      .orderBy('m.id', 'DESC')
      .limit(limit);
    // A `before` beyond every id bounds nothing (and would not fit the int4 column).
    if (before !== undefined && isSerialId(before)) query.andWhere('m.id < :before', { before });
    return query.getMany();
  }

  /** Marks read every unread message `senderId` sent `readerId`. @returns the ids marked. */
  async markRead(readerId: string, senderId: string, now: Date): Promise<number[]> {
    const rows = returnedRows<{ id: number }>(
      await this.tx.tx.query(
        `UPDATE private_messages SET read_at = $3
          WHERE receiver_id = $1 AND sender_id = $2 AND read_at IS NULL AND deleted_at IS NULL
          RETURNING id`,
        [readerId, senderId, now],
      ),
    );
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }

  /** The user's conversations, newest first: last message and unread count. */
  inbox(userId: string, limit: number): Promise<InboxRow[]> {
    return this.tx.tx.query(
      `SELECT l.other_id, COALESCE(u.username, u.display_name) AS other_name, u.avatar_url AS other_avatar_url,
              l.id AS last_message_id, l.content AS last_content, l.sender_id AS last_sender_id, l.created_at AS last_created_at,
              COALESCE(c.unread, 0)::int AS unread_count
         FROM (
           SELECT DISTINCT ON (other_id) other_id, id, content, sender_id, created_at
             FROM (
               SELECT receiver_id AS other_id, id, content, sender_id, created_at
                 FROM private_messages WHERE sender_id = $1 AND deleted_at IS NULL
               UNION ALL
               SELECT sender_id AS other_id, id, content, sender_id, created_at
                 FROM private_messages WHERE receiver_id = $1 AND deleted_at IS NULL
             ) mine
            ORDER BY other_id, id DESC
         ) l
         JOIN users u ON u.id = l.other_id
         LEFT JOIN (
           SELECT sender_id, count(*) AS unread FROM private_messages
            WHERE receiver_id = $1 AND read_at IS NULL AND deleted_at IS NULL
            GROUP BY sender_id
         ) c ON c.sender_id = l.other_id
        ORDER BY l.id DESC
        LIMIT $2`,
      [userId, limit],
    );
  }

  /** Number of conversations in which someone sent the user messages not yet read. */
  async unreadConversationsCount(userId: string): Promise<number> {
    const [row] = await this.tx.tx.query(
      `SELECT count(DISTINCT sender_id)::int AS count FROM private_messages
        WHERE receiver_id = $1 AND read_at IS NULL AND deleted_at IS NULL`,
      [userId],
    );
    return row.count;
  }
}
