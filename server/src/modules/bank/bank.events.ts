import type { BankDto } from './bank.dto';

export interface BankServerEvents {
  /** The bank, as `GET /api/bank`. */
  'bank:update': (payload: BankDto) => void;
}

export interface BankClientEvents {
  'bank:request': () => void;
}
