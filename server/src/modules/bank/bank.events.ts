import type { BankDto } from './bank.dto';
import type { PayloadOf } from '../../infra/events/event-map';

export interface BankServerEvents {
  /** The bank, as `GET /api/bank`. */
  'bank:update': (payload: BankDto) => void;
}

export interface BankClientEvents {
  'bank:request': () => void;
}

/** The bank's domain events (DESIGN.md section 4); `bank.push.ts` pushes them. */
export interface BankEvents {
  /** Money moved between a player's cash and bank (the HUD follows from the wallet's announcement). */
  'bank.changed': { userId: string; bank: PayloadOf<BankServerEvents['bank:update']> };
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends BankEvents {}
}
