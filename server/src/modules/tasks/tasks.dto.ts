import { ApiProperty, PartialType } from '@nestjs/swagger';
import { msg } from '../../common/validation/messages';
import { TASK_METRICS, TaskMetric, TaskProgress } from '../../game/progress.rules';
import type { RankingEntity, TaskEntity } from './task.entity';
import { BooleanField, EnumField, IntegerField, TextField } from '../../common/validation/fields';

const BIG = 1_000_000_000_000;

/** `POST /api/tasks` (spec 002 sections 3, 5, 7): rewards and points default to 0, active to true. */
export class CreateTaskDto {
  @TextField({ label: 'عنوان المهمة', trim: true, notEmpty: true, maxLength: 100 })
  title: string;

  @TextField({ label: 'وصف المهمة', trim: true, notEmpty: true, maxLength: 1000 })
  description: string;

  @EnumField({ values: TASK_METRICS, enumName: 'TaskMetric', label: 'مقياس المهمة' })
  metric: TaskMetric;

  @IntegerField({ label: 'الهدف', min: 1, max: BIG, messages: { integer: msg.integer } })
  goal: number;

  /** Money. */
  @IntegerField({
    label: 'مكافأة المال',
    min: 0,
    max: BIG,
    optional: true,
    default: 0,
    messages: { integer: msg.integer },
  })
  rewardMoney?: number;

  @IntegerField({
    label: 'مكافأة الخبرة',
    min: 0,
    max: 1_000_000_000,
    optional: true,
    default: 0,
    messages: { integer: msg.integer },
  })
  rewardExp?: number;

  @IntegerField({
    label: 'مكافأة البلاك كوين',
    min: 0,
    max: 1_000_000_000,
    optional: true,
    default: 0,
    messages: { integer: msg.integer },
  })
  rewardBlackcoins?: number;

  @IntegerField({
    label: 'نقاط التقدم',
    min: 0,
    max: 1_000_000_000,
    optional: true,
    default: 0,
    messages: { integer: msg.integer },
  })
  progressPoints?: number;

  @BooleanField({ label: 'حالة التفعيل', optional: true, default: true })
  isActive?: boolean;
}

/** `PUT /api/tasks/{id}`: any subset of the fields. */
export class UpdateTaskDto extends PartialType(CreateTaskDto, { skipNullProperties: false }) {}

/** A task as the admin screen edits it (spec 002 section 3, Task). */
export class TaskDto {
  @ApiProperty({ type: 'integer' }) id: number;
  title: string;
  description: string;
  @ApiProperty({ enum: TASK_METRICS, enumName: 'TaskMetric' }) metric: TaskMetric;
  @ApiProperty({ type: 'integer' }) goal: number;
  @ApiProperty({ type: 'integer' }) rewardMoney: number;
  @ApiProperty({ type: 'integer' }) rewardExp: number;
  @ApiProperty({ type: 'integer' }) rewardBlackcoins: number;
  @ApiProperty({ type: 'integer' }) progressPoints: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

export class DeletedDto {
  success: boolean;
  @ApiProperty({ type: 'integer' }) id: number;
}

/** A task in the player's list, with its live progress. */
export class PlayerTaskDto {
  @ApiProperty({ type: 'integer' }) id: number;
  title: string;
  description: string;
  @ApiProperty({ enum: TASK_METRICS, enumName: 'TaskMetric' }) metric: TaskMetric;
  @ApiProperty({ type: 'integer' }) goal: number;
  /** The metric's live value, capped at the goal. */
  @ApiProperty({ type: 'integer' }) progress: number;
  /** Whole percent 0..100. */
  @ApiProperty({ type: 'integer' }) percent: number;
  completed: boolean;
  claimed: boolean;
  /** Completed and not yet claimed. */
  canClaim: boolean;
  @ApiProperty({ type: 'integer' }) rewardMoney: number;
  @ApiProperty({ type: 'integer' }) rewardExp: number;
  @ApiProperty({ type: 'integer' }) rewardBlackcoins: number;
  @ApiProperty({ type: 'integer' }) progressPoints: number;
}

/** A rank of the ladder (spec 002 section 3, Ranking). */
export class RankingDto {
  @ApiProperty({ type: 'integer' }) id: number;
  title: string;
  @ApiProperty({ type: 'integer' }) rank: number;
  @ApiProperty({ type: 'integer' }) requiredPoints: number;
  /** Added to strength. */
  @ApiProperty({ type: 'integer' }) powerBonus: number;
  /** Added to defense. */
  @ApiProperty({ type: 'integer' }) defenseBonus: number;
  isActive: boolean;
}

/** `GET /api/tasks` and the `tasks:update` payload: tasks with live progress, points and the rank card. */
export class TasksDto {
  tasks: PlayerTaskDto[];
  /** Active tasks reached and not claimed. */
  @ApiProperty({ type: 'integer' }) unclaimedCount: number;
  @ApiProperty({ type: 'integer' }) progressPoints: number;
  @ApiProperty({ type: RankingDto, nullable: true }) currentRank: RankingDto | null;
  /** Null at the top of the ladder. */
  @ApiProperty({ type: RankingDto, nullable: true }) nextRank: RankingDto | null;
  /** Whole percent of the way from the current rank to the next (100 at the top). */
  @ApiProperty({ type: 'integer' }) rankProgressPercent: number;
}

/** What a claim paid. */
export class TaskRewardDto {
  @ApiProperty({ type: 'integer' }) money: number;
  @ApiProperty({ type: 'integer' }) exp: number;
  @ApiProperty({ type: 'integer' }) blackcoins: number;
  @ApiProperty({ type: 'integer' }) progressPoints: number;
}

/** `POST /api/tasks/{id}/claim`: the reward and the list afterwards. */
export class TaskClaimDto {
  success: boolean;
  message: string;
  reward: TaskRewardDto;
  tasks: TasksDto;
}

/** `GET /api/tasks/unclaimed-count` and the `unclaimedTasksCount:update` payload (spec 000 section 7). */
export class UnclaimedTasksCountDto {
  @ApiProperty({ type: 'integer' }) count: number;
}

export function toTaskDto(task: TaskEntity): TaskDto {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    metric: task.metric,
    goal: task.goal,
    rewardMoney: task.rewardMoney,
    rewardExp: task.rewardExp,
    rewardBlackcoins: task.rewardBlackcoins,
    progressPoints: task.progressPoints,
    isActive: task.isActive,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}

export function toPlayerTaskDto(task: TaskEntity, progress: TaskProgress, claimed: boolean): PlayerTaskDto {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    metric: task.metric,
    goal: task.goal,
    progress: progress.progress,
    percent: progress.percent,
    completed: progress.completed,
    claimed,
    canClaim: progress.completed && !claimed,
    rewardMoney: task.rewardMoney,
    rewardExp: task.rewardExp,
    rewardBlackcoins: task.rewardBlackcoins,
    progressPoints: task.progressPoints,
  };
}

export function toRankingDto(rank: RankingEntity): RankingDto {
  return {
    id: rank.id,
    title: rank.title,
    rank: rank.rank,
    requiredPoints: rank.requiredPoints,
    powerBonus: rank.powerBonus,
    defenseBonus: rank.defenseBonus,
    isActive: rank.isActive,
  };
}
