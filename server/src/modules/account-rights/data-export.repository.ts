import { Injectable } from '@nestjs/common';
import { returnedRows, Tx } from '../../infra/database/transaction';

/** One row of `data_exports` (issue 26 part 5). */
export interface DataExportRow {
  id: number;
  userId: string;
  status: 'preparing' | 'ready' | 'failed';
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
}

const COLUMNS = `id::int AS id, user_id AS "userId", status, requested_at AS "requestedAt", ready_at AS "readyAt", expires_at AS "expiresAt"`;

/** A section of the copy: rows as PostgreSQL answers them (times as ISO strings once serialised). */
type Rows = Record<string, unknown>[];

/**
 * The copies of players' data (`data_exports`, owned here) and the reads that build one: everything
 * the privacy page (spec 000 section 1) lists that the game holds about a player, read from the
 * owning modules' tables (reads only; nothing here writes another module's table).
 */
@Injectable()
export class DataExportRepository {
  constructor(private readonly tx: Tx) {}

  /** The user's latest request, or null. */
  async latest(userId: string): Promise<DataExportRow | null> {
    const rows: DataExportRow[] = await this.tx.tx.query(
      `SELECT ${COLUMNS} FROM data_exports WHERE user_id = $1 ORDER BY requested_at DESC, id DESC LIMIT 1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /** Serialises requests of one user (the once-a-day rule) for the rest of the transaction. */
  async lockUser(userId: string): Promise<void> {
    await this.tx.tx.query(`SELECT pg_advisory_xact_lock(hashtext('data-export:' || $1))`, [userId]);
  }

  /** Records a new request (`preparing`). @returns its id. */
  async insert(userId: string, at: Date): Promise<number> {
    const rows: { id: number }[] = await this.tx.tx.query(
      `INSERT INTO data_exports (user_id, status, requested_at) VALUES ($1, 'preparing', $2) RETURNING id::int AS id`,
      [userId, at],
    );
    return rows[0].id;
  }

  findById(id: number): Promise<DataExportRow | null> {
    return this.tx.tx
      .query(`SELECT ${COLUMNS} FROM data_exports WHERE id = $1`, [id])
      .then((rows: DataExportRow[]) => rows[0] ?? null);
  }

  /** Stores the built copy and its link (only while still preparing). @returns whether it did. */
  async markReady(
    id: number,
    payload: unknown,
    tokenHash: string,
    at: Date,
    expiresAt: Date,
  ): Promise<boolean> {
    const rows = returnedRows(
      await this.tx.tx.query(
        `UPDATE data_exports SET status = 'ready', payload = $2, token_hash = $3, ready_at = $4, expires_at = $5
          WHERE id = $1 AND status = 'preparing' RETURNING id`,
        [id, JSON.stringify(payload), tokenHash, at, expiresAt],
      ),
    );
    return rows.length > 0;
  }

  /** The job gave up: the request ends `failed` (another may be requested the next day). */
  async markFailed(id: number, error: string): Promise<void> {
    await this.tx.tx.query(
      `UPDATE data_exports SET status = 'failed', error = left($2, 500) WHERE id = $1 AND status = 'preparing'`,
      [id, error],
    );
  }

  /** The stored copy behind a link token, with its owner and end. */
  async byTokenHash(
    tokenHash: string,
  ): Promise<{ userId: string; status: string; expiresAt: Date | null; payload: unknown } | null> {
    const rows: { userId: string; status: string; expiresAt: Date | null; payload: unknown }[] =
      await this.tx.tx.query(
        `SELECT user_id AS "userId", status, expires_at AS "expiresAt", payload FROM data_exports WHERE token_hash = $1`,
        [tokenHash],
      );
    return rows[0] ?? null;
  }

  /** Drops the payloads of expired copies (the row stays for the once-a-day rule). @returns how many. */
  async dropExpiredPayloads(now: Date): Promise<number> {
    return returnedRows(
      await this.tx.tx.query(
        `UPDATE data_exports SET payload = NULL WHERE expires_at <= $1 AND payload IS NOT NULL RETURNING id`,
        [now],
      ),
    ).length;
  }

  /** Deletes every copy of the user's data (account erasure). */
  async deleteForUser(userId: string): Promise<void> {
    await this.tx.tx.query(`DELETE FROM data_exports WHERE user_id = $1`, [userId]);
  }

  /** Every section of the copy for one user (the privacy page's list). */
  async sections(userId: string): Promise<Record<string, unknown>> {
    const q = (sql: string, params: unknown[]): Promise<Rows> => this.tx.tx.query(sql, params);
    const [account] = await q(
      `SELECT id, email, username, display_name AS "displayName", is_guest AS "isGuest",
              email_verified AS "emailVerified", google_subject IS NOT NULL AS "googleLinked",
              gender, age, country_code AS "countryCode", country_name AS "countryName", avatar_url AS "avatarUrl",
              device_id AS "deviceId", is_banned AS "isBanned", ban_reason AS "banReason", created_at AS "createdAt"
         FROM users WHERE id = $1`,
      [userId],
    );
    const [character] = await q(`SELECT * FROM characters WHERE user_id = $1`, [userId]);
    const characterId = (character?.id as number | undefined) ?? -1;
    const [
      balances,
      inventory,
      equipment,
      property,
      gang,
      ledger,
      purchases,
      contracts,
      fights,
      privateMessages,
      chatMessages,
      friends,
      transfers,
      ips,
      signInDevices,
      sessions,
      settings,
    ] = await Promise.all([
      q(
        `SELECT kind, currency, balance FROM wallet_accounts WHERE kind IN ('cash', 'bank') AND owner_id = $1`,
        [characterId],
      ),
      q(
        `SELECT item_type AS "itemType", item_id AS "itemId", quantity FROM inventory_stacks WHERE character_id = $1`,
        [characterId],
      ),
      q(`SELECT * FROM character_equipment WHERE character_id = $1`, [characterId]),
      q(
        `SELECT kind, item_id AS "itemId", is_equipped AS "isEquipped", acquired_at AS "acquiredAt" FROM owned_properties WHERE character_id = $1`,
        [characterId],
      ),
      q(
        `SELECT g.id, g.name, m.role, m.joined_at AS "joinedAt" FROM gang_members m JOIN gangs g ON g.id = m.gang_id WHERE m.user_id = $1`,
        [userId],
      ),
      q(
        `SELECT l.id, a.kind AS account, l.currency, l.delta, l.balance_after AS "balanceAfter", l.reason, l.reference, l.created_at AS "createdAt"
           FROM ledger_entries l JOIN wallet_accounts a ON a.id = l.account_id
          WHERE a.kind IN ('cash', 'bank') AND a.owner_id = $1 ORDER BY l.id`,
        [characterId],
      ),
      q(
        `SELECT package_name AS "packageName", amount_cents AS "amountCents", currency, blackcoins, state, refunded_cents AS "refundedCents", created_at AS "createdAt"
           FROM stripe_purchases WHERE user_id = $1 ORDER BY id`,
        [userId],
      ),
      q(
        `SELECT id, CASE WHEN poster_character_id = $1 THEN 'poster' WHEN target_character_id = $1 THEN 'target' ELSE 'assassin' END AS role,
                reward, status, expires_at AS "expiresAt", closed_at AS "closedAt", created_at AS "createdAt"
           FROM blood_contracts WHERE $1 IN (poster_character_id, target_character_id, assassin_character_id) ORDER BY id`,
        [characterId],
      ),
      q(
        `SELECT id, CASE WHEN attacker_character_id = $1 THEN 'attacker' ELSE 'defender' END AS role,
                winner_character_id = $1 AS won, created_at AS "createdAt"
           FROM fights WHERE $1 IN (attacker_character_id, defender_character_id) ORDER BY id`,
        [characterId],
      ),
      q(
        `SELECT id, receiver_id AS "receiverId", content, created_at AS "createdAt", edited_at AS "editedAt", deleted_at AS "deletedAt"
           FROM private_messages WHERE sender_id = $1 ORDER BY id`,
        [userId],
      ),
      q(
        `SELECT id, content, created_at AS "createdAt", edited_at AS "editedAt", deleted_at AS "deletedAt"
           FROM global_messages WHERE user_id = $1 ORDER BY id`,
        [userId],
      ),
      q(
        `SELECT CASE WHEN f.requester_id = $1 THEN f.addressee_id ELSE f.requester_id END AS "userId",
                COALESCE(u.username, u.display_name) AS name, f.status, f.created_at AS "createdAt", f.accepted_at AS "acceptedAt"
           FROM friendships f JOIN users u ON u.id = CASE WHEN f.requester_id = $1 THEN f.addressee_id ELSE f.requester_id END
          WHERE $1 IN (f.requester_id, f.addressee_id)`,
        [userId],
      ),
      q(
        `SELECT id, CASE WHEN sender_character_id = $1 THEN 'sent' ELSE 'received' END AS direction, kind, amount, fee,
                item_name AS "itemName", quantity, created_at AS "createdAt"
           FROM transfers WHERE $1 IN (sender_character_id, receiver_character_id) ORDER BY id`,
        [characterId],
      ),
      q(
        `SELECT ip, first_seen_at AS "firstSeenAt", last_seen_at AS "lastSeenAt", seen_count AS "seenCount"
           FROM user_ips WHERE user_id = $1 ORDER BY last_seen_at DESC`,
        [userId],
      ),
      q(
        `SELECT device_id AS "deviceId", first_seen_at AS "firstSeenAt", last_seen_at AS "lastSeenAt", seen_count AS "seenCount"
           FROM user_devices WHERE user_id = $1 ORDER BY last_seen_at DESC`,
        [userId],
      ),
      q(
        `SELECT created_at AS "signedInAt", ip, expires_at AS "expiresAt", revoked_at AS "revokedAt"
           FROM refresh_sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1000`,
        [userId],
      ),
      q(
        `SELECT notification_sound_volume AS "notificationSoundVolume", notification_sound_muted AS "notificationSoundMuted",
                background_music_volume AS "backgroundMusicVolume", background_music_muted AS "backgroundMusicMuted"
           FROM settings WHERE user_id = $1`,
        [userId],
      ),
    ]);
    return {
      account: account ?? null,
      character: character ?? null,
      balances,
      items: { inventory, equipment },
      property,
      gang: gang[0] ?? null,
      ledgerEntries: ledger,
      purchases,
      contracts,
      fights,
      messagesSent: { private: privateMessages, globalChat: chatMessages },
      friends,
      transfers,
      signInAddresses: ips,
      devices: { deviceId: account?.deviceId ?? null, signInDevices, sessions },
      settings: settings[0] ?? null,
    };
  }
}
