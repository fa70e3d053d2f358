import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import { GangsEvents, gangRoom } from './gangs.events';
import { GangsService } from './gangs.service';

/**
 * What gangs push (DESIGN.md section 4): the gang page to room `gang:<id>`. Members who left stop
 * hearing the room and learn they have no gang; those who joined enter the room (on every node) and
 * get the page at once, since the room join may land after the room emit.
 */
@Injectable()
export class GangsPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
    private readonly gangs: GangsService,
  ) {}

  private readonly pushes: Pushes<GangsEvents> = {
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
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }
}
