import { ApiProperty } from '@nestjs/swagger';
import { QueueName } from '../../infra/queue/queues';
import { EnumField } from '../../common/validation/fields';

export const QUEUE_NAMES = Object.values(QueueName);

/** Timer lateness of one queue on one node (`bullmq_timer_lateness_seconds`). */
export class QueueLatenessDto {
  queue: string;
  /** Timers first started since the node booted. */
  @ApiProperty({ type: 'integer' }) count: number;
  /** Their mean lateness in seconds; null when none. */
  @ApiProperty({ type: Number, nullable: true }) meanSeconds: number | null;
  /** Timers started in the last minute. */
  @ApiProperty({ type: 'integer' }) recentCount: number;
  /** Their mean lateness in seconds; null when none. */
  @ApiProperty({ type: Number, nullable: true }) recentMeanSeconds: number | null;
}

/** The last economy audit of a worker node (`darkcity_economy_audit_*`). */
export class EconomyAuditFiguresDto {
  /** ISO time it answered; null before the first. */
  @ApiProperty({ type: String, nullable: true }) lastRunAt: string | null;
  ok: boolean;
  durationSeconds: number;
  /** Held minus net created per currency, 0 when balanced. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' } }) drift: Record<string, number>;
  /** Audits that threw since the node started. */
  @ApiProperty({ type: 'integer' }) errors: number;
}

/** One API or worker node, from its last heartbeat. */
export class OperationsNodeDto {
  nodeId: string;
  @ApiProperty({ enum: ['api', 'worker', 'all'], enumName: 'NodeRole' }) role: 'api' | 'worker' | 'all';
  hostname: string;
  @ApiProperty({ type: 'integer' }) pid: number;
  /** ISO time the process started. */
  startedAt: string;
  @ApiProperty({ type: 'integer' }) uptimeSeconds: number;
  /** ISO time of its last heartbeat. */
  beatAt: string;
  @ApiProperty({ type: 'integer' }) sockets: number;
  lateness: QueueLatenessDto[];
  @ApiProperty({ type: EconomyAuditFiguresDto, nullable: true }) economyAudit: EconomyAuditFiguresDto | null;
}

/** One BullMQ queue's job counts (`bullmq_queue_depth`). */
export class OperationsQueueDto {
  @ApiProperty({ enum: QUEUE_NAMES, enumName: 'QueueName' }) name: string;
  @ApiProperty({ type: 'integer' }) waiting: number;
  @ApiProperty({ type: 'integer' }) delayed: number;
  @ApiProperty({ type: 'integer' }) active: number;
  @ApiProperty({ type: 'integer' }) failed: number;
  @ApiProperty({ type: 'integer' }) completed: number;
}

/** `GET /api/admin/operations`: the live operations panel (issue 30, part 5). */
export class OperationsPanelDto {
  /** ISO time of this answer. */
  at: string;
  /** Nodes with a live heartbeat, oldest process first. */
  nodes: OperationsNodeDto[];
  /** Every queue; empty while Redis does not answer. */
  queues: OperationsQueueDto[];
  /** The newest economy audit any worker node ran; null before the first. */
  @ApiProperty({ type: EconomyAuditFiguresDto, nullable: true }) economyAudit: EconomyAuditFiguresDto | null;
}

/** Path of `POST /api/admin/operations/queues/{queue}/retry`. */
export class QueueParamsDto {
  @EnumField({ values: QUEUE_NAMES, enumName: 'QueueName', message: 'الطابور غير موجود' })
  queue: string;
}

/** `POST /api/admin/operations/queues/{queue}/retry`. */
export class QueueRetryResultDto {
  @ApiProperty({ enum: QUEUE_NAMES, enumName: 'QueueName' }) queue: string;
  /** Failed jobs moved back to waiting. */
  @ApiProperty({ type: 'integer' }) retried: number;
  message: string;
}
