/**
 * Web push on this device (issue 26, part 2): the browser's support, the service worker registration
 * the subscription lives on, and subscribing with the server's VAPID key.
 */

/** The worker this branch registers when the app has none at `/` (see `push-sw.ts`). */
export const PUSH_WORKER_URL = '/push-sw.js';

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

/** The app's service worker registration at `/`, registering the push worker when there is none. */
export async function pushRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing) return existing;
  await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
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
