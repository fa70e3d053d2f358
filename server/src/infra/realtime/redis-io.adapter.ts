import { INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { createShardedAdapter } from '@socket.io/redis-adapter';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient, RedisClientType } from 'redis';
import type { Observable, Subscription } from 'rxjs';
import type { Server, ServerOptions } from 'socket.io';
import { ErrorBody, toErrorBody } from '../../common/errors/domain-exception.filter';
import { assertSafePayload } from '../../common/validation/safe-payload';

/** Listeners allowed per namespace and socket: one per feature gateway, with room to grow. */
const GATEWAY_LISTENER_LIMIT = 64;
/** How long closing the Redis clients may wait for their pending commands (ms). */
const REDIS_CLOSE_MS = 2_000;

// Nest pins its own socket.io copy (4.8.3); the servers and sockets it hands us are of that copy.
type NestIoServer = Parameters<IoAdapter['close']>[0];
type NestIoSocket = Parameters<IoAdapter['bindMessageHandlers']>[0];
type Acknowledgement = (response: unknown) => void;

/**
 * socket.io with the sharded Redis adapter (Redis 7 SPUBLISH/SSUBSCRIBE), so a room emit on any
 * node reaches sockets held by every node. Uses node-redis: ioredis cannot do sharded pub/sub.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly logger = new Logger(RedisIoAdapter.name);
  private clients: RedisClientType[] = [];
  private adapterFactory?: ReturnType<typeof createShardedAdapter>;
  /** Handler results still being worked out, per socket; dropped when the socket disconnects. */
  private readonly pending = new WeakMap<NestIoSocket, Set<Subscription>>();

  constructor(
    app: INestApplicationContext,
    private readonly redisUrl: string,
    private readonly channelPrefix: string,
  ) {
    super(app);
  }

  /** Connects the publishing and subscribing Redis clients; call before `app.useWebSocketAdapter`. */
  async connect(): Promise<void> {
    const pub = createClient({ url: this.redisUrl }) as RedisClientType;
    const sub = pub.duplicate() as RedisClientType;
    pub.on('error', () => undefined);
    sub.on('error', () => undefined);
    await Promise.all([pub.connect(), sub.connect()]);
    this.clients = [pub, sub];
    this.adapterFactory = createShardedAdapter(pub, sub, {
      channelPrefix: this.channelPrefix,
      subscriptionMode: 'dynamic',
    });
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, {
      ...options,
      // socket.io performance guide: drop the handshake request once upgraded.
      cleanupEmptyChildNamespaces: true,
    });
    if (this.adapterFactory) server.adapter(this.adapterFactory);
    // Every feature gateway adds one connection listener to the namespace and one disconnect
    // listener to each socket; that many are expected, not a leak.
    server.of('/').setMaxListeners(GATEWAY_LISTENER_LIMIT);
    server.of('/').on('connection', (socket) => socket.setMaxListeners(GATEWAY_LISTENER_LIMIT));
    server.engine.on('connection', (rawSocket: { request: unknown }) => {
      rawSocket.request = null;
    });
    return server;
  }

  /**
   * Registers one gateway's `@SubscribeMessage` handlers on a socket that just connected, with the
   * behaviour of Nest's `IoAdapter.bindMessageHandlers` (@nestjs/platform-socket.io 11) but one plain
   * listener per handler. Nest's version keeps an RxJS pipeline (fromEvent, mergeMap, takeUntil)
   * alive per handler and socket: about 4 KiB each, 130 KiB per socket with our 31 handlers.
   *
   * Kept from Nest: the payload is the event's single argument, or all of them as an array, with a
   * trailing function taken as the acknowledgement (`mapPayload`); `callback` (Nest's context: guards,
   * pipes, interceptors, exception filters) runs for every event, concurrently; each non-nil value of
   * its result (value, promise or observable, through Nest's `transform`) is emitted when it is a
   * `{ event, data }` response, else passed to the acknowledgement unless the handler takes `@Ack()`;
   * results still pending when the socket disconnects are dropped.
   * Added: a payload {@link assertSafePayload} refuses is answered with its 400 body, unhandled.
   */
  override bindMessageHandlers(
    socket: NestIoSocket,
    handlers: MessageMappingProperties[],
    transform: (data: unknown) => Observable<unknown>,
  ): void {
    for (const { message, callback, isAckHandledManually } of handlers) {
      socket.on(String(message), (...args: unknown[]) => {
        const { data, ack } = this.mapPayload(args.length > 1 ? args : args[0]);
        // Unsafe payloads (too deep, NUL, lone surrogates) never reach a handler (issue 17).
        const unsafe = unsafePayloadError(data);
        if (unsafe) return typeof ack === 'function' ? (ack as Acknowledgement)(unsafe) : undefined;
        let subscription: Subscription;
        try {
          subscription = transform(callback(data, ack)).subscribe({
            next: (response) =>
              respond(socket, response, isAckHandledManually ? undefined : (ack as Acknowledgement)),
            error: (error: unknown) => this.logger.error(`socket event '${String(message)}' failed`, error),
          });
        } catch (error) {
          this.logger.error(`socket event '${String(message)}' failed`, error);
          return;
        }
        if (!subscription.closed) this.track(socket, subscription);
      });
    }
  }

  /**
   * Closes what socket.io holds on this node: every socket (disconnected from the server side, so
   * clients reconnect elsewhere) and every engine.io connection, handshakes included. Not
   * `io.close()`: it also closes the HTTP server and waits for it, which Fastify owns and closes
   * right after this (app.factory.ts).
   */
  override async close(server: NestIoServer): Promise<void> {
    server.local.disconnectSockets(true);
    server.engine.close();
  }

  /**
   * Closes the Redis clients once every server is closed (closing the subscriber drops its
   * subscriptions). Waits at most REDIS_CLOSE_MS for pending commands, so a Redis outage cannot
   * hold up the shutdown.
   */
  override async dispose(): Promise<void> {
    const clients = this.clients;
    this.clients = [];
    await Promise.all(
      clients.map((client) =>
        Promise.race([
          client.close().catch(() => undefined),
          sleep(REDIS_CLOSE_MS, undefined, { ref: false }),
        ]),
      ),
    );
  }

  /** Remembers a pending result of a socket's handler, to drop it if the socket disconnects first. */
  private track(socket: NestIoSocket, subscription: Subscription): void {
    const pending = this.pending.get(socket) ?? this.startTracking(socket);
    pending.add(subscription);
    subscription.add(() => pending.delete(subscription));
  }

  /** The socket's set of pending results, emptied (each unsubscribed) when it disconnects. */
  private startTracking(socket: NestIoSocket): Set<Subscription> {
    const pending = new Set<Subscription>();
    socket.once('disconnect', () => pending.forEach((subscription) => subscription.unsubscribe()));
    this.pending.set(socket, pending);
    return pending;
  }
}

/** Sends one handler result the way Nest does: `{ event, data }` is emitted, anything else acknowledged. */
function respond(socket: NestIoSocket, response: unknown, ack: Acknowledgement | undefined): void {
  if (response === null || response === undefined) return;
  const { event, data } = response as { event?: unknown; data?: unknown };
  if (event) {
    socket.emit(String(event), data);
    return;
  }
  if (typeof ack === 'function') ack(response);
}

/** The error body for a payload {@link assertSafePayload} refuses, or null when it is safe. */
function unsafePayloadError(data: unknown): ErrorBody | null {
  try {
    assertSafePayload(data);
    return null;
  } catch (error) {
    return toErrorBody(error);
  }
}
