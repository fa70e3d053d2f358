import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import type { GameNewsEvents } from './game-news.events';

/**
 * What game news pushes (DESIGN.md section 4): the active news, to everyone.
 */
@Injectable()
export class GameNewsPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
  ) {}

  private readonly pushes: Pushes<GameNewsEvents> = {
    'gameNews.changed': ({ news }) => this.publisher.toEveryone('gameNews:update', news),
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }
}
