import type { GameSocket } from '../realtime/socket';

/**
 * A socket that keeps its listeners (named and catch-all) so a test can push server events into them
 * and read what the client emitted.
 */
export function fakeSocket() {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const anyHandlers = new Set<(event: string, payload: unknown) => void>();
  const emitted: string[] = [];
  /** Every emit with its arguments (payload, acknowledgement), in order. */
  const calls: { event: string; args: unknown[] }[] = [];
  const socket = {
    emit: (event: string, ...args: unknown[]) => {
      calls.push({ event, args });
      return emitted.push(event);
    },
    on: (event: string, handler: (payload: unknown) => void) => {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
    },
    off: (event: string, handler: (payload: unknown) => void) => handlers.get(event)?.delete(handler),
    onAny: (handler: (event: string, payload: unknown) => void) => anyHandlers.add(handler),
    offAny: (handler: (event: string, payload: unknown) => void) => anyHandlers.delete(handler),
  };
  const push = (event: string, payload?: unknown) => {
    anyHandlers.forEach((h) => h(event, payload));
    handlers.get(event)?.forEach((h) => h(payload));
  };
  const listenerCount = () => anyHandlers.size + [...handlers.values()].reduce((n, set) => n + set.size, 0);
  return { socket: socket as unknown as GameSocket, push, emitted, calls, listenerCount };
}
