import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PushController } from './push.controller';
import { PushListener } from './push.listener';
import { PushMetrics } from './push.metrics';
import { PushPreferencesEntity } from './push-preferences.entity';
import { PushQueue } from './push.queue';
import { PushRepository } from './push.repository';
import { PushSender } from './push-sender';
import { PushService } from './push.service';
import { PushSubscriptionEntity } from './push-subscription.entity';

/**
 * Web push (issue 26, part 2) on every node: the subscriptions and preferences API, and the listener
 * that enqueues pushes from the domain events. The sender runs in `PushWorkerModule`.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PushSubscriptionEntity, PushPreferencesEntity])],
  controllers: [PushController],
  providers: [PushRepository, PushService, PushSender, PushQueue, PushListener, PushMetrics],
  exports: [PushRepository, PushSender, PushQueue, PushMetrics],
})
export class PushModule {}
