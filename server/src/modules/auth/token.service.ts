import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';

interface AccessClaims {
  sub: string;
  /** The user's session generation when the token was signed (absent: 0). */
  gen?: number;
}

/** What a valid access token says: whose it is and the session generation it was signed in. */
export interface VerifiedAccess {
  userId: string;
  sessionGeneration: number;
}

/** Signs and verifies access tokens (JWT, HS256) and makes opaque refresh tokens. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Access token lifetime in seconds. */
  get accessTtlSeconds(): number {
    return this.config.ACCESS_TOKEN_TTL_SECONDS;
  }

  /** Signs an access token for `userId` in the user's current session generation. */
  signAccessToken(userId: string, sessionGeneration: number): string {
    return this.jwt.sign({ sub: userId, gen: sessionGeneration } satisfies AccessClaims, {
      expiresIn: this.accessTtlSeconds,
    });
  }

  /** @returns whose token it is and its generation, or null when it is missing, malformed, expired or forged. */
  verifyAccess(token: string | undefined | null): VerifiedAccess | null {
    if (!token) return null;
    try {
      const claims = this.jwt.verify<AccessClaims>(token);
      if (typeof claims.sub !== 'string') return null;
      return { userId: claims.sub, sessionGeneration: typeof claims.gen === 'number' ? claims.gen : 0 };
    } catch {
      return null;
    }
  }

  /** @returns the user id, or null when the token is missing, malformed, expired or forged. */
  verifyAccessToken(token: string | undefined | null): string | null {
    return this.verifyAccess(token)?.userId ?? null;
  }

  /** A random single-use secret (refresh, reset, verification) and the hash we store instead of it. */
  newOpaqueToken(): { token: string; hash: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: this.hashOpaqueToken(token) };
  }

  hashOpaqueToken(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
