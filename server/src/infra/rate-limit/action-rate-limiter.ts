import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { REDIS } from '../redis/redis.module';

/** A budget of `points` actions per user in each fixed window of `durationSeconds`. */
export interface ActionLimit {
  points: number;
  durationSeconds: number;
}

/**
 * Per-user limits on game actions (DESIGN.md section 9: chat and fights are rate limited, shared
 * across replicas). Energy and cooldowns bound what a player gains; these bound how fast a script
 * can hammer the server and the other players' sockets.
 */
export const ACTION_LIMITS = {
  /** Attacks: POST /api/fight/{id}, the socket `requestFight` and blood contract executions. */
  fight: { points: 3, durationSeconds: 3 },
  /** Global chat: one message per 2 s (DESIGN.md section 6, Chat). */
  globalMessage: { points: 1, durationSeconds: 2 },
  /** Private messages. */
  privateMessage: { points: 20, durationSeconds: 10 },
  /** Edits of one's own global or private messages (each one re-pushes the conversation or the room). */
  messageEdit: { points: 5, durationSeconds: 10 },
  /** Adding or removing reactions, global or private (each one re-pushes the conversation or the room). */
  reaction: { points: 20, durationSeconds: 10 },
  /**
   * Mails to one address, per kind (counted per address, not per user): anyone can type someone
   * else's address at sign-up or in a reset request, and must not be able to flood that inbox.
   */
  emailVerificationMail: { points: 5, durationSeconds: 3600 },
  passwordResetMail: { points: 5, durationSeconds: 3600 },
} as const satisfies Record<string, ActionLimit>;

export type LimitedAction = keyof typeof ACTION_LIMITS;

/** The outcome of counting one action: allowed, or refused with the milliseconds until the window frees. */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts actions per user in Redis (rate-limiter-flexible), so every node shares one budget. When
 * Redis fails, each node falls back to counting in its own memory rather than refusing the action.
 */
@Injectable()
export class ActionRateLimiter {
  private readonly limiters: Record<LimitedAction, RateLimiterRedis>;

  constructor(@Inject(REDIS) redis: Redis) {
    this.limiters = Object.fromEntries(
      Object.entries(ACTION_LIMITS).map(([action, limit]) => [
        action,
        new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `rate:${action}`,
          points: limit.points,
          duration: limit.durationSeconds,
          insuranceLimiter: new RateLimiterMemory({ points: limit.points, duration: limit.durationSeconds }),
        }),
      ]),
    ) as Record<LimitedAction, RateLimiterRedis>;
  }

  /** Counts one `action` of `subject` (a user id, or what the action's limit says it counts) against its budget. */
  async take(action: LimitedAction, subject: string): Promise<RateVerdict> {
    try {
      await this.limiters[action].consume(subject);
      return { allowed: true };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes)
        return { allowed: false, retryAfterMs: Math.max(0, rejection.msBeforeNext) };
      throw rejection;
    }
  }
}
