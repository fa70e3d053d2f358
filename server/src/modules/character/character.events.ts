import type { HudDto } from './character.dto';
import type { PayloadOf } from '../../infra/events/event-map';

export interface CharacterServerEvents {
  /** The side HUD, as `GET /api/character/hud`; pushed after every change. */
  'hud:update': (hud: HudDto) => void;
}

export interface CharacterClientEvents {
  'hud:request': () => void;
}

/** The character module's domain events (DESIGN.md section 4); `character.push.ts` pushes them. */
export interface CharacterEvents {
  /**
   * A character's HUD values other than its balances changed (trained stats, a level, HP after a
   * stay, VIP...); balances are announced by the wallet (`wallet.balancesChanged`). `hud`, when the
   * publisher computed it from what it just wrote (the fight and crime hot paths), is pushed as it is
   * instead of being read again.
   */
  'character.changed': { userId: string; hud?: PayloadOf<CharacterServerEvents['hud:update']> };
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends CharacterEvents {}
}
