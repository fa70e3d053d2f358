import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ModerationModule } from '../moderation/moderation.module';
import { ChatAdminService } from './chat-admin.service';
import { ChatReportsService } from './chat-reports.service';
import { ChatController } from './chat.controller';
import { ChatGateway } from './chat.gateway';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';
import { ChatPush } from './chat.push';

/** The global chat, its admin socket actions and reports (DESIGN.md section 6, Chat). */
@Module({
  imports: [AuthModule, ModerationModule],
  controllers: [ChatController],
  providers: [ChatPush, ChatRepository, ChatService, ChatAdminService, ChatReportsService, ChatGateway],
})
export class ChatModule {}
