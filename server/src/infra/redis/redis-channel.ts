import type { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';

/** A subscription opened by {@link subscribeToChannel}. */
export interface ChannelSubscription {
  /** Quits the subscriber connection (drops it if Redis cannot be reached). */
  close(): Promise<void>;
}

/**
 * Subscribes to Redis pub/sub channels (one or several) on a connection of its own, a duplicate of
 * `redis` without auto-pipelining (ioredis#1505: a SELECT queued after SUBSCRIBE). Channel names
 * are not prefixed by ioredis: callers put REDIS_KEY_PREFIX in them. `onMessage` gets each message
 * and its channel; `onResubscribed` runs after every reconnect once subscribed (messages published
 * while the connection was down are lost); connection errors are logged as warnings naming `what`.
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

/** How long a confirmed publish waits for every subscriber, in ms (a hung node holds no caller longer). */
export const CONFIRM_TIMEOUT_MS = 2_000;

/** A message this node published on a {@link ConfirmedChannel}, waiting for its receivers' confirmations. */
interface PendingConfirmation {
  confirmed: number;
  /** Subscribers PUBLISH delivered the message to (this node's own included); Infinity until it answers. */
  expected: number;
  settle(): void;
}

/**
 * A Redis pub/sub channel whose `publish` resolves only once every subscribed node has HANDLED the
 * message (read-your-writes across nodes: the next request on any node sees its effect). Messages
 * travel as `<node id> <sequence> <message>`; each node runs `onMessage`, then confirms on the
 * sender's own channel (`<channel>:confirm:<node id>`), and the sender waits for as many
 * confirmations as PUBLISH reported receivers, at most CONFIRM_TIMEOUT_MS (then logs and resolves:
 * callers keep a bounded fallback, e.g. an expiry, for a node that missed it). A message without
 * the header (a node of an older release) is handled as is. One subscriber connection per channel.
 */
export class ConfirmedChannel {
  private readonly nodeId = randomUUID();
  private sequence = 0;
  private readonly pending = new Map<string, PendingConfirmation>();
  private subscription?: ChannelSubscription;

  private constructor(
    private readonly redis: Redis,
    private readonly channel: string,
    private readonly onMessage: (message: string) => void,
    private readonly logger: Logger,
    private readonly what: string,
  ) {}

  /**
   * Subscribes (see {@link subscribeToChannel} for `onResubscribed` and the connection) and resolves
   * once subscribed. @throws when the first SUBSCRIBE fails
   */
  static async open(
    redis: Redis,
    channel: string,
    handlers: { onMessage(message: string): void; onResubscribed(): void },
    logger: Logger,
    what: string,
  ): Promise<ConfirmedChannel> {
    const confirmed = new ConfirmedChannel(redis, channel, handlers.onMessage, logger, what);
    const confirmations = confirmed.confirmationChannel(confirmed.nodeId);
    confirmed.subscription = await subscribeToChannel(
      redis,
      [channel, confirmations],
      {
        onMessage: (message, from) =>
          from === channel ? confirmed.received(message) : confirmed.confirmed(message),
        onResubscribed: handlers.onResubscribed,
      },
      logger,
      what,
    );
    return confirmed;
  }

  /**
   * Publishes `message` (any text: the header is put before it) and resolves once every receiver
   * handled it, or after CONFIRM_TIMEOUT_MS (logged).
   * @throws when Redis cannot be reached
   */
  async publish(message: string): Promise<void> {
    const id = String(++this.sequence);
    let timer: NodeJS.Timeout | undefined;
    const allConfirmed = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), CONFIRM_TIMEOUT_MS);
      this.pending.set(id, { confirmed: 0, expected: Infinity, settle: () => resolve(true) });
    });
    try {
      const receivers = await this.redis.publish(this.channel, `${this.nodeId} ${id} ${message}`);
      const pending = this.pending.get(id)!;
      pending.expected = receivers;
      if (pending.confirmed >= receivers) pending.settle();
      if (!(await allConfirmed)) {
        this.logger.warn(
          `${this.what}: ${message}: ${pending.confirmed} of ${receivers} nodes confirmed within ${CONFIRM_TIMEOUT_MS} ms`,
        );
      }
    } finally {
      clearTimeout(timer);
      this.pending.delete(id);
    }
  }

  /** Quits the subscriber connection. */
  async close(): Promise<void> {
    await this.subscription?.close();
  }

  private confirmationChannel(nodeId: string): string {
    return `${this.channel}:confirm:${nodeId}`;
  }

  private received(raw: string): void {
    const header = /^(\S+) (\d+) /.exec(raw);
    if (!header) return this.onMessage(raw);
    this.onMessage(raw.slice(header[0].length));
    this.redis
      .publish(this.confirmationChannel(header[1]), header[2])
      .catch((error: Error) => this.logger.warn(`${this.what} confirmation: ${error.message}`));
  }

  private confirmed(id: string): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    pending.confirmed++;
    if (pending.confirmed >= pending.expected) pending.settle();
  }
}
