import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { NodeHeartbeatService } from './node-heartbeat.service';
import { OperationsController } from './operations.controller';
import { OperationsService } from './operations.service';

/**
 * The live operations panel (issue 30, part 5): every node's heartbeat into Redis and the admin
 * endpoints that read the heartbeats and the queues and retry failed jobs.
 */
@Module({
  imports: [AdminModule],
  controllers: [OperationsController],
  providers: [NodeHeartbeatService, OperationsService],
})
export class OperationsModule {}
