import type { BloodContractListDto } from './blood-contracts.dto';

export interface BloodContractsServerEvents {
  /** The open contracts, as `GET /api/blood-contracts`. */
  'bloodContract:update': (payload: BloodContractListDto) => void;
}

export interface BloodContractsClientEvents {
  'bloodContract:request': () => void;
}
