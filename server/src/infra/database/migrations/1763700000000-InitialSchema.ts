import { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, sessions, characters, the ledger, settings and infobox status (walking skeleton). */
export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text,
        password_hash text,
        email_verified boolean NOT NULL DEFAULT false,
        is_guest boolean NOT NULL DEFAULT false,
        device_id text,
        google_subject text,
        display_name text NOT NULL,
        username text,
        gender text CHECK (gender IN ('male', 'female')),
        age int CHECK (age BETWEEN 13 AND 120),
        country_code text CHECK (country_code ~ '^[A-Z]{2}$'),
        country_name text,
        avatar_url text,
        is_admin boolean NOT NULL DEFAULT false,
        account_setup_completed boolean NOT NULL DEFAULT false,
        is_banned boolean NOT NULL DEFAULT false,
        ban_reason text,
        banned_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX users_username_key ON users (lower(username)) WHERE username IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX users_device_id_key ON users (device_id) WHERE device_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX users_google_subject_key ON users (google_subject) WHERE google_subject IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE refresh_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        family_id uuid NOT NULL,
        token_hash text NOT NULL UNIQUE,
        replaced_at timestamptz,
        revoked_at timestamptz,
        expires_at timestamptz NOT NULL,
        ip text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX refresh_sessions_family_idx ON refresh_sessions (family_id)`);
    await queryRunner.query(`CREATE INDEX refresh_sessions_user_idx ON refresh_sessions (user_id)`);

    await queryRunner.query(`
      CREATE TABLE user_ips (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        ip text NOT NULL,
        first_seen_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        seen_count int NOT NULL DEFAULT 1,
        PRIMARY KEY (user_id, ip)
      )`);
    await queryRunner.query(`CREATE INDEX user_ips_ip_idx ON user_ips (ip)`);

    await queryRunner.query(`
      CREATE TABLE auth_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('password_reset', 'email_verification')),
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE characters (
        id serial PRIMARY KEY,
        user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        level int NOT NULL DEFAULT 1 CHECK (level BETWEEN 1 AND 100),
        exp bigint NOT NULL DEFAULT 0 CHECK (exp >= 0),
        hp int NOT NULL CHECK (hp >= 0),
        hp_updated_at timestamptz NOT NULL DEFAULT now(),
        energy int NOT NULL CHECK (energy >= 0),
        energy_updated_at timestamptz NOT NULL DEFAULT now(),
        trained_strength int NOT NULL DEFAULT 0 CHECK (trained_strength >= 0),
        trained_defense int NOT NULL DEFAULT 0 CHECK (trained_defense >= 0),
        money bigint NOT NULL DEFAULT 0 CHECK (money >= 0),
        blackcoins bigint NOT NULL DEFAULT 0 CHECK (blackcoins >= 0),
        bank_balance bigint NOT NULL DEFAULT 0 CHECK (bank_balance >= 0),
        fights_won int NOT NULL DEFAULT 0,
        fights_lost int NOT NULL DEFAULT 0,
        crimes_committed int NOT NULL DEFAULT 0,
        vip_expires_at timestamptz,
        -- Millisecond precision: release jobs carry the end as a JS date and compare it exactly.
        hospital_until timestamptz(3),
        jail_until timestamptz(3),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX characters_hospital_until_idx ON characters (hospital_until) WHERE hospital_until IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX characters_jail_until_idx ON characters (jail_until) WHERE jail_until IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE ledger_entries (
        id bigserial PRIMARY KEY,
        character_id int NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        currency text NOT NULL CHECK (currency IN ('money', 'blackcoins', 'bank')),
        delta bigint NOT NULL CHECK (delta <> 0),
        balance_after bigint NOT NULL CHECK (balance_after >= 0),
        reason text NOT NULL,
        reference text,
        idempotency_key text UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX ledger_entries_account_idx ON ledger_entries (character_id, currency, id)`,
    );

    await queryRunner.query(`
      CREATE TABLE settings (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        notification_sound_volume real NOT NULL DEFAULT 0.5 CHECK (notification_sound_volume BETWEEN 0 AND 1),
        notification_sound_muted boolean NOT NULL DEFAULT false,
        background_music_volume real NOT NULL DEFAULT 0.3 CHECK (background_music_volume BETWEEN 0 AND 1),
        background_music_muted boolean NOT NULL DEFAULT false
      )`);

    await queryRunner.query(`
      CREATE TABLE infobox_status (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        key text NOT NULL,
        has_seen_complete boolean NOT NULL DEFAULT false,
        is_minimized boolean NOT NULL DEFAULT false,
        PRIMARY KEY (user_id, key)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'infobox_status',
      'settings',
      'ledger_entries',
      'characters',
      'auth_tokens',
      'user_ips',
      'refresh_sessions',
      'users',
    ]) {
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
