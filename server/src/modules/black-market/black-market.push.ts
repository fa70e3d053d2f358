import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import { BLACK_MARKET_ROOM, BlackMarketEvents } from './black-market.events';
import { BlackMarketService } from './black-market.service';

/**
 * What the black market pushes (DESIGN.md section 4): every open market screen (room
 * `black-market`) gets the first page again.
 */
@Injectable()
export class BlackMarketPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
    private readonly blackMarket: BlackMarketService,
  ) {}

  private readonly pushes: Pushes<BlackMarketEvents> = {
    'blackMarket.changed': async () =>
      this.publisher.toRoom(BLACK_MARKET_ROOM, 'blackMarket:update', await this.blackMarket.getListings({})),
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }
}
