import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import { ClientEventRegistry, ServerEventRegistry, userRoom } from './events';
import type { SocketData } from './gateway-options';
import { PresenceService } from './presence.service';

type EventName = keyof ServerEventRegistry & string;
type EventArgs<E extends EventName> = ServerEventRegistry[E] extends (...args: infer A) => unknown
  ? A
  : never;
type GameServer = Server<ClientEventRegistry, ServerEventRegistry, Record<string, never>, SocketData>;
type Emitter = { emit: (event: string, ...args: unknown[]) => boolean };

/** A socket in a room, on any node: its id and what the server remembers about it. */
export interface RoomSocket {
  id: string;
  data: SocketData;
}

/**
 * Sends server events to users wherever their sockets are: the room emit goes through the Redis
 * adapter to every node. Set up by the gateway when the socket server starts. Event names and
 * payloads are typed by the event maps `src/realtime-events.ts` assembles from the features.
 * A push to a user whom no node announced (`PresenceService.mayHaveSockets`) is skipped.
 */
@Injectable()
export class RealtimePublisher {
  private server?: GameServer;

  constructor(private readonly presence: PresenceService) {}

  attach(server: GameServer): void {
    this.server = server;
  }

  /** Emits to every socket of the user on every node; nothing at all when no node holds one. */
  toUser<E extends EventName>(userId: string, event: E, ...args: EventArgs<E>): void {
    if (this.presence.mayHaveSockets(userId)) this.emitTo(userRoom(userId), event, args);
  }

  /** Emits to every socket in a room on every node (e.g. `global-chat`). */
  toRoom<E extends EventName>(room: string, event: E, ...args: EventArgs<E>): void {
    this.emitTo(room, event, args);
  }

  /** Emits to every connected socket on every node (e.g. `gameNews:update` when an admin publishes news). */
  toEveryone<E extends EventName>(event: E, ...args: EventArgs<E>): void {
    if (this.server) (this.server as unknown as Emitter).emit(event, ...args);
  }

  /** Emits to one socket, on whatever node holds it (socket.io puts each socket in a room named by its id). */
  toSocket<E extends EventName>(socketId: string, event: E, ...args: EventArgs<E>): void {
    this.emitTo(socketId, event, args);
  }

  /** Disconnects every socket of a user on every node (ban, kick). */
  disconnectUser(userId: string): void {
    this.server?.in(userRoom(userId)).disconnectSockets(true);
  }

  /** Puts every socket of a user, on every node, into a room (e.g. `gang:<id>` on joining a gang). */
  joinRoom(userId: string, room: string): void {
    this.server?.in(userRoom(userId)).socketsJoin(room);
  }

  /** Takes every socket of a user, on every node, out of a room (kicked from or leaving a gang). */
  leaveRoom(userId: string, room: string): void {
    this.server?.in(userRoom(userId)).socketsLeave(room);
  }

  /** Whether the user still has a socket on any node (asks every node through the adapter). */
  async hasSockets(userId: string): Promise<boolean> {
    if (!this.server) return false;
    const sockets = await this.server.in(userRoom(userId)).fetchSockets();
    return sockets.length > 0;
  }

  /** The sockets in a room on every node (asks every node through the adapter). */
  async socketsIn(room: string): Promise<RoomSocket[]> {
    if (!this.server) return [];
    const sockets = await this.server.in(room).fetchSockets();
    return sockets.map((socket) => ({ id: socket.id, data: socket.data }));
  }

  private emitTo(room: string, event: string, args: unknown[]): void {
    if (this.server) (this.server.to(room) as unknown as Emitter).emit(event, ...args);
  }
}
