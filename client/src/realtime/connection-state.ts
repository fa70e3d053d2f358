/**
 * The live connection's state, kept apart from the socket itself so screens can show it without
 * loading socket.io (which `use-realtime` loads only once a player is signed in).
 */
export type ConnectionQuality = 'excellent' | 'good' | 'poor';

/** Spec 000 section 4: round trip under 100 ms is excellent, under 500 ms good, else poor. */
export function qualityOf(roundTripMs: number): ConnectionQuality {
  if (roundTripMs < 100) return 'excellent';
  if (roundTripMs < 500) return 'good';
  return 'poor';
}

export interface ConnectionState {
  connected: boolean;
  authenticated: boolean;
  /** Failed connection attempts since the last success (at most 10). */
  attempts: number;
  /** From the last ping's round trip; null until one has answered. */
  quality: ConnectionQuality | null;
}

export const DISCONNECTED: ConnectionState = {
  connected: false,
  authenticated: false,
  attempts: 0,
  quality: null,
};
let state: ConnectionState = DISCONNECTED;
const listeners = new Set<() => void>();

export function setConnectionState(patch: Partial<ConnectionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function getConnectionState(): ConnectionState {
  return state;
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
