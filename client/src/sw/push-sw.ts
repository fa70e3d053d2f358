/**
 * The minimal service worker of the web push branch (issue 26, part 2): only the push handlers, built
 * to `/push-sw.js` by the `pushWorker` plugin of `vite.config.ts`. The app's full worker (manifest,
 * precache, offline page) replaces it and imports the same handlers.
 */
import { installPushHandlers, type PushScope } from './push-handlers';

/** The lifecycle parts of the worker's scope: take over at once, no page has to reload. */
interface Lifecycle {
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(
    type: string,
    listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
}

installPushHandlers(self as unknown as PushScope);
const lifecycle = self as unknown as Lifecycle;
lifecycle.addEventListener('install', () => void lifecycle.skipWaiting());
lifecycle.addEventListener('activate', (event) => event.waitUntil(lifecycle.clients.claim()));
