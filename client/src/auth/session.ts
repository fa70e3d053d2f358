/**
 * The signed-in session: tokens and the account they belong to, persisted in localStorage so a
 * reload keeps the player signed in. Plain module state with subscribers (read by React through
 * `useSession`, by the HTTP mutator and the socket directly); it never calls the API itself.
 */
import type { AccountUserDto } from '../api/generated/model/accountUserDto';
import type { AuthSessionDto } from '../api/generated/model/authSessionDto';

/** The part of the server's AccountUser the client keeps beside the tokens. */
export type SessionUser = Pick<AccountUserDto, 'id' | 'displayName' | 'isGuest' | 'isAdmin'>;

export interface Session {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds when the access token stops being accepted. */
  expiresAt: number;
  /** Epoch milliseconds when this access token was obtained (drives the 45-minute forced refresh). */
  obtainedAt: number;
  user: SessionUser;
}

const STORAGE_KEY = 'darkcity.session';

type Listener = (session: Session | null) => void;
const listeners = new Set<Listener>();
let current: Session | null | undefined;

function load(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Session>;
    if (typeof parsed.accessToken !== 'string' || typeof parsed.refreshToken !== 'string' || !parsed.user) {
      return null;
    }
    return parsed as Session;
  } catch {
    return null;
  }
}

function notify(next: Session | null): void {
  current = next;
  for (const listener of listeners) listener(next);
}

function publish(next: Session | null): void {
  try {
    if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the session still lives for this page.
  }
  notify(next);
}

/**
 * Keeps every tab of the browser on one session: a refresh in one tab hands its newer tokens to the
 * others, and signing out in one tab signs out all of them (the `storage` event fires in the other tabs).
 */
function followOtherTabs(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== localStorage || (event.key !== STORAGE_KEY && event.key !== null)) return;
    notify(load());
  });
}
followOtherTabs();

export function getSession(): Session | null {
  if (current === undefined) current = load();
  return current;
}

/** Stores the session the server just issued. `now` is injectable for tests. */
export function saveSession(response: AuthSessionDto, now = Date.now()): Session {
  const { id, displayName, isGuest, isAdmin } = response.user;
  const session: Session = {
    accessToken: response.accessToken,
    refreshToken: response.refreshToken,
    expiresAt: now + response.expiresIn * 1000,
    obtainedAt: now,
    user: { id, displayName, isGuest, isAdmin },
  };
  publish(session);
  return session;
}

export function clearSession(): void {
  if (getSession() === null) return;
  publish(null);
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
