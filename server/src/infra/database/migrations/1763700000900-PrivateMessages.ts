import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Private messages between two players (DESIGN.md section 6, Chat; spec 000 section 7) and the
 * players' reports of them (spec 002 sections 2.12 and 4). Edits and deletions keep the row
 * (`edited_at`, `deleted_at`) so a report still shows what was written.
 */
export class PrivateMessages1763700000900 implements MigrationInterface {
  name = 'PrivateMessages1763700000900';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE private_messages (
        id serial PRIMARY KEY,
        sender_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        receiver_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 1000),
        -- Emoji -> user ids who reacted with it.
        reactions jsonb NOT NULL DEFAULT '{}'::jsonb,
        read_at timestamptz(3),
        edited_at timestamptz(3),
        deleted_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        CHECK (sender_id <> receiver_id)
      )`);
    // One conversation, newest first (the pair in a fixed order, whoever sent).
    await queryRunner.query(`
      CREATE INDEX private_messages_conversation_idx
        ON private_messages (LEAST(sender_id, receiver_id), GREATEST(sender_id, receiver_id), id DESC)
        WHERE deleted_at IS NULL`);
    // The inbox: a user's messages on either side, newest first.
    await queryRunner.query(
      `CREATE INDEX private_messages_sender_idx ON private_messages (sender_id, id DESC) WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX private_messages_receiver_idx ON private_messages (receiver_id, id DESC) WHERE deleted_at IS NULL`,
    );
    // Unread counts per conversation.
    await queryRunner.query(`
      CREATE INDEX private_messages_unread_idx ON private_messages (receiver_id, sender_id)
        WHERE read_at IS NULL AND deleted_at IS NULL`);

    await queryRunner.query(`
      CREATE TABLE message_reports (
        id serial PRIMARY KEY,
        message_id int NOT NULL REFERENCES private_messages (id) ON DELETE CASCADE,
        reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
        status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'REVIEWED', 'RESOLVED', 'DISMISSED')),
        admin_notes text CHECK (char_length(admin_notes) <= 200),
        action text CHECK (action IN ('mute_user', 'delete_message')),
        resolved_by uuid REFERENCES users (id) ON DELETE SET NULL,
        resolved_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        UNIQUE (message_id, reporter_id),
        CHECK ((status IN ('RESOLVED', 'DISMISSED')) = (resolved_at IS NOT NULL)),
        CHECK (action IS NULL OR status = 'RESOLVED')
      )`);
    await queryRunner.query(`CREATE INDEX message_reports_status_idx ON message_reports (status, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS message_reports`);
    await queryRunner.query(`DROP TABLE IF EXISTS private_messages`);
  }
}
