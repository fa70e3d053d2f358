import { Injectable, OnModuleInit } from '@nestjs/common';
import { CommitScope, DomainEvents, Pushes } from '../../infra/events/domain-events';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import type { WalletEvents } from '../wallet/wallet.events';
import type { HudDto } from './character.dto';
import type { CharacterEvents } from './character.events';
import { CharacterService } from './character.service';

/** The HUD pushes one commit still owes: users with the HUD their publisher computed (or none), characters by id. */
interface PendingHuds {
  users: Map<string, HudDto | undefined>;
  characters: Set<number>;
}

/**
 * What the character's events push (DESIGN.md section 4, "Realtime"): `hud:update` to room
 * `user:<id>`, for `character.changed` and for the wallet's `wallet.balancesChanged` (a balance is
 * on the HUD). Everything one commit asks for is answered together at its end, one `hud:update` per
 * player: a HUD its publisher computed is pushed as it is, the others come from one read.
 */
@Injectable()
export class CharacterPush implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly publisher: RealtimePublisher,
    private readonly characters: CharacterService,
  ) {}

  private readonly pushes: Pushes<CharacterEvents & WalletEvents> = {
    'character.changed': ({ userId, hud }, scope) => {
      const pending = this.pending(scope);
      // A computed HUD wins over a read; a second event without one keeps the first's.
      pending.users.set(userId, hud ?? pending.users.get(userId));
    },
    'wallet.balancesChanged': ({ characterIds }, scope) => {
      const pending = this.pending(scope);
      for (const id of characterIds) pending.characters.add(id);
    },
  };

  onModuleInit(): void {
    this.events.subscribe(this.pushes);
  }

  private pending(scope: CommitScope): PendingHuds {
    const pending = scope.state<PendingHuds>('character.hud', () => ({
      users: new Map(),
      characters: new Set(),
    }));
    scope.atEnd('character.hud', () => this.push(pending));
    return pending;
  }

  private async push({ users, characters }: PendingHuds): Promise<void> {
    const computed = [...users].filter((entry): entry is [string, HudDto] => entry[1] !== undefined);
    for (const [userId, hud] of computed) this.publisher.toUser(userId, 'hud:update', hud);
    const toRead = [...users].filter(([, hud]) => !hud).map(([userId]) => userId);
    if (!toRead.length && !characters.size) return;
    const done = new Set(computed.map(([userId]) => userId));
    const read = await this.characters.hudsFor(toRead, [...characters]);
    for (const [userId, hud] of read) if (!done.has(userId)) this.publisher.toUser(userId, 'hud:update', hud);
  }
}
