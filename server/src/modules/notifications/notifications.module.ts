import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationEntity } from './notification.entity';
import { NotificationsController } from './notifications.controller';
import { NotificationsGateway } from './notifications.gateway';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { NotificationsPush } from './notifications.push';

/** Stored notifications; other features import it to call `NotificationsService.notify`. */
@Module({
  imports: [TypeOrmModule.forFeature([NotificationEntity])],
  controllers: [NotificationsController],
  providers: [NotificationsPush, NotificationsRepository, NotificationsService, NotificationsGateway],
  exports: [NotificationsService],
})
export class NotificationsModule {}
