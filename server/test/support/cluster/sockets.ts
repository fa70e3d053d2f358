import { io, Socket } from 'socket.io-client';
import type { SocketErrorPayload, ServerToClientEvents } from '../../../src/realtime-events';
import type { PresenceService } from '../../../src/infra/realtime/presence.service';
import type { GameClientSocket } from '../api';
import type { TestApp } from '../test-app';

/** Waits `ms` milliseconds. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Polls `probe` every `intervalMs` until it returns a value `accept` likes, or throws after `timeoutMs`
 * with the last value seen (so a failure shows what the server kept answering).
 */
export async function poll<T>(
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  {
    timeoutMs = 3000,
    intervalMs = 100,
    what = 'condition',
  }: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await probe();
  while (!accept(last)) {
    if (Date.now() > deadline)
      throw new Error(`${what} not reached within ${timeoutMs} ms; last value: ${JSON.stringify(last)}`);
    await sleep(intervalMs);
    last = await probe();
  }
  return last;
}

/** A socket.io client on `/ws` that does not reconnect by itself (the tests decide when to connect). */
export function openSocket(app: Pick<TestApp, 'url'>, token: string | undefined): GameClientSocket {
  return io(app.url, {
    path: '/ws',
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
  });
}

/** Connects and resolves with the socket and the `authenticated` payload; rejects on `auth:error` or after 5 s. */
export function connectAuthenticated(
  app: Pick<TestApp, 'url'>,
  token: string,
): Promise<{
  socket: GameClientSocket;
  authenticated: Parameters<ServerToClientEvents['authenticated']>[0];
}> {
  const socket = openSocket(app, token);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error('socket did not authenticate in 5 s'));
    }, 5000);
    socket.once('authenticated', (authenticated) => {
      clearTimeout(timer);
      resolve({ socket, authenticated });
    });
    socket.once('auth:error', (error) => {
      clearTimeout(timer);
      socket.close();
      reject(Object.assign(new Error(`auth:error ${error.message}`), { body: error }));
    });
  });
}

/**
 * Connects with a token the server must refuse. Resolves with the `auth:error` payload, whether
 * `authenticated` was ever seen, and the disconnect reason once the server dropped the socket.
 */
export function connectRefused(
  app: Pick<TestApp, 'url'>,
  token: string | undefined,
): Promise<{
  error: SocketErrorPayload & { statusCode?: number };
  authenticated: boolean;
  disconnectReason: string;
}> {
  const socket = openSocket(app, token);
  return new Promise((resolve, reject) => {
    let error: SocketErrorPayload | undefined;
    let authenticated = false;
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error(`refused socket: auth:error ${error ? 'seen' : 'missing'}, no disconnect within 5 s`));
    }, 5000);
    socket.on('authenticated', () => {
      authenticated = true;
    });
    socket.on('auth:error', (payload) => {
      error = payload;
    });
    socket.on('disconnect', (reason) => {
      clearTimeout(timer);
      socket.close();
      if (!error) reject(new Error(`disconnected (${reason}) without auth:error`));
      else resolve({ error, authenticated, disconnectReason: reason });
    });
  });
}

/** Records every payload of `event` on `socket` from now on. */
export function recordEvents<E extends keyof ServerToClientEvents>(
  socket: GameClientSocket,
  event: E,
): { payloads: Parameters<ServerToClientEvents[E]>[0][]; stop(): void } {
  const payloads: Parameters<ServerToClientEvents[E]>[0][] = [];
  const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => payloads.push(payload);
  const raw = socket as unknown as Socket;
  raw.on(event as string, listener);
  return { payloads, stop: () => raw.off(event as string, listener) };
}

/** Closes a client socket and waits until the client side saw the disconnect. */
export async function closeSocket(socket: GameClientSocket | undefined): Promise<void> {
  if (!socket) return;
  if (socket.connected) {
    const closed = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    socket.close();
    await closed;
  } else {
    socket.close();
  }
}

/**
 * Closes client sockets, then waits until the server side has handled the disconnects (their users
 * show offline in the shared presence). A node's disconnect handler asks every node for the user's
 * remaining sockets; closing a node while that cluster-wide request is in flight leaves the other
 * node waiting for the adapter's request timeout, so tests settle first and close nodes after.
 */
export async function closeSocketsAndSettle(
  node: Pick<TestApp, 'app'>,
  connections: { socket: GameClientSocket; userId: string }[],
  timeoutMs = 6000,
): Promise<void> {
  for (const { socket } of connections) await closeSocket(socket);
  const userIds = [...new Set(connections.map((connection) => connection.userId))];
  if (!userIds.length) return;
  // By name: importing the class would load its module graph (Nest, ioredis, the config) into every
  // test file that imports these helpers, most of which never call this.
  const presence = node.app.get<PresenceService>('PresenceService');
  await poll(
    () => presence.onlineStatus(userIds),
    (statuses) => statuses.every((status) => !status.isOnline),
    { timeoutMs, what: 'every closed socket handled by the server' },
  ).catch(() => undefined);
}

/**
 * Sends `request` and asserts the server answers it with no `update` push: a `hud:request` sent
 * right after is answered in order, so once its `hud:update` arrives (plus 200 ms of slack) the
 * request was handled and refused.
 */
export async function expectNoAnswer(
  socket: GameClientSocket,
  request: string,
  update: keyof ServerToClientEvents,
): Promise<void> {
  const updates = recordEvents(socket, update);
  (socket as unknown as Socket).emit(request);
  const hud = new Promise<void>((resolve) => socket.once('hud:update', () => resolve()));
  socket.emit('hud:request');
  await hud;
  await sleep(200);
  updates.stop();
  expect(updates.payloads).toEqual([]);
}
