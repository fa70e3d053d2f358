import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stored notifications (spec 000 sections 3, 4 and 7) and friendships. A friendship is one row per
 * unordered pair: the unique index on (LEAST, GREATEST) is what makes two simultaneous requests
 * between the same two players write one row.
 */
export class NotificationsAndFriends1763700000700 implements MigrationInterface {
  name = 'NotificationsAndFriends1763700000700';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE notifications (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type text NOT NULL,
        message text NOT NULL,
        data jsonb NOT NULL DEFAULT '{}'::jsonb,
        is_read boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Pages newest first, and the unread count (a badge read on every page load).
    await queryRunner.query(`CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC)`);
    await queryRunner.query(
      `CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE NOT is_read`,
    );

    await queryRunner.query(`
      CREATE TABLE friendships (
        requester_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        addressee_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted')),
        created_at timestamptz NOT NULL DEFAULT now(),
        accepted_at timestamptz,
        PRIMARY KEY (requester_id, addressee_id),
        CHECK (requester_id <> addressee_id)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX friendships_pair_idx ON friendships (LEAST(requester_id, addressee_id), GREATEST(requester_id, addressee_id))`,
    );
    // Requests addressed to a player (their incoming list, and the pair lookups from that side).
    await queryRunner.query(`CREATE INDEX friendships_addressee_idx ON friendships (addressee_id, status)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS friendships`);
    await queryRunner.query(`DROP TABLE IF EXISTS notifications`);
  }
}
