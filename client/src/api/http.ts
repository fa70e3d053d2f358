import { toast } from '../lib/toast';
import { getDeviceId } from '../auth/device-id';
import { clearSession, getSession, saveSession } from '../auth/session';
import type { AuthSessionDto } from './generated/model/authSessionDto';
import { ar } from '../i18n/ar';

/** Spec 000 section 7: every call times out after 8 s. */
export const REQUEST_TIMEOUT_MS = 8000;

const BLOCKED_MESSAGE = 'Account blocked';
export const BLOCKED_REASON_KEY = 'blockedAccount.reason';
export const BLOCKED_AT_KEY = 'blockedAccount.bannedAt';
/** Set while the app is on its way to /blocked-account, so a burst of 403s redirects once. */
export const BLOCKED_REDIRECTING_KEY = 'blockedAccount.redirecting';

const defaultHeaders = { 'Cache-Control': 'no-cache', Accept: 'application/json' };

/** Calls whose 401 means "wrong credentials", not "expired token": never refreshed. */
const NO_REFRESH_PATHS = [
  '/api/auth/login',
  '/api/auth/signup',
  '/api/auth/create-guest',
  '/api/auth/refresh',
  '/api/auth/logout',
  '/api/auth/google/callback',
];

/**
 * Sign-in calls (and refreshes) carry the browser's long-lived random device id: the server records
 * it with the sign-in, and accounts seen on one device are linked for the admin (issue 30, part 6).
 */
const DEVICE_HEADER = 'X-Device-Id';

type Redirect = (path: string) => void;
let redirect: Redirect = (path) => window.location.assign(path);

/** Lets the router perform the mutator's redirects (sign-out to `/`, ban to `/blocked-account`). */
export function setRedirectHandler(handler: Redirect): void {
  redirect = handler;
}

function goTo(path: string): void {
  if (window.location.pathname !== path) redirect(path);
}

interface BlockedBody {
  message: typeof BLOCKED_MESSAGE;
  reason?: string | null;
  bannedAt?: string | null;
}

function isBlockedBody(body: unknown): body is BlockedBody {
  return (
    typeof body === 'object' && body !== null && (body as { message?: unknown }).message === BLOCKED_MESSAGE
  );
}

/**
 * Spec 000 section 4 (Blocked): clear the tokens, keep reason and date for the blocked screen,
 * and go there. Also used by the socket's `banned` event.
 */
export function enterBlockedState(reason?: string | null, bannedAt?: string | null): void {
  sessionStorage.setItem(BLOCKED_REASON_KEY, reason ?? '');
  sessionStorage.setItem(BLOCKED_AT_KEY, bannedAt ?? '');
  clearSession();
  // Spec 000 section 4: skipped when already there or a redirect is under way.
  if (window.location.pathname === '/blocked-account' || sessionStorage.getItem(BLOCKED_REDIRECTING_KEY))
    return;
  sessionStorage.setItem(BLOCKED_REDIRECTING_KEY, 'true');
  goTo('/blocked-account');
}

/** Spec 000 sections 3 and 8: the body of a 403 refused because the character is confined. */
export interface ConfinementBody {
  type: 'hospital' | 'jail';
  message?: string;
  remainingSeconds?: number;
  cost?: number;
}

export function isConfinementBody(body: unknown): body is ConfinementBody {
  const type = typeof body === 'object' && body !== null ? (body as { type?: unknown }).type : undefined;
  return type === 'hospital' || type === 'jail';
}

/** Spec 000 section 9: the confinement toast stays 5 s at the top center. */
export const CONFINEMENT_TOAST_MS = 5000;

function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${new Intl.NumberFormat('ar-EG').format(m)}:${new Intl.NumberFormat('ar-EG', { minimumIntegerDigits: 2 }).format(s)}`;
}

/** The confinement toast's text: title, the server's message and, when given, time left and release cost. */
export function confinementText(body: ConfinementBody): string {
  const lines = [
    body.type === 'hospital' ? ar.http.hospitalTitle : ar.http.jailTitle,
    body.message || ar.http.confinementDefault(body.type),
  ];
  if (typeof body.remainingSeconds === 'number')
    lines.push(ar.http.remaining(formatDuration(body.remainingSeconds)));
  if (typeof body.cost === 'number')
    lines.push(ar.http.cost(new Intl.NumberFormat('ar-EG').format(body.cost)));
  return lines.join('\n');
}

/** Spec 000 section 9: the 403 hospital/jail toast (5 s, top center); also shown for refused socket actions. */
export function showConfinementToast(body: ConfinementBody): void {
  toast.error(confinementText(body), {
    id: 'confinement',
    position: 'top-center',
    duration: CONFINEMENT_TOAST_MS,
    style: { whiteSpace: 'pre-line' },
  });
}

/**
 * One call as the generated hooks describe it (orval's axios-style mutator config): the path, the
 * method, query `params` (undefined and null values are left out), a JSON `data` body (or FormData,
 * sent as multipart with the browser's boundary), extra headers and the query's abort signal.
 */
export interface RequestConfig {
  url: string;
  method?: string;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds before the call fails with `ECONNABORTED`; `REQUEST_TIMEOUT_MS` when unset; 0: none (a file download). */
  timeout?: number;
  /** `blob`: a successful answer's body as a Blob (the admin's CSV exports); else parsed JSON or text. */
  responseType?: 'json' | 'blob';
}

/** The part of an answer the client reads: its status and parsed body. */
export interface HttpResponse<T> {
  status: number;
  data: T;
}

/**
 * A failed call (the shape axios gave, which the screens and `error-text.ts` read): `response` holds
 * the status and the server's error body when the server answered; without it `code` tells a timeout
 * (`ECONNABORTED`, after `REQUEST_TIMEOUT_MS`), a cancelled query (`ERR_CANCELED`) or no connection
 * (`ERR_NETWORK`).
 */
export class HttpError<Body = unknown> extends Error {
  readonly isHttpError = true;

  constructor(
    message: string,
    readonly code: 'ECONNABORTED' | 'ERR_CANCELED' | 'ERR_NETWORK' | 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE',
    readonly config: RequestConfig,
    readonly response?: HttpResponse<Body>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** True for a failure of `http` (also across module copies in tests, hence the flag). */
export function isHttpError(error: unknown): error is HttpError {
  return (
    typeof error === 'object' && error !== null && (error as { isHttpError?: unknown }).isHttpError === true
  );
}

/** The path with its query string; arrays repeat the key. */
function urlOf(config: RequestConfig): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(config.params ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      query.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const search = query.toString();
  return search ? `${config.url}${config.url.includes('?') ? '&' : '?'}${search}` : config.url;
}

/** A JSON answer parsed; an empty one is `''`, other text stays text (as axios did). */
function parseBody(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends one call with `fetch` (no token, no refresh): the spec headers, the 8 s timeout (spec 000
 * section 7; `config.timeout` overrides it) and the caller's abort signal. Resolves for a 2xx answer.
 * @throws HttpError for any other status, a timeout, a cancellation or a network failure.
 */
async function send<T>(config: RequestConfig, bearer?: string): Promise<HttpResponse<T>> {
  const headers: Record<string, string> = { ...defaultHeaders, ...config.headers };
  if (config.url.startsWith('/api/auth/')) headers[DEVICE_HEADER] = getDeviceId();
  if (bearer && !Object.keys(headers).some((name) => name.toLowerCase() === 'authorization'))
    headers.Authorization = `Bearer ${bearer}`;
  let body: BodyInit | undefined;
  if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
    // The browser writes the multipart Content-Type with its boundary.
    for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-type') delete headers[name];
    body = config.data;
  } else if (config.data !== undefined) {
    body = typeof config.data === 'string' ? config.data : JSON.stringify(config.data);
    if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type'))
      headers['Content-Type'] = 'application/json';
  }

  const timeout = config.timeout ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout)
      : undefined;
  const cancel = () => controller.abort();
  if (config.signal?.aborted) controller.abort();
  config.signal?.addEventListener('abort', cancel);
  let status: number;
  let text = '';
  let blob: Blob | undefined;
  try {
    const response = await fetch(urlOf(config), {
      method: (config.method ?? 'GET').toUpperCase(),
      headers,
      body,
      signal: controller.signal,
    });
    status = response.status;
    if (config.responseType === 'blob' && response.ok) blob = await response.blob();
    else text = await response.text();
  } catch {
    if (timedOut) throw new HttpError(`timeout of ${timeout}ms exceeded`, 'ECONNABORTED', config);
    if (config.signal?.aborted) throw new HttpError('canceled', 'ERR_CANCELED', config);
    throw new HttpError('Network Error', 'ERR_NETWORK', config);
  } finally {
    clearTimeout(timer);
    config.signal?.removeEventListener('abort', cancel);
  }
  const data = (blob ?? parseBody(text)) as T;
  if (status >= 200 && status < 300) return { status, data };
  throw new HttpError(
    `Request failed with status code ${status}`,
    status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    config,
    { status, data },
  );
}

let refreshing: Promise<string> | null = null;

/**
 * Exchanges the refresh token for a new session, once for all concurrent callers.
 * When the server refuses the refresh token the user is signed out and sent to `/`.
 * @returns the new access token.
 */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= (async () => {
    const session = getSession();
    if (!session) throw new Error('No session to refresh');
    try {
      const { data } = await send<AuthSessionDto>({
        url: '/api/auth/refresh',
        method: 'POST',
        data: { refreshToken: session.refreshToken },
      });
      return saveSession(data).accessToken;
    } catch (error) {
      const response = isHttpError(error) ? error.response : undefined;
      if (response && isBlockedBody(response.data)) {
        enterBlockedState(response.data.reason, response.data.bannedAt);
      } else if (response && response.status >= 400 && response.status < 500) {
        clearSession();
        goTo('/');
      }
      throw error;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Sends a call with the session's access token, then handles the answers every screen shares: a ban
 * (403 `Account blocked`) goes to `/blocked-account`, a hospital/jail 403 shows the confinement toast,
 * and an expired token (401, not on the sign-in paths) is refreshed once and the call sent again.
 */
async function authorized<T>(
  config: RequestConfig,
  retried = false,
  token = getSession()?.accessToken,
): Promise<HttpResponse<T>> {
  try {
    return await send<T>(config, token);
  } catch (error) {
    if (!isHttpError(error) || !error.response) throw error;
    const { status, data } = error.response;
    if (status === 403 && isBlockedBody(data)) {
      enterBlockedState(data.reason, data.bannedAt);
      throw error;
    }
    if (status === 403 && isConfinementBody(data)) {
      showConfinementToast(data);
      throw error;
    }
    if (status !== 401 || retried || !getSession() || NO_REFRESH_PATHS.some((p) => config.url.startsWith(p)))
      throw error;
  }
  const current = getSession()?.accessToken;
  // Another request may already have refreshed while this one was in flight.
  const fresh = current && current !== token ? current : await refreshAccessToken();
  return authorized<T>(config, true, fresh);
}

/**
 * The orval mutator: every generated call goes through here (`fetch`, no axios: issue 28 point 8).
 * `options` (the generated `request` option) is merged over the generated config.
 * @returns the answer's parsed body; rejects with `HttpError`.
 */
export const http = <T>(config: RequestConfig, options?: Partial<RequestConfig>): Promise<T> =>
  authorized<T>({ ...config, ...options }).then((response) => response.data);

/** Lets generated hooks type their `error` as the server's error body. */
export type ErrorType<Error> = HttpError<Error>;
export type BodyType<Body> = Body;

/** The HTTP status of a failed call, if the server answered. */
export function errorStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}
