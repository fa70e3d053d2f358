import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { Clock } from '../../common/clock';
import { REDIS } from '../redis/redis.module';

const ONLINE = 'presence:online';
const LAST_SEEN = 'presence:lastSeen';
/** A user counts as online while a node refreshed them within this window (ms); nodes refresh every 30 s. */
export const PRESENCE_WINDOW_MS = 90_000;

/**
 * Who is online, shared by every node through Redis (DESIGN.md section 4): a sorted set of user
 * ids scored by the last time a node holding their socket vouched for them. A node that dies stops
 * vouching, so its users fall out of the window without any cleanup.
 */
@Injectable()
export class PresenceService {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly clock: Clock,
  ) {}

  /** Marks users online now (on connect, and on every node heartbeat for its connected users). */
  async touch(userIds: string[]): Promise<void> {
    if (!userIds.length) return;
    const now = this.clock.now().getTime();
    const pipeline = this.redis.pipeline();
    pipeline.zadd(ONLINE, ...userIds.flatMap((id) => [now, id]));
    pipeline.hset(LAST_SEEN, ...userIds.flatMap((id) => [id, String(now)]));
    pipeline.zremrangebyscore(ONLINE, 0, now - PRESENCE_WINDOW_MS);
    await pipeline.exec();
  }

  /** Marks a user offline (their last socket on any node closed). */
  async markOffline(userId: string): Promise<void> {
    const now = this.clock.now().getTime();
    await this.redis.pipeline().zrem(ONLINE, userId).hset(LAST_SEEN, userId, String(now)).exec();
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
