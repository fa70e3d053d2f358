import axios, { type AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import toast from 'react-hot-toast';
import { clearSession, getSession, saveSession } from '../auth/session';
import { getDeviceId } from '../auth/device-id';
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

const instance = axios.create({ baseURL: '', timeout: REQUEST_TIMEOUT_MS, headers: defaultHeaders });

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
      const { data } = await axios.post<AuthSessionDto>(
        '/api/auth/refresh',
        { refreshToken: session.refreshToken },
        { timeout: REQUEST_TIMEOUT_MS, headers: { ...defaultHeaders, [DEVICE_HEADER]: getDeviceId() } },
      );
      return saveSession(data).accessToken;
    } catch (error) {
      const response = (error as AxiosError).response;
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

function bearerOf(config: InternalAxiosRequestConfig): string | undefined {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' ? header.replace(/^Bearer /, '') : undefined;
}

instance.interceptors.request.use((config) => {
  const token = getSession()?.accessToken;
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  if (config.url?.startsWith('/api/auth/')) config.headers.set(DEVICE_HEADER, getDeviceId());
  return config;
});

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

instance.interceptors.response.use(undefined, async (error: unknown) => {
  if (!axios.isAxiosError(error) || !error.response || !error.config) throw error;
  const { status, data } = error.response;
  const config = error.config as RetriableConfig;

  if (status === 403 && isBlockedBody(data)) {
    enterBlockedState(data.reason, data.bannedAt);
    throw error;
  }
  if (status === 403 && isConfinementBody(data)) {
    showConfinementToast(data);
    throw error;
  }

  const path = config.url ?? '';
  if (
    status === 401 &&
    !config._retried &&
    getSession() &&
    !NO_REFRESH_PATHS.some((p) => path.startsWith(p))
  ) {
    config._retried = true;
    const current = getSession()?.accessToken;
    // Another request may already have refreshed while this one was in flight.
    const token = current && current !== bearerOf(config) ? current : await refreshAccessToken();
    config.headers.set('Authorization', `Bearer ${token}`);
    return instance.request(config);
  }
  throw error;
});

/**
 * The orval mutator: every generated call goes through here.
 * `options` (the generated `request` option) is merged over the generated config.
 */
export const http = <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> =>
  instance.request<T>({ ...config, ...options }).then((response) => response.data);

/** Lets generated hooks type their `error` as the server's error body. */
export type ErrorType<Error> = AxiosError<Error>;
export type BodyType<Body> = Body;

/** The HTTP status of a failed call, if the server answered. */
export function errorStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}
