import { Injectable } from '@nestjs/common';
import type { DisputeStatus, PurchaseState } from '../../game/stripe-reversals.rules';
import { Tx } from '../../infra/database/transaction';

/** One row of `stripe_purchases` (amounts in the currency's smallest unit, blackcoins whole). */
export interface StripePurchaseRow {
  id: number;
  sessionId: string;
  paymentIntentId: string | null;
  userId: string | null;
  characterId: number | null;
  packageId: number;
  packageName: string | null;
  amountCents: number;
  currency: string;
  blackcoins: number;
  state: PurchaseState;
  refundedCents: number;
  disputeId: string | null;
  disputeStatus: DisputeStatus | null;
  disputedCents: number;
  takenBack: number;
  owed: number;
  createdAt: Date;
  paidAt: Date | null;
  updatedAt: Date;
}

/** A checkout opened for a player (the pending row; the webhook fills in the rest). */
export interface OpenedCheckout {
  sessionId: string;
  userId: string;
  characterId: number;
  packageId: number;
  packageName: string;
  amountCents: number;
  currency: string;
  blackcoins: number;
}

/** A paid checkout as the webhook reports it. */
export interface PaidCheckoutRow {
  sessionId: string;
  paymentIntentId: string | null;
  userId: string | null;
  characterId: number;
  packageId: number;
  amountCents: number | null;
  currency: string | null;
  blackcoins: number;
}

/** Fields a reversal updates. */
export type ReversalUpdate = Pick<
  StripePurchaseRow,
  'refundedCents' | 'disputeId' | 'disputeStatus' | 'disputedCents' | 'takenBack' | 'owed' | 'state'
>;

const COLUMNS = `
  p.id, p.session_id AS "sessionId", p.payment_intent_id AS "paymentIntentId", p.user_id AS "userId",
  p.character_id AS "characterId", p.package_id AS "packageId", p.package_name AS "packageName",
  p.amount_cents AS "amountCents", p.currency, p.blackcoins, p.state, p.refunded_cents AS "refundedCents",
  p.dispute_id AS "disputeId", p.dispute_status AS "disputeStatus", p.disputed_cents AS "disputedCents",
  p.taken_back AS "takenBack", p.owed, p.created_at AS "createdAt", p.paid_at AS "paidAt",
  p.updated_at AS "updatedAt"`;

/** The admin's filter of the purchases list (issue 30, part 2). */
export interface PurchaseFilter {
  state: PurchaseState | null;
  /** Game days `YYYY-MM-DD` in `timeZone`, both included. */
  dateFrom: string | null;
  dateTo: string | null;
  characterId: number | null;
  /** Part of the username, taken literally. */
  search: string | null;
  /** true: blackcoins still owed; false: nothing owed; null: either. */
  owing: boolean | null;
  timeZone: string;
}

/** A purchase row with its player's username. */
export interface AdminPurchaseRow extends StripePurchaseRow {
  username: string | null;
}

/** One game day's totals, per currency. */
export interface PurchaseDayRow {
  day: string;
  currency: string;
  paid: number;
  amountCents: number;
  refundedCents: number;
  disputedCents: number;
  blackcoins: number;
}

/** The WHERE clause of a filter over `stripe_purchases p JOIN users u` and its parameters. */
function filterSql(filter: PurchaseFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    parts.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.state) add('p.state = ?', filter.state);
  if (filter.characterId) add('p.character_id = ?', filter.characterId);
  if (filter.owing !== null) parts.push(filter.owing ? 'p.owed > 0' : 'p.owed = 0');
  if (filter.search) add(`strpos(lower(u.username), lower(?)) > 0`, filter.search);
  if (filter.dateFrom || filter.dateTo) {
    params.push(filter.timeZone);
    const zone = `$${params.length}`;
    if (filter.dateFrom) add(`p.created_at >= (?::date::timestamp AT TIME ZONE ${zone})`, filter.dateFrom);
    if (filter.dateTo) add(`p.created_at < ((?::date + 1)::timestamp AT TIME ZONE ${zone})`, filter.dateTo);
  }
  return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

/** Queries of `stripe_purchases` and `stripe_webhook_events` (issue 30). */
@Injectable()
export class StripePurchasesRepository {
  constructor(private readonly tx: Tx) {}

  /** Records a checkout session as pending (a session id seen twice keeps its first row). */
  async insertPending(checkout: OpenedCheckout): Promise<void> {
    await this.tx.tx.query(
      `INSERT INTO stripe_purchases (session_id, user_id, character_id, package_id, package_name, amount_cents,
                                     currency, blackcoins, state)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending')
       ON CONFLICT (session_id) DO NOTHING`,
      [
        checkout.sessionId,
        checkout.userId,
        checkout.characterId,
        checkout.packageId,
        checkout.packageName,
        checkout.amountCents,
        checkout.currency,
        checkout.blackcoins,
      ],
    );
  }

  /**
   * Marks a session paid (inserting it when its pending row is missing, e.g. opened before this
   * table existed): the payment intent, amount and currency from the event, the paid time once. A
   * user or character id that names no row (deleted since the checkout) is stored as null rather
   * than failing the credit.
   */
  async markPaid(paid: PaidCheckoutRow): Promise<void> {
    await this.tx.tx.query(
      `INSERT INTO stripe_purchases (session_id, payment_intent_id, user_id, character_id, package_id, package_name,
                                     amount_cents, currency, blackcoins, state, paid_at)
       VALUES ($1, $2, (SELECT id FROM users WHERE id::text = $3), (SELECT id FROM characters WHERE id = $4), $5,
               (SELECT name FROM blackcoin_packages WHERE id = $5), COALESCE($6, 0), COALESCE($7, 'usd'), $8, 'paid',
               now())
       ON CONFLICT (session_id) DO UPDATE
         SET payment_intent_id = COALESCE(stripe_purchases.payment_intent_id, EXCLUDED.payment_intent_id),
             amount_cents = COALESCE($6, stripe_purchases.amount_cents),
             currency = COALESCE($7, stripe_purchases.currency),
             state = CASE WHEN stripe_purchases.state = 'pending' THEN 'paid' ELSE stripe_purchases.state END,
             paid_at = COALESCE(stripe_purchases.paid_at, now()),
             updated_at = now()`,
      [
        paid.sessionId,
        paid.paymentIntentId,
        paid.userId,
        paid.characterId,
        paid.packageId,
        paid.amountCents,
        paid.currency,
        paid.blackcoins,
      ],
    );
  }

  /** The paid purchase of a PaymentIntent, locked FOR UPDATE until the transaction ends; null if none. */
  async lockByPaymentIntent(paymentIntentId: string): Promise<StripePurchaseRow | null> {
    const rows: StripePurchaseRow[] = await this.tx.tx.query(
      `SELECT ${COLUMNS} FROM stripe_purchases p WHERE p.payment_intent_id = $1 AND p.paid_at IS NOT NULL FOR UPDATE`,
      [paymentIntentId],
    );
    return rows[0] ?? null;
  }

  /**
   * Claims a webhook event id for this transaction.
   * @returns false when the event was already applied (a redelivery).
   */
  async claimEvent(eventId: string, type: string, purchaseId: number): Promise<boolean> {
    const rows: unknown[] = await this.tx.tx.query(
      `INSERT INTO stripe_webhook_events (event_id, type, purchase_id) VALUES ($1, $2, $3)
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [eventId, type, purchaseId],
    );
    return rows.length > 0;
  }

  async updateReversal(id: number, update: ReversalUpdate): Promise<void> {
    await this.tx.tx.query(
      `UPDATE stripe_purchases
          SET refunded_cents = $2, dispute_id = $3, dispute_status = $4, disputed_cents = $5, taken_back = $6,
              owed = $7, state = $8, updated_at = now()
        WHERE id = $1`,
      [
        id,
        update.refundedCents,
        update.disputeId,
        update.disputeStatus,
        update.disputedCents,
        update.takenBack,
        update.owed,
        update.state,
      ],
    );
  }

  /** Blackcoins a user still owes from reversed purchases (0 when none). */
  async owedByUser(userId: string): Promise<number> {
    const [row] = await this.tx.tx.query(
      `SELECT COALESCE(sum(owed), 0)::int AS owed FROM stripe_purchases WHERE user_id = $1 AND owed > 0`,
      [userId],
    );
    return row.owed as number;
  }

  /** What a character's purchases stand at: blackcoins owed, and how many purchases were reversed. */
  async standingOfCharacter(characterId: number): Promise<{ owed: number; reversed: number }> {
    const [row] = await this.tx.tx.query(
      `SELECT COALESCE(sum(owed), 0)::int AS owed,
              count(*) FILTER (WHERE state IN ('refunded', 'disputed', 'lost'))::int AS reversed
         FROM stripe_purchases WHERE character_id = $1`,
      [characterId],
    );
    return { owed: row.owed as number, reversed: row.reversed as number };
  }

  /** One page of the filtered purchases, newest first, with their usernames and how many match in all. */
  async page(
    filter: PurchaseFilter,
    { offset, limit }: { offset: number; limit: number },
  ): Promise<{ rows: AdminPurchaseRow[]; total: number }> {
    const { where, params } = filterSql(filter);
    const from = `FROM stripe_purchases p LEFT JOIN users u ON u.id = p.user_id ${where}`;
    const [count] = await this.tx.tx.query(`SELECT count(*)::int AS n ${from}`, params);
    const rows: AdminPurchaseRow[] = await this.tx.tx.query(
      `SELECT ${COLUMNS}, u.username ${from} ORDER BY p.created_at DESC, p.id DESC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows, total: count.n as number };
  }

  /**
   * Newest first by id: up to `limit` filtered purchases with an id below `beforeId` (null: from the
   * newest), with the username: the CSV export's keyset page (issue 30, part 4).
   */
  async exportPage(
    filter: PurchaseFilter,
    beforeId: number | null,
    limit: number,
  ): Promise<AdminPurchaseRow[]> {
    const { where, params } = filterSql(filter);
    params.push(beforeId, limit);
    const keyset = `($${params.length - 1}::bigint IS NULL OR p.id < $${params.length - 1})`;
    return this.tx.tx.query(
      `SELECT ${COLUMNS}, u.username FROM stripe_purchases p LEFT JOIN users u ON u.id = p.user_id
        ${where ? `${where} AND ${keyset}` : `WHERE ${keyset}`}
        ORDER BY p.id DESC LIMIT $${params.length}`,
      params,
    );
  }

  /** Totals of the filtered purchases per game day (in `filter.timeZone`) and currency, newest day first. */
  async dayTotals(filter: PurchaseFilter, maxDays: number): Promise<PurchaseDayRow[]> {
    const { where, params } = filterSql(filter);
    params.push(filter.timeZone, maxDays);
    const zone = `$${params.length - 1}`;
    const paidOnly = `${where ? `${where} AND` : 'WHERE'} p.paid_at IS NOT NULL`;
    return this.tx.tx.query(
      `SELECT to_char((p.created_at AT TIME ZONE ${zone})::date, 'YYYY-MM-DD') AS day, p.currency,
              count(*)::int AS paid, sum(p.amount_cents)::bigint::float8 AS "amountCents",
              sum(p.refunded_cents)::bigint::float8 AS "refundedCents",
              COALESCE(sum(p.disputed_cents) FILTER (WHERE p.dispute_status IN ('open', 'lost')), 0)::bigint::float8
                AS "disputedCents",
              sum(p.blackcoins)::bigint::float8 AS blackcoins
         FROM stripe_purchases p LEFT JOIN users u ON u.id = p.user_id ${paidOnly}
        GROUP BY 1, 2 ORDER BY 1 DESC, 2 LIMIT $${params.length}`,
      params,
    );
  }
}
