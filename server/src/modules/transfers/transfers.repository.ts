import { Injectable } from '@nestjs/common';
import { returnedRows, Tx } from '../../infra/database/transaction';
import type { TransferableItemType } from '../../game/trade.rules';
import type { TransferStatus } from './transfers.dto';

/** A player who may be sent a transfer: finished setup, not banned (the level is checked by the service). */
export interface ReceiverRow {
  userId: string;
  characterId: number;
  name: string;
  level: number;
}

/** One transfer row as one of its two sides sees it. */
export interface TransferRow {
  id: number;
  kind: 'money' | 'item';
  senderCharacterId: number;
  senderName: string;
  receiverName: string;
  amount: number | null;
  fee: number;
  itemType: TransferableItemType | null;
  itemId: number | null;
  itemName: string | null;
  quantity: number | null;
  status: TransferStatus;
  createdAt: Date;
}

/** A held (or decided) transfer with both sides, for the admin review. */
export interface HeldTransferRow {
  id: number;
  kind: 'money' | 'item';
  senderCharacterId: number;
  senderUserId: string;
  senderName: string;
  receiverCharacterId: number;
  receiverUserId: string;
  receiverName: string;
  amount: number | null;
  fee: number;
  itemType: TransferableItemType | null;
  itemId: number | null;
  itemName: string | null;
  quantity: number | null;
  status: TransferStatus;
  createdAt: Date;
  decidedAt: Date | null;
}

/** A held transfer's columns with both sides' users and names (`t` the transfer). */
const HELD_SELECT = `
  SELECT t.id, t.kind, t.sender_character_id, s.user_id AS sender_user_id,
         coalesce(su.username, su.display_name) AS sender_name, t.receiver_character_id,
         r.user_id AS receiver_user_id, coalesce(ru.username, ru.display_name) AS receiver_name,
         t.amount, t.fee, t.item_type, t.item_id, t.item_name, t.quantity, t.status, t.created_at, t.decided_at
    FROM transfers t
    JOIN characters s ON s.id = t.sender_character_id JOIN users su ON su.id = s.user_id
    JOIN characters r ON r.id = t.receiver_character_id JOIN users ru ON ru.id = r.user_id`;

const toHeld = (r: Record<string, unknown>): HeldTransferRow => ({
  id: Number(r.id),
  kind: r.kind as 'money' | 'item',
  senderCharacterId: Number(r.sender_character_id),
  senderUserId: String(r.sender_user_id),
  senderName: String(r.sender_name),
  receiverCharacterId: Number(r.receiver_character_id),
  receiverUserId: String(r.receiver_user_id),
  receiverName: String(r.receiver_name),
  amount: r.amount === null ? null : Number(r.amount),
  fee: Number(r.fee),
  itemType: (r.item_type as TransferableItemType | null) ?? null,
  itemId: r.item_id === null ? null : Number(r.item_id),
  itemName: (r.item_name as string | null) ?? null,
  quantity: r.quantity === null ? null : Number(r.quantity),
  status: r.status as TransferStatus,
  createdAt: new Date(r.created_at as Date),
  decidedAt: r.decided_at ? new Date(r.decided_at as Date) : null,
});

/** One pair of accounts with flagged transfers. */
export interface FlaggedPairRow {
  senderUserId: string;
  senderName: string;
  receiverUserId: string;
  receiverName: string;
  sharedIps: string[];
  transferCount: number;
  totalMoney: number;
  lastTransferAt: Date;
}

/** The game calendar day of a time, in the game's time zone (`$n` the time, `$m` the zone). */
const gameDay = (time: string, zone: string) => `(${time}::timestamptz AT TIME ZONE ${zone})::date`;

/** Queries of `transfers` and `flagged_transfers` (DESIGN.md section 6, "Transfers"). */
@Injectable()
export class TransfersRepository {
  constructor(private readonly tx: Tx) {}

  /** A visible player by username, case-insensitive. */
  async findReceiver(username: string): Promise<ReceiverRow | null> {
    const [row] = await this.tx.tx.query(
      `SELECT u.id AS user_id, c.id AS character_id, coalesce(u.username, u.display_name) AS name, c.level
         FROM users u JOIN characters c ON c.user_id = u.id
        WHERE lower(u.username) = lower($1) AND u.account_setup_completed AND NOT u.is_banned AND u.deletion_requested_at IS NULL`,
      [username],
    );
    return row
      ? {
          userId: row.user_id,
          characterId: Number(row.character_id),
          name: row.name,
          level: Number(row.level),
        }
      : null;
  }

  /** A player's shown name (username, else display name). */
  async playerName(userId: string): Promise<string> {
    const [row] = await this.tx.tx.query(
      `SELECT coalesce(username, display_name) AS name FROM users WHERE id = $1`,
      [userId],
    );
    return row?.name ?? '';
  }

  /** Money transfers a sender made on the game day of `now` in `timeZone` (item transfers are not counted). */
  async countMoneySentOnDay(senderCharacterId: number, now: Date, timeZone: string): Promise<number> {
    const [row] = await this.tx.tx.query(
      `SELECT count(*)::int AS n FROM transfers
        WHERE sender_character_id = $1 AND kind = 'money' AND game_day = ${gameDay('$2', '$3')}`,
      [senderCharacterId, now, timeZone],
    );
    return Number(row.n);
  }

  /** Records a transfer on the game day of `now`. @returns its id. */
  async insert(
    values: {
      senderCharacterId: number;
      receiverCharacterId: number;
      kind: 'money' | 'item';
      amount: number | null;
      fee: number;
      itemType: TransferableItemType | null;
      itemId: number | null;
      itemName: string | null;
      quantity: number | null;
      status: 'completed' | 'held';
    },
    now: Date,
    timeZone: string,
  ): Promise<number> {
    const [row] = await this.tx.tx.query(
      `INSERT INTO transfers (sender_character_id, receiver_character_id, kind, amount, fee, item_type, item_id,
                              item_name, quantity, game_day, created_at, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, ${gameDay('$10', '$11')}, $10, $12) RETURNING id`,
      [
        values.senderCharacterId,
        values.receiverCharacterId,
        values.kind,
        values.amount,
        values.fee,
        values.itemType,
        values.itemId,
        values.itemName,
        values.quantity,
        now,
        timeZone,
        values.status,
      ],
    );
    return Number(row.id);
  }

  /** The shop price of one unit of a weapon or armor (0 when the item is gone). */
  async itemPrice(type: TransferableItemType, itemId: number): Promise<number> {
    const [row] = await this.tx.tx.query(
      `SELECT price FROM ${type === 'weapon' ? 'weapons' : 'armors'} WHERE id = $1`,
      [itemId],
    );
    return row ? Number(row.price) : 0;
  }

  /**
   * Moves a held transfer to `completed` or `rejected` if it is still held: one conditional update,
   * so of two decisions at once exactly one gets the row. @returns the transfer, or null when it was
   * not held (none, or already decided).
   */
  async decide(
    transferId: number,
    status: 'completed' | 'rejected',
    adminId: string | null,
    at: Date,
  ): Promise<HeldTransferRow | null> {
    const updated: unknown = await this.tx.tx.query(
      `UPDATE transfers SET status = $2, decided_by = $3, decided_at = $4 WHERE id = $1 AND status = 'held'
       RETURNING id`,
      [transferId, status, adminId, at],
    );
    if (!returnedRows(updated).length) return null;
    return this.held(transferId);
  }

  /** The held transfers a character sent or was to receive, oldest first. */
  async heldIdsOf(characterId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.tx.tx.query(
      `SELECT id FROM transfers WHERE status = 'held' AND (sender_character_id = $1 OR receiver_character_id = $1)
        ORDER BY id`,
      [characterId],
    );
    return rows.map((row) => Number(row.id));
  }

  /** One transfer with both sides (any status), or null. */
  async held(transferId: number): Promise<HeldTransferRow | null> {
    const rows: Record<string, unknown>[] = await this.tx.tx.query(`${HELD_SELECT} WHERE t.id = $1`, [
      transferId,
    ]);
    return rows.length ? toHeld(rows[0]) : null;
  }

  /** Transfers waiting for review, oldest first. */
  async pendingHeld(limit: number): Promise<HeldTransferRow[]> {
    const rows: Record<string, unknown>[] = await this.tx.tx.query(
      `${HELD_SELECT} WHERE t.status = 'held' ORDER BY t.created_at, t.id LIMIT $1`,
      [limit],
    );
    return rows.map(toHeld);
  }

  /** The addresses both users were seen at (`user_ips`), sorted. */
  async sharedIps(userA: string, userB: string): Promise<string[]> {
    const rows = await this.tx.tx.query(
      `SELECT a.ip FROM user_ips a JOIN user_ips b ON b.ip = a.ip
        WHERE a.user_id = $1 AND b.user_id = $2 ORDER BY a.ip`,
      [userA, userB],
    );
    return rows.map((row: { ip: string }) => row.ip);
  }

  async flag(transferId: number, senderUserId: string, receiverUserId: string, ips: string[]): Promise<void> {
    await this.tx.tx.query(
      `INSERT INTO flagged_transfers (transfer_id, sender_user_id, receiver_user_id, shared_ips) VALUES ($1, $2, $3, $4)`,
      [transferId, senderUserId, receiverUserId, ips],
    );
  }

  /** A character's latest transfers, sent or received, newest first. */
  async history(characterId: number, limit: number): Promise<TransferRow[]> {
    const rows = await this.tx.tx.query(
      `SELECT t.id, t.kind, t.sender_character_id, coalesce(su.username, su.display_name) AS sender_name,
              coalesce(ru.username, ru.display_name) AS receiver_name, t.amount, t.fee, t.item_type,
              t.item_id, t.item_name, t.quantity, t.status, t.created_at
         FROM transfers t
         JOIN characters s ON s.id = t.sender_character_id JOIN users su ON su.id = s.user_id
         JOIN characters r ON r.id = t.receiver_character_id JOIN users ru ON ru.id = r.user_id
        WHERE t.sender_character_id = $1 OR (t.receiver_character_id = $1 AND t.status = 'completed')
        ORDER BY t.created_at DESC, t.id DESC LIMIT $2`,
      [characterId, limit],
    );
    return rows.map((r: Record<string, unknown>) => ({
      id: Number(r.id),
      kind: r.kind as 'money' | 'item',
      senderCharacterId: Number(r.sender_character_id),
      senderName: String(r.sender_name),
      receiverName: String(r.receiver_name),
      amount: r.amount === null ? null : Number(r.amount),
      fee: Number(r.fee),
      itemType: (r.item_type as TransferableItemType | null) ?? null,
      itemId: r.item_id === null ? null : Number(r.item_id),
      itemName: (r.item_name as string | null) ?? null,
      quantity: r.quantity === null ? null : Number(r.quantity),
      status: r.status as TransferStatus,
      createdAt: new Date(r.created_at as Date),
    }));
  }

  /** Flagged transfers grouped by (sender, receiver), most recent pair first. */
  async flaggedPairs(limit: number): Promise<FlaggedPairRow[]> {
    const rows = await this.tx.tx.query(
      `SELECT f.sender_user_id, coalesce(su.username, su.display_name) AS sender_name,
              f.receiver_user_id, coalesce(ru.username, ru.display_name) AS receiver_name,
              (SELECT array_agg(DISTINCT ip ORDER BY ip) FROM flagged_transfers f2, unnest(f2.shared_ips) ip
                WHERE f2.sender_user_id = f.sender_user_id AND f2.receiver_user_id = f.receiver_user_id) AS shared_ips,
              count(*)::int AS transfer_count, coalesce(sum(t.amount), 0)::bigint AS total_money,
              max(f.created_at) AS last_transfer_at
         FROM flagged_transfers f
         JOIN transfers t ON t.id = f.transfer_id
         JOIN users su ON su.id = f.sender_user_id
         JOIN users ru ON ru.id = f.receiver_user_id
        GROUP BY f.sender_user_id, su.username, su.display_name, f.receiver_user_id, ru.username, ru.display_name
        ORDER BY max(f.created_at) DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r: Record<string, unknown>) => ({
      senderUserId: String(r.sender_user_id),
      senderName: String(r.sender_name),
      receiverUserId: String(r.receiver_user_id),
      receiverName: String(r.receiver_name),
      sharedIps: r.shared_ips as string[],
      transferCount: Number(r.transfer_count),
      totalMoney: Number(r.total_money),
      lastTransferAt: new Date(r.last_transfer_at as Date),
    }));
  }
}
