import { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createShardedAdapter } from '@socket.io/redis-adapter';
import { createClient, RedisClientType } from 'redis';
import type { Server, ServerOptions } from 'socket.io';

/** Listeners allowed per namespace and socket: one per feature gateway, with room to grow. */
const GATEWAY_LISTENER_LIMIT = 64;

/**
 * socket.io with the sharded Redis adapter (Redis 7 SPUBLISH/SSUBSCRIBE), so a room emit on any
 * node reaches sockets held by every node. Uses node-redis: ioredis cannot do sharded pub/sub.
 */
export class RedisIoAdapter extends IoAdapter {
  private clients: RedisClientType[] = [];
  private adapterFactory?: ReturnType<typeof createShardedAdapter>;

  constructor(
    app: INestApplicationContext,
    private readonly redisUrl: string,
    private readonly channelPrefix: string,
  ) {
    super(app);
  }

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

  override async close(): Promise<void> {
    await Promise.all(this.clients.map((client) => client.quit().catch(() => undefined)));
  }
}
