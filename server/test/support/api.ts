import { randomUUID } from 'node:crypto';
import { io, Socket } from 'socket.io-client';
import type { AuthService } from '../../src/modules/auth/auth.service';
import type { ClientToServerEvents, ServerToClientEvents } from '../../src/realtime-events';
import type { TestApp } from './test-app';

/** A JSON response: status and parsed body. */
export interface ApiResponse<T = any> {
  status: number;
  body: T;
}

/** Calls the running server like the client does (bearer token, JSON). */
export async function api<T = any>(
  app: Pick<TestApp, 'url'>,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** A signed-in player with a character, as the factories make them. */
export interface Player {
  token: string;
  refreshToken: string;
  userId: string;
  characterId: number;
  username: string;
}

/** Creates a guest and completes account setup through the API (the way a browser does). */
export async function createPlayer(
  app: Pick<TestApp, 'url'>,
  overrides: { username?: string } = {},
): Promise<Player> {
  const guest = await api(app, 'POST', '/api/auth/create-guest', { body: { firebaseUid: randomUUID() } });
  if (guest.status !== 200) throw new Error(`create-guest failed: ${JSON.stringify(guest.body)}`);
  // 15 characters at most (spec 000 section 5); 13 random hex digits: files sharing one app (and
  // its users table) cannot collide, as a per-file counter would.
  const username = overrides.username ?? `p_${randomUUID().replace(/-/g, '').slice(0, 13)}`;
  const setup = await api(app, 'POST', '/api/auth/setup-account', {
    token: guest.body.accessToken,
    body: { username, gender: 'male', age: 20, countryCode: 'SA', countryName: 'السعودية' },
  });
  if (setup.status !== 200) throw new Error(`setup-account failed: ${JSON.stringify(setup.body)}`);
  const profile = await api(app, 'GET', '/api/character/profile', { token: guest.body.accessToken });
  return {
    token: guest.body.accessToken,
    refreshToken: guest.body.refreshToken,
    userId: guest.body.user.id,
    characterId: profile.body.id,
    username,
  };
}

/** Signs in as the configured first admin (created by `ensureAdmin`). */
export async function signInAdmin(app: TestApp): Promise<string> {
  await app.app
    .get<AuthService>('AuthService')
    .ensureAdmin(app.config.ADMIN_EMAIL, app.config.ADMIN_PASSWORD);
  const response = await api(app, 'POST', '/api/auth/login', {
    body: { email: app.config.ADMIN_EMAIL, password: app.config.ADMIN_PASSWORD },
  });
  if (response.status !== 200) throw new Error(`admin sign-in failed: ${JSON.stringify(response.body)}`);
  return response.body.accessToken;
}

export type GameClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Connects a socket.io client to `/ws` with a token and waits for `authenticated` (or rejects on `auth:error`). */
export function connectSocket(
  app: Pick<TestApp, 'url'>,
  token: string | undefined,
): Promise<GameClientSocket> {
  const socket: GameClientSocket = io(app.url, {
    path: '/ws',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket did not authenticate in 5 s')), 5000);
    socket.once('authenticated', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('auth:error', (error) => {
      clearTimeout(timer);
      socket.close();
      reject(Object.assign(new Error(error.message), { body: error }));
    });
  });
}

/** Resolves with the next payload of `event` on `socket`, or rejects after `timeoutMs`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: GameClientSocket,
  event: E,
  timeoutMs = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${String(event)} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    (socket as unknown as Socket).once(event as string, (payload: any) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
