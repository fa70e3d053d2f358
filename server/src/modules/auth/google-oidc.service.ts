import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import * as oidc from 'openid-client';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { REDIS } from '../../infra/redis/redis.module';
import { AuthErrorCode, authError } from './auth.errors';

/** The verified identity Google returned. */
export interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

const STATE_TTL_SECONDS = 600;
const stateKey = (state: string) => `oidc:state:${state}`;

/**
 * Google sign-in through OpenID Connect: authorization code with PKCE (openid-client), returning
 * to `PUBLIC_URL/auth/callback`. The PKCE verifier waits in Redis under the state, so any replica
 * can finish the sign-in. Enabled only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set.
 */
@Injectable()
export class GoogleOidcService {
  private configuration?: Promise<oidc.Configuration>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  get enabled(): boolean {
    return Boolean(this.config.GOOGLE_CLIENT_ID && this.config.GOOGLE_CLIENT_SECRET);
  }

  private get redirectUri(): string {
    return new URL('/auth/callback', this.config.PUBLIC_URL).toString();
  }

  private discover(): Promise<oidc.Configuration> {
    if (!this.enabled) throw authError(AuthErrorCode.GOOGLE_NOT_CONFIGURED);
    const issuer = new URL(this.config.GOOGLE_ISSUER_URL);
    this.configuration ??= oidc
      .discovery(issuer, this.config.GOOGLE_CLIENT_ID!, this.config.GOOGLE_CLIENT_SECRET!, undefined, {
        // Only a local test issuer runs on plain http; Google itself is https.
        execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  /** @returns the Google URL to send the browser to; the state and PKCE verifier are kept 10 minutes. */
  async authorizationUrl(): Promise<string> {
    const configuration = await this.discover();
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    await this.redis.set(stateKey(state), verifier, 'EX', STATE_TTL_SECONDS);
    return oidc
      .buildAuthorizationUrl(configuration, {
        redirect_uri: this.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        prompt: 'select_account',
      })
      .toString();
  }

  /**
   * Exchanges the code the browser brought back for a verified identity. The state is single-use.
   * @throws GOOGLE_SIGN_IN_FAILED for an unknown or used state, or a code Google refuses.
   */
  async complete(code: string, state: string): Promise<GoogleIdentity> {
    const configuration = await this.discover();
    const verifier = await this.redis.getdel(stateKey(state));
    if (!verifier) throw authError(AuthErrorCode.GOOGLE_SIGN_IN_FAILED);
    const callbackUrl = new URL(this.redirectUri);
    callbackUrl.searchParams.set('code', code);
    callbackUrl.searchParams.set('state', state);
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: verifier,
        expectedState: state,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : null,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : null,
        picture: typeof claims.picture === 'string' ? claims.picture : null,
      };
    } catch {
      throw authError(AuthErrorCode.GOOGLE_SIGN_IN_FAILED);
    }
  }
}
