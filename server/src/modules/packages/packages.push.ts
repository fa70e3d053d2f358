import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import { SPECIAL_SHOP_ROOM, type PackagesEvents } from './packages.events';
import { PackagesService } from './packages.service';

/**
 * What the packages module pushes (DESIGN.md section 4; spec 000 section 7): after an admin change of
 * a package or a special item, the shop as everyone sees it now, to room `special-shop` on every
 * node. A failed read is logged by the bus with the event's name; the open shops then catch up on
 * their next `specialShop:request` (the client sends one at every (re)connection).
 */
@Injectable()
export class PackagesPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
    private readonly packages: PackagesService,
  ) {}

  private readonly pushes: Pushes<PackagesEvents> = {
    'specialShop.changed': async () =>
      this.publisher.toRoom(SPECIAL_SHOP_ROOM, 'specialShop:update', await this.packages.getSpecialShop()),
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }
}
