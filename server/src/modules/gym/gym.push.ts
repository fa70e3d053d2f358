import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import type { GymEvents } from './gym.events';

/**
 * What the gym pushes (DESIGN.md section 4): the training's start and end (the HUD follows from
 * the wallet's announcement and `character.changed`).
 */
@Injectable()
export class GymPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
  ) {}

  private readonly pushes: Pushes<GymEvents> = {
    'training.started': ({ userId, training }) => this.publisher.toUser(userId, 'training:start', training),
    'training.completed': ({ userId, training }) =>
      this.publisher.toUser(userId, 'training:complete', training),
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }
}
