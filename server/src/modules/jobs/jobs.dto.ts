import { ApiProperty, PartialType } from '@nestjs/swagger';
import { msg } from '../../common/validation/messages';
import { CharacterJobEntity } from './character-job.entity';
import { JobEntity } from './job.entity';
import { BooleanField, IntegerField, TextField } from '../../common/validation/fields';

/** Spec 001 section 9: a new job's defaults. */
export const NEW_JOB_DEFAULTS = { tier: 1, minLevel: 1, salary: 50, expPerDay: 10, isEnabled: true } as const;

/** A job as the admin screen edits it (spec 001 section 3, Job). */
export class JobDto {
  @ApiProperty({ type: 'integer' }) id: number;
  name: string;
  description: string;
  /** 1..6: beginner, intermediate, advanced, expert, legendary, epic. */
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 6 }) tier: number;
  @ApiProperty({ type: 'integer' }) minLevel: number;
  /** Money paid per day. */
  @ApiProperty({ type: 'integer' }) salary: number;
  @ApiProperty({ type: 'integer' }) expPerDay: number;
  isEnabled: boolean;
  createdAt: string;
  updatedAt: string;
}

/** `POST /api/jobs/admin` (spec 001 section 5, Job form); omitted fields take spec 001 section 9's defaults. */
export class CreateJobDto {
  @TextField({ label: 'اسم الوظيفة', trim: true, notEmpty: true, maxLength: 100 })
  name: string;

  @TextField({ label: 'وصف الوظيفة', trim: true, notEmpty: true, maxLength: 1000 })
  description: string;

  /** 1..6: beginner, intermediate, advanced, expert, legendary, epic. */
  @IntegerField({
    label: 'فئة الوظيفة',
    min: 1,
    max: 6,
    optional: true,
    default: NEW_JOB_DEFAULTS.tier,
    messages: {
      integer: msg.integer,
      min: 'فئة الوظيفة يجب أن تكون بين 1 و 6',
      max: 'فئة الوظيفة يجب أن تكون بين 1 و 6',
    },
  })
  tier?: number;

  @IntegerField({
    label: 'المستوى المطلوب',
    min: 1,
    max: 100,
    optional: true,
    default: NEW_JOB_DEFAULTS.minLevel,
    messages: { integer: msg.integer },
  })
  minLevel?: number;

  /** Money per day. */
  @IntegerField({
    label: 'الراتب',
    min: 1,
    max: 1_000_000_000_000,
    optional: true,
    default: NEW_JOB_DEFAULTS.salary,
    messages: { integer: msg.integer },
  })
  salary?: number;

  @IntegerField({
    label: 'الخبرة اليومية',
    min: 1,
    max: 1_000_000_000,
    optional: true,
    default: NEW_JOB_DEFAULTS.expPerDay,
    messages: { integer: msg.integer },
  })
  expPerDay?: number;

  @BooleanField({ label: 'حالة التفعيل', optional: true, default: NEW_JOB_DEFAULTS.isEnabled })
  isEnabled?: boolean;
}

/** `PUT /api/jobs/admin/{id}`: any subset of the fields. */
export class UpdateJobDto extends PartialType(CreateJobDto, { skipNullProperties: false }) {}

export class JobDeletedDto {
  success: boolean;
  @ApiProperty({ type: 'integer' }) id: number;
}

/** One enabled job in the player's list. */
export class JobListingDto {
  @ApiProperty({ type: 'integer' }) id: number;
  name: string;
  description: string;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 6 }) tier: number;
  @ApiProperty({ type: 'integer' }) minLevel: number;
  /** Money per day. */
  @ApiProperty({ type: 'integer' }) salary: number;
  @ApiProperty({ type: 'integer' }) expPerDay: number;
  /** The player's level is below minLevel. */
  locked: boolean;
  /** The player holds this job. */
  isCurrent: boolean;
}

/** The job the player holds; it may since have been disabled (then it pays nothing until enabled again). */
export class CurrentJobDto {
  @ApiProperty({ type: 'integer' }) id: number;
  name: string;
  description: string;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 6 }) tier: number;
  @ApiProperty({ type: 'integer' }) minLevel: number;
  @ApiProperty({ type: 'integer' }) salary: number;
  @ApiProperty({ type: 'integer' }) expPerDay: number;
  isEnabled: boolean;
  /** ISO time the player took the job. */
  hiredAt: string;
}

/** `GET /api/jobs` (also after take and quit); the `jobs:update` payload. */
export class JobsDto {
  @ApiProperty({ type: 'integer' }) playerLevel: number;
  @ApiProperty({ type: CurrentJobDto, nullable: true }) currentJob: CurrentJobDto | null;
  /** Enabled jobs by tier, then required level. */
  jobs: JobListingDto[];
}

export function toJobDto(job: JobEntity): JobDto {
  return {
    id: job.id,
    name: job.name,
    description: job.description,
    tier: job.tier,
    minLevel: job.minLevel,
    salary: job.salary,
    expPerDay: job.expPerDay,
    isEnabled: job.isEnabled,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}

export function toJobsDto(
  level: number,
  jobs: JobEntity[],
  current: { job: JobEntity; employment: CharacterJobEntity } | null,
): JobsDto {
  const fields = (job: JobEntity) => ({
    id: job.id,
    name: job.name,
    description: job.description,
    tier: job.tier,
    minLevel: job.minLevel,
    salary: job.salary,
    expPerDay: job.expPerDay,
  });
  return {
    playerLevel: level,
    currentJob: current
      ? {
          ...fields(current.job),
          isEnabled: current.job.isEnabled,
          hiredAt: current.employment.hiredAt.toISOString(),
        }
      : null,
    jobs: jobs.map((job) => ({
      ...fields(job),
      locked: job.minLevel > level,
      isCurrent: current?.job.id === job.id,
    })),
  };
}
