import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { ConfirmedChannel } from '../../infra/redis/redis-channel';
import { REDIS } from '../../infra/redis/redis.module';
import { AuthRepository } from './auth.repository';

/** What every request needs to know about its account, kept in process for a minute. */
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

/** How long an entry is trusted without an invalidation (a lost message heals within it), in ms. */
const TTL_MS = 60_000;
/** Entries kept at most (the oldest go first); about 200 bytes each. */
const MAX_ENTRIES = 200_000;

/**
 * Ban, admin status and session generation, checked on every request and socket handshake
 * (DESIGN.md section 4), kept IN PROCESS: no Redis round trip per request. A change (ban, unblock,
 * role change, sessions ended) calls `invalidate`, which drops the entry here and publishes the
 * user id on a confirmed Redis channel every node listens to: it resolves once every node dropped
 * the entry, so the admin's answer means every node already applies the change. Entries also
 * expire after a minute, and a node whose subscription reconnects drops everything (it may have
 * missed messages).
 */
@Injectable()
export class AccountAccessService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(AccountAccessService.name);
  private readonly cache = new Map<string, { access: AccountAccess; expiresAt: number }>();
  /** Bumped by every invalidation: a database read that overlapped one is not cached. */
  private invalidations = 0;
  private invalidationChannel?: ConfirmedChannel;
  private readonly channel: string;

  constructor(
    private readonly auth: AuthRepository,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.channel = `${config.REDIS_KEY_PREFIX}access:invalidate`;
  }

  async onModuleInit(): Promise<void> {
    // After a reconnect, invalidations may have been missed while the connection was down.
    this.invalidationChannel = await ConfirmedChannel.open(
      this.redis,
      this.channel,
      { onMessage: (userId) => this.forget(userId), onResubscribed: () => this.forgetAll() },
      this.logger,
      'access invalidation channel',
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.invalidationChannel?.close();
  }

  /** The account's access flags: from this process's cache, else from the database (then cached). */
  async get(userId: string): Promise<AccountAccess> {
    const hit = this.cache.get(userId);
    if (hit && hit.expiresAt > Date.now()) return hit.access;
    const before = this.invalidations;
    const user = await this.auth.accessRow(userId);
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
    if (before === this.invalidations) {
      this.cache.delete(userId);
      this.cache.set(userId, { access, expiresAt: Date.now() + TTL_MS });
      if (this.cache.size > MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    }
    return access;
  }

  /** Whether an access token of this generation is still honoured (false once every session of the user ended). */
  static isCurrentGeneration(access: AccountAccess, tokenGeneration: number): boolean {
    return tokenGeneration >= (access.sessionGeneration ?? 0);
  }

  /**
   * Drops the user's entry on this node and, through Redis pub/sub, on every node; call it after the
   * change committed. Resolves once every node dropped it, or after `CONFIRM_TIMEOUT_MS` (logged; a
   * node that missed it heals within the entry's minute).
   * @throws when Redis cannot be reached (the other nodes would keep the old flags).
   */
  async invalidate(userId: string): Promise<void> {
    this.forget(userId);
    await this.invalidationChannel!.publish(userId);
  }

  /**
   * Bans the account (`ban`) or lifts its ban (`null`), in the caller's transaction when there is
   * one: the one place bans are written (DESIGN.md section 4). Call `invalidate` after the commit.
   * @returns whether the user exists.
   */
  setBan(userId: string, ban: { reason: string | null; at: Date } | null): Promise<boolean> {
    return this.auth.setBan(userId, ban);
  }

  /**
   * Mutes the account's chat until `until` (the one place mutes are written).
   * @returns whether the user exists.
   */
  setMutedUntil(userId: string, until: Date): Promise<boolean> {
    return this.auth.setMutedUntil(userId, until);
  }

  /** The end of the account's chat mute as stored (it may have passed), or null. */
  mutedUntil(userId: string): Promise<Date | null> {
    return this.auth.mutedUntil(userId);
  }

  private forget(userId: string): void {
    this.invalidations++;
    this.cache.delete(userId);
  }

  private forgetAll(): void {
    this.invalidations++;
    this.cache.clear();
  }
}
