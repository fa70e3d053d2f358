import type { ConfinementKind } from '../../infra/queue/queues';
import type { ConfinementStateDto } from './confinement.dto';
import type { PayloadOf } from '../../infra/events/event-map';

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

/** Confinement's domain events (DESIGN.md section 4); `confinement.push.ts` pushes them. */
export interface ConfinementEvents {
  /**
   * A character went to hospital or jail until `until`; the release is scheduled on this event.
   * `state`, when the publisher computed it from what it wrote (the fight), is pushed as it is.
   */
  'confinement.entered': {
    userId: string;
    characterId: number;
    kind: ConfinementKind;
    until: Date;
    state?: PayloadOf<ConfinementServerEvents['confinementUpdate']>;
  };
  /**
   * A character left hospital or jail (the stay ended, or was bought out). `confinement`, when the
   * publisher read it after the release (the batched release timers), is pushed as it is instead of
   * being read again per player. The HUD follows from `character.changed` (HP on release) and the
   * wallet's announcement (a buy-out).
   */
  'confinement.left': {
    userId: string;
    kind: ConfinementKind;
    releasedAt: Date;
    confinement?: PayloadOf<ConfinementServerEvents['confinementUpdate']>;
  };
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends ConfinementEvents {}
}
