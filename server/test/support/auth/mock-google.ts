import { ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { api, ApiResponse } from '../api';
import type { TestApp } from '../test-app';

/** The claims the mock provider puts in the tokens it signs. */
export interface MockIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

/** A local OpenID Connect provider standing in for Google. */
export interface MockGoogle {
  /** The issuer URL for GOOGLE_ISSUER_URL. */
  issuer: string;
  /** Every token signed from now on carries these claims. */
  setIdentity(identity: MockIdentity): Promise<void>;
  close(): Promise<void>;
}

type ChildMessage = { type: 'ready'; issuer: string } | { type: 'ack'; id: number };

/**
 * Starts oauth2-mock-server (RS256 key, 127.0.0.1, random port) in a child Node process.
 * It runs out of process because oauth2-mock-server depends on the ESM-only `basic-auth`, which
 * jest.config.js's transformIgnorePatterns does not let jest's transform (swc) compile, and jest cannot
 * require ESM without --experimental-vm-modules.
 */
export async function startMockGoogle(): Promise<MockGoogle> {
  const child: ChildProcess = fork(join(__dirname, 'mock-google-process.mjs'), [], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('mock OIDC provider did not start in 10 s')), 10_000);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`mock OIDC provider exited with ${code}`)));
    child.on('message', (message: ChildMessage) => {
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      resolve(message.issuer);
    });
  });
  let nextId = 0;
  return {
    issuer,
    setIdentity(identity) {
      const id = nextId++;
      return new Promise<void>((resolve) => {
        const onMessage = (message: ChildMessage) => {
          if (message.type !== 'ack' || message.id !== id) return;
          child.off('message', onMessage);
          resolve();
        };
        child.on('message', onMessage);
        child.send({ type: 'identity', id, identity });
      });
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        if (child.connected) child.send({ type: 'stop' });
        else child.kill();
      }
      await exited;
    },
  };
}

/** What the browser went through before it lands on `/auth/callback`. */
export interface BrowserRoundTrip {
  /** Where `GET /api/auth/google/authorize` sent the browser. */
  authorizeUrl: URL;
  /** Where the provider sent the browser back (the app's `/auth/callback`). */
  callbackUrl: URL;
  code: string;
  state: string;
  /**
   * The `Cookie` header the browser sends back to us afterwards: what our authorize redirect set
   * (binds the sign-in to this browser), or undefined when it set nothing.
   */
  cookie: string | undefined;
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a `Cookie` request header. */
function cookieHeader(response: Response): string | undefined {
  const pairs = response.headers.getSetCookie().map((line) => line.split(';')[0].trim());
  return pairs.length ? pairs.join('; ') : undefined;
}

/**
 * Plays the browser: our authorize redirect, then the provider's redirect back with code and state.
 * `cookie` is the browser's cookie header before it starts (another sign-in's binding, say).
 */
export async function browserRoundTrip(
  app: Pick<TestApp, 'url'>,
  cookie?: string,
): Promise<BrowserRoundTrip> {
  const start = await fetch(`${app.url}/api/auth/google/authorize`, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  await start.body?.cancel();
  if (start.status !== 302) throw new Error(`authorize answered ${start.status}`);
  const authorizeUrl = new URL(start.headers.get('location')!);
  const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
  await atProvider.body?.cancel();
  if (atProvider.status !== 302) throw new Error(`provider answered ${atProvider.status}`);
  const callbackUrl = new URL(atProvider.headers.get('location')!);
  return {
    authorizeUrl,
    callbackUrl,
    code: callbackUrl.searchParams.get('code')!,
    state: callbackUrl.searchParams.get('state')!,
    cookie: cookieHeader(start) ?? cookie,
  };
}

/** `POST /api/auth/google/callback` from the browser that made `trip` (its cookie goes along). */
export function completeGoogleSignIn(
  app: Pick<TestApp, 'url'>,
  trip: Pick<BrowserRoundTrip, 'code' | 'state' | 'cookie'>,
): Promise<ApiResponse> {
  return api(app, 'POST', '/api/auth/google/callback', {
    body: { code: trip.code, state: trip.state },
    headers: trip.cookie ? { cookie: trip.cookie } : {},
  });
}

/** A whole Google sign-in as `identity`: round trip, then `POST /api/auth/google/callback`. */
export async function signInWithGoogle(
  app: Pick<TestApp, 'url'>,
  google: MockGoogle,
  identity: MockIdentity,
): Promise<ApiResponse> {
  await google.setIdentity(identity);
  return completeGoogleSignIn(app, await browserRoundTrip(app));
}
