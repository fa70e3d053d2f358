import { Injectable } from '@nestjs/common';
import { parameters, ScalarQuery } from '../../infra/database/scalar-query';
import { returnedRows, Tx } from '../../infra/database/transaction';
import { GangRank } from '../../game/gangs.rules';

/** A gang row as the services read it. */
export interface GangRow {
  id: number;
  name: string;
  description: string;
  board: string;
  maxMembers: number;
  createdAt: Date;
}

/** A member with what the gang page shows of them. */
export interface MemberRow {
  id: number;
  userId: string;
  characterId: number;
  role: GangRank;
  username: string;
  avatarUrl: string | null;
  isVip: boolean;
  isAdmin: boolean;
  level: number;
}

/** What fame is computed from (DESIGN.md section 6: effective stats). */
export interface FameInputRow {
  /** The character id. */
  id: number;
  userId: string;
  level: number;
  trainedStrength: number;
  trainedDefense: number;
}

/** A join request with its sender (shown like a member). */
export interface JoinRequestRow {
  id: number;
  gangId: number;
  gangName: string;
  userId: string;
  message: string;
  status: string;
  createdAt: Date;
  sender: Omit<MemberRow, 'id' | 'role'>;
}

/** A gang of the `/gangs` list, before fame is summed. */
export interface GangListRow {
  id: number;
  name: string;
  description: string;
  maxMembers: number;
  bossName: string;
  memberUserIds: string[];
}

const GANG = `g.id, g.name, g.description, g.board, g.max_members AS "maxMembers", g.created_at AS "createdAt"`;
/** A player's public fields; `u` is users, `c` characters. */
const PLAYER = `u.id AS "userId", c.id AS "characterId", COALESCE(u.username, u.display_name) AS username,
  u.avatar_url AS "avatarUrl", (c.vip_expires_at IS NOT NULL AND c.vip_expires_at > now()) AS "isVip",
  u.is_admin AS "isAdmin", c.level`;
/** Ranks in order, for sorting members highest first. */
const RANK_ORDER = `array_position(ARRAY['BOSS','WAZIR','NAIB','MUSHREF','AUDW'], m.role)`;

/** Gangs, memberships and join requests (spec 001 section 3); the treasury is the wallet's. */
@Injectable()
export class GangsRepository {
  constructor(private readonly tx: Tx) {}

  private query<Row>(sql: string, parameters: unknown[] = []): Promise<Row[]> {
    return this.tx.tx.query(sql, parameters).then((result: unknown) => returnedRows<Row>(result));
  }

  /** The gang, unlocked. */
  async gang(gangId: number): Promise<GangRow | null> {
    const rows = await this.query<GangRow>(`SELECT ${GANG} FROM gangs g WHERE g.id = $1`, [gangId]);
    return rows[0] ?? null;
  }

  /**
   * The gang row, locked until the transaction ends: `update` for anything that changes members,
   * ranks, info or deletes the gang; `share` for treasury moves (they may run side by side but
   * never beside a membership change or the deletion).
   */
  async lockGang(gangId: number, mode: 'update' | 'share'): Promise<GangRow | null> {
    const rows = await this.query<GangRow>(
      `SELECT ${GANG} FROM gangs g WHERE g.id = $1 FOR ${mode === 'update' ? 'UPDATE' : 'SHARE'}`,
      [gangId],
    );
    return rows[0] ?? null;
  }

  /** The player's membership, in any gang. */
  async membershipOf(userId: string): Promise<{ gangId: number; gangName: string; role: GangRank } | null> {
    const rows = await this.query<{ gangId: number; gangName: string; role: GangRank }>(
      `SELECT m.gang_id AS "gangId", g.name AS "gangName", m.role
         FROM gang_members m JOIN gangs g ON g.id = m.gang_id WHERE m.user_id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /** Every member of a gang with their public fields, highest rank first, then by joining. */
  members(gangId: number): Promise<MemberRow[]> {
    return this.query<MemberRow>(
      `SELECT m.id, m.role, ${PLAYER}
         FROM gang_members m JOIN users u ON u.id = m.user_id JOIN characters c ON c.user_id = u.id
        WHERE m.gang_id = $1
        ORDER BY ${RANK_ORDER}, m.joined_at, m.id`,
      [gangId],
    );
  }

  /**
   * {@link members}, and in the same statement the value of `also` (evaluated once, with the
   * statement's snapshot: after the gang's lock when called under it), so a treasury move asks its
   * members and one more read in one round trip.
   */
  async membersWith<T>(gangId: number, also: ScalarQuery<T>): Promise<{ members: MemberRow[]; also: T }> {
    const { values, bind } = parameters([gangId]);
    const expression = also.sql(bind);
    const rows = await this.query<MemberRow & { also: unknown }>(
      `WITH also AS MATERIALIZED (SELECT ${expression} AS value)
       SELECT m.id, m.role, ${PLAYER}, (SELECT value FROM also) AS also
         FROM gang_members m JOIN users u ON u.id = m.user_id JOIN characters c ON c.user_id = u.id
        WHERE m.gang_id = $1
        ORDER BY ${RANK_ORDER}, m.joined_at, m.id`,
      values,
    );
    return { members: rows.map(({ also: _, ...member }) => member), also: also.parse(rows[0]?.also) };
  }

  /** The player's character id, or null before account setup. */
  async characterIdOf(userId: string): Promise<number | null> {
    const rows = await this.query<{ id: number }>(`SELECT id FROM characters WHERE user_id = $1`, [userId]);
    return rows[0]?.id ?? null;
  }

  /** Level and training of each player, for fame. */
  fameInputs(userIds: string[]): Promise<FameInputRow[]> {
    if (!userIds.length) return Promise.resolve([]);
    return this.query<FameInputRow>(
      `SELECT id, user_id AS "userId", level, trained_strength AS "trainedStrength", trained_defense AS "trainedDefense"
         FROM characters WHERE user_id = ANY($1::uuid[])`,
      [userIds],
    );
  }

  /** Gangs whose name key contains `searchKey` (all when null), with their boss and member ids. */
  list(searchKey: string | null): Promise<GangListRow[]> {
    const pattern = searchKey === null ? null : `%${searchKey.replace(/[\\%_]/gu, (c) => `\\${c}`)}%`;
    return this.query<GangListRow>(
      `SELECT g.id, g.name, g.description, g.max_members AS "maxMembers",
              COALESCE(bu.username, bu.display_name, '') AS "bossName",
              array_agg(m.user_id::text) AS "memberUserIds"
         FROM gangs g
         JOIN gang_members m ON m.gang_id = g.id
         LEFT JOIN gang_members b ON b.gang_id = g.id AND b.role = 'BOSS'
         LEFT JOIN users bu ON bu.id = b.user_id
        WHERE $1::text IS NULL OR g.name_key LIKE $1
        GROUP BY g.id, bu.username, bu.display_name
        ORDER BY g.id`,
      [pattern],
    );
  }

  /** @returns the new gang's id, or null when the name key is taken. */
  async insertGang(
    name: string,
    nameKey: string,
    description: string,
    maxMembers: number,
  ): Promise<number | null> {
    const rows = await this.query<{ id: number }>(
      `INSERT INTO gangs (name, name_key, description, max_members) VALUES ($1, $2, $3, $4)
       ON CONFLICT (name_key) DO NOTHING RETURNING id`,
      [name, nameKey, description, maxMembers],
    );
    return rows[0]?.id ?? null;
  }

  /** @returns false when another gang holds the name key. */
  async updateInfo(gangId: number, name: string, nameKey: string, description: string): Promise<boolean> {
    const taken = await this.query(`SELECT 1 FROM gangs WHERE name_key = $1 AND id <> $2`, [nameKey, gangId]);
    if (taken.length) return false;
    await this.query(`UPDATE gangs SET name = $2, name_key = $3, description = $4 WHERE id = $1`, [
      gangId,
      name,
      nameKey,
      description,
    ]);
    return true;
  }

  async updateBoard(gangId: number, board: string): Promise<void> {
    await this.query(`UPDATE gangs SET board = $2 WHERE id = $1`, [gangId, board]);
  }

  /** Deletes the gang; its members and requests go with it (ON DELETE CASCADE). */
  async deleteGang(gangId: number): Promise<void> {
    await this.query(`DELETE FROM gangs WHERE id = $1`, [gangId]);
  }

  /** @returns false when the player already belongs to a gang (one gang per player). */
  async insertMember(gangId: number, userId: string, role: GangRank): Promise<boolean> {
    const rows = await this.query(
      `INSERT INTO gang_members (gang_id, user_id, role) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO NOTHING RETURNING id`,
      [gangId, userId, role],
    );
    return rows.length > 0;
  }

  async setRole(gangId: number, userId: string, role: GangRank): Promise<void> {
    await this.query(`UPDATE gang_members SET role = $3 WHERE gang_id = $1 AND user_id = $2`, [
      gangId,
      userId,
      role,
    ]);
  }

  async removeMember(gangId: number, userId: string): Promise<void> {
    await this.query(`DELETE FROM gang_members WHERE gang_id = $1 AND user_id = $2`, [gangId, userId]);
  }

  async memberCount(gangId: number): Promise<number> {
    const [row] = await this.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM gang_members WHERE gang_id = $1`,
      [gangId],
    );
    return row.count;
  }

  /**
   * Serialises the join-request writes of one player until the transaction ends, so the limit of
   * pending requests holds under concurrent sends.
   */
  async lockRequestsOf(userId: string): Promise<void> {
    await this.query(`SELECT pg_advisory_xact_lock(hashtextextended('gang_requests:' || $1, 0))`, [userId]);
  }

  async pendingCount(userId: string): Promise<number> {
    const [row] = await this.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM gang_join_requests WHERE user_id = $1 AND status = 'pending'`,
      [userId],
    );
    return row.count;
  }

  /** @returns the request id, or null when a pending request to that gang exists. */
  async insertRequest(gangId: number, userId: string, message: string): Promise<number | null> {
    const rows = await this.query<{ id: number }>(
      `INSERT INTO gang_join_requests (gang_id, user_id, message) VALUES ($1, $2, $3)
       ON CONFLICT (gang_id, user_id) WHERE status = 'pending' DO NOTHING RETURNING id`,
      [gangId, userId, message],
    );
    return rows[0]?.id ?? null;
  }

  /** The sender of a pending request of the gang (unlocked), or null. */
  async pendingRequestSender(gangId: number, requestId: number): Promise<string | null> {
    const rows = await this.query<{ userId: string }>(
      `SELECT user_id AS "userId" FROM gang_join_requests WHERE id = $1 AND gang_id = $2 AND status = 'pending'`,
      [requestId, gangId],
    );
    return rows[0]?.userId ?? null;
  }

  /** A pending request of the gang, locked; null when there is none with that id. */
  async lockPendingRequest(
    gangId: number,
    requestId: number,
  ): Promise<{ id: number; userId: string } | null> {
    const rows = await this.query<{ id: number; userId: string }>(
      `SELECT id, user_id AS "userId" FROM gang_join_requests
        WHERE id = $1 AND gang_id = $2 AND status = 'pending' FOR UPDATE`,
      [requestId, gangId],
    );
    return rows[0] ?? null;
  }

  async decideRequest(requestId: number, status: 'accepted' | 'rejected', now: Date): Promise<void> {
    await this.query(`UPDATE gang_join_requests SET status = $2, decided_at = $3 WHERE id = $1`, [
      requestId,
      status,
      now,
    ]);
  }

  /** Cancels every pending request of the player (they joined or founded a gang). */
  async cancelPendingOf(userId: string, now: Date): Promise<void> {
    await this.query(
      `UPDATE gang_join_requests SET status = 'cancelled', decided_at = $2 WHERE user_id = $1 AND status = 'pending'`,
      [userId, now],
    );
  }

  /**
   * Deletes every join request of an account being erased (issue 26 part 4), pending or decided
   * (their messages are the player's words). @returns the gangs that had one of them pending.
   */
  async deleteRequestsOf(userId: string): Promise<number[]> {
    const rows = await this.query<{ gangId: number; status: string }>(
      `DELETE FROM gang_join_requests WHERE user_id = $1 RETURNING gang_id AS "gangId", status`,
      [userId],
    );
    return [...new Set(rows.filter((row) => row.status === 'pending').map((row) => row.gangId))];
  }

  /** @returns whether the player's own pending request was cancelled. */
  async cancelOwnRequest(requestId: number, userId: string, now: Date): Promise<boolean> {
    const rows = await this.query(
      `UPDATE gang_join_requests SET status = 'cancelled', decided_at = $3
        WHERE id = $1 AND user_id = $2 AND status = 'pending' RETURNING id`,
      [requestId, userId, now],
    );
    return rows.length > 0;
  }

  /** Pending requests: to one gang (`gangId`) or of one player (`userId`), newest first. */
  async pendingRequests(filter: { gangId: number } | { userId: string }): Promise<JoinRequestRow[]> {
    const [column, value] = 'gangId' in filter ? ['r.gang_id', filter.gangId] : ['r.user_id', filter.userId];
    const rows = await this.query<Omit<JoinRequestRow, 'sender'> & MemberRow>(
      `SELECT r.id, r.gang_id AS "gangId", g.name AS "gangName", r.message, r.status, r.created_at AS "createdAt",
              ${PLAYER}
         FROM gang_join_requests r JOIN gangs g ON g.id = r.gang_id
         JOIN users u ON u.id = r.user_id JOIN characters c ON c.user_id = u.id
        WHERE ${column} = $1 AND r.status = 'pending'
        ORDER BY r.created_at DESC, r.id DESC`,
      [value],
    );
    return rows.map((row) => ({
      id: row.id,
      gangId: row.gangId,
      gangName: row.gangName,
      userId: row.userId,
      message: row.message,
      status: row.status,
      createdAt: row.createdAt,
      sender: {
        userId: row.userId,
        characterId: row.characterId,
        username: row.username,
        avatarUrl: row.avatarUrl,
        isVip: row.isVip,
        isAdmin: row.isAdmin,
        level: row.level,
      },
    }));
  }
}
