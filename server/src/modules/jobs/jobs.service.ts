import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../infra/events/domain-events';
import { Clock } from '../../common/clock';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { CharacterService } from '../character/character.service';
import {
  CreateJobDto,
  JobDeletedDto,
  JobDto,
  JobsDto,
  NEW_JOB_DEFAULTS,
  toJobDto,
  toJobsDto,
  UpdateJobDto,
} from './jobs.dto';
import { JobErrorCode, jobError } from './jobs.errors';
import { JobValues, JobsRepository } from './jobs.repository';
import { formatNumber } from '../../game/arabic-numbers.rules';

/**
 * Jobs (spec 001 sections 2.7, 3, 5; DESIGN.md section 6): one job at a time, taken when the
 * player's level reaches the job's minLevel; the daily payroll (PayrollService) pays it.
 */
@Injectable()
export class JobsService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly characters: CharacterService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly tx: Tx,
  ) {}

  /** Enabled jobs with their lock state and the job the player holds; the `jobs:update` payload. @throws CHARACTER_NOT_FOUND */
  async getJobs(userId: string): Promise<JobsDto> {
    const character = await this.characters.getCharacter(userId);
    const [jobs, current] = await Promise.all([
      this.jobs.listEnabled(),
      this.jobs.employmentOf(character.id),
    ]);
    return toJobsDto(character.level, jobs, current);
  }

  /**
   * Takes a job, replacing the one held (one at a time).
   * @throws JOB_NOT_FOUND (404) for an unknown or disabled job; JOB_LEVEL_TOO_LOW (403,
   * 'هذه الوظيفة تتطلب المستوى {n}', with `requiredLevel`); ALREADY_IN_JOB (400) for the job already held.
   */
  async takeJob(userId: string, jobId: number): Promise<JobsDto> {
    await inRetriedTransaction(this.tx, async () => {
      const character = await this.characters.lockForUser(userId);
      const job = await this.jobs.findByIdForShare(jobId);
      if (!job || !job.isEnabled) throw jobError(JobErrorCode.JOB_NOT_FOUND);
      if (job.minLevel > character.level) {
        throw jobError(
          JobErrorCode.JOB_LEVEL_TOO_LOW,
          { requiredLevel: job.minLevel },
          `هذه الوظيفة تتطلب المستوى ${formatNumber(job.minLevel)}`,
        );
      }
      const current = await this.jobs.employmentOf(character.id);
      if (current?.job.id === job.id) throw jobError(JobErrorCode.ALREADY_IN_JOB);
      await this.jobs.hire(character.id, job.id, this.clock.now());
    });
    return this.pushJobs(userId);
  }

  /** Leaves the job held. @throws NOT_EMPLOYED (400) without one. */
  async quitJob(userId: string): Promise<JobsDto> {
    await inRetriedTransaction(this.tx, async () => {
      const character = await this.characters.lockForUser(userId);
      if (!(await this.jobs.release(character.id))) throw jobError(JobErrorCode.NOT_EMPLOYED);
    });
    return this.pushJobs(userId);
  }

  /** Every job, enabled or not (admin screen). */
  async listAllJobs(): Promise<JobDto[]> {
    return (await this.jobs.listAll()).map(toJobDto);
  }

  /** Creates a job; omitted fields take spec 001 section 9's defaults. */
  async createJob(dto: CreateJobDto): Promise<JobDto> {
    const job = await this.jobs.create({
      name: dto.name,
      description: dto.description,
      tier: dto.tier ?? NEW_JOB_DEFAULTS.tier,
      minLevel: dto.minLevel ?? NEW_JOB_DEFAULTS.minLevel,
      salary: dto.salary ?? NEW_JOB_DEFAULTS.salary,
      expPerDay: dto.expPerDay ?? NEW_JOB_DEFAULTS.expPerDay,
      isEnabled: dto.isEnabled ?? NEW_JOB_DEFAULTS.isEnabled,
    });
    return toJobDto(job);
  }

  /** Changes the given fields (null counts as not given). @throws JOB_NOT_FOUND */
  async updateJob(id: number, dto: UpdateJobDto): Promise<JobDto> {
    const values: Partial<JobValues> = {};
    for (const key of [
      'name',
      'description',
      'tier',
      'minLevel',
      'salary',
      'expPerDay',
      'isEnabled',
    ] as const) {
      if (dto[key] !== undefined && dto[key] !== null) Object.assign(values, { [key]: dto[key] });
    }
    const job = await this.jobs.update(id, values);
    if (!job) throw jobError(JobErrorCode.JOB_NOT_FOUND);
    return toJobDto(job);
  }

  /** Deletes a job; its holders lose it and get `jobs:update`. @throws JOB_NOT_FOUND */
  async deleteJob(id: number): Promise<JobDeletedDto> {
    const released = await inRetriedTransaction(this.tx, () => this.jobs.delete(id));
    if (!released) throw jobError(JobErrorCode.JOB_NOT_FOUND);
    await Promise.all(released.map((userId) => this.pushJobs(userId).catch(() => undefined)));
    return { success: true, id };
  }

  /** The player's jobs list, also pushed to their other sockets. */
  private async pushJobs(userId: string): Promise<JobsDto> {
    const jobs = await this.getJobs(userId);
    await this.events.publish('jobs.changed', { userId, jobs });
    return jobs;
  }
}
