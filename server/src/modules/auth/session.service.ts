import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainEvents } from '../../infra/events/domain-events';
import { Clock } from '../../common/clock';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { AccountAccessService } from './account-access.service';
import { accountBlocked } from './auth.guard';
import { AuthSessionDto, toAccountUserDto } from './auth.dto';
import { AuthErrorCode, authError } from './auth.errors';
import { AuthRepository } from './auth.repository';
import { TokenService } from './token.service';
import { UserEntity } from './user.entity';

const DAY_MS = 86_400_000;

/**
 * Sessions (DESIGN.md section 4): a JWT access token plus an opaque refresh token stored hashed,
 * rotated on every refresh, in families that reuse detection revokes whole.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly auth: AuthRepository,
    private readonly tokens: TokenService,
    private readonly access: AccountAccessService,
    private readonly clock: Clock,
    private readonly tx: Tx,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Once `AuthRepository.revokeAllSessions` has committed: drops the cached access entry, so every
   * node reads the new session generation at once, and closes the account's sockets on every node.
   */
  async closeEndedSessions(userId: string): Promise<void> {
    await this.access.invalidate(userId);
    await this.events.publish('user.sessionsEnded', { userId });
  }

  /**
   * Starts a new refresh-token family for `user` (valid `REFRESH_TOKEN_TTL_DAYS` days), records
   * the sign-in ip and device id (`X-Device-Id`, when sent: linked accounts, issue 30), and answers
   * with a fresh access token. Checks nothing: callers have already
   * checked the ban and everything else.
   */
  async issueSession(
    user: UserEntity,
    ip: string,
    isNewUser: boolean,
    deviceId: string | null = null,
  ): Promise<AuthSessionDto> {
    const now = this.clock.now();
    const refresh = this.tokens.newOpaqueToken();
    await inRetriedTransaction(this.tx, async () => {
      await this.auth.createSession({
        userId: user.id,
        familyId: randomUUID(),
        tokenHash: refresh.hash,
        expiresAt: new Date(now.getTime() + this.config.REFRESH_TOKEN_TTL_DAYS * DAY_MS),
        ip,
      });
      await this.auth.recordIp(user.id, ip, now);
      if (deviceId) await this.auth.recordDevice(user.id, deviceId, now);
      await this.auth.recordActivityDay(user.id, now, this.config.TZ_GAME);
    });
    return this.toSession(user, refresh.token, isNewUser);
  }

  /**
   * Rotates a refresh token. A token that was already rotated is reuse (a stolen copy): the
   * whole family is revoked, the user's session generation is raised so the access tokens already
   * handed out stop working at once (the user's other sessions get a new one at their next refresh),
   * and the caller must sign in again. Within `REFRESH_REUSE_GRACE_SECONDS`
   * of its rotation a token is not yet counted as stolen: two tabs refreshing with the same token, or
   * a retry after a lost response, get another token of the same family.
   * @throws INVALID_REFRESH_TOKEN, REFRESH_TOKEN_REUSED, ACCOUNT_BLOCKED
   */
  async refreshSession(
    refreshToken: string,
    ip: string,
    deviceId: string | null = null,
  ): Promise<AuthSessionDto> {
    const now = this.clock.now();
    const graceMs = this.config.REFRESH_REUSE_GRACE_SECONDS * 1000;
    const outcome = await inRetriedTransaction(this.tx, async () => {
      const session = await this.auth.lockSessionByHash(this.tokens.hashOpaqueToken(refreshToken));
      if (!session || session.revokedAt || session.expiresAt <= now) return { kind: 'invalid' as const };
      const withinGrace =
        session.replacedAt !== null && now.getTime() - session.replacedAt.getTime() <= graceMs;
      if (session.replacedAt && !withinGrace) {
        await this.auth.revokeFamily(session.familyId, now);
        await this.auth.raiseSessionGeneration(session.userId);
        return { kind: 'reused' as const, userId: session.userId };
      }
      const user = await this.auth.findUserById(session.userId);
      if (!user) return { kind: 'invalid' as const };
      if (!session.replacedAt) await this.auth.markSessionReplaced(session.id, now);
      const next = this.tokens.newOpaqueToken();
      await this.auth.createSession({
        userId: user.id,
        familyId: session.familyId,
        tokenHash: next.hash,
        expiresAt: new Date(now.getTime() + this.config.REFRESH_TOKEN_TTL_DAYS * DAY_MS),
        ip,
      });
      await this.auth.recordIp(user.id, ip, now);
      if (deviceId) await this.auth.recordDevice(user.id, deviceId, now);
      await this.auth.recordActivityDay(user.id, now, this.config.TZ_GAME);
      return { kind: 'rotated' as const, user, refreshToken: next.token };
    });
    if (outcome.kind === 'invalid') throw authError(AuthErrorCode.INVALID_REFRESH_TOKEN);
    if (outcome.kind === 'reused') {
      await this.closeEndedSessions(outcome.userId);
      throw authError(AuthErrorCode.REFRESH_TOKEN_REUSED);
    }
    if (outcome.user.isBanned) throw accountBlocked(await this.access.get(outcome.user.id));
    return this.toSession(outcome.user, outcome.refreshToken, false);
  }

  /** Ends the session family of a refresh token; unknown tokens are ignored. */
  async logout(refreshToken: string): Promise<{ success: boolean }> {
    await inRetriedTransaction(this.tx, async () => {
      const session = await this.auth.lockSessionByHash(this.tokens.hashOpaqueToken(refreshToken));
      if (session) await this.auth.revokeFamily(session.familyId, this.clock.now());
    });
    return { success: true };
  }

  private toSession(user: UserEntity, refreshToken: string, isNewUser: boolean): AuthSessionDto {
    return {
      accessToken: this.tokens.signAccessToken(user.id, user.sessionGeneration),
      refreshToken,
      expiresIn: this.tokens.accessTtlSeconds,
      isNewUser,
      user: toAccountUserDto(user),
    };
  }
}
