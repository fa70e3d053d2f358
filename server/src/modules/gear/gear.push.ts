import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import type { PropertyKind } from './gear.entity';
import { GearEvents, PROPERTY_ROOMS, SHOP_ROOM } from './gear.events';
import { PropertyService } from './property.service';

/**
 * What gear pushes (DESIGN.md section 4): the inventory, the shop to room `shop`, a property list
 * (the HUD follows from the wallet's announcement and `character.changed`).
 */
@Injectable()
export class GearPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
    private readonly property: PropertyService,
  ) {}

  private readonly pushes: Pushes<GearEvents> = {
    'inventory.changed': ({ userId, inventory }) =>
      this.publisher.toUser(userId, 'inventory:update', inventory),
    'shop.changed': ({ shop }) => this.publisher.toRoom(SHOP_ROOM, 'shop:update', shop),
    'propertyCatalogue.changed': ({ kind }) => this.pushPropertyToViewers(kind),
    'property.changed': (event) => {
      if (event.kind === 'house') this.publisher.toUser(event.userId, 'houses:update', event.list);
      else if (event.kind === 'ride') this.publisher.toUser(event.userId, 'rides:update', event.list);
      else this.publisher.toUser(event.userId, 'pets:update', event.list);
      this.publisher.toUser(event.userId, 'inventory:update', event.inventory);
    },
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }

  /**
   * After an admin change of a property catalogue: every socket of the kind's room, on any node, gets
   * its player's own list (one read per player). A player whose list cannot be read (the character
   * was deleted) is skipped, not the others.
   */
  private async pushPropertyToViewers(kind: PropertyKind): Promise<void> {
    const lists = new Map<string, ReturnType<PropertyService['list']>>();
    for (const socket of await this.publisher.socketsIn(PROPERTY_ROOMS[kind])) {
      const userId = socket.data.userId;
      if (!userId) continue;
      if (!lists.has(userId)) lists.set(userId, this.property.list(kind, userId));
      const list = await lists.get(userId)!.catch(() => null);
      if (!list) continue;
      if ('houses' in list) this.publisher.toSocket(socket.id, 'houses:update', list);
      else if ('rides' in list) this.publisher.toSocket(socket.id, 'rides:update', list);
      else this.publisher.toSocket(socket.id, 'pets:update', list);
    }
  }
}
