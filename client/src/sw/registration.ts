/**
 * Web push on this device (issue 26, part 2): the browser's support, the service worker registration
 * the subscription lives on, subscribing with the server's VAPID key, and the page's re-sync of the
 * subscription on each start.
 */
import { subscribePush } from '../api/generated/push/push';
import type { PushSubscriptionBodyDto } from '../api/generated/model/pushSubscriptionBodyDto';

/**
 * The app's service worker (vite-plugin-pwa, pwa.config.ts), which holds the push handlers: registered
 * here when the player turns pushes on before the app registered it after the page's load.
 */
export const PUSH_WORKER_URL = '/sw.js';

/** Whether this browser can receive web pushes at all (service workers, the Push API, notifications). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The app's service worker registration at `/`, registering it when there is none yet. */
export async function pushRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
  // A first install precaches the app before it activates; subscribing needs the active worker.
  return navigator.serviceWorker.ready;
}

/** This device's current subscription, or null (also when pushes are not supported). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Subscribes this device with the server's key (an existing subscription is kept). */
export async function subscribeDevice(vapidPublicKey: string): Promise<PushSubscription> {
  const registration = await pushRegistration();
  const existing = await registration.pushManager.getSubscription();
  if (existing) return existing;
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(vapidPublicKey),
  });
}

/** What `syncPushSubscription` needs from the browser and the API (the page's own by default). */
export interface PushSyncDeps {
  current(): Promise<Pick<PushSubscription, 'toJSON'> | null>;
  permission(): NotificationPermission | 'unsupported';
  send(body: PushSubscriptionBodyDto): Promise<unknown>;
}

const pageDeps: PushSyncDeps = {
  current: currentSubscription,
  permission: () => (pushSupported() ? Notification.permission : 'unsupported'),
  send: (body) => subscribePush(body),
};

/**
 * The page's half of keeping the server's copy of this device's subscription current (the service
 * worker's half is `renewSubscription` in `push-handlers.ts`): on each start of the game with a
 * signed-in player, the device's subscription, when it has one and notifications are allowed, is
 * sent to `POST /api/push/subscriptions` with the player's token. The server upserts by endpoint, so an
 * unchanged subscription stays one row, and one the browser rotated while no old subscription could
 * prove it (a `pushsubscriptionchange` without `oldSubscription`) reaches the server here. Best effort:
 * a failure is swallowed (the next start tries again) and never shown.
 * @returns 'synced' when sent, 'none' when there was nothing to send, 'failed' when the call failed
 */
export async function syncPushSubscription(
  deps: PushSyncDeps = pageDeps,
): Promise<'synced' | 'none' | 'failed'> {
  try {
    if (deps.permission() !== 'granted') return 'none';
    const subscription = (await deps.current())?.toJSON();
    const p256dh = subscription?.keys?.p256dh;
    const auth = subscription?.keys?.auth;
    if (!subscription?.endpoint || !p256dh || !auth) return 'none';
    await deps.send({ endpoint: subscription.endpoint, keys: { p256dh, auth } });
    return 'synced';
  } catch {
    return 'failed';
  }
}
