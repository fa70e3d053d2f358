import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { CharacterChangedEvent, DomainEvent, UserBannedEvent } from '../../common/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import { CharacterService } from './character.service';

/** Turns character and account events into pushes: `hud:update` after a change, `banned` and disconnect after a ban. */
@Injectable()
export class CharacterPushListener {
  constructor(
    private readonly characters: CharacterService,
    private readonly publisher: RealtimePublisher,
  ) {}

  @OnEvent(DomainEvent.CHARACTER_CHANGED, { async: true, suppressErrors: true })
  async pushHud({ userId }: CharacterChangedEvent): Promise<void> {
    this.publisher.toUser(userId, 'hud:update', await this.characters.getHud(userId));
  }

  @OnEvent(DomainEvent.USER_BANNED, { async: true, suppressErrors: true })
  pushBan({ userId, reason, bannedAt }: UserBannedEvent): void {
    this.publisher.toUser(userId, 'banned', { reason, bannedAt });
    this.publisher.disconnectUser(userId);
  }
}
