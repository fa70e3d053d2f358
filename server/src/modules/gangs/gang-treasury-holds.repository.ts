import { Injectable } from '@nestjs/common';
import { isSerialId } from '../../infra/database/serial-id';
import { returnedRows, Tx } from '../../infra/database/transaction';
import type { HoldReason } from '../linked-accounts/linked-accounts.dto';

/** A payout hold's state in `gang_treasury_holds` (the API says `completed` / `rejected`, `HoldStatus`). */
export type TreasuryHoldStatus = 'held' | 'released' | 'returned';

/** A gang treasury payout held for review (or decided), with both members' users and names. */
export interface TreasuryHoldRow {
  id: number;
  /** Null once the gang is deleted (its held payouts were returned to the treasury first). */
  gangId: number | null;
  gangName: string;
  orderedByCharacterId: number;
  orderedByUserId: string;
  orderedByName: string;
  memberCharacterId: number;
  memberUserId: string;
  memberName: string;
  /** Money, without fee. */
  amount: number;
  /** Why it was held: the two members are linked, or accounts linked to the paid member filled the treasury. */
  reason: HoldReason;
  status: TreasuryHoldStatus;
  createdAt: Date;
  decidedAt: Date | null;
}

const SELECT = `
  SELECT h.id, h.gang_id, h.gang_name, h.ordered_by_character_id, o.user_id AS ordered_by_user_id,
         coalesce(ou.username, ou.display_name) AS ordered_by_name, h.member_character_id,
         m.user_id AS member_user_id, coalesce(mu.username, mu.display_name) AS member_name,
         h.amount, h.reason, h.status, h.created_at, h.decided_at
    FROM gang_treasury_holds h
    JOIN characters o ON o.id = h.ordered_by_character_id JOIN users ou ON ou.id = o.user_id
    JOIN characters m ON m.id = h.member_character_id JOIN users mu ON mu.id = m.user_id`;

const toRow = (r: Record<string, unknown>): TreasuryHoldRow => ({
  id: Number(r.id),
  gangId: r.gang_id === null ? null : Number(r.gang_id),
  gangName: String(r.gang_name),
  orderedByCharacterId: Number(r.ordered_by_character_id),
  orderedByUserId: String(r.ordered_by_user_id),
  orderedByName: String(r.ordered_by_name),
  memberCharacterId: Number(r.member_character_id),
  memberUserId: String(r.member_user_id),
  memberName: String(r.member_name),
  amount: Number(r.amount),
  reason: r.reason as HoldReason,
  status: r.status as TreasuryHoldStatus,
  createdAt: new Date(r.created_at as Date),
  decidedAt: r.decided_at ? new Date(r.decided_at as Date) : null,
});

/** Queries of `gang_treasury_holds`: treasury payouts between linked members held for review (issue 30, part 6). */
@Injectable()
export class GangTreasuryHoldsRepository {
  constructor(private readonly tx: Tx) {}

  /** Records a held payout. @returns its id. */
  async insert(values: {
    gangId: number;
    gangName: string;
    orderedByCharacterId: number;
    memberCharacterId: number;
    amount: number;
    reason: HoldReason;
    createdAt: Date;
  }): Promise<number> {
    const [row] = await this.tx.tx.query(
      `INSERT INTO gang_treasury_holds
         (gang_id, gang_name, ordered_by_character_id, member_character_id, amount, reason, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        values.gangId,
        values.gangName,
        values.orderedByCharacterId,
        values.memberCharacterId,
        values.amount,
        values.reason,
        values.createdAt,
      ],
    );
    return Number(row.id);
  }

  /** One payout hold (any status), or null. */
  async find(id: number): Promise<TreasuryHoldRow | null> {
    if (!isSerialId(id)) return null;
    const rows: Record<string, unknown>[] = await this.tx.tx.query(`${SELECT} WHERE h.id = $1`, [id]);
    return rows.length ? toRow(rows[0]) : null;
  }

  /**
   * Moves a held payout to `released` or `returned` if it is still held: one conditional update, so of
   * two decisions at once exactly one gets the row. `adminId` is null when the gang's deletion returned
   * it. @returns whether this call decided it.
   */
  async decide(
    id: number,
    status: 'released' | 'returned',
    adminId: string | null,
    at: Date,
  ): Promise<boolean> {
    if (!isSerialId(id)) return false;
    const result: unknown = await this.tx.tx.query(
      `UPDATE gang_treasury_holds SET status = $2, decided_by = $3, decided_at = $4
        WHERE id = $1 AND status = 'held' RETURNING id`,
      [id, status, adminId, at],
    );
    return returnedRows(result).length > 0;
  }

  /** Payouts waiting for review, oldest first. */
  async pending(limit: number): Promise<TreasuryHoldRow[]> {
    const rows: Record<string, unknown>[] = await this.tx.tx.query(
      `${SELECT} WHERE h.status = 'held' ORDER BY h.created_at, h.id LIMIT $1`,
      [limit],
    );
    return rows.map(toRow);
  }

  /** The ids of one gang's payouts waiting for review. */
  async pendingOfGang(gangId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.tx.tx.query(
      `SELECT id FROM gang_treasury_holds WHERE gang_id = $1 AND status = 'held' ORDER BY id`,
      [gangId],
    );
    return rows.map((row) => Number(row.id));
  }

  /** The held payouts a character ordered or was to receive, oldest first. */
  async pendingOfCharacter(characterId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.tx.tx.query(
      `SELECT id FROM gang_treasury_holds
        WHERE status = 'held' AND (ordered_by_character_id = $1 OR member_character_id = $1) ORDER BY id`,
      [characterId],
    );
    return rows.map((row) => Number(row.id));
  }
}
