import { Injectable } from '@nestjs/common';
import { isSerialId } from '../../infra/database/serial-id';
import { returnedRows, Tx } from '../../infra/database/transaction';
import type { TaskMetric } from '../../game/progress.rules';
import type { PropertyCounts } from '../gear/gear-grants.service';
import type { MetricSubject } from './task-metrics.service';
import { RankingEntity, TaskEntity } from './task.entity';

/** The fields of a task an admin writes. */
export type TaskValues = Omit<TaskEntity, 'id' | 'createdAt' | 'updatedAt'>;
/** The fields of a rank an admin writes. */
export type RankingValues = Omit<RankingEntity, 'id' | 'createdAt' | 'updatedAt'>;

/** The characters an unclaimed-count read is for, as an int[] expression (`UnclaimedInputs`). */
export const UNCLAIMED_CHARACTER_IDS = '(SELECT ids FROM chosen_ids)::int[]';

/** Everything one character's unclaimed-task count is computed from (`TasksRepository.unclaimedInputs`). */
export interface UnclaimedInputs {
  character: MetricSubject & { userId: string };
  /** Active tasks not claimed by the character: id, metric, goal. */
  open: { id: number; metric: TaskMetric; goal: number }[];
  properties: PropertyCounts;
  /** The loadout's bonus rows of the character (`CharacterLoadoutService.embeddableBonusItems`). */
  bonusItems: { source: number; character_id: number; item: unknown }[];
}

interface UnclaimedRow {
  id: number;
  user_id: string;
  level: number;
  trained_strength: number;
  trained_defense: number;
  created_at: Date;
  fights_won: number;
  fights_lost: number;
  crimes_committed: number;
  bank_balance: string;
  open: { id: number; metric: TaskMetric; goal: string }[];
  properties: Partial<PropertyCounts>;
  bonus_items: { source: number; character_id: number; item: unknown }[];
}

/** Queries of tasks, their claims, progress points and the rank ladder. */
@Injectable()
export class TasksRepository {
  constructor(private readonly tx: Tx) {}

  private get tasks() {
    return this.tx.tx.getRepository(TaskEntity);
  }

  private get rankings() {
    return this.tx.tx.getRepository(RankingEntity);
  }

  /**
   * In ONE statement, what the unclaimed-task counts of the users' characters and of the characters
   * `characterIds` are computed from: each character's counters, bank balance, open active tasks
   * (not claimed), property counts and loadout bonus rows (`bonusItemsSql`, embedded with
   * `UNCLAIMED_CHARACTER_IDS` as its ids; null without bonus sources). Unknown ones are left out.
   */
  async unclaimedInputs(
    userIds: string[],
    characterIds: number[],
    bonusItemsSql: string | null,
  ): Promise<UnclaimedInputs[]> {
    const rows: UnclaimedRow[] = await this.tx.tx.query(
      `WITH chosen AS MATERIALIZED (
         SELECT c.id, c.user_id, c.level, c.trained_strength, c.trained_defense, c.created_at,
                c.fights_won, c.fights_lost, c.crimes_committed,
                COALESCE((SELECT w.balance FROM wallet_accounts w
                           WHERE w.kind = 'bank' AND w.currency = 'money' AND w.owner_id = c.id), 0) AS bank_balance
           FROM characters c WHERE c.user_id = ANY($1::uuid[]) OR c.id = ANY($2::int[])
       ),
       chosen_ids AS (SELECT array_agg(id) AS ids FROM chosen),
       bonus AS MATERIALIZED (${bonusItemsSql ?? 'SELECT 0 AS source, 0 AS character_id, NULL::json AS item WHERE false'})
       SELECT ch.*,
              (SELECT COALESCE(json_agg(json_build_object('id', t.id, 'metric', t.metric, 'goal', t.goal) ORDER BY t.id), '[]')
                 FROM tasks t
                WHERE t.is_active
                  AND NOT EXISTS (SELECT 1 FROM task_claims k WHERE k.character_id = ch.id AND k.task_id = t.id)) AS open,
              (SELECT COALESCE(json_object_agg(p.kind, p.count), '{}')
                 FROM (SELECT o.kind, count(*)::int AS count FROM owned_properties o
                        WHERE o.character_id = ch.id GROUP BY o.kind) p) AS properties,
              (SELECT COALESCE(json_agg(json_build_object('source', b.source, 'character_id', b.character_id, 'item', b.item)), '[]')
                 FROM bonus b WHERE b.character_id = ch.id) AS bonus_items
         FROM chosen ch`,
      [userIds, characterIds],
    );
    return rows.map((row) => ({
      character: {
        id: Number(row.id),
        userId: row.user_id,
        level: row.level,
        trainedStrength: row.trained_strength,
        trainedDefense: row.trained_defense,
        createdAt: new Date(row.created_at),
        fightsWon: row.fights_won,
        fightsLost: row.fights_lost,
        crimesCommitted: row.crimes_committed,
        bankBalance: Number(row.bank_balance),
      },
      open: row.open.map((task) => ({ id: task.id, metric: task.metric, goal: Number(task.goal) })),
      properties: { house: 0, ride: 0, pet: 0, ...row.properties },
      bonusItems: row.bonus_items,
    }));
  }

  /** Every task, newest first (admin), or the active ones by id (players). */
  listTasks(activeOnly: boolean): Promise<TaskEntity[]> {
    return activeOnly
      ? this.tasks.find({ where: { isActive: true }, order: { id: 'ASC' } })
      : this.tasks.find({ order: { id: 'DESC' } });
  }

  async findTask(id: number): Promise<TaskEntity | null> {
    if (!isSerialId(id)) return null;
    return this.tasks.findOneBy({ id });
  }

  countTasks(): Promise<number> {
    return this.tasks.count();
  }

  createTask(values: TaskValues): Promise<TaskEntity> {
    return this.tasks.save(this.tasks.create(values));
  }

  /** @returns the updated task, or null when there is none with that id. */
  async updateTask(id: number, values: Partial<TaskValues>): Promise<TaskEntity | null> {
    if (!isSerialId(id)) return null;
    if (Object.keys(values).length) await this.tasks.update({ id }, values);
    return this.findTask(id);
  }

  /** @returns whether a task was deleted (its claims go with it; points earned stay). */
  async deleteTask(id: number): Promise<boolean> {
    if (!isSerialId(id)) return false;
    return Boolean((await this.tasks.delete({ id })).affected);
  }

  /** Ids of the tasks a character claimed. */
  async claimedTaskIds(characterId: number): Promise<Set<number>> {
    const rows = await this.tx.tx.query(`SELECT task_id FROM task_claims WHERE character_id = $1`, [
      characterId,
    ]);
    return new Set(rows.map((row: { task_id: number }) => Number(row.task_id)));
  }

  /** Records a claim. @returns false when the character already claimed the task. */
  async recordClaim(characterId: number, taskId: number, claimedAt: Date): Promise<boolean> {
    const rows = returnedRows(
      await this.tx.tx.query(
        `INSERT INTO task_claims (character_id, task_id, claimed_at) VALUES ($1, $2, $3)
         ON CONFLICT (character_id, task_id) DO NOTHING RETURNING task_id`,
        [characterId, taskId, claimedAt],
      ),
    );
    return rows.length > 0;
  }

  /** A character's progress points (0 before the first claim). */
  async pointsOf(characterId: number): Promise<number> {
    const [row] = await this.tx.tx.query(`SELECT points FROM progress_points WHERE character_id = $1`, [
      characterId,
    ]);
    return row ? Number(row.points) : 0;
  }

  /** Adds progress points. */
  async addPoints(characterId: number, points: number): Promise<void> {
    await this.tx.tx.query(
      `INSERT INTO progress_points (character_id, points) VALUES ($1, $2)
       ON CONFLICT (character_id) DO UPDATE SET points = progress_points.points + EXCLUDED.points`,
      [characterId, points],
    );
  }

  /** The ladder by rank number (admin: all; players: what the rank card reads). */
  listRankings(): Promise<RankingEntity[]> {
    return this.rankings.find({ order: { rank: 'ASC', id: 'ASC' } });
  }

  async findRanking(id: number): Promise<RankingEntity | null> {
    if (!isSerialId(id)) return null;
    return this.rankings.findOneBy({ id });
  }

  countRankings(): Promise<number> {
    return this.rankings.count();
  }

  createRanking(values: RankingValues): Promise<RankingEntity> {
    return this.rankings.save(this.rankings.create(values));
  }

  async updateRanking(id: number, values: Partial<RankingValues>): Promise<RankingEntity | null> {
    if (!isSerialId(id)) return null;
    if (Object.keys(values).length) await this.rankings.update({ id }, values);
    return this.findRanking(id);
  }

  async deleteRanking(id: number): Promise<boolean> {
    if (!isSerialId(id)) return false;
    return Boolean((await this.rankings.delete({ id })).affected);
  }
}
