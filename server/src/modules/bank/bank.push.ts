import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import type { BankEvents } from './bank.events';

/**
 * What the bank pushes (DESIGN.md section 4): the bank screen (the HUD follows from the wallet's
 * announcement).
 */
@Injectable()
export class BankPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
  ) {}

  private readonly pushes: Pushes<BankEvents> = {
    'bank.changed': ({ userId, bank }) => this.publisher.toUser(userId, 'bank:update', bank),
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }
}
