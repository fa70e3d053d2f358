import { Injectable } from '@nestjs/common';
import { returnedRows, Tx } from '../../infra/database/transaction';
import { CharacterJobEntity } from './character-job.entity';
import { JobEntity } from './job.entity';
import { isSerialId } from '../../infra/database/serial-id';

/** The fields of a job an admin writes. */
export type JobValues = Pick<
  JobEntity,
  'name' | 'description' | 'tier' | 'minLevel' | 'salary' | 'expPerDay' | 'isEnabled'
>;

/** A character's job with the row that says since when they hold it. */
export interface Employment {
  job: JobEntity;
  employment: CharacterJobEntity;
}

@Injectable()
export class JobsRepository {
  constructor(private readonly tx: Tx) {}

  private get jobs() {
    return this.tx.tx.getRepository(JobEntity);
  }

  private get characterJobs() {
    return this.tx.tx.getRepository(CharacterJobEntity);
  }

  /** Enabled jobs in the player list's order: tier, required level, id. */
  listEnabled(): Promise<JobEntity[]> {
    return this.jobs.find({ where: { isEnabled: true }, order: { tier: 'ASC', minLevel: 'ASC', id: 'ASC' } });
  }

  /** Every job in the admin screen's default order (spec 001 section 2.7: by tier). */
  count(): Promise<number> {
    return this.tx.tx.getRepository(JobEntity).count();
  }

  listAll(): Promise<JobEntity[]> {
    return this.jobs.find({ order: { tier: 'ASC', minLevel: 'ASC', id: 'ASC' } });
  }

  async findById(id: number): Promise<JobEntity | null> {
    if (!isSerialId(id)) return null;
    return this.jobs.findOneBy({ id });
  }

  /** The job row share-locked until the transaction ends, so it cannot be deleted under a hire. */
  async findByIdForShare(id: number): Promise<JobEntity | null> {
    if (!isSerialId(id)) return null;
    return this.jobs.findOne({ where: { id }, lock: { mode: 'pessimistic_read' } });
  }

  async create(values: JobValues): Promise<JobEntity> {
    return this.jobs.save(this.jobs.create(values));
  }

  /** @returns the updated job, or null when there is none with that id. */
  async update(id: number, values: Partial<JobValues>): Promise<JobEntity | null> {
    if (!isSerialId(id)) return null;
    if (Object.keys(values).length) await this.jobs.update({ id }, values);
    return this.findById(id);
  }

  /**
   * Deletes a job and lets its holders go (in the caller's transaction).
   * @returns the user ids of the former holders, or null when there is no such job.
   */
  async delete(id: number): Promise<string[] | null> {
    if (!isSerialId(id)) return null;
    const released = returnedRows<{ user_id: string }>(
      await this.tx.tx.query(
        `DELETE FROM character_jobs cj USING characters c WHERE cj.job_id = $1 AND c.id = cj.character_id RETURNING c.user_id`,
        [id],
      ),
    );
    const deleted = returnedRows<{ id: number }>(
      await this.tx.tx.query(`DELETE FROM jobs WHERE id = $1 RETURNING id`, [id]),
    );
    return deleted.length ? released.map((row) => row.user_id) : null;
  }

  /** The job a character holds, or null. */
  async employmentOf(characterId: number): Promise<Employment | null> {
    const employment = await this.characterJobs.findOneBy({ characterId });
    if (!employment) return null;
    const job = await this.findById(employment.jobId);
    return job ? { job, employment } : null;
  }

  /** Gives a character a job, replacing the one it held. */
  async hire(characterId: number, jobId: number, hiredAt: Date): Promise<void> {
    await this.characterJobs.upsert({ characterId, jobId, hiredAt }, ['characterId']);
  }

  /** @returns whether the character held a job. */
  async release(characterId: number): Promise<boolean> {
    const result = await this.characterJobs.delete({ characterId });
    return (result.affected ?? 0) > 0;
  }
}
