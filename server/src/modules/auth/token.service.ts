import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';

interface AccessClaims {
  sub: string;
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

  signAccessToken(userId: string): string {
    return this.jwt.sign({ sub: userId } satisfies AccessClaims, { expiresIn: this.accessTtlSeconds });
  }

  /** @returns the user id, or null when the token is missing, malformed, expired or forged. */
  verifyAccessToken(token: string | undefined | null): string | null {
    if (!token) return null;
    try {
      return this.jwt.verify<AccessClaims>(token).sub ?? null;
    } catch {
      return null;
    }
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
