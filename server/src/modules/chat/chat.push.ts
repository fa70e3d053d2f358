import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import { ChatEvents, GLOBAL_CHAT_ROOM } from './chat.events';

/**
 * What the global chat pushes (DESIGN.md section 4): to room `global-chat`.
 */
@Injectable()
export class ChatPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
  ) {}

  private readonly pushes: Pushes<ChatEvents> = {
    'globalChat.messagePosted': ({ message }) =>
      this.publisher.toRoom(GLOBAL_CHAT_ROOM, 'global_message', message),
    'globalChat.changed': ({ chat }) => this.publisher.toRoom(GLOBAL_CHAT_ROOM, 'globalChat:update', chat),
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }
}
