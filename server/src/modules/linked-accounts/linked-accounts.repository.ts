import { Injectable } from '@nestjs/common';
import { returnedRows, Tx } from '../../infra/database/transaction';

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

  /** Whether the two accounts signed in from one address or one device (any number of sharers). */
  async shareIdentity(userA: string, userB: string): Promise<boolean> {
    const [row] = await this.tx.tx.query(
      `SELECT EXISTS (SELECT 1 FROM user_ips a JOIN user_ips b ON b.ip = a.ip WHERE a.user_id = $1 AND b.user_id = $2)
           OR EXISTS (SELECT 1 FROM user_devices a JOIN user_devices b ON b.device_id = a.device_id
                       WHERE a.user_id = $1 AND b.user_id = $2) AS linked`,
      [userA, userB],
    );
    return row.linked === true;
  }

  /**
   * Money that accounts linked to `userId` gave the treasury of gang `gangId` from their cash since
   * `since` (ledger reason `gang_contribution`, reference `gang:<id>`): linked by a shared sign-in
   * address or device as in {@link shareIdentity} (any number of sharers), not `userId` itself, and
   * not marked a known household with it. One statement; a linked account's contributions are read
   * through the partial index `ledger_entries_contribution_idx` (account, time), not its whole ledger.
   */
  async linkedContributions(userId: string, gangId: number, since: Date): Promise<number> {
    const [row] = await this.tx.tx.query(
      `WITH linked AS (
         SELECT b.user_id FROM user_ips a JOIN user_ips b ON b.ip = a.ip WHERE a.user_id = $1 AND b.user_id <> $1
         UNION
         SELECT b.user_id FROM user_devices a JOIN user_devices b ON b.device_id = a.device_id
          WHERE a.user_id = $1 AND b.user_id <> $1)
       SELECT coalesce(sum(-l.delta), 0)::bigint AS amount
         FROM linked k
         JOIN characters c ON c.user_id = k.user_id
         JOIN wallet_accounts w ON w.kind = 'cash' AND w.owner_id = c.id AND w.currency = 'money'
         JOIN ledger_entries l ON l.account_id = w.id
        WHERE l.reason = 'gang_contribution' AND l.reference = $2 AND l.created_at >= $3
          AND NOT EXISTS (SELECT 1 FROM linked_account_exemptions e
                           WHERE e.user_a = least($1::uuid, k.user_id) AND e.user_b = greatest($1::uuid, k.user_id))`,
      [userId, `gang:${gangId}`, since],
    );
    return Number(row.amount);
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

  /** Whether an admin marked the two accounts as a known household. */
  async isExempt(userA: string, userB: string): Promise<boolean> {
    const [a, b] = ordered(userA, userB);
    const rows = await this.tx.tx.query(
      `SELECT 1 FROM linked_account_exemptions WHERE user_a = $1 AND user_b = $2`,
      [a, b],
    );
    return rows.length > 0;
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
