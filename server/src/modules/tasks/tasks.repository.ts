import { Injectable } from '@nestjs/common';
import { isSerialId } from '../../infra/database/serial-id';
import { returnedRows, Tx } from '../../infra/database/transaction';
import { RankingEntity, TaskEntity } from './task.entity';

/** The fields of a task an admin writes. */
export type TaskValues = Omit<TaskEntity, 'id' | 'createdAt' | 'updatedAt'>;
/** The fields of a rank an admin writes. */
export type RankingValues = Omit<RankingEntity, 'id' | 'createdAt' | 'updatedAt'>;

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

  /** The ids of the tasks each character claimed, by character id (every id given has an entry). */
  async claimedTaskIdsOf(characterIds: number[]): Promise<Map<number, Set<number>>> {
    const claimed = new Map(characterIds.map((id) => [id, new Set<number>()]));
    const rows: { character_id: number; task_id: number }[] = await this.tx.tx.query(
      `SELECT character_id, task_id FROM task_claims WHERE character_id = ANY($1::int[])`,
      [characterIds],
    );
    for (const row of rows) claimed.get(Number(row.character_id))?.add(Number(row.task_id));
    return claimed;
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
