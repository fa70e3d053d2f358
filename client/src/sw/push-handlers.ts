/**
 * The service worker's web push handlers (issue 26, part 2), as a plain module so whichever worker
 * the app registers imports them: `installPushHandlers(self)` from the worker's source. A push shows
 * the server's Arabic sentence (its payload: `{ title, body, url, kind, tag? }`, see the server's
 * `PushProcessor`); tapping it focuses a tab of the game on that page, or opens one.
 */

/** What the server's push payload carries. */
export interface PushPayload {
  title: string;
  body: string;
  /** A same-origin path (`/dashboard/messages?with=<id>`). */
  url: string;
  kind?: string;
  /** Pushes with the same tag replace each other on the device (releases, trainings, the gift). */
  tag?: string;
}

/** The parts of a window client the handlers use. */
export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<unknown>;
}

/** The parts of `ServiceWorkerGlobalScope` the handlers use (the DOM lib has no worker types). */
export interface PushScope {
  location: { origin: string };
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickLike) => void): void;
}

export interface PushEventLike {
  data: { json(): unknown; text(): string } | null;
  waitUntil(promise: Promise<unknown>): void;
}

export interface NotificationClickLike {
  notification: { data?: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}

const FALLBACK_TITLE = 'مدينة الظلام';
/** Where a push without a usable link leads. */
export const FALLBACK_PATH = '/dashboard';

/** The payload of a push event; a push without JSON still shows its text under the game's name. */
export function parsePushPayload(data: PushEventLike['data']): PushPayload {
  if (!data) return { title: FALLBACK_TITLE, body: '', url: FALLBACK_PATH };
  let parsed: Partial<PushPayload> | undefined;
  try {
    parsed = data.json() as Partial<PushPayload>;
  } catch {
    return { title: FALLBACK_TITLE, body: data.text(), url: FALLBACK_PATH };
  }
  return {
    title: typeof parsed?.title === 'string' ? parsed.title : FALLBACK_TITLE,
    body: typeof parsed?.body === 'string' ? parsed.body : '',
    url: typeof parsed?.url === 'string' ? parsed.url : FALLBACK_PATH,
    ...(typeof parsed?.kind === 'string' && { kind: parsed.kind }),
    ...(typeof parsed?.tag === 'string' && { tag: parsed.tag }),
  };
}

/** The absolute URL a notification opens: its path on the game's origin, never another site. */
export function targetUrl(origin: string, path: unknown): string {
  const candidate =
    typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : FALLBACK_PATH;
  const url = new URL(candidate, origin);
  return url.origin === origin ? url.href : new URL(FALLBACK_PATH, origin).href;
}

/** Focuses a tab already on `url`, else moves a tab of the game there, else opens a new one. */
export async function openOrFocus(scope: PushScope, url: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => client.url === url);
  if (same) {
    await same.focus();
    return;
  }
  const game = windows.find(
    (client) => new URL(client.url).origin === scope.location.origin && client.navigate,
  );
  if (game?.navigate) {
    await game.focus();
    await game.navigate(url);
    return;
  }
  await scope.clients.openWindow(url);
}

/** Adds the `push` and `notificationclick` listeners to the worker's global scope. */
export function installPushHandlers(scope: PushScope): void {
  scope.addEventListener('push', (event) => {
    const payload = parsePushPayload(event.data);
    event.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: payload.body,
        dir: 'rtl',
        lang: 'ar',
        icon: '/favicon.svg',
        data: { url: payload.url },
        ...(payload.tag && { tag: payload.tag }),
      }),
    );
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | undefined;
    event.waitUntil(openOrFocus(scope, targetUrl(scope.location.origin, data?.url)));
  });
}
