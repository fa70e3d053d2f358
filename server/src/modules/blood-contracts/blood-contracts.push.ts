import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import type { BloodContractsEvents } from './blood-contracts.events';

/**
 * What blood contracts push (DESIGN.md section 4): each player concerned gets its own list.
 */
@Injectable()
export class BloodContractsPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
  ) {}

  private readonly pushes: Pushes<BloodContractsEvents> = {
    'bloodContracts.changed': ({ lists }) => {
      for (const { userId, contracts } of lists)
        this.publisher.toUser(userId, 'bloodContract:update', contracts);
    },
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }
}
