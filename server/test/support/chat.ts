import type { Socket } from 'socket.io-client';
import type { GameClientSocket } from './api';

/** Emits a client event and resolves with its acknowledgement (the result or the error body). */
export function ack<T = any>(socket: GameClientSocket, event: string, ...args: unknown[]): Promise<T> {
  return (socket as unknown as Socket).timeout(5000).emitWithAck(event, ...args) as Promise<T>;
}
