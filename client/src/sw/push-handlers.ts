/**
 * The service worker's web push handlers (issue 26, part 2), as a plain module so whichever worker
 * the app registers imports them: `installPushHandlers(self)` from the worker's source. A push shows
 * the server's Arabic sentence (its payload: `{ title, body, url, kind, tag? }`, see the server's
 * `PushProcessor`); tapping it focuses a tab of the game on that page, or opens one.
 *
 * A subscription the browser rotates or drops (`pushsubscriptionchange`) is renewed here, with no tab
 * open: the worker subscribes again with the same `applicationServerKey` (the old subscription's, else
 * `GET /api/push/vapid-public-key`, which is public) and sends the new subscription to
 * `PUT /api/push/subscriptions` with the old one's endpoint and auth secret as the proof that this
 * device held it. The worker holds no access token (the page keeps its session in localStorage, which
 * a worker cannot read, and a refresh token must not be spent from two places), and the auth secret is
 * 16 random bytes only the browser and the game's server know (the push service never sees it), so
 * the server moves the subscription to the new endpoint for the same player. When the event carries
 * no old subscription (some browsers fire it without one) there is nothing to prove with: the worker
 * still subscribes again, and the page hands the subscription to the server on its next start
 * (`syncPushSubscription` in `registration.ts`, with the player's token).
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
  registration: {
    showNotification(title: string, options?: NotificationOptions): Promise<void>;
    pushManager: PushManagerLike;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  fetch(
    input: string,
    init?: RequestInit,
  ): Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickLike) => void): void;
  addEventListener(type: 'pushsubscriptionchange', listener: (event: SubscriptionChangeLike) => void): void;
}

/** The parts of a `PushSubscription` the renewal uses. */
export interface PushSubscriptionLike {
  endpoint: string;
  options?: { applicationServerKey: ArrayBuffer | null };
  toJSON(): { endpoint?: string; keys?: Record<string, string> };
}

/** The parts of the registration's `PushManager` the renewal uses. */
export interface PushManagerLike {
  subscribe(options: {
    userVisibleOnly: boolean;
    applicationServerKey: BufferSource | string;
  }): Promise<PushSubscriptionLike>;
}

/** `pushsubscriptionchange`: both subscriptions are optional (browsers differ in what they give). */
export interface SubscriptionChangeLike {
  oldSubscription?: PushSubscriptionLike | null;
  newSubscription?: PushSubscriptionLike | null;
  waitUntil(promise: Promise<unknown>): void;
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

/** Where the worker reads the VAPID key and sends the renewed subscription. */
export const VAPID_KEY_PATH = '/api/push/vapid-public-key';
export const SUBSCRIPTIONS_PATH = '/api/push/subscriptions';

/** What `renewSubscription` did: sent to the server, or subscribed only (with the reason). */
export type RenewalOutcome =
  | { outcome: 'renewed'; endpoint: string }
  | { outcome: 'subscribed-only'; endpoint: string; reason: 'no-old-subscription' | 'server-refused' }
  | { outcome: 'not-configured' };

/**
 * Answers `pushsubscriptionchange` (see the module's comment): subscribes again with the same
 * applicationServerKey (the old subscription's, else the server's public key; a server without one
 * leaves the device unsubscribed), uses the browser's `newSubscription` when it already made one,
 * and `PUT`s `{ oldEndpoint, oldAuth, endpoint, keys }` to the server when the old subscription is
 * known. Network failures reject (the browser may retry the event); a refusal from the server (404:
 * the old subscription is not stored, the player turned pushes off meanwhile) leaves the page's next
 * start to settle it.
 */
export async function renewSubscription(
  scope: PushScope,
  event: Pick<SubscriptionChangeLike, 'oldSubscription' | 'newSubscription'>,
): Promise<RenewalOutcome> {
  const old = event.oldSubscription ?? null;
  let next = event.newSubscription ?? null;
  if (!next) {
    const key = old?.options?.applicationServerKey ?? (await serverKey(scope));
    if (!key) return { outcome: 'not-configured' };
    next = await scope.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
  }
  const fresh = next.toJSON();
  const oldAuth = old?.toJSON().keys?.auth;
  if (!old || !oldAuth)
    return { outcome: 'subscribed-only', endpoint: next.endpoint, reason: 'no-old-subscription' };
  const response = await scope.fetch(SUBSCRIPTIONS_PATH, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'omit',
    body: JSON.stringify({
      oldEndpoint: old.endpoint,
      oldAuth,
      endpoint: next.endpoint,
      keys: { p256dh: fresh.keys?.p256dh ?? '', auth: fresh.keys?.auth ?? '' },
    }),
  });
  return response.ok
    ? { outcome: 'renewed', endpoint: next.endpoint }
    : { outcome: 'subscribed-only', endpoint: next.endpoint, reason: 'server-refused' };
}

/** The server's VAPID public key (base64url, as `applicationServerKey` takes it), or null when push is off. */
async function serverKey(scope: PushScope): Promise<string | null> {
  const response = await scope.fetch(VAPID_KEY_PATH, { credentials: 'omit' });
  if (!response.ok) throw new Error(`vapid key: ${response.status}`);
  const body = (await response.json()) as { publicKey?: unknown };
  return typeof body.publicKey === 'string' && body.publicKey ? body.publicKey : null;
}

/** Adds the `push`, `notificationclick` and `pushsubscriptionchange` listeners to the worker's global scope. */
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
  scope.addEventListener('pushsubscriptionchange', (event) => {
    event.waitUntil(renewSubscription(scope, event));
  });
}
