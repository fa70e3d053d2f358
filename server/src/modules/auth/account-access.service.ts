import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { REDIS } from '../../infra/redis/redis.module';
import { AuthRepository } from './auth.repository';

/** What every request needs to know about its account, cached in Redis for a minute. */
export interface AccountAccess {
  exists: boolean;
  isAdmin: boolean;
  isGuest: boolean;
  isBanned: boolean;
  banReason: string | null;
  /** ISO time of the ban, or null. */
  bannedAt: string | null;
  /** Access tokens signed in an older generation are refused (absent in entries cached before it existed: 0). */
  sessionGeneration?: number;
}

const TTL_SECONDS = 60;
const key = (userId: string) => `access:${userId}`;

/**
 * Ban and admin status checked on every request and socket handshake (DESIGN.md section 4).
 * Cached in Redis so every replica agrees; dropped on ban, unblock and role change.
 */
@Injectable()
export class AccountAccessService {
  constructor(
    private readonly auth: AuthRepository,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** The account's access flags: from the Redis cache, else (also while Redis is down) from the database. */
  async get(userId: string): Promise<AccountAccess> {
    const cached = await this.redis.get(key(userId)).catch(() => null);
    if (cached) return JSON.parse(cached) as AccountAccess;
    const user = await this.auth.findUserById(userId);
    const access: AccountAccess = user
      ? {
          exists: true,
          isAdmin: user.isAdmin,
          isGuest: user.isGuest,
          isBanned: user.isBanned,
          banReason: user.banReason,
          bannedAt: user.bannedAt?.toISOString() ?? null,
          sessionGeneration: user.sessionGeneration,
        }
      : { exists: false, isAdmin: false, isGuest: false, isBanned: false, banReason: null, bannedAt: null };
    await this.redis.set(key(userId), JSON.stringify(access), 'EX', TTL_SECONDS).catch(() => undefined);
    return access;
  }

  /** Whether an access token of this generation is still honoured (false once every session of the user ended). */
  static isCurrentGeneration(access: AccountAccess, tokenGeneration: number): boolean {
    return tokenGeneration >= (access.sessionGeneration ?? 0);
  }

  async invalidate(userId: string): Promise<void> {
    await this.redis.del(key(userId));
  }
}
