import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { msg } from '../../common/validation/messages';
import { CharacterJobEntity } from './character-job.entity';
import { JobEntity } from './job.entity';
import { trim } from '../../common/validation/transforms';
import { IsOptionalNonNull } from '../../common/validation/optional';

const integer = (label: string) => `${label} يجب أن يكون عدداً صحيحاً`;

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
  @trim()
  @IsString({ message: msg.required('اسم الوظيفة') })
  @IsNotEmpty({ message: msg.required('اسم الوظيفة') })
  @MaxLength(100, { message: msg.maxLength('اسم الوظيفة', 100) })
  name: string;

  @trim()
  @IsString({ message: msg.required('وصف الوظيفة') })
  @IsNotEmpty({ message: msg.required('وصف الوظيفة') })
  @MaxLength(1000, { message: msg.maxLength('وصف الوظيفة', 1000) })
  description: string;

  /** 1..6: beginner, intermediate, advanced, expert, legendary, epic. */
  @ApiProperty({ type: 'integer', required: false, default: NEW_JOB_DEFAULTS.tier, minimum: 1, maximum: 6 })
  @IsOptionalNonNull()
  @IsInt({ message: integer('فئة الوظيفة') })
  @Min(1, { message: 'فئة الوظيفة يجب أن تكون بين 1 و 6' })
  @Max(6, { message: 'فئة الوظيفة يجب أن تكون بين 1 و 6' })
  tier?: number;

  @ApiProperty({ type: 'integer', required: false, default: NEW_JOB_DEFAULTS.minLevel, minimum: 1 })
  @IsOptionalNonNull()
  @IsInt({ message: integer('المستوى المطلوب') })
  @Min(1, { message: msg.min('المستوى المطلوب', 1) })
  @Max(100, { message: msg.max('المستوى المطلوب', 100) })
  minLevel?: number;

  /** Money per day. */
  @ApiProperty({ type: 'integer', required: false, default: NEW_JOB_DEFAULTS.salary, minimum: 1 })
  @IsOptionalNonNull()
  @IsInt({ message: integer('الراتب') })
  @Min(1, { message: msg.min('الراتب', 1) })
  @Max(1_000_000_000_000, { message: msg.max('الراتب', 1_000_000_000_000) })
  salary?: number;

  @ApiProperty({ type: 'integer', required: false, default: NEW_JOB_DEFAULTS.expPerDay, minimum: 1 })
  @IsOptionalNonNull()
  @IsInt({ message: integer('الخبرة اليومية') })
  @Min(1, { message: msg.min('الخبرة اليومية', 1) })
  @Max(1_000_000_000, { message: msg.max('الخبرة اليومية', 1_000_000_000) })
  expPerDay?: number;

  @ApiProperty({ required: false, default: NEW_JOB_DEFAULTS.isEnabled })
  @IsOptionalNonNull()
  @IsBoolean({ message: msg.invalid('حالة التفعيل') })
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
