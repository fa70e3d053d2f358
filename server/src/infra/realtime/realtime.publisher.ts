import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import { ClientToServerEvents, ServerToClientEvents, userRoom } from './events';

type EventName = keyof ServerToClientEvents;
type EventArgs<E extends EventName> = Parameters<ServerToClientEvents[E]>;

/**
 * Sends server events to users wherever their sockets are: the room emit goes through the Redis
 * adapter to every node. Set up by the gateway when the socket server starts.
 */
@Injectable()
export class RealtimePublisher {
  private server?: Server<ClientToServerEvents, ServerToClientEvents>;

  attach(server: Server<ClientToServerEvents, ServerToClientEvents>): void {
    this.server = server;
  }

  toUser<E extends EventName>(userId: string, event: E, ...args: EventArgs<E>): void {
    this.server?.to(userRoom(userId)).emit(event, ...args);
  }

  /** Emits to every socket in a room on every node (e.g. `global-chat`). */
  toRoom<E extends EventName>(room: string, event: E, ...args: EventArgs<E>): void {
    this.server?.to(room).emit(event, ...args);
  }

  /** Disconnects every socket of a user on every node (ban, kick). */
  disconnectUser(userId: string): void {
    this.server?.in(userRoom(userId)).disconnectSockets(true);
  }

  /** Whether the user still has a socket on any node (asks every node through the adapter). */
  async hasSockets(userId: string): Promise<boolean> {
    if (!this.server) return false;
    const sockets = await this.server.in(userRoom(userId)).fetchSockets();
    return sockets.length > 0;
  }
}
