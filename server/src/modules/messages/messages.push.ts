import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import type { MessagesEvents } from './messages.events';

/**
 * What private messages push (DESIGN.md section 4): to both participants, each its own page.
 */
@Injectable()
export class MessagesPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
  ) {}

  private readonly pushes: Pushes<MessagesEvents> = {
    'privateMessage.sent': ({ senderId, receiverId, message }) => {
      this.publisher.toUser(senderId, 'message_sent', message);
      this.publisher.toUser(receiverId, 'receive_message', message);
    },
    'privateMessages.read': ({ read }) => {
      this.publisher.toUser(read.senderId, 'message_read', read);
      this.publisher.toUser(read.readerId, 'message_read', read);
    },
    'privateMessages.unreadCountChanged': ({ userId, count }) =>
      this.publisher.toUser(userId, 'unreadMessagesCount:update', { count }),
    'conversation.changed': ({ pages }) => {
      for (const { userId, page } of pages) this.publisher.toUser(userId, 'messages:update', page);
    },
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }
}
