import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';

/** The currencies as SQL literals, for the partial indexes' predicates (never user input). */
const CURRENCY_LITERAL = { money: "'money'", blackcoins: "'blackcoins'" } as const;

/** Sort options of the characters list (spec 001 section 9). */
export const CHARACTER_SORTS = ['level', 'name', 'money', 'blackcoins'] as const;
export type CharacterSort = (typeof CHARACTER_SORTS)[number];
/** Filter options of the characters list (spec 001 section 9). */
export const CHARACTER_FILTERS = ['all', 'online', 'offline', 'banned'] as const;
export type CharacterFilter = (typeof CHARACTER_FILTERS)[number];

/** One row of the admin characters list before vitals (stored values, balances, account). */
export interface AdminCharacterRow {
  id: number;
  userId: string;
  name: string;
  level: number;
  exp: number;
  money: number;
  blackcoins: number;
  createdAt: Date;
  lastActive: Date | null;
  email: string | null;
  username: string | null;
  isBanned: boolean;
  banReason: string | null;
  bannedAt: Date | null;
  isAdmin: boolean;
}

export interface CharacterListQuery {
  offset: number;
  limit: number;
  /** Part of the username or e-mail, case-insensitive. */
  search: string | null;
  sortBy: CharacterSort;
  filter: CharacterFilter;
  /** Users online now (presence), for the online and offline filters. */
  onlineUserIds: string[];
}

/** Orders that follow an index (`characters_level_idx`, `users_username_sort_idx`) where one exists. */
const ORDER: Record<CharacterSort, string> = {
  level: 'c.level DESC, c.id',
  name: 'lower(u.username), u.id',
  // Balance sorts walk the balance index instead (`idsByBalance`); these orders are their meaning.
  money: 'money DESC, c.id',
  blackcoins: 'blackcoins DESC, c.id',
};

/** The list's columns: the character, its cash balances, its account and its last sign-in or refresh. */
const SELECT_ROWS = `SELECT c.id, c.user_id, c.level, c.exp, c.created_at,
        COALESCE(wm.balance, 0) AS money, COALESCE(wb.balance, 0) AS blackcoins,
        u.email, u.username, u.display_name, u.is_banned, u.ban_reason, u.banned_at, u.is_admin,
        (SELECT max(i.last_seen_at) FROM user_ips i WHERE i.user_id = u.id) AS last_active
   FROM characters c
   JOIN users u ON u.id = c.user_id
   LEFT JOIN wallet_accounts wm ON wm.kind = 'cash' AND wm.currency = 'money' AND wm.owner_id = c.id
   LEFT JOIN wallet_accounts wb ON wb.kind = 'cash' AND wb.currency = 'blackcoins' AND wb.owner_id = c.id`;

/** `LIKE` pattern that finds `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The conditions (over `characters c JOIN users u`) and parameters of a search and filter. */
function characterWhere(query: Pick<CharacterListQuery, 'search' | 'filter' | 'onlineUserIds'>): {
  params: unknown[];
  where: string[];
} {
  const params: unknown[] = [];
  const where: string[] = [];
  if (query.search) {
    params.push(containing(query.search));
    where.push(`(lower(u.username) LIKE $${params.length} OR lower(u.email) LIKE $${params.length})`);
  }
  if (query.filter === 'banned') where.push('u.is_banned');
  if (query.filter === 'online' || query.filter === 'offline') {
    params.push(query.onlineUserIds);
    where.push(`${query.filter === 'offline' ? 'NOT ' : ''}(u.id = ANY($${params.length}::uuid[]))`);
  }
  return { params, where };
}

/** Queries of the admin characters list and detail (spec 001 sections 2.3 and 7). */
@Injectable()
export class AdminCharactersRepository {
  constructor(private readonly tx: Tx) {}

  /** One page of characters with their account, and the total matching the search and filter. */
  async page(query: CharacterListQuery): Promise<{ rows: AdminCharacterRow[]; total: number }> {
    const { params, where } = characterWhere(query);
    // Every character has its user (foreign key): without a condition the join is not needed to count.
    const [{ total }] = await this.tx.tx.query(
      where.length
        ? `SELECT count(*)::int AS total FROM characters c JOIN users u ON u.id = c.user_id WHERE ${where.join(' AND ')}`
        : `SELECT count(*)::int AS total FROM characters`,
      params,
    );
    if (total === 0) return { rows: [], total: 0 };
    if (query.sortBy === 'money' || query.sortBy === 'blackcoins') {
      const ids = await this.idsByBalance(query.sortBy, where, params, query.limit, query.offset);
      const rows = await this.rowsByIds(ids);
      return { rows, total };
    }
    params.push(query.limit, query.offset);
    const rows: Record<string, unknown>[] = await this.tx.tx.query(
      `${SELECT_ROWS} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY ${ORDER[query.sortBy]}
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { rows: rows.map(toRow), total };
  }

  /**
   * One page of character ids by cash balance, richest first, ties by id. Walks the currency's
   * partial index of positive cash balances (`wallet_accounts_cash_<currency>_sort_idx`, whose
   * predicate the query repeats literally so the planner can match it) and stops at the page;
   * characters with nothing (no account, or 0) follow by id, read only when the page reaches them.
   */
  private async idsByBalance(
    currency: 'money' | 'blackcoins',
    where: string[],
    filterParams: unknown[],
    limit: number,
    offset: number,
  ): Promise<number[]> {
    const and = where.map((condition) => ` AND ${condition}`).join('');
    const n = filterParams.length;
    const positive = `FROM wallet_accounts w JOIN characters c ON c.id = w.owner_id JOIN users u ON u.id = c.user_id
      WHERE w.kind = 'cash' AND w.currency = ${CURRENCY_LITERAL[currency]} AND w.currency = $${n + 1} AND w.balance > 0${and}`;
    const first: { id: number }[] = await this.tx.tx.query(
      `SELECT c.id ${positive} ORDER BY w.balance DESC, w.owner_id LIMIT $${n + 2} OFFSET $${n + 3}`,
      [...filterParams, currency, limit, offset],
    );
    const ids = first.map((row) => Number(row.id));
    if (ids.length === limit) return ids;
    const [{ count }] = await this.tx.tx.query(`SELECT count(*)::int AS count ${positive}`, [
      ...filterParams,
      currency,
    ]);
    const rest: { id: number }[] = await this.tx.tx.query(
      `SELECT c.id FROM characters c JOIN users u ON u.id = c.user_id
        WHERE NOT EXISTS (SELECT 1 FROM wallet_accounts w
                           WHERE w.kind = 'cash' AND w.currency = $${n + 1} AND w.owner_id = c.id AND w.balance > 0)${and}
        ORDER BY c.id LIMIT $${n + 2} OFFSET $${n + 3}`,
      [...filterParams, currency, limit - ids.length, Math.max(0, offset - count)],
    );
    return [...ids, ...rest.map((row) => Number(row.id))];
  }

  /** The rows of the given characters, in the given order. */
  private async rowsByIds(ids: number[]): Promise<AdminCharacterRow[]> {
    if (!ids.length) return [];
    const rows: Record<string, unknown>[] = await this.tx.tx.query(
      `${SELECT_ROWS} WHERE c.id = ANY($1::int[])`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [Number(row.id), toRow(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * By id: up to `limit` characters matching the search and filter with an id above `afterId` (null:
   * from the first): the CSV export's keyset page (issue 30, part 4; the list's sort is not applied).
   */
  async exportPage(
    query: Omit<CharacterListQuery, 'offset' | 'limit' | 'sortBy'>,
    afterId: number | null,
    limit: number,
  ): Promise<AdminCharacterRow[]> {
    const { params, where } = characterWhere(query);
    params.push(afterId, limit);
    where.push(`($${params.length - 1}::int IS NULL OR c.id > $${params.length - 1})`);
    const rows: Record<string, unknown>[] = await this.tx.tx.query(
      `${SELECT_ROWS} WHERE ${where.join(' AND ')} ORDER BY c.id LIMIT $${params.length}`,
      params,
    );
    return rows.map(toRow);
  }

  /** One character with its account, or null. */
  async byId(characterId: number): Promise<AdminCharacterRow | null> {
    const rows: Record<string, unknown>[] = await this.tx.tx.query(`${SELECT_ROWS} WHERE c.id = $1`, [
      characterId,
    ]);
    return rows.length ? toRow(rows[0]) : null;
  }
}

function toRow(r: Record<string, unknown>): AdminCharacterRow {
  return {
    id: Number(r.id),
    userId: r.user_id as string,
    name: (r.username as string | null) ?? (r.display_name as string),
    level: Number(r.level),
    exp: Number(r.exp),
    money: Number(r.money),
    blackcoins: Number(r.blackcoins),
    createdAt: r.created_at as Date,
    lastActive: (r.last_active as Date | null) ?? null,
    email: (r.email as string | null) ?? null,
    username: (r.username as string | null) ?? null,
    isBanned: r.is_banned === true,
    banReason: (r.ban_reason as string | null) ?? null,
    bannedAt: (r.banned_at as Date | null) ?? null,
    isAdmin: r.is_admin === true,
  };
}
