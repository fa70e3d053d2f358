import type { BloodContractListDto } from './blood-contracts.dto';
import type { PayloadOf } from '../../infra/events/event-map';

export interface BloodContractsServerEvents {
  /** The open contracts, as `GET /api/blood-contracts`. */
  'bloodContract:update': (payload: BloodContractListDto) => void;
}

export interface BloodContractsClientEvents {
  'bloodContract:request': () => void;
}

/** Blood contracts' domain events (DESIGN.md section 4); `blood-contracts.push.ts` pushes them. */
export interface BloodContractsEvents {
  /** Blood contracts changed; each player concerned gets its own list (`isOwn`, `isTarget`). */
  'bloodContracts.changed': {
    lists: { userId: string; contracts: PayloadOf<BloodContractsServerEvents['bloodContract:update']> }[];
  };
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends BloodContractsEvents {}
}
