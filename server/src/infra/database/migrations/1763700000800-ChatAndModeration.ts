import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Global chat and moderation (DESIGN.md section 6, Chat; spec 002 sections 2.12, 2.13, 7):
 * global messages with reactions, the admins' extra filtered words, the log of messages the word
 * filter blocked, reports on global messages, and the mute end time of a user.
 */
export class ChatAndModeration1763700000800 implements MigrationInterface {
  name = 'ChatAndModeration1763700000800';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN muted_until timestamptz(3)`);
    await queryRunner.query(`
      CREATE TABLE global_messages (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 500),
        -- { emoji: [userId, ...] }
        reactions jsonb NOT NULL DEFAULT '{}'::jsonb,
        edited_at timestamptz(3),
        deleted_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    // The history: the last 50 messages not deleted.
    await queryRunner.query(
      `CREATE INDEX global_messages_recent_idx ON global_messages (id DESC) WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE filtered_words (
        id serial PRIMARY KEY,
        word text NOT NULL CHECK (char_length(word) BETWEEN 1 AND 100),
        category text NOT NULL CHECK (category IN ('arabicSexual', 'englishSexual', 'arabicHarassment', 'englishHarassment')),
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX filtered_words_word_key ON filtered_words (lower(word), category)`,
    );
    await queryRunner.query(`
      CREATE TABLE blocked_messages (
        id bigserial PRIMARY KEY,
        message_type text NOT NULL CHECK (message_type IN ('global', 'private')),
        user_id uuid REFERENCES users (id) ON DELETE CASCADE,
        receiver_id uuid REFERENCES users (id) ON DELETE SET NULL,
        original_content text NOT NULL,
        filtered_content text NOT NULL,
        category text NOT NULL CHECK (category IN ('arabicSexual', 'englishSexual', 'arabicHarassment', 'englishHarassment')),
        matched_words text[] NOT NULL DEFAULT '{}',
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX blocked_messages_created_idx ON blocked_messages (created_at DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE global_chat_reports (
        id serial PRIMARY KEY,
        message_id bigint NOT NULL REFERENCES global_messages (id) ON DELETE CASCADE,
        reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
        status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'REVIEWED', 'RESOLVED', 'DISMISSED')),
        admin_notes text CHECK (char_length(admin_notes) <= 200),
        action text CHECK (action IN ('mute_user', 'delete_message')),
        resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
        resolved_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    // One open report per reporter and message.
    await queryRunner.query(
      `CREATE UNIQUE INDEX global_chat_reports_pending_key ON global_chat_reports (message_id, reporter_id) WHERE status = 'PENDING'`,
    );
    await queryRunner.query(
      `CREATE INDEX global_chat_reports_created_idx ON global_chat_reports (created_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS global_chat_reports`);
    await queryRunner.query(`DROP TABLE IF EXISTS blocked_messages`);
    await queryRunner.query(`DROP TABLE IF EXISTS filtered_words`);
    await queryRunner.query(`DROP TABLE IF EXISTS global_messages`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN IF EXISTS muted_until`);
  }
}
