import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import type { LoginGiftEvents } from './login-gift.events';

/**
 * What the login gift pushes (DESIGN.md section 4): the calendar, and the inventory when the gift
 * gave items (the HUD follows from the wallet's announcement).
 */
@Injectable()
export class LoginGiftPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
  ) {}

  private readonly pushes: Pushes<LoginGiftEvents> = {
    'loginGift.claimed': ({ userId, status, inventory }) => {
      this.publisher.toUser(userId, 'loginGift:update', status);
      if (inventory) this.publisher.toUser(userId, 'inventory:update', inventory);
    },
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }
}
