import { Injectable } from '@nestjs/common';
import { isSerialId } from '../../infra/database/serial-id';
import { returnedRows, Tx } from '../../infra/database/transaction';
import type { Rarity } from '../../game/gear.rules';
import type { TradeableItemType } from '../gear/gear-units.service';
import type { ListingSort, ListingStatus } from './black-market.dto';

/** One listing row with the seller's and buyer's names. */
export interface ListingRow {
  id: number;
  sellerCharacterId: number;
  sellerUserId: string;
  sellerName: string;
  buyerCharacterId: number | null;
  buyerUserId: string | null;
  buyerName: string | null;
  itemType: TradeableItemType;
  itemId: number;
  itemName: string;
  rarity: Rarity;
  quantity: number;
  price: number;
  status: ListingStatus;
  expiresAt: Date;
  closedAt: Date | null;
  createdAt: Date;
  /** When an admin released or returned the purchase held for review (null otherwise). */
  decidedAt: Date | null;
}

/** Filters of the market page, already validated. */
export interface ListingFilters {
  itemType: TradeableItemType | null;
  rarity: Rarity | null;
  search: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  sort: ListingSort;
  limit: number;
  offset: number;
}

const ORDER: Record<ListingSort, string> = {
  newest: 'l.created_at DESC, l.id DESC',
  price_asc: 'l.price ASC, l.id DESC',
  price_desc: 'l.price DESC, l.id DESC',
  ending_soon: 'l.expires_at ASC, l.id ASC',
};

const SELECT = `
  SELECT l.id, l.seller_character_id, s.user_id AS seller_user_id,
         coalesce(su.username, su.display_name) AS seller_name,
         l.buyer_character_id, b.user_id AS buyer_user_id, coalesce(bu.username, bu.display_name) AS buyer_name,
         l.item_type, l.item_id, l.item_name, l.rarity, l.quantity, l.price, l.status,
         l.expires_at, l.closed_at, l.created_at, l.decided_at
    FROM black_market_listings l
    JOIN characters s ON s.id = l.seller_character_id
    JOIN users su ON su.id = s.user_id
    LEFT JOIN characters b ON b.id = l.buyer_character_id
    LEFT JOIN users bu ON bu.id = b.user_id`;

function toRow(r: Record<string, unknown>): ListingRow {
  return {
    id: Number(r.id),
    sellerCharacterId: Number(r.seller_character_id),
    sellerUserId: String(r.seller_user_id),
    sellerName: String(r.seller_name),
    buyerCharacterId: r.buyer_character_id === null ? null : Number(r.buyer_character_id),
    buyerUserId: (r.buyer_user_id as string | null) ?? null,
    buyerName: (r.buyer_name as string | null) ?? null,
    itemType: r.item_type as TradeableItemType,
    itemId: Number(r.item_id),
    itemName: String(r.item_name),
    rarity: r.rarity as Rarity,
    quantity: Number(r.quantity),
    price: Number(r.price),
    status: r.status as ListingStatus,
    expiresAt: new Date(r.expires_at as Date),
    closedAt: r.closed_at === null ? null : new Date(r.closed_at as Date),
    createdAt: new Date(r.created_at as Date),
    decidedAt: r.decided_at ? new Date(r.decided_at as Date) : null,
  };
}

/** Escapes LIKE wildcards so a search for `a_b` matches the text `a_b` only. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Queries of `black_market_listings` (DESIGN.md section 6, "Black market"). */
@Injectable()
export class BlackMarketRepository {
  constructor(private readonly tx: Tx) {}

  /** Inserts an active listing. @returns its id. */
  async insert(values: {
    sellerCharacterId: number;
    itemType: TradeableItemType;
    itemId: number;
    itemName: string;
    rarity: Rarity;
    quantity: number;
    price: number;
    expiresAt: Date;
    createdAt: Date;
  }): Promise<number> {
    const [row] = await this.tx.tx.query(
      `INSERT INTO black_market_listings
         (seller_character_id, item_type, item_id, item_name, rarity, quantity, price, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        values.sellerCharacterId,
        values.itemType,
        values.itemId,
        values.itemName,
        values.rarity,
        values.quantity,
        values.price,
        values.expiresAt,
        values.createdAt,
      ],
    );
    return Number(row.id);
  }

  async findById(id: number): Promise<ListingRow | null> {
    if (!isSerialId(id)) return null;
    const [row] = await this.tx.tx.query(`${SELECT} WHERE l.id = $1`, [id]);
    return row ? toRow(row) : null;
  }

  /**
   * Active, unexpired listings matching the filters, in the asked order, with the total count. A
   * rarity filter leaves out special items, which have none.
   */
  async page(filters: ListingFilters, now: Date): Promise<{ rows: ListingRow[]; total: number }> {
    const where = [`l.status = 'active'`, `l.expires_at > $1`];
    const params: unknown[] = [now];
    const add = (clause: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    if (filters.itemType) add((n) => `l.item_type = ${n}`, filters.itemType);
    // Special items have no rarity (their rows hold the default only to fill the column): no rarity matches them.
    if (filters.rarity) add((n) => `l.rarity = ${n} AND l.item_type <> 'special'`, filters.rarity);
    if (filters.search) add((n) => `l.item_name ILIKE ${n}`, `%${likeLiteral(filters.search)}%`);
    if (filters.minPrice !== null) add((n) => `l.price >= ${n}`, filters.minPrice);
    if (filters.maxPrice !== null) add((n) => `l.price <= ${n}`, filters.maxPrice);
    const condition = where.join(' AND ');
    const [count] = await this.tx.tx.query(
      `SELECT count(*)::int AS total FROM black_market_listings l WHERE ${condition}`,
      params,
    );
    const rows = await this.tx.tx.query(
      `${SELECT} WHERE ${condition} ORDER BY ${ORDER[filters.sort]}
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, filters.limit, filters.offset],
    );
    return { rows: rows.map(toRow), total: Number(count.total) };
  }

  /** A seller's listings: every active one, then the newest closed ones, `limit` in all. */
  async bySeller(sellerCharacterId: number, limit: number): Promise<ListingRow[]> {
    const rows = await this.tx.tx.query(
      `${SELECT} WHERE l.seller_character_id = $1
        ORDER BY (l.status = 'active') DESC, coalesce(l.closed_at, l.created_at) DESC, l.id DESC LIMIT $2`,
      [sellerCharacterId, limit],
    );
    return rows.map(toRow);
  }

  /**
   * Marks an active, unexpired listing sold to a buyer who is not its seller. The conditional update
   * takes the row lock: of two buyers at once the second waits, then finds it no longer active.
   * @returns whether this call sold it.
   */
  async markSold(id: number, buyerCharacterId: number, now: Date): Promise<boolean> {
    return this.close(
      `UPDATE black_market_listings SET status = 'sold', buyer_character_id = $2, closed_at = $3
        WHERE id = $1 AND status = 'active' AND expires_at > $3 AND seller_character_id <> $2 RETURNING id`,
      [id, buyerCharacterId, now],
    );
  }

  /**
   * A purchase's one statement: finds the buyer's character by user id and marks the listing sold to
   * them when it is active, unexpired and not theirs (the conditional update takes the row lock: of
   * two buyers at once the second waits, then finds it no longer active).
   * @returns the buyer's character id and name (null without a character), the listing as it was
   *   before this statement (null when no listing has that id), and whether this call sold it.
   */
  async buy(
    id: number,
    buyerUserId: string,
    now: Date,
  ): Promise<{ buyer: { id: number; name: string } | null; listing: ListingRow | null; sold: boolean }> {
    const [row] = await this.tx.tx.query(
      `WITH buyer AS (
         SELECT c.id, coalesce(u.username, u.display_name) AS name
           FROM characters c JOIN users u ON u.id = c.user_id WHERE c.user_id = $2
       ),
       sold AS (
         UPDATE black_market_listings l SET status = 'sold', buyer_character_id = b.id, closed_at = $3
           FROM buyer b
          WHERE l.id = $1 AND l.status = 'active' AND l.expires_at > $3 AND l.seller_character_id <> b.id
         RETURNING l.id
       )
       SELECT (SELECT id FROM buyer) AS buyer_id, (SELECT name FROM buyer) AS buyer_own_name,
              EXISTS (SELECT 1 FROM sold) AS sold, listing.*
         FROM (SELECT 1) one LEFT JOIN LATERAL (${SELECT} WHERE l.id = $1) listing ON true`,
      [isSerialId(id) ? id : 0, buyerUserId, now],
    );
    return {
      buyer: row.buyer_id === null ? null : { id: Number(row.buyer_id), name: String(row.buyer_own_name) },
      listing: row.id === null ? null : toRow(row),
      sold: row.sold === true,
    };
  }

  /**
   * Turns the purchase this transaction has just made (`sold`) into one held for an admin's review
   * (issue 30, part 6): the listing stays off the market, its units in the row.
   */
  async markHeld(id: number): Promise<void> {
    await this.tx.tx.query(
      `UPDATE black_market_listings SET status = 'held' WHERE id = $1 AND status = 'sold'`,
      [id],
    );
  }

  /**
   * Moves a held purchase to `sold` (released) or `returned` if it is still held: one conditional
   * update, so of two decisions at once exactly one gets the row. @returns the listing, or null when
   * it was not held (none, or already decided).
   */
  async decideHeld(
    id: number,
    status: 'sold' | 'returned',
    adminId: string | null,
    at: Date,
  ): Promise<ListingRow | null> {
    if (
      !(await this.close(
        `UPDATE black_market_listings SET status = $2, decided_by = $3, decided_at = $4
        WHERE id = $1 AND status = 'held' RETURNING id`,
        [id, status, adminId, at],
      ))
    )
      return null;
    return this.findById(id);
  }

  /** The held purchases a character sold or bought, oldest first. */
  async heldIdsOf(characterId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.tx.tx.query(
      `SELECT id FROM black_market_listings
        WHERE status = 'held' AND (seller_character_id = $1 OR buyer_character_id = $1) ORDER BY id`,
      [characterId],
    );
    return rows.map((row) => Number(row.id));
  }

  /** Purchases waiting for review, oldest purchase first. */
  async pendingHeld(limit: number): Promise<ListingRow[]> {
    const rows = await this.tx.tx.query(
      `${SELECT} WHERE l.status = 'held' ORDER BY l.closed_at, l.id LIMIT $1`,
      [limit],
    );
    return rows.map(toRow);
  }

  /** Marks the seller's own active listing cancelled. @returns whether this call cancelled it. */
  async markCancelled(id: number, sellerCharacterId: number, now: Date): Promise<boolean> {
    return this.close(
      `UPDATE black_market_listings SET status = 'cancelled', closed_at = $3
        WHERE id = $1 AND status = 'active' AND seller_character_id = $2 RETURNING id`,
      [id, sellerCharacterId, now],
    );
  }

  /** Marks an active listing whose time is up expired. @returns whether this call expired it. */
  async markExpired(id: number, now: Date): Promise<boolean> {
    return this.close(
      `UPDATE black_market_listings SET status = 'expired', closed_at = $2
        WHERE id = $1 AND status = 'active' AND expires_at <= $2 RETURNING id`,
      [id, now],
    );
  }

  /** Every active listing's id and end, due or not (boot reconciler of the expiry jobs). */
  async active(): Promise<{ id: number; expiresAt: Date }[]> {
    const rows = await this.tx.tx.query(
      `SELECT id, expires_at FROM black_market_listings WHERE status = 'active' ORDER BY expires_at`,
    );
    return rows.map((r: Record<string, unknown>) => ({
      id: Number(r.id),
      expiresAt: new Date(r.expires_at as Date),
    }));
  }

  private async close(sql: string, params: unknown[]): Promise<boolean> {
    if (!isSerialId(params[0] as number)) return false;
    return returnedRows(await this.tx.tx.query(sql, params)).length > 0;
  }
}
