import { Injectable } from '@nestjs/common';
import type { ScalarQuery } from '../../infra/database/scalar-query';
import { returnedRows, Tx } from '../../infra/database/transaction';
import type { HoldReason } from './linked-accounts.dto';

/** The kinds of evidence that link two accounts (issue 30, part 6). */
export type LinkKind = 'ip' | 'device' | 'transfer' | 'market' | 'treasury';

/**
 * Evidence of one kind between two accounts (`userA < userB` for the symmetric kinds; for
 * `treasury`, `userA` contributed to a gang treasury that paid `userB`).
 */
export interface LinkRow {
  userA: string;
  userB: string;
  kind: LinkKind;
  /** Shared addresses or devices; transfers; market sales; treasury payouts. */
  count: number;
  /** Money moved (0 for `ip` and `device`). */
  amount: number;
  lastSeenAt: Date;
  /** The shared addresses or device ids (first 10), or the item units moved (transfers). */
  details: string[];
}

/** An account of a cluster, as the admin screen shows it. */
export interface LinkedUserRow {
  id: string;
  name: string;
  isBanned: boolean;
  level: number | null;
}

/**
 * An address or device shared by more accounts than this is left out of the graph: a carrier's NAT
 * or a school's gateway links hundreds of strangers (and would make the pair list quadratic).
 */
export const MAX_SHARERS = 25;

const toLink =
  (kind: LinkKind) =>
  (r: Record<string, unknown>): LinkRow => ({
    userA: String(r.user_a),
    userB: String(r.user_b),
    kind,
    count: Number(r.n),
    amount: Number(r.amount ?? 0),
    lastSeenAt: new Date(r.last_seen_at as Date),
    details: ((r.details as string[] | null) ?? []).slice(0, 10),
  });

/**
 * Reads of the link graph (sign-in addresses and devices, transfers, market sales, treasury payouts:
 * tables of auth, transfers, black-market and wallet, read only) and the household exemptions
 * (`linked_account_exemptions`, written here only).
 */
@Injectable()
export class LinkedAccountsRepository {
  constructor(private readonly tx: Tx) {}

  /**
   * Every pair of accounts that signed in from one address or device (shared by at most
   * {@link MAX_SHARERS} accounts): the identity links clusters are made of. One row per pair and kind.
   */
  async identityLinks(): Promise<LinkRow[]> {
    const ips: Record<string, unknown>[] = await this.tx.tx.query(
      `WITH shared AS (SELECT ip FROM user_ips GROUP BY ip HAVING count(*) BETWEEN 2 AND $1)
       SELECT a.user_id AS user_a, b.user_id AS user_b, count(*)::int AS n,
              max(least(a.last_seen_at, b.last_seen_at)) AS last_seen_at, array_agg(a.ip ORDER BY a.ip) AS details
         FROM shared s JOIN user_ips a ON a.ip = s.ip JOIN user_ips b ON b.ip = s.ip AND a.user_id < b.user_id
        GROUP BY a.user_id, b.user_id`,
      [MAX_SHARERS],
    );
    const devices: Record<string, unknown>[] = await this.tx.tx.query(
      `WITH shared AS (SELECT device_id FROM user_devices GROUP BY device_id HAVING count(*) BETWEEN 2 AND $1)
       SELECT a.user_id AS user_a, b.user_id AS user_b, count(*)::int AS n,
              max(least(a.last_seen_at, b.last_seen_at)) AS last_seen_at,
              array_agg(a.device_id ORDER BY a.device_id) AS details
         FROM shared s JOIN user_devices a ON a.device_id = s.device_id
         JOIN user_devices b ON b.device_id = s.device_id AND a.user_id < b.user_id
        GROUP BY a.user_id, b.user_id`,
      [MAX_SHARERS],
    );
    return [...ips.map(toLink('ip')), ...devices.map(toLink('device'))];
  }

  /**
   * Whether an operation worth `value` money from `senderUserId` to `receiverUserId` waits for review
   * under the cumulative rule (issue 30, part 6): the two share a sign-in address or device (any
   * number of sharers), are not a known household, and `value` plus what the
   * sender moved to the receiver unheld since `since` reaches `reviewMin`. What moved: completed money
   * transfers (their amount), completed item transfers (today's shop price times quantity) and sold
   * black-market listings the sender bought from the receiver (their price), none of them an approved
   * hold (reviewed already). `since` is the caller's window start; the statement moves it to the last
   * approval of an operation from the sender to the receiver (a transfer, a purchase, or a treasury
   * payout the sender ordered for the receiver) when that is later, so an approval clears the window.
   * Unheld treasury payouts are not counted here: the ledger does not record who ordered them (they
   * count in {@link payoutReview}). One statement; the sums read the sender's transfers through
   * `transfers_sender_day_idx` and the pair's purchases through `black_market_listings_buyer_idx`,
   * and only when the two are linked. `exceptListingId`: the purchase being judged, whose listing its
   * transaction has already marked sold (it is `value`, not what moved before).
   */
  async pairNeedsReview(
    senderUserId: string,
    receiverUserId: string,
    value: number,
    since: Date,
    reviewMin: number,
    exceptListingId: number | null = null,
  ): Promise<boolean> {
    const [row] = await this.tx.tx.query(
      `WITH s AS (SELECT id FROM characters WHERE user_id = $1),
            r AS (SELECT id FROM characters WHERE user_id = $2),
            linked AS (
              SELECT (EXISTS (SELECT 1 FROM user_ips a JOIN user_ips b ON b.ip = a.ip
                               WHERE a.user_id = $1 AND b.user_id = $2)
                   OR EXISTS (SELECT 1 FROM user_devices a JOIN user_devices b ON b.device_id = a.device_id
                               WHERE a.user_id = $1 AND b.user_id = $2))
                 AND NOT EXISTS (SELECT 1 FROM linked_account_exemptions e
                                  WHERE e.user_a = least($1::uuid, $2::uuid) AND e.user_b = greatest($1::uuid, $2::uuid))
                     AS linked),
            w AS (
              SELECT greatest($4::timestamptz,
                       (SELECT max(t.decided_at) FROM transfers t
                         WHERE t.receiver_character_id = (SELECT id FROM r) AND t.sender_character_id = (SELECT id FROM s)
                           AND t.status = 'completed' AND t.decided_at IS NOT NULL),
                       (SELECT max(l.decided_at) FROM black_market_listings l
                         WHERE l.seller_character_id = (SELECT id FROM r) AND l.buyer_character_id = (SELECT id FROM s)
                           AND l.status = 'sold' AND l.decided_at IS NOT NULL),
                       (SELECT max(h.decided_at) FROM gang_treasury_holds h
                         WHERE h.member_character_id = (SELECT id FROM r) AND h.ordered_by_character_id = (SELECT id FROM s)
                           AND h.status = 'released')) AS since)
       SELECT CASE WHEN NOT (SELECT linked FROM linked) THEN false
                   ELSE $3::bigint
                      + (SELECT coalesce(sum(coalesce(t.amount, t.quantity * coalesce(wp.price, ar.price, 0))), 0)
                           FROM transfers t
                           LEFT JOIN weapons wp ON t.item_type = 'weapon' AND wp.id = t.item_id
                           LEFT JOIN armors ar ON t.item_type = 'armor' AND ar.id = t.item_id
                          WHERE t.receiver_character_id = (SELECT id FROM r) AND t.sender_character_id = (SELECT id FROM s)
                            AND t.status = 'completed' AND t.decided_at IS NULL AND t.created_at >= (SELECT since FROM w))
                      + (SELECT coalesce(sum(l.price), 0) FROM black_market_listings l
                          WHERE l.seller_character_id = (SELECT id FROM r) AND l.buyer_character_id = (SELECT id FROM s)
                            AND l.status = 'sold' AND l.decided_at IS NULL AND l.closed_at >= (SELECT since FROM w)
                            AND l.id IS DISTINCT FROM $6::int)
                      >= $5::bigint END AS held`,
      [senderUserId, receiverUserId, value, since, reviewMin, exceptListingId],
    );
    return row.held === true;
  }

  /**
   * Why a treasury payout of `amount` money from gang `gangId`, ordered by `callerUserId` for
   * `receiverUserId`, waits for review, or null (issue 30, part 6): one scalar expression, run as a
   * column of the statement that reads the gang's members after its lock (no statement of its own):
   * - `linked_parties`: the two are different, linked and not a known household (as
   *   {@link pairNeedsReview}), and `amount` plus what the caller moved to the receiver since
   *   `pairSince` (transfers and purchases, as there) plus the payouts of this treasury to the
   *   receiver since `pairSince` reaches `reviewMin`;
   * - `linked_contributors`: accounts linked to the receiver (not a known household with it) gave this
   *   treasury at least `reviewMin` since `contributionSince`, and `amount` plus the payouts of this
   *   treasury to the receiver since `contributionSince` reaches it.
   * Both windows start later at the last approved (released) payout of this treasury to the receiver:
   * what moved up to an approval was reviewed. Payouts are the receiver's ledger entries of reason
   * `gang_transfer` (reference `gang:<id>`; released holds are approvals, not counted as moved),
   * read through the partial index `ledger_entries_payout_idx`; contributions are the cash ledger
   * entries of reason `gang_contribution` of the linked accounts (any number of sharers), read through
   * the partial index `ledger_entries_contribution_idx` (account, reference, time).
   */
  payoutReview(
    callerUserId: string,
    receiverUserId: string,
    gangId: number,
    amount: number,
    pairSince: Date,
    contributionSince: Date,
    reviewMin: number,
  ): ScalarQuery<HoldReason | null> {
    return {
      sql: (bind) => {
        const caller = `${bind(callerUserId)}::uuid`;
        const receiver = `${bind(receiverUserId)}::uuid`;
        const gang = `${bind(gangId)}::int`;
        const reference = `${bind(`gang:${gangId}`)}::text`;
        const value = `${bind(amount)}::bigint`;
        const pairFrom = `${bind(pairSince)}::timestamptz`;
        const contributionFrom = `${bind(contributionSince)}::timestamptz`;
        const min = `${bind(reviewMin)}::bigint`;
        return `(WITH r AS (SELECT id FROM characters WHERE user_id = ${receiver}),
            rc AS (SELECT w.id FROM wallet_accounts w
                    WHERE w.kind = 'cash' AND w.owner_id = (SELECT id FROM r) AND w.currency = 'money'),
            released AS (SELECT max(h.decided_at) AS at FROM gang_treasury_holds h
                          WHERE h.member_character_id = (SELECT id FROM r) AND h.gang_id = ${gang}
                            AND h.status = 'released'),
            windows AS (SELECT greatest(${pairFrom}, (SELECT at FROM released)) AS pair_since,
                               greatest(${contributionFrom}, (SELECT at FROM released)) AS contribution_since),
            paid AS (SELECT l.delta, l.created_at FROM ledger_entries l
                      WHERE l.account_id = (SELECT id FROM rc) AND l.reason = 'gang_transfer'
                        AND l.reference = ${reference} AND l.created_at >= least(${pairFrom}, ${contributionFrom})),
            linked AS (
              SELECT b.user_id FROM user_ips a JOIN user_ips b ON b.ip = a.ip
               WHERE a.user_id = ${receiver} AND b.user_id <> ${receiver}
              UNION
              SELECT b.user_id FROM user_devices a JOIN user_devices b ON b.device_id = a.device_id
               WHERE a.user_id = ${receiver} AND b.user_id <> ${receiver}),
            kept AS (SELECT k.user_id FROM linked k
                      WHERE NOT EXISTS (SELECT 1 FROM linked_account_exemptions e
                                         WHERE e.user_a = least(${receiver}, k.user_id)
                                           AND e.user_b = greatest(${receiver}, k.user_id)))
       SELECT CASE
         WHEN ${caller} <> ${receiver} AND ${caller} IN (SELECT user_id FROM kept)
              AND ${value}
                + (SELECT coalesce(sum(delta), 0) FROM paid WHERE created_at >= (SELECT pair_since FROM windows))
                + (SELECT coalesce(sum(coalesce(t.amount, t.quantity * coalesce(wp.price, ar.price, 0))), 0)
                     FROM transfers t
                     LEFT JOIN weapons wp ON t.item_type = 'weapon' AND wp.id = t.item_id
                     LEFT JOIN armors ar ON t.item_type = 'armor' AND ar.id = t.item_id
                    WHERE t.receiver_character_id = (SELECT id FROM r)
                      AND t.sender_character_id = (SELECT id FROM characters WHERE user_id = ${caller})
                      AND t.status = 'completed' AND t.decided_at IS NULL
                      AND t.created_at >= (SELECT pair_since FROM windows))
                + (SELECT coalesce(sum(l.price), 0) FROM black_market_listings l
                    WHERE l.seller_character_id = (SELECT id FROM r)
                      AND l.buyer_character_id = (SELECT id FROM characters WHERE user_id = ${caller})
                      AND l.status = 'sold' AND l.decided_at IS NULL
                      AND l.closed_at >= (SELECT pair_since FROM windows))
                >= ${min}
           THEN 'linked_parties'
         WHEN ${value} + (SELECT coalesce(sum(delta), 0) FROM paid
                           WHERE created_at >= (SELECT contribution_since FROM windows)) >= ${min}
              AND (SELECT coalesce(sum(-l.delta), 0)
                     FROM kept k
                     JOIN characters c ON c.user_id = k.user_id
                     JOIN wallet_accounts w ON w.kind = 'cash' AND w.owner_id = c.id AND w.currency = 'money'
                     JOIN ledger_entries l ON l.account_id = w.id
                    WHERE l.reason = 'gang_contribution' AND l.reference = ${reference}
                      AND l.created_at >= (SELECT contribution_since FROM windows)) >= ${min}
           THEN 'linked_contributors'
       END)`;
      },
      parse: (value) => (value === null || value === undefined ? null : (value as HoldReason)),
    };
  }

  /**
   * The trade links among some accounts: completed transfers (either way), market sales (either
   * way), and treasury payouts to one of them from a gang another contributed to.
   */
  async tradeLinks(userIds: string[]): Promise<LinkRow[]> {
    if (userIds.length < 2) return [];
    const transfers: Record<string, unknown>[] = await this.tx.tx.query(
      `WITH m AS (SELECT id, user_id FROM characters WHERE user_id = ANY($1::uuid[]))
       SELECT least(s.user_id, r.user_id) AS user_a, greatest(s.user_id, r.user_id) AS user_b, count(*)::int AS n,
              coalesce(sum(t.amount), 0)::bigint AS amount, max(t.created_at) AS last_seen_at,
              array_remove(array_agg(t.item_name || ' ×' || t.quantity ORDER BY t.id DESC), NULL) AS details
         FROM transfers t JOIN m s ON s.id = t.sender_character_id JOIN m r ON r.id = t.receiver_character_id
        WHERE t.status = 'completed'
        GROUP BY 1, 2`,
      [userIds],
    );
    const market: Record<string, unknown>[] = await this.tx.tx.query(
      `WITH m AS (SELECT id, user_id FROM characters WHERE user_id = ANY($1::uuid[]))
       SELECT least(s.user_id, b.user_id) AS user_a, greatest(s.user_id, b.user_id) AS user_b, count(*)::int AS n,
              sum(l.price)::bigint AS amount, max(l.closed_at) AS last_seen_at,
              array_agg(l.item_name || ' ×' || l.quantity ORDER BY l.id DESC) AS details
         FROM black_market_listings l JOIN m s ON s.id = l.seller_character_id JOIN m b ON b.id = l.buyer_character_id
        WHERE l.status = 'sold'
        GROUP BY 1, 2`,
      [userIds],
    );
    const treasury: Record<string, unknown>[] = await this.tx.tx.query(
      `WITH m AS (SELECT id, user_id FROM characters WHERE user_id = ANY($1::uuid[])),
       acc AS (SELECT w.id, m.user_id FROM wallet_accounts w JOIN m ON w.kind = 'cash' AND w.owner_id = m.id
                WHERE w.currency = 'money'),
       gave AS (SELECT DISTINCT a.user_id, l.reference FROM ledger_entries l JOIN acc a ON a.id = l.account_id
                 WHERE l.reason = 'gang_contribution'),
       got AS (SELECT a.user_id, l.reference, l.delta, l.created_at FROM ledger_entries l JOIN acc a ON a.id = l.account_id
                WHERE l.reason IN ('gang_transfer', 'treasury_hold_release') AND l.delta > 0)
       SELECT g.user_id AS user_a, p.user_id AS user_b, count(*)::int AS n, sum(p.delta)::bigint AS amount,
              max(p.created_at) AS last_seen_at, array_agg(DISTINCT p.reference) AS details
         FROM gave g JOIN got p ON p.reference = g.reference AND p.user_id <> g.user_id
        GROUP BY 1, 2`,
      [userIds],
    );
    return [
      ...transfers.map(toLink('transfer')),
      ...market.map(toLink('market')),
      ...treasury.map(toLink('treasury')),
    ];
  }

  /** Names, bans and levels of some accounts. */
  async users(userIds: string[]): Promise<LinkedUserRow[]> {
    const rows: Record<string, unknown>[] = await this.tx.tx.query(
      `SELECT u.id, coalesce(u.username, u.display_name) AS name, u.is_banned, c.level
         FROM users u LEFT JOIN characters c ON c.user_id = u.id WHERE u.id = ANY($1::uuid[])`,
      [userIds],
    );
    return rows.map((r) => ({
      id: String(r.id),
      name: String(r.name ?? ''),
      isBanned: r.is_banned === true,
      level: r.level === null ? null : Number(r.level),
    }));
  }

  /** Which of these existing accounts are there (ids that name no account are left out). */
  async existingUsers(userIds: string[]): Promise<string[]> {
    const rows: { id: string }[] = await this.tx.tx.query(`SELECT id FROM users WHERE id = ANY($1::uuid[])`, [
      userIds,
    ]);
    return rows.map((row) => row.id);
  }

  /** The exempted pairs among some accounts, as `a|b` keys (smaller id first). */
  async exemptPairs(userIds: string[]): Promise<Set<string>> {
    const rows: { user_a: string; user_b: string }[] = await this.tx.tx.query(
      `SELECT user_a, user_b FROM linked_account_exemptions WHERE user_a = ANY($1::uuid[]) AND user_b = ANY($1::uuid[])`,
      [userIds],
    );
    return new Set(rows.map((row) => pairKey(row.user_a, row.user_b)));
  }

  /** Exempts every pair among the accounts. @returns how many pairs were newly exempted. */
  async exempt(userIds: string[], adminId: string, note: string | null): Promise<number> {
    const rows = await this.tx.tx.query(
      `INSERT INTO linked_account_exemptions (user_a, user_b, admin_id, note)
       SELECT a, b, $2, $3 FROM unnest($1::uuid[]) a, unnest($1::uuid[]) b WHERE a < b
       ON CONFLICT DO NOTHING RETURNING user_a`,
      [userIds, adminId, note],
    );
    return rows.length;
  }

  /** Lifts the exemption of every pair among the accounts. @returns how many pairs were lifted. */
  async unexempt(userIds: string[]): Promise<number> {
    const result: unknown = await this.tx.tx.query(
      `DELETE FROM linked_account_exemptions WHERE user_a = ANY($1::uuid[]) AND user_b = ANY($1::uuid[])
       RETURNING user_a`,
      [userIds],
    );
    return returnedRows(result).length;
  }
}

/** The two ids smaller first. */
export function ordered(userA: string, userB: string): [string, string] {
  return userA < userB ? [userA, userB] : [userB, userA];
}

/** The key of an unordered pair. */
export function pairKey(userA: string, userB: string): string {
  return ordered(userA, userB).join('|');
}
