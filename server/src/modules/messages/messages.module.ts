import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PrivateMessageEntity } from './private-message.entity';
import { MessageReportEntity } from './message-report.entity';
import { ModerationModule } from '../moderation/moderation.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ConversationsService } from './conversations.service';
import { MessageReportsController } from './message-reports.controller';
import { MessageReportsRepository } from './message-reports.repository';
import { MessageReportsService } from './message-reports.service';
import { MessagesController } from './messages.controller';
import { MessagesGateway } from './messages.gateway';
import { MessagesRepository } from './messages.repository';
import { MessagesService } from './messages.service';
import { MessagesPush } from './messages.push';

/** Private messages, their reports and the inbox (DESIGN.md section 6, Chat). */
@Module({
  imports: [
    TypeOrmModule.forFeature([PrivateMessageEntity, MessageReportEntity]),
    ModerationModule,
    NotificationsModule,
  ],
  // The reports controller first: `messages/reports` must not be taken for a message id.
  controllers: [MessageReportsController, MessagesController],
  providers: [
    MessagesPush,
    MessagesRepository,
    MessageReportsRepository,
    ConversationsService,
    MessagesService,
    MessageReportsService,
    MessagesGateway,
  ],
  exports: [ConversationsService, MessageReportsService],
})
export class MessagesModule {}
