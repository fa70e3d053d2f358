import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebPushController } from './web-push.controller';
import { WebPushListener } from './web-push.listener';
import { WebPushMetrics } from './web-push.metrics';
import { PushPreferencesEntity } from './web-push-preferences.entity';
import { WebPushQueue } from './web-push.queue';
import { WebPushRepository } from './web-push.repository';
import { WebPushSender } from './web-push-sender';
import { WebPushService } from './web-push.service';
import { PushSubscriptionEntity } from './web-push-subscription.entity';

/**
 * Web push (issue 26, part 2) on every node: the subscriptions and preferences API, and the listener
 * that enqueues pushes from the domain events. The sender runs in `WebPushWorkerModule`.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PushSubscriptionEntity, PushPreferencesEntity])],
  controllers: [WebPushController],
  providers: [
    WebPushRepository,
    WebPushService,
    WebPushSender,
    WebPushQueue,
    WebPushListener,
    WebPushMetrics,
  ],
  exports: [WebPushRepository, WebPushService, WebPushSender, WebPushQueue, WebPushMetrics],
})
export class WebPushModule {}
