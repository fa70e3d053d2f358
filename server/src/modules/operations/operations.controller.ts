import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import { AuditedByService } from '../admin/admin-request-audit.interceptor';
import { OperationsPanelDto, QueueParamsDto, QueueRetryResultDto } from './operations.dto';
import { OperationsService } from './operations.service';

/** The live operations panel (issue 30, part 5); admins only. */
@ApiTags('admin-operations')
@ApiBearerAuth()
@AdminOnly()
@AuditedByService()
@Controller('admin/operations')
export class OperationsController {
  constructor(private readonly operations: OperationsService) {}

  /** Nodes (sockets, uptime, timer lateness), queue counts and the last economy audit; polled by the panel. */
  @Get()
  getOperationsPanel(): Promise<OperationsPanelDto> {
    return this.operations.panel();
  }

  /** Moves a queue's failed jobs back to waiting (audit-logged as `queue.retry`). */
  @Post('queues/:queue/retry')
  @HttpCode(200)
  retryFailedJobs(
    @CurrentUser() admin: AuthUser,
    @Param() params: QueueParamsDto,
  ): Promise<QueueRetryResultDto> {
    return this.operations.retryFailed(admin.id, params.queue);
  }
}
