import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Content (issue 14 part B; spec 002 sections 2.9, 2.10, 3; spec 001 section 3; DESIGN.md section 6):
 * - `ministry_missions`: story missions, each scene a jsonb `{ text, image, choices: [{ text, givesPoint }] }`,
 *   endings and rewards keyed "0".."3";
 * - `ministry_mission_plays`: one play per character and mission (the unique key is the "played once" rule);
 * - `game_news`: news items with their colour and author;
 * - `suggestions`: player suggestions, bug reports and others with the admin's status and notes.
 */
export class MinistryMissionsNewsSuggestions1763700001650 implements MigrationInterface {
  name = 'MinistryMissionsNewsSuggestions1763700001650';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE ministry_missions (
        id serial PRIMARY KEY,
        mission_id text NOT NULL UNIQUE,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        min_level int NOT NULL DEFAULT 5 CHECK (min_level >= 1),
        thumbnail text NOT NULL DEFAULT '',
        is_active boolean NOT NULL DEFAULT true,
        sort_order int NOT NULL DEFAULT 0 CHECK (sort_order >= 0),
        intro jsonb NOT NULL,
        scene1 jsonb NOT NULL,
        scene2 jsonb NOT NULL,
        scene3 jsonb NOT NULL,
        endings jsonb NOT NULL,
        rewards jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE ministry_mission_plays (
        id serial PRIMARY KEY,
        character_id int NOT NULL REFERENCES characters(id) ON DELETE CASCADE,
        mission_id int NOT NULL REFERENCES ministry_missions(id) ON DELETE CASCADE,
        choices jsonb NOT NULL,
        points int NOT NULL CHECK (points BETWEEN 0 AND 3),
        reward_exp int NOT NULL DEFAULT 0,
        reward_money bigint NOT NULL DEFAULT 0,
        reward_blackcoins bigint NOT NULL DEFAULT 0,
        completed_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (character_id, mission_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE game_news (
        id serial PRIMARY KEY,
        title text NOT NULL,
        content text NOT NULL,
        color text NOT NULL DEFAULT 'blue'
          CHECK (color IN ('yellow', 'green', 'red', 'blue', 'purple', 'orange', 'pink')),
        is_active boolean NOT NULL DEFAULT true,
        admin_id uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX game_news_active_idx ON game_news (created_at DESC) WHERE is_active`,
    );
    await queryRunner.query(`
      CREATE TABLE suggestions (
        id serial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type text NOT NULL CHECK (type IN ('suggestion', 'bug', 'other')),
        title text NOT NULL,
        message text NOT NULL,
        status text NOT NULL DEFAULT 'unread' CHECK (status IN ('unread', 'pending', 'done')),
        admin_notes text,
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX suggestions_user_idx ON suggestions (user_id, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX suggestions_status_idx ON suggestions (status, created_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['suggestions', 'game_news', 'ministry_mission_plays', 'ministry_missions'])
      await queryRunner.query(`DROP TABLE ${table}`);
  }
}
