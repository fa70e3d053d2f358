import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { Clock } from '../../common/clock';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { ConfirmedChannel } from '../redis/redis-channel';
import { REDIS } from '../redis/redis.module';

const ONLINE = 'presence:online';
const LAST_SEEN = 'presence:lastSeen';
/** A user counts as online while a node refreshed them within this window (ms); nodes refresh every 30 s. */
export const PRESENCE_WINDOW_MS = 90_000;
/**
 * KEYS: online set, last-seen hash; ARGV: user id, disconnected at (ms), now (ms). Removes the user
 * from the online set unless a node vouched for them after the disconnect; records the last seen.
 */
const MARK_OFFLINE = `
  local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
  if score and tonumber(score) <= tonumber(ARGV[2]) then redis.call('ZREM', KEYS[1], ARGV[1]) end
  redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
  return 1`;
/** How often each node reloads its copy of who may hold a socket from the online set (ms). */
export const MAY_HAVE_SOCKETS_RELOAD_MS = 30_000;

/**
 * Who is online, shared by every node through Redis (DESIGN.md section 4): a sorted set of user
 * ids scored by the last time a node holding their socket vouched for them. A node that dies stops
 * vouching, so its users fall out of the window without any cleanup.
 *
 * Each node also keeps, in process, the users that may hold a socket on ANY node
 * (`mayHaveSockets`), so a push to a player who is offline everywhere (most fight defenders) costs
 * nothing: no encoding, no Redis publish (issue 16). The copy errs on the side of "may": it is the
 * online set, loaded at start and every 30 s, plus every user announced on the Redis channel since
 * (`announce`, at the socket handshake, before the client hears `authenticated` and asks for its
 * state); a user who left stays in it until the next reload, which only costs a push nobody gets.
 */
@Injectable()
export class PresenceService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(PresenceService.name);
  /** Users that may hold a socket on some node (see the class comment). */
  private mayBeConnected = new Set<string>();
  /** While a reload is in flight: the users announced meanwhile, added again once it lands. */
  private announcedDuringReload?: Set<string>;
  /** The reloads asked for, one after the other. */
  private reloads: Promise<void> = Promise.resolve();
  private announcements?: ConfirmedChannel;
  private reloadTimer?: NodeJS.Timeout;
  private readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.channel = `${config.REDIS_KEY_PREFIX}presence:announce`;
  }

  async onModuleInit(): Promise<void> {
    // Subscribed before the first load, so nobody announced in between is missed; after a
    // reconnect, announcements may have been missed while the connection was down.
    this.announcements = await ConfirmedChannel.open(
      this.redis,
      this.channel,
      { onMessage: (userId) => this.remember(userId), onResubscribed: () => void this.reload() },
      this.logger,
      'presence channel',
    );
    await this.reload();
    this.reloadTimer = setInterval(() => void this.reload(), MAY_HAVE_SOCKETS_RELOAD_MS);
    this.reloadTimer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.reloadTimer);
    await this.announcements?.close();
  }

  /**
   * Whether the user may hold a socket on some node: false only when no node announced them since
   * they were last seen offline. A push to a user for whom this is false can be skipped.
   */
  mayHaveSockets(userId: string): boolean {
    return this.mayBeConnected.has(userId);
  }

  /**
   * A socket of the user was just authenticated on this node: marks them online and tells every node
   * (a confirmed Redis channel) that they may now hold a socket; resolves once every node knows, so
   * a push from any node after the client hears `authenticated` reaches it. Call before telling the
   * client it is connected. @throws when Redis cannot be reached
   */
  async announce(userId: string): Promise<void> {
    this.remember(userId);
    await Promise.all([
      this.vouchFor([userId], this.clock.now().getTime()).exec(),
      this.announcements!.publish(userId),
    ]);
  }

  /**
   * Replaces this node's copy of who may hold a socket with the online set as it now is (plus the
   * users announced while it was read); resolves once this reload has landed (reloads run one at a
   * time). Logs and keeps the old copy when Redis cannot be reached; never rejects.
   */
  reload(): Promise<void> {
    this.reloads = this.reloads.then(() => this.reloadOnce());
    return this.reloads;
  }

  private async reloadOnce(): Promise<void> {
    const announced = new Set<string>();
    this.announcedDuringReload = announced;
    try {
      const online = new Set(await this.onlineUserIds());
      for (const userId of announced) online.add(userId);
      this.mayBeConnected = online;
    } catch (error) {
      this.logger.warn(`presence reload failed: ${String(error)}`);
    } finally {
      this.announcedDuringReload = undefined;
    }
  }

  private remember(userId: string): void {
    this.mayBeConnected.add(userId);
    this.announcedDuringReload?.add(userId);
  }

  /** Marks users online now (on connect, and on every node heartbeat for its connected users). */
  async touch(userIds: string[]): Promise<void> {
    if (!userIds.length) return;
    const now = this.clock.now().getTime();
    await this.vouchFor(userIds, now)
      .zremrangebyscore(ONLINE, 0, now - PRESENCE_WINDOW_MS)
      .exec();
  }

  /** A pipeline that scores the users online at `now` (ms) and records it as their last seen. */
  private vouchFor(userIds: string[], now: number) {
    return this.redis
      .pipeline()
      .zadd(ONLINE, ...userIds.flatMap((id) => [now, id]))
      .hset(LAST_SEEN, ...userIds.flatMap((id) => [id, String(now)]));
  }

  /**
   * Marks a user offline: their last socket on any node closed at `disconnectedAt` (ms). A node that
   * announced or vouched for them after that (a reconnect while the other nodes were being asked)
   * keeps them online: the removal and that check are one Redis script.
   */
  async markOffline(userId: string, disconnectedAt: number): Promise<void> {
    await this.redis.eval(
      MARK_OFFLINE,
      2,
      ONLINE,
      LAST_SEEN,
      userId,
      String(disconnectedAt),
      String(this.clock.now().getTime()),
    );
  }

  /** The presence clock's time (ms): what `markOffline` compares with the online set's scores. */
  now(): number {
    return this.clock.now().getTime();
  }

  /** Online flags for the given users, in the same order (spec 000 section 3, online status response). */
  async onlineStatus(userIds: string[]): Promise<{ id: string; isOnline: boolean }[]> {
    if (!userIds.length) return [];
    const scores = await this.redis.zmscore(ONLINE, ...userIds);
    const threshold = this.clock.now().getTime() - PRESENCE_WINDOW_MS;
    return userIds.map((id, index) => ({
      id,
      isOnline: scores[index] !== null && Number(scores[index]) >= threshold,
    }));
  }

  /** Ids of every user online now. */
  async onlineUserIds(): Promise<string[]> {
    return this.redis.zrangebyscore(ONLINE, this.clock.now().getTime() - PRESENCE_WINDOW_MS, '+inf');
  }
}
