import type { CrimeResultDto } from '../../api/generated/model/crimeResultDto';

/**
 * The crime result travels to /dashboard/crime-result as navigation state (spec 000 section 2:
 * the result screen without a result goes back to /dashboard/crimes).
 */
declare module '@tanstack/history' {
  interface HistoryState {
    crimeResult?: CrimeResultDto;
  }
}

export type { CrimeResultDto };
