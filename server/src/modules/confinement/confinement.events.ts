import type { ConfinementStateDto } from './confinement.dto';

/** `hospital:enter` / `jail:enter`. */
export interface StayStartedPayload {
  /** ISO time the stay ends. */
  until: string;
}

/** `hospital:leave` / `jail:leave`. */
export interface StayEndedPayload {
  /** ISO time of the release. */
  releasedAt: string;
}

export interface ConfinementServerEvents {
  /** The hospital and jail state, as `GET /api/confinement`. */
  confinementUpdate: (payload: ConfinementStateDto) => void;
  'hospital:enter': (payload: StayStartedPayload) => void;
  'hospital:leave': (payload: StayEndedPayload) => void;
  'jail:enter': (payload: StayStartedPayload) => void;
  'jail:leave': (payload: StayEndedPayload) => void;
}

export interface ConfinementClientEvents {
  'confinement:request': () => void;
}
