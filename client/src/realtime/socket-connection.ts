import { io } from 'socket.io-client';
import { setSocket, type GameSocket } from './socket';
import { enterBlockedState, refreshAccessToken } from '../api/http';
import { getSession } from '../auth/session';
import {
  DISCONNECTED,
  getConnectionState,
  qualityOf,
  setConnectionState as setState,
} from './connection-state';

/**
 * The live connection itself (socket.io-client): loaded only by `use-realtime.ts`, through a dynamic
 * import once a player is signed in, so the first download of a visitor never carries socket.io
 * (issue 28 point 8). Screens reach the open socket through `./socket` (`getSocket`).
 */

/** Spec 000 sections 4 and 9: the live connection's reconnect rules. */
export const MAX_CONNECT_ATTEMPTS = 10;
export const SERVER_DISCONNECT_RETRY_MS = 3000;
export const RETRY_MS = 5000;
export const MIN_GAP_BETWEEN_ATTEMPTS_MS = 5000;
const CONNECT_TIMEOUT_MS = 60_000;
/** Spec 000 section 9: the connection-quality ping runs every 60 s. */
export const PING_INTERVAL_MS = 60_000;
/** Spec 000 section 9: the stuck-connection check runs every 5 s. */
export const STUCK_CHECK_MS = 5000;

let socket: GameSocket | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let lastAttemptAt = 0;
let pingTimer: ReturnType<typeof setInterval> | undefined;
let stuckTimer: ReturnType<typeof setInterval> | undefined;
/** Whether the previous stuck check already found the socket connected but not authenticated. */
let stuckBefore = false;

/** Measures the round trip through the `ping` ack (the server answers `{ time }`). */
function ping(target: GameSocket): void {
  const sentAt = Date.now();
  target.emit('ping', () => {
    if (socket === target) setState({ quality: qualityOf(Date.now() - sentAt) });
  });
}

function attempt(): void {
  retryTimer = undefined;
  if (!socket || socket.connected) return;
  lastAttemptAt = Date.now();
  socket.connect();
}

/** One pending retry at a time, never sooner than 5 s after the previous attempt. */
function scheduleRetry(delayMs: number): void {
  if (retryTimer !== undefined || !socket) return;
  const wait = Math.max(delayMs, lastAttemptAt + MIN_GAP_BETWEEN_ATTEMPTS_MS - Date.now());
  retryTimer = setTimeout(attempt, wait);
}

/**
 * The 5 s stuck-connection check (spec 000 section 9). A connection is stuck when its transport is up
 * but the server's `authenticated` has not come at two checks in a row (5 to 10 s after connecting):
 * no screen gets its pushes, and nothing else would end it. It is dropped and opened again, through
 * the usual retry (never sooner than 5 s after the previous attempt).
 */
function checkStuck(): void {
  const { connected, authenticated } = getConnectionState();
  const stuck = socket !== null && connected && !authenticated;
  if (!stuck || !stuckBefore) {
    stuckBefore = stuck;
    return;
  }
  stuckBefore = false;
  const target = socket!;
  // A deliberate client disconnect: its 'disconnect' handler schedules nothing, so the retry is ours.
  target.disconnect();
  setState({ connected: false, authenticated: false, quality: null });
  scheduleRetry(0);
}

/**
 * Opens the game socket for the signed-in player (path `/ws`, token in the handshake, websocket
 * first with polling fallback). Reconnection is driven here rather than by socket.io so the
 * spec's delays apply: 3 s after a server-side disconnect, 5 s otherwise, at most 10 failed tries;
 * the 5 s stuck-connection check ({@link checkStuck}) runs while it is open.
 */
export function openSocket(): GameSocket {
  if (socket) return socket;
  const created: GameSocket = io({
    path: '/ws',
    transports: ['websocket', 'polling'],
    auth: (callback) => callback({ token: getSession()?.accessToken ?? '' }),
    autoConnect: false,
    reconnection: false,
    timeout: CONNECT_TIMEOUT_MS,
  });
  socket = created;
  setSocket(created);

  created.on('connect', () => setState({ connected: true, attempts: 0 }));
  created.on('authenticated', () => {
    setState({ authenticated: true });
    created.emit('hud:request');
    ping(created);
    clearInterval(pingTimer);
    pingTimer = setInterval(() => ping(created), PING_INTERVAL_MS);
  });
  created.on('auth:error', () => {
    setState({ connected: false, authenticated: false });
    // The usual cause is an expired access token: refresh it, then try again.
    refreshAccessToken()
      .catch(() => undefined)
      .finally(() => scheduleRetry(RETRY_MS));
  });
  created.on('disconnect', (reason) => {
    clearInterval(pingTimer);
    setState({ connected: false, authenticated: false, quality: null });
    if (reason === 'io client disconnect') return;
    scheduleRetry(reason === 'io server disconnect' ? SERVER_DISCONNECT_RETRY_MS : RETRY_MS);
  });
  created.on('connect_error', () => {
    const attempts = Math.min(getConnectionState().attempts + 1, MAX_CONNECT_ATTEMPTS);
    setState({ connected: false, authenticated: false, attempts });
    if (attempts < MAX_CONNECT_ATTEMPTS) scheduleRetry(RETRY_MS);
  });
  created.on('keep-alive', () => created.emit('keep-alive-ack'));
  created.on('banned', (payload) => {
    closeSocket();
    enterBlockedState(payload.reason, payload.bannedAt);
  });

  stuckBefore = false;
  clearInterval(stuckTimer);
  stuckTimer = setInterval(checkStuck, STUCK_CHECK_MS);
  attempt();
  return created;
}

/** Closes the socket on sign-out; no reconnect follows. */
export function closeSocket(): void {
  clearTimeout(retryTimer);
  clearInterval(pingTimer);
  clearInterval(stuckTimer);
  retryTimer = undefined;
  stuckBefore = false;
  const closing = socket;
  socket = null;
  setSocket(null);
  closing?.removeAllListeners();
  closing?.disconnect();
  setState(DISCONNECTED);
}
