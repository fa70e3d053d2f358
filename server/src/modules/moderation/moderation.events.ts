export interface MutedPayload {
  /** ISO time the mute ends. */
  until: string;
  reason?: string;
}

export interface ModerationServerEvents {
  /** The player was muted in the global chat. */
  muted: (payload: MutedPayload) => void;
}
