import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { prepared, queryPrepared } from '../../infra/database/prepared';
import { returnedRows, Tx } from '../../infra/database/transaction';
import { AuthTokenEntity, AuthTokenPurpose } from './auth-token.entity';
import { RefreshSessionEntity } from './refresh-session.entity';
import { UserEntity } from './user.entity';

/** What every request checks of its account (`AccountAccessService`), by user id. */
export interface AccessRow {
  isAdmin: boolean;
  isGuest: boolean;
  isBanned: boolean;
  banReason: string | null;
  bannedAt: Date | null;
  sessionGeneration: number;
}

/** The access flags of a user (`$1` the user id); the bench's bare servers run it too. */
export const ACCESS_ROW = prepared(`
  SELECT is_admin, is_guest, is_banned, ban_reason, banned_at, session_generation FROM users WHERE id = $1`);

/** Every query on accounts, refresh sessions, mailed tokens and user IPs. */
@Injectable()
export class AuthRepository {
  constructor(private readonly tx: Tx) {}

  private get users() {
    return this.tx.tx.getRepository(UserEntity);
  }

  private get sessions() {
    return this.tx.tx.getRepository(RefreshSessionEntity);
  }

  findUserById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  /** The access flags of a user (a prepared statement: it runs for every user a node sees first), or null. */
  async accessRow(id: string): Promise<AccessRow | null> {
    const [row] = await queryPrepared<{
      is_admin: boolean;
      is_guest: boolean;
      is_banned: boolean;
      ban_reason: string | null;
      banned_at: Date | null;
      session_generation: number;
    }>(this.tx, ACCESS_ROW, [id]);
    return row
      ? {
          isAdmin: row.is_admin,
          isGuest: row.is_guest,
          isBanned: row.is_banned,
          banReason: row.ban_reason,
          bannedAt: row.banned_at,
          sessionGeneration: row.session_generation,
        }
      : null;
  }

  /** The user's row locked FOR UPDATE until the transaction ends (one setup at a time). */
  lockUserById(id: string): Promise<UserEntity | null> {
    return this.users.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  findUserByEmail(email: string): Promise<UserEntity | null> {
    return this.users.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getOne();
  }

  findUserByDeviceId(deviceId: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ deviceId });
  }

  findUserByGoogleSubject(subject: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ googleSubject: subject });
  }

  async isUsernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
    const query = this.users
      .createQueryBuilder('u')
      .where('lower(u.username) = lower(:username)', { username });
    if (exceptUserId) query.andWhere('u.id <> :exceptUserId', { exceptUserId });
    return (await query.getCount()) > 0;
  }

  /**
   * Inserts a guest unless one exists for the device; concurrent calls for one device id
   * resolve to the same row (unique index + ON CONFLICT DO NOTHING).
   * @returns the guest and whether this call created it.
   */
  async insertGuestOnce(
    deviceId: string,
    displayName: string,
  ): Promise<{ user: UserEntity; created: boolean }> {
    const inserted = await this.users
      .createQueryBuilder()
      .insert()
      .values({ deviceId, displayName, isGuest: true })
      .orIgnore()
      .returning('id')
      .execute();
    const user = await this.users.findOneByOrFail({ deviceId });
    return { user, created: inserted.raw.length > 0 };
  }

  createUser(values: Partial<UserEntity>): Promise<UserEntity> {
    return this.users.save(this.users.create(values));
  }

  async updateUser(id: string, values: Partial<UserEntity>): Promise<void> {
    await this.users.update({ id }, values);
  }

  createSession(
    values: Pick<RefreshSessionEntity, 'userId' | 'familyId' | 'tokenHash' | 'expiresAt' | 'ip'>,
  ) {
    return this.sessions.save(this.sessions.create(values));
  }

  /** The session row locked FOR UPDATE, so two refreshes with one token cannot both rotate it. */
  lockSessionByHash(tokenHash: string): Promise<RefreshSessionEntity | null> {
    return this.sessions.findOne({ where: { tokenHash }, lock: { mode: 'pessimistic_write' } });
  }

  async markSessionReplaced(id: string, at: Date): Promise<void> {
    await this.sessions.update({ id }, { replacedAt: at });
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    await this.sessions.update({ familyId, revokedAt: IsNull() }, { revokedAt: at });
  }

  /**
   * Sets or lifts a ban (`null`) on the user's row; the one place bans are written (DESIGN.md
   * section 4). @returns whether the user exists.
   */
  async setBan(userId: string, ban: { reason: string | null; at: Date } | null): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await this.tx.tx.query(
        `UPDATE users SET is_banned = $2, ban_reason = $3, banned_at = $4, updated_at = now() WHERE id = $1 RETURNING id`,
        [userId, ban !== null, ban?.reason ?? null, ban?.at ?? null],
      ),
    );
    return rows.length > 0;
  }

  /** Sets the end of the user's chat mute. @returns whether the user exists. */
  async setMutedUntil(userId: string, until: Date): Promise<boolean> {
    const rows = returnedRows<{ id: string }>(
      await this.tx.tx.query(`UPDATE users SET muted_until = $2 WHERE id = $1 RETURNING id`, [userId, until]),
    );
    return rows.length > 0;
  }

  /** The end of the user's chat mute as stored (it may have passed), or null. */
  async mutedUntil(userId: string): Promise<Date | null> {
    const rows: { muted_until: Date | null }[] = await this.tx.tx.query(
      `SELECT muted_until FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0]?.muted_until ?? null;
  }

  /** Raises the user's session generation: every access token signed before is refused from now on. */
  async raiseSessionGeneration(userId: string): Promise<void> {
    await this.users.increment({ id: userId }, 'sessionGeneration', 1);
  }

  /** Ends every refresh session of the user and raises their session generation, which retires their access tokens. */
  async revokeAllSessions(userId: string, at: Date): Promise<void> {
    await this.sessions.update({ userId, revokedAt: IsNull() }, { revokedAt: at });
    await this.users.increment({ id: userId }, 'sessionGeneration', 1);
  }

  /** Records that a user was seen from an IP (sign-in, refresh), counting the sightings. */
  async recordIp(userId: string, ip: string, at: Date): Promise<void> {
    await this.tx.tx.query(
      `INSERT INTO user_ips (user_id, ip, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)
       ON CONFLICT (user_id, ip) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at, seen_count = user_ips.seen_count + 1`,
      [userId, ip, at],
    );
  }

  /**
   * Records that a user signed in or refreshed from a device (the browser's long-lived random id,
   * `X-Device-Id`), counting the sightings: shared devices link accounts (issue 30, part 6).
   */
  async recordDevice(userId: string, deviceId: string, at: Date): Promise<void> {
    await this.tx.tx.query(
      `INSERT INTO user_devices (user_id, device_id, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)
       ON CONFLICT (user_id, device_id) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at, seen_count = user_devices.seen_count + 1`,
      [userId, deviceId, at],
    );
  }

  /** Counts the user active on `at`'s calendar day in the game's time zone (the admin's active-players chart). */
  async recordActivityDay(userId: string, at: Date, timeZone: string): Promise<void> {
    await this.tx.tx.query(
      `INSERT INTO user_activity_days (day, user_id) VALUES (($2::timestamptz AT TIME ZONE $3)::date, $1)
       ON CONFLICT DO NOTHING`,
      [userId, at, timeZone],
    );
  }

  async createAuthToken(
    values: Pick<AuthTokenEntity, 'userId' | 'purpose' | 'tokenHash' | 'expiresAt'>,
  ): Promise<void> {
    await this.tx.tx.getRepository(AuthTokenEntity).insert(values);
  }

  /** Marks every unused token of the user and purpose as used. */
  async discardAuthTokens(userId: string, purpose: AuthTokenPurpose, now: Date): Promise<void> {
    await this.tx.tx.query(
      `UPDATE auth_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [userId, purpose, now],
    );
  }

  /**
   * Marks an unused, unexpired token of the purpose as used, atomically.
   * @returns its user id, or null when the token is unknown, used or expired.
   */
  async consumeAuthToken(tokenHash: string, purpose: AuthTokenPurpose, now: Date): Promise<string | null> {
    const rows = returnedRows<{ user_id: string }>(
      await this.tx.tx.query(
        `UPDATE auth_tokens SET used_at = $3 WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 RETURNING user_id`,
        [tokenHash, purpose, now],
      ),
    );
    return rows[0]?.user_id ?? null;
  }

  /**
   * Closes the account for deletion (issue 26 part 4): asks for erasure at `dueAt`, ends every
   * session (refresh tokens revoked, session generation raised). Caller's transaction; call
   * `SessionService.closeEndedSessions` after the commit.
   */
  async requestDeletion(userId: string, at: Date, dueAt: Date): Promise<void> {
    await this.tx.tx.query(
      `UPDATE users SET deletion_requested_at = $2, deletion_due_at = $3 WHERE id = $1 AND deleted_at IS NULL`,
      [userId, at, dueAt],
    );
    await this.revokeAllSessions(userId, at);
  }

  /** Cancels a pending deletion. @returns whether one was pending (and is cancelled now). */
  async cancelDeletion(userId: string): Promise<boolean> {
    const rows = returnedRows(
      await this.tx.tx.query(
        `UPDATE users SET deletion_requested_at = NULL, deletion_due_at = NULL
          WHERE id = $1 AND deletion_due_at IS NOT NULL AND deleted_at IS NULL RETURNING id`,
        [userId],
      ),
    );
    return rows.length > 0;
  }

  /** Accounts waiting for their erasure (due or not): what the erasure timer's reconciler schedules. */
  pendingDeletions(): Promise<{ id: string; deletionDueAt: Date }[]> {
    return this.tx.tx.query(
      `SELECT id, deletion_due_at AS "deletionDueAt" FROM users
        WHERE deletion_due_at IS NOT NULL AND deleted_at IS NULL`,
    );
  }

  /**
   * Erases the account's personal data (issue 26 part 4), in the caller's transaction: e-mail,
   * password hash, Google subject, device id, name (→ `tombstone`), avatar, age, gender, country,
   * ban, the sign-in addresses and every session and mail token. The row stays as a tombstone so
   * the ledger, fights and the other side's messages keep pointing at it.
   */
  async eraseUser(userId: string, tombstone: string, at: Date): Promise<void> {
    await this.tx.tx.query(
      `UPDATE users SET email = NULL, password_hash = NULL, email_verified = false, device_id = NULL,
              google_subject = NULL, display_name = $2, username = NULL, gender = NULL, age = NULL,
              country_code = NULL, country_name = NULL, avatar_url = NULL, ban_reason = NULL,
              deletion_due_at = NULL, deleted_at = $3, session_generation = session_generation + 1
        WHERE id = $1`,
      [userId, tombstone, at],
    );
    await this.tx.tx.query(`DELETE FROM user_ips WHERE user_id = $1`, [userId]);
    await this.tx.tx.query(`DELETE FROM user_devices WHERE user_id = $1`, [userId]);
    await this.tx.tx.query(`DELETE FROM refresh_sessions WHERE user_id = $1`, [userId]);
    await this.tx.tx.query(`DELETE FROM auth_tokens WHERE user_id = $1`, [userId]);
  }

  /** Removes the account's Google link (issue 26 part 6), in the caller's transaction. */
  async unlinkGoogle(userId: string): Promise<void> {
    await this.tx.tx.query(`UPDATE users SET google_subject = NULL WHERE id = $1`, [userId]);
  }

  /** When the newest session family of the user started (its first token): the last real sign-in. */
  async lastSignInAt(userId: string): Promise<Date | null> {
    const rows: { at: Date | null }[] = await this.tx.tx.query(
      `SELECT max(first) AS at FROM (SELECT min(created_at) AS first FROM refresh_sessions
         WHERE user_id = $1 GROUP BY family_id) families`,
      [userId],
    );
    return rows[0]?.at ?? null;
  }
}
