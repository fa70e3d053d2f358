import { INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { createShardedAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Server, ServerOptions } from 'socket.io';
import { serveSocketEvent } from './socket-event';
import { HandshakeConnection, keepHandshakeRequestId } from './socket-log';

/** How long closing the Redis clients may wait for their pending commands (ms). */
const REDIS_CLOSE_MS = 2_000;

// Nest pins its own socket.io copy (4.8.3); the servers and sockets it hands us are of that copy.
type NestIoServer = Parameters<IoAdapter['close']>[0];
type NestIoSocket = Parameters<IoAdapter['bindMessageHandlers']>[0];

/**
 * socket.io with the sharded Redis adapter (Redis 7 SPUBLISH/SSUBSCRIBE), so a room emit on any
 * node reaches sockets held by every node. On ioredis like the rest of the server: the adapter's
 * sharded mode drives it (SSUBSCRIBE, SPUBLISH, `smessageBuffer`), and ioredis subscribes again after
 * a reconnect. node-redis, used before, added some 420 modules to every node's boot (issue 16).
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly logger = new Logger(RedisIoAdapter.name);
  private clients: Redis[] = [];
  private adapterFactory?: ReturnType<typeof createShardedAdapter>;

  constructor(
    app: INestApplicationContext,
    private readonly redisUrl: string,
    private readonly channelPrefix: string,
    /** CLIENT SETNAME of both connections (see `clientName`). */
    private readonly connectionName?: string,
  ) {
    super(app);
  }

  /** The publishing and subscribing Redis clients once connected (`redis_client_ready` watches them). */
  get redisClients(): { pub?: Redis; sub?: Redis } {
    const [pub, sub] = this.clients;
    return { pub, sub };
  }

  /** Connects the publishing and subscribing Redis clients; call before `app.useWebSocketAdapter`. */
  async connect(): Promise<void> {
    const pub = new Redis(this.redisUrl, { connectionName: this.connectionName });
    const sub = pub.duplicate();
    pub.on('error', () => undefined);
    sub.on('error', () => undefined);
    // Until both are ready: while Redis cannot be reached, ioredis keeps trying and the boot waits.
    await Promise.all([pub, sub].map((client) => new Promise((ready) => client.once('ready', ready))));
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
    server.engine.on('connection', (rawSocket: HandshakeConnection) => {
      // Its x-request-id stays for the socket's error lines (socket-log.ts).
      keepHandshakeRequestId(rawSocket);
      rawSocket.request = null;
    });
    return server;
  }

  /**
   * Registers a Nest gateway's `@SubscribeMessage` handlers on a socket that just connected: one plain
   * listener per handler, served by {@link serveSocketEvent} (Nest's semantics without the RxJS
   * pipeline Nest keeps alive per handler and socket). The one Nest gateway (RealtimeGateway) has no
   * handlers today: every other gateway is routed (GameGatewayRouter), with nothing per socket.
   */
  override bindMessageHandlers(socket: NestIoSocket, handlers: MessageMappingProperties[]): void {
    for (const { message, callback, isAckHandledManually } of handlers) {
      const handler = { message: String(message), isAckHandledManually };
      socket.on(handler.message, (...args: unknown[]) =>
        serveSocketEvent(socket, args, handler, callback, this.logger),
      );
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
   * hold up the shutdown; then drops whatever connection is left.
   */
  override async dispose(): Promise<void> {
    const clients = this.clients;
    this.clients = [];
    await Promise.all(
      clients.map(async (client) => {
        await Promise.race([
          client.quit().catch(() => undefined),
          sleep(REDIS_CLOSE_MS, undefined, { ref: false }),
        ]);
        client.disconnect();
      }),
    );
  }
}
