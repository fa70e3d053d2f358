import type { GearServerEvents } from '../gear/gear.events';
import type { LoginGiftStatusDto } from './login-gift.dto';
import type { PayloadOf } from '../../infra/events/event-map';

export interface LoginGiftServerEvents {
  /** The login-gift calendar, as `GET /api/login-gift`; also pushed after a claim. */
  'loginGift:update': (payload: LoginGiftStatusDto) => void;
}

export interface LoginGiftClientEvents {
  'loginGift:request': () => void;
}

/** The login gift's domain events (DESIGN.md section 4); `login-gift.push.ts` pushes them. */
export interface LoginGiftEvents {
  /** A login gift was claimed: the calendar afterwards, and the inventory when it gave items. */
  'loginGift.claimed': {
    userId: string;
    status: PayloadOf<LoginGiftServerEvents['loginGift:update']>;
    inventory?: PayloadOf<GearServerEvents['inventory:update']>;
  };
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends LoginGiftEvents {}
}
