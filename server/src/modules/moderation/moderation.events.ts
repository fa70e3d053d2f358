export interface MutedPayload {
  /** ISO time the mute ends. */
  until: string;
  reason?: string;
}

export interface ModerationServerEvents {
  /** The player was muted in the global chat. */
  muted: (payload: MutedPayload) => void;
}

/** Moderation's domain events (DESIGN.md section 4); `moderation.push.ts` pushes them. */
export interface ModerationEvents {
  /** An admin muted the user. */
  'user.muted': { userId: string; mute: MutedPayload };
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends ModerationEvents {}
}
