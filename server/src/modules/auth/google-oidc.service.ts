import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import Redis from 'ioredis';
import type * as Oidc from 'openid-client';
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

let oidcClient: Promise<typeof Oidc> | undefined;
/** openid-client, loaded on the first Google sign-in. */
function openidClient(): Promise<typeof Oidc> {
  // Lazy: openid-client (ESM, with jose and oauth4webapi) serves Google sign-ins only, not every node's boot (issue 16).
  oidcClient ??= import('openid-client');
  return oidcClient;
}
const stateKey = (state: string) => `oidc:state:${state}`;

/** The cookie that ties a sign-in to the browser that started it; sent only to the Google routes. */
export const GOOGLE_BROWSER_COOKIE = 'google_signin_browser';
const BROWSER_ID = /^[A-Za-z0-9_-]{43}$/;

/** What waits in Redis under a state until the browser comes back. */
interface PendingSignIn {
  verifier: string;
  /** The browser binding (cookie value) of the browser that started the sign-in. */
  browser: string;
}

/** The pending sign-in stored under a state; null for none (or one stored before browser binding). */
function readPending(stored: string | null): PendingSignIn | null {
  try {
    const pending = stored ? (JSON.parse(stored) as Partial<PendingSignIn>) : null;
    return typeof pending?.verifier === 'string' && typeof pending.browser === 'string'
      ? { verifier: pending.verifier, browser: pending.browser }
      : null;
  } catch {
    return null;
  }
}

/** A sign-in to start: where to send the browser, and the binding cookie to set on it. */
export interface GoogleSignInStart {
  url: string;
  /** A complete `Set-Cookie` header value. */
  cookie: string;
}

/** The binding in a request's `Cookie` header, or null when it has none (or a malformed one). */
export function googleBrowserBinding(cookieHeader: string | undefined): string | null {
  const value = parseCookies(cookieHeader ?? '')[GOOGLE_BROWSER_COOKIE];
  return value !== undefined && BROWSER_ID.test(value) ? value : null;
}

/**
 * Google sign-in through OpenID Connect: authorization code with PKCE (openid-client), returning
 * to `PUBLIC_URL/auth/callback`. The PKCE verifier waits in Redis under the state, so any replica
 * can finish the sign-in. Enabled only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set.
 *
 * The state is also tied to the browser that started the sign-in (an HttpOnly cookie set on the
 * authorize redirect): code and state from someone else's sign-in, opened in a victim's browser,
 * would otherwise sign the victim into the attacker's account (login CSRF, RFC 6749 section 10.12).
 */
@Injectable()
export class GoogleOidcService {
  private configuration?: Promise<Oidc.Configuration>;

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

  private discover(): Promise<Oidc.Configuration> {
    if (!this.enabled) throw authError(AuthErrorCode.GOOGLE_NOT_CONFIGURED);
    const issuer = new URL(this.config.GOOGLE_ISSUER_URL);
    this.configuration ??= openidClient()
      .then((oidc) =>
        oidc.discovery(issuer, this.config.GOOGLE_CLIENT_ID!, this.config.GOOGLE_CLIENT_SECRET!, undefined, {
          // Only a local test issuer runs on plain http; Google itself is https.
          execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        }),
      )
      .catch((error) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  /**
   * Starts a sign-in for the browser with binding `browser` (a new binding when it has none).
   * @returns the Google URL to send the browser to and the binding cookie; the state, PKCE verifier
   * and binding are kept 10 minutes.
   */
  async startSignIn(browser: string | null): Promise<GoogleSignInStart> {
    const configuration = await this.discover();
    const oidc = await openidClient();
    const binding = browser ?? randomBytes(32).toString('base64url');
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const pending: PendingSignIn = { verifier, browser: binding };
    await this.redis.set(stateKey(state), JSON.stringify(pending), 'EX', STATE_TTL_SECONDS);
    const url = oidc
      .buildAuthorizationUrl(configuration, {
        redirect_uri: this.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        prompt: 'select_account',
      })
      .toString();
    const cookie = serializeCookie(GOOGLE_BROWSER_COOKIE, binding, {
      maxAge: STATE_TTL_SECONDS,
      path: '/api/auth/google',
      httpOnly: true,
      sameSite: 'lax',
      secure: new URL(this.config.PUBLIC_URL).protocol === 'https:',
    });
    return { url, cookie };
  }

  /**
   * Exchanges the code the browser brought back for a verified identity. The state is single-use and
   * only good in the browser that started the sign-in (`browser`, its binding cookie).
   * @throws GOOGLE_SIGN_IN_FAILED for an unknown or used state, a state of another browser, or a
   * code Google refuses.
   */
  async complete(code: string, state: string, browser: string | null): Promise<GoogleIdentity> {
    const configuration = await this.discover();
    const oidc = await openidClient();
    const pending = readPending(await this.redis.getdel(stateKey(state)));
    if (!pending || !browser || pending.browser !== browser)
      throw authError(AuthErrorCode.GOOGLE_SIGN_IN_FAILED);
    const verifier = pending.verifier;
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
