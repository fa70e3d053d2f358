import type { Logger } from '@nestjs/common';
import type Redis from 'ioredis';

/** A subscription opened by {@link subscribeToChannel}. */
export interface ChannelSubscription {
  /** Quits the subscriber connection (drops it if Redis cannot be reached). */
  close(): Promise<void>;
}

/**
 * Subscribes to Redis pub/sub channels (one or several) on a connection of its own, a duplicate of `redis`
 * without auto-pipelining (ioredis#1505: a SELECT queued after SUBSCRIBE). Channel names are not
 * prefixed by ioredis: callers put REDIS_KEY_PREFIX in them. `onMessage` gets each message and its channel;
 * `onResubscribed` runs after every reconnect once subscribed (messages published while the
 * connection was down are lost); connection errors are logged as warnings naming `what`.
 * Resolves once subscribed. @throws when the first SUBSCRIBE fails
 */
export async function subscribeToChannel(
  redis: Redis,
  channels: string | readonly string[],
  handlers: { onMessage(message: string, channel: string): void; onResubscribed(): void },
  logger: Logger,
  what: string,
): Promise<ChannelSubscription> {
  const subscriber = redis.duplicate({ enableAutoPipelining: false });
  let subscribed = false;
  subscriber.on('message', (channel: string, message: string) => handlers.onMessage(message, channel));
  subscriber.on('ready', () => {
    if (subscribed) handlers.onResubscribed();
  });
  subscriber.on('error', (error: Error) => logger.warn(`${what}: ${error.message}`));
  await subscriber.subscribe(...(typeof channels === 'string' ? [channels] : channels));
  subscribed = true;
  return {
    close: async () => {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
