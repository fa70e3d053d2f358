import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../../infra/redis/redis.module';

/** How long a told count is remembered (s); a forgotten one is told again, which is harmless. */
const REMEMBER_SECONDS = 3600;

const keyOf = (userId: string) => `tasks:unclaimed-told:${userId}`;

/**
 * The unclaimed-task count each player was last pushed (to all their sockets; a read answers one
 * client only and is not recorded), in Redis so every node agrees: a recount after a fight or a balance change is pushed only
 * when it differs (issue 28 point 9).
 */
@Injectable()
export class TaskCountMemory {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Records a count pushed to every socket of the player. */
  async remember(userId: string, count: number): Promise<void> {
    await this.redis.set(keyOf(userId), String(count), 'EX', REMEMBER_SECONDS);
  }

  /**
   * Records each count as told and answers those that differ from what was told before (all of
   * them when nothing was), in one round trip (`SET ... GET`, atomic per player).
   */
  async changed(counts: [string, number][]): Promise<[string, number][]> {
    if (!counts.length) return [];
    const pipeline = this.redis.pipeline();
    for (const [userId, count] of counts)
      pipeline.set(keyOf(userId), String(count), 'EX', REMEMBER_SECONDS, 'GET');
    const results = (await pipeline.exec()) ?? [];
    return counts.filter(([, count], index) => {
      const [error, before] = results[index] ?? [];
      return error || before !== String(count);
    });
  }
}
