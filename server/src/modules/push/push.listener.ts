import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DomainEventMap, DomainEventName } from '../../common/domain-events';
import { GLOBAL_CHAT_ROOM } from '../chat/chat.events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import { CharacterService } from '../character/character.service';
import { ConfinementService } from '../confinement/confinement.service';
import { BLACK_MARKET_ROOM } from '../black-market/black-market.events';
import { BlackMarketService } from '../black-market/black-market.service';
import { gangRoom } from '../gangs/gangs.events';
import type { PropertyKind } from '../gear/gear.entity';
import { PROPERTY_ROOMS, SHOP_ROOM } from '../gear/gear.events';
import { PropertyService } from '../gear/property.service';
import { GangsService } from '../gangs/gangs.service';

type Pushes = { [K in DomainEventName]: (event: DomainEventMap[K]) => void | Promise<void> };

/**
 * The one place domain events become socket emits (DESIGN.md section 4, "Realtime"): rooms
 * `user:<id>` and `global-chat`, through `RealtimePublisher` and the Redis adapter to every node.
 * Events arrive after their transaction committed. The table is exhaustive: a new event in
 * `DomainEventMap` does not compile until it says what it pushes (nothing is a valid answer).
 */
@Injectable()
export class PushListener implements OnModuleInit {
  private readonly logger = new Logger(PushListener.name);

  constructor(
    private readonly emitter: EventEmitter2,
    private readonly publisher: RealtimePublisher,
    private readonly characters: CharacterService,
    private readonly confinement: ConfinementService,
    private readonly gangs: GangsService,
    private readonly blackMarket: BlackMarketService,
    private readonly property: PropertyService,
  ) {}

  private readonly pushes: Pushes = {
    'character.changed': ({ userId, hud }) =>
      hud ? this.publisher.toUser(userId, 'hud:update', hud) : this.pushHud(userId),
    'user.banned': ({ userId, reason, bannedAt }) => {
      this.publisher.toUser(userId, 'banned', { reason, bannedAt });
      this.publisher.disconnectUser(userId);
    },
    'user.sessionsEnded': ({ userId }) => this.publisher.disconnectUser(userId),
    'user.kicked': ({ userId }) => this.publisher.disconnectUser(userId),
    'user.muted': ({ userId, mute }) => this.publisher.toUser(userId, 'muted', mute),
    // One event per player: the attacker gets the result of their attack, the defender the fight that
    // changed their state (spec 000 section 7 names both events).
    'fight.resolved': ({ attackerUserId, defenderUserId, result }) => {
      this.publisher.toUser(attackerUserId, 'fightResult', result);
      this.publisher.toUser(defenderUserId, 'fight:update', result);
    },
    'crime.committed': async ({ userId, result, crimes, hud }) => {
      this.publisher.toUser(userId, 'crime:update', result);
      if (crimes) this.publisher.toUser(userId, 'crimesList:update', crimes);
      if (hud) this.publisher.toUser(userId, 'hud:update', hud);
      else await this.pushHud(userId);
    },
    'crimes.cooldownsCleared': ({ userId, crimes }) =>
      this.publisher.toUser(userId, 'crimesList:update', crimes),
    'jobs.changed': ({ userId, jobs }) => this.publisher.toUser(userId, 'jobs:update', jobs),
    'bank.changed': async ({ userId, bank }) => {
      this.publisher.toUser(userId, 'bank:update', bank);
      await this.pushHud(userId);
    },
    'training.started': async ({ userId, training }) => {
      this.publisher.toUser(userId, 'training:start', training);
      await this.pushHud(userId);
    },
    'training.completed': async ({ userId, training }) => {
      this.publisher.toUser(userId, 'training:complete', training);
      await this.pushHud(userId);
    },
    'confinement.entered': async ({ userId, kind, until, state }) => {
      this.publisher.toUser(userId, kind === 'hospital' ? 'hospital:enter' : 'jail:enter', {
        until: until.toISOString(),
      });
      if (state) this.publisher.toUser(userId, 'confinementUpdate', state);
      else await this.pushConfinement(userId);
    },
    'confinement.left': async ({ userId, kind, releasedAt, confinement, hud }) => {
      this.publisher.toUser(userId, kind === 'hospital' ? 'hospital:leave' : 'jail:leave', {
        releasedAt: releasedAt.toISOString(),
      });
      if (confinement) this.publisher.toUser(userId, 'confinementUpdate', confinement);
      else await this.pushConfinement(userId);
      if (hud) this.publisher.toUser(userId, 'hud:update', hud);
      else await this.pushHud(userId);
    },
    'bloodContracts.changed': ({ lists }) => {
      for (const { userId, contracts } of lists)
        this.publisher.toUser(userId, 'bloodContract:update', contracts);
    },
    'notification.created': ({ userId, notification }) =>
      this.publisher.toUser(userId, 'notification', notification),
    'notifications.countChanged': ({ userId, count }) =>
      this.publisher.toUser(userId, 'notificationsCount:update', { count }),
    'globalChat.messagePosted': ({ message }) =>
      this.publisher.toRoom(GLOBAL_CHAT_ROOM, 'global_message', message),
    'globalChat.changed': ({ chat }) => this.publisher.toRoom(GLOBAL_CHAT_ROOM, 'globalChat:update', chat),
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
    // Members who left stop hearing the room and learn they have no gang; those who joined enter the
    // room (on every node) and get the page at once, since the room join may land after the room emit.
    'gang.changed': async ({ gangId, joined = [], left = [] }) => {
      const room = gangRoom(gangId);
      for (const userId of left) {
        this.publisher.leaveRoom(userId, room);
        this.publisher.toUser(userId, 'gang:update', null);
      }
      for (const userId of joined) this.publisher.joinRoom(userId, room);
      const gang = await this.gangs.findGang(gangId);
      if (!gang) return;
      this.publisher.toRoom(room, 'gang:update', gang);
      for (const userId of joined) this.publisher.toUser(userId, 'gang:update', gang);
    },
    'inventory.changed': async ({ userId, inventory }) => {
      this.publisher.toUser(userId, 'inventory:update', inventory);
      await this.pushHud(userId);
    },
    'shop.changed': ({ shop }) => this.publisher.toRoom(SHOP_ROOM, 'shop:update', shop),
    'propertyCatalogue.changed': ({ kind }) => this.pushPropertyToViewers(kind),
    // Pushed by PackagesGateway, which reads the shop where the packages are (issue 31).
    'specialShop.changed': () => undefined,
    'property.changed': async (event) => {
      if (event.kind === 'house') this.publisher.toUser(event.userId, 'houses:update', event.list);
      else if (event.kind === 'ride') this.publisher.toUser(event.userId, 'rides:update', event.list);
      else this.publisher.toUser(event.userId, 'pets:update', event.list);
      this.publisher.toUser(event.userId, 'inventory:update', event.inventory);
      await this.pushHud(event.userId);
    },
    'loginGift.claimed': async ({ userId, status, inventory }) => {
      this.publisher.toUser(userId, 'loginGift:update', status);
      if (inventory) this.publisher.toUser(userId, 'inventory:update', inventory);
      await this.pushHud(userId);
    },
    'tasks.changed': async ({ userId, tasks }) => {
      this.publisher.toUser(userId, 'tasks:update', tasks);
      this.publisher.toUser(userId, 'unclaimedTasksCount:update', { count: tasks.unclaimedCount });
      await this.pushHud(userId);
    },
    'tasks.unclaimedCountChanged': ({ userId, count }) =>
      this.publisher.toUser(userId, 'unclaimedTasksCount:update', { count }),
    'ministryMissions.changed': ({ userId, missions }) =>
      this.publisher.toUser(userId, 'ministryMission:update', missions),
    'gameNews.changed': ({ news }) => this.publisher.toEveryone('gameNews:update', news),
    'blackMarket.changed': async () =>
      this.publisher.toRoom(BLACK_MARKET_ROOM, 'blackMarket:update', await this.blackMarket.getListings({})),
  };

  onModuleInit(): void {
    for (const name of Object.keys(this.pushes) as DomainEventName[]) {
      const push = this.pushes[name] as (event: unknown) => void | Promise<void>;
      this.emitter.on(name, async (event: unknown) => {
        try {
          await push(event);
        } catch (error) {
          this.logger.error(`push of ${name} failed: ${(error as Error).stack ?? String(error)}`);
        }
      });
    }
  }

  private async pushHud(userId: string): Promise<void> {
    this.publisher.toUser(userId, 'hud:update', await this.characters.getHud(userId));
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

  private async pushConfinement(userId: string): Promise<void> {
    this.publisher.toUser(userId, 'confinementUpdate', await this.confinement.getConfinement(userId));
  }
}
