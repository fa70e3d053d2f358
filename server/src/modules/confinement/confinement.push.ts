import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import type { ConfinementEvents } from './confinement.events';
import { ConfinementService } from './confinement.service';

/**
 * What confinement pushes (DESIGN.md section 4): `hospital:enter` / `jail:enter` and their leave
 * events, with the confinement screen (as the publisher computed it, else read once). The HUD follows
 * from `character.changed` and the wallet's announcement.
 */
@Injectable()
export class ConfinementPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
    private readonly confinement: ConfinementService,
  ) {}

  private readonly pushes: Pushes<ConfinementEvents> = {
    'confinement.entered': async ({ userId, kind, until, state }) => {
      this.publisher.toUser(userId, kind === 'hospital' ? 'hospital:enter' : 'jail:enter', {
        until: until.toISOString(),
      });
      if (state) this.publisher.toUser(userId, 'confinementUpdate', state);
      else await this.pushConfinement(userId);
    },
    'confinement.left': async ({ userId, kind, releasedAt, confinement }) => {
      this.publisher.toUser(userId, kind === 'hospital' ? 'hospital:leave' : 'jail:leave', {
        releasedAt: releasedAt.toISOString(),
      });
      if (confinement) this.publisher.toUser(userId, 'confinementUpdate', confinement);
      else await this.pushConfinement(userId);
    },
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }

  private async pushConfinement(userId: string): Promise<void> {
    this.publisher.toUser(userId, 'confinementUpdate', await this.confinement.getConfinement(userId));
  }
}
