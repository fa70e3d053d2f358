import { Injectable } from '@nestjs/common';
import { returnedRows, Tx } from '../../infra/database/transaction';
import { FriendshipStatus } from './friendship.entity';

/** A friendship row as the service reads it. */
export interface FriendshipRow {
  requesterId: string;
  addresseeId: string;
  status: FriendshipStatus;
}

/** The other player of a friendship or request, with when it started. */
export interface FriendRow {
  user_id: string;
  username: string;
  level: number;
  /** accepted_at for friends, created_at for requests. */
  since: Date;
}

const PAIR = `((requester_id = $1 AND addressee_id = $2) OR (requester_id = $2 AND addressee_id = $1))`;
const ROW = `requester_id AS "requesterId", addressee_id AS "addresseeId", status`;
const OTHER = `COALESCE(u.username, u.display_name) AS username, COALESCE(c.level, 1) AS level`;

@Injectable()
export class FriendsRepository {
  constructor(private readonly tx: Tx) {}

  private query<Row>(sql: string, parameters: unknown[]): Promise<Row[]> {
    return this.tx.tx.query(sql, parameters).then((result: unknown) => returnedRows<Row>(result));
  }

  /** The player's display name, when the account is set up (it has a character). */
  async setUpPlayerName(userId: string): Promise<string | null> {
    const rows = await this.query<{ name: string }>(
      `SELECT COALESCE(u.username, u.display_name) AS name
         FROM users u JOIN characters c ON c.user_id = u.id
        WHERE u.id = $1 AND u.account_setup_completed`,
      [userId],
    );
    return rows[0]?.name ?? null;
  }

  /**
   * Writes a pending request unless the pair already has a row (either direction; the unique index
   * makes a concurrent insert wait and then do nothing). @returns whether this call wrote it.
   */
  async insertRequest(requesterId: string, addresseeId: string): Promise<boolean> {
    const rows = await this.query(
      `INSERT INTO friendships (requester_id, addressee_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING requester_id`,
      [requesterId, addresseeId],
    );
    return rows.length > 0;
  }

  /** The pair's row, locked for the caller's transaction. */
  async lockPair(a: string, b: string): Promise<FriendshipRow | null> {
    const rows = await this.query<FriendshipRow>(`SELECT ${ROW} FROM friendships WHERE ${PAIR} FOR UPDATE`, [
      a,
      b,
    ]);
    return rows[0] ?? null;
  }

  /** @returns whether a pending request of requester to addressee became a friendship. */
  async accept(requesterId: string, addresseeId: string, now: Date): Promise<boolean> {
    const rows = await this.query(
      `UPDATE friendships SET status = 'accepted', accepted_at = $3
        WHERE requester_id = $1 AND addressee_id = $2 AND status = 'pending' RETURNING requester_id`,
      [requesterId, addresseeId, now],
    );
    return rows.length > 0;
  }

  /** @returns whether a pending request of requester to addressee was deleted. */
  async deleteRequest(requesterId: string, addresseeId: string): Promise<boolean> {
    const rows = await this.query(
      `DELETE FROM friendships WHERE requester_id = $1 AND addressee_id = $2 AND status = 'pending' RETURNING requester_id`,
      [requesterId, addresseeId],
    );
    return rows.length > 0;
  }

  /** @returns whether the two were friends (the row is gone now). */
  async deleteFriendship(a: string, b: string): Promise<boolean> {
    const rows = await this.query(
      `DELETE FROM friendships WHERE ${PAIR} AND status = 'accepted' RETURNING requester_id`,
      [a, b],
    );
    return rows.length > 0;
  }

  /** Deletes every friendship and request of the user (account erasure, issue 26). @returns how many. */
  async deleteAllOf(userId: string): Promise<number> {
    const rows = await this.query(
      `DELETE FROM friendships WHERE requester_id = $1 OR addressee_id = $1 RETURNING requester_id`,
      [userId],
    );
    return rows.length;
  }

  /** The player's friends, newest friendship first. */
  friends(userId: string): Promise<FriendRow[]> {
    return this.query<FriendRow>(
      `SELECT u.id AS user_id, ${OTHER}, f.accepted_at AS since
         FROM friendships f
         JOIN users u ON u.id = CASE WHEN f.requester_id = $1 THEN f.addressee_id ELSE f.requester_id END
         LEFT JOIN characters c ON c.user_id = u.id
        WHERE (f.requester_id = $1 OR f.addressee_id = $1) AND f.status = 'accepted'
        ORDER BY f.accepted_at DESC, u.id`,
      [userId],
    );
  }

  /** Pending requests sent to the player (`incoming`) or by the player (`outgoing`), newest first. */
  pending(userId: string, direction: 'incoming' | 'outgoing'): Promise<FriendRow[]> {
    const [mine, other] =
      direction === 'incoming' ? ['addressee_id', 'requester_id'] : ['requester_id', 'addressee_id'];
    return this.query<FriendRow>(
      `SELECT u.id AS user_id, ${OTHER}, f.created_at AS since
         FROM friendships f
         JOIN users u ON u.id = f.${other}
         LEFT JOIN characters c ON c.user_id = u.id
        WHERE f.${mine} = $1 AND f.status = 'pending'
        ORDER BY f.created_at DESC, u.id`,
      [userId],
    );
  }
}
