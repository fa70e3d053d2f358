/**
 * The push part of the app's service worker (issue 26, part 2): built to `/push-sw.js` (one classic
 * script) by the `pushWorker` plugin of `vite.config.ts`, and loaded into the Workbox worker `sw.js`
 * (issue 26, part 1) with `importScripts` (pwa.config.ts), so one worker at `/` holds the precache,
 * the offline page, the update flow and the push handlers. No lifecycle of its own: `sw.js` waits for
 * the player's update.
 */
import { installPushHandlers, type PushScope } from './push-handlers';

installPushHandlers(self as unknown as PushScope);
