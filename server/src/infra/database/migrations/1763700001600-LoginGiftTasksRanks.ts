import { MigrationInterface, QueryRunner } from 'typeorm';

const METRICS = [
  'level',
  'days_in_game',
  'fame',
  'fights_won',
  'total_fights',
  'crimes_committed',
  'bank_balance',
  'houses_owned',
  'pets_owned',
  'rides_owned',
]
  .map((metric) => `'${metric}'`)
  .join(', ');

/**
 * The daily login gift, tasks and the rank ladder (DESIGN.md section 6, "Login gift", "Tasks and
 * ranks"; spec 002 sections 2.5, 2.6, 2.11 and 3):
 * - `login_gift_days`: the 15 configurable days; `items` is a JSON list of `{ itemType, itemId, quantity }`;
 * - `login_gift_claims`: one row per character and game calendar day (the primary key is the
 *   "once a day" rule); the newest row carries the streak's day;
 * - `tasks` and `task_claims` (the primary key is "claimed once");
 * - `rankings` (the ladder) and `progress_points` (a character's points earned from tasks).
 */
export class LoginGiftTasksRanks1763700001600 implements MigrationInterface {
  name = 'LoginGiftTasksRanks1763700001600';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE login_gift_days (
        day_number int PRIMARY KEY CHECK (day_number BETWEEN 1 AND 15),
        exp_reward int NOT NULL DEFAULT 0 CHECK (exp_reward >= 0),
        money_reward bigint NOT NULL DEFAULT 0 CHECK (money_reward >= 0),
        blackcoin_reward int NOT NULL DEFAULT 0 CHECK (blackcoin_reward >= 0),
        is_active boolean NOT NULL DEFAULT true,
        items jsonb NOT NULL DEFAULT '[]'::jsonb,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE login_gift_claims (
        character_id int NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        claim_date date NOT NULL,
        day_number int NOT NULL CHECK (day_number BETWEEN 1 AND 15),
        claimed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (character_id, claim_date)
      )`);
    await queryRunner.query(`
      CREATE TABLE tasks (
        id serial PRIMARY KEY,
        title text NOT NULL CHECK (length(btrim(title)) > 0),
        description text NOT NULL,
        metric text NOT NULL CHECK (metric IN (${METRICS})),
        goal bigint NOT NULL CHECK (goal >= 1),
        reward_money bigint NOT NULL DEFAULT 0 CHECK (reward_money >= 0),
        reward_exp int NOT NULL DEFAULT 0 CHECK (reward_exp >= 0),
        reward_blackcoins int NOT NULL DEFAULT 0 CHECK (reward_blackcoins >= 0),
        progress_points int NOT NULL DEFAULT 0 CHECK (progress_points >= 0),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The claim outlives a deleted task's row only as long as the task: points already earned stay.
    await queryRunner.query(`
      CREATE TABLE task_claims (
        character_id int NOT NULL REFERENCES characters (id) ON DELETE CASCADE,
        task_id int NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
        claimed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (character_id, task_id)
      )`);
    await queryRunner.query(`CREATE INDEX task_claims_task_idx ON task_claims (task_id)`);
    await queryRunner.query(`
      CREATE TABLE progress_points (
        character_id int PRIMARY KEY REFERENCES characters (id) ON DELETE CASCADE,
        points int NOT NULL DEFAULT 0 CHECK (points >= 0)
      )`);
    await queryRunner.query(`
      CREATE TABLE rankings (
        id serial PRIMARY KEY,
        title text NOT NULL CHECK (length(btrim(title)) > 0),
        rank int NOT NULL CHECK (rank >= 1),
        required_points int NOT NULL DEFAULT 0 CHECK (required_points >= 0),
        power_bonus int NOT NULL DEFAULT 0 CHECK (power_bonus >= 0),
        defense_bonus int NOT NULL DEFAULT 0 CHECK (defense_bonus >= 0),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX rankings_required_points_idx ON rankings (required_points)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'rankings',
      'progress_points',
      'task_claims',
      'tasks',
      'login_gift_claims',
      'login_gift_days',
    ])
      await queryRunner.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
