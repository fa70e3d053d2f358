import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The night background and the page colour of client/src/styles.css (--color-night-950). */
const NIGHT = '#0b0b10';

/**
 * vite-plugin-pwa (issue 26 part 1), Workbox `generateSW`:
 * - the Arabic manifest (`manifest.webmanifest`) with the icons `npm run icons` draws from favicon.svg;
 * - `sw.js` precaches the built shell (scripts, styles, woff2 fonts, icons, the offline page) and
 *   answers page navigations from the network, with `offline.html` when the network fails. Every
 *   other request (API calls, the socket, media) is not routed at all: the browser fetches it as
 *   if there were no service worker, so nothing dynamic is ever cached;
 * - `registerType: 'prompt'`: a new worker waits until the player accepts the update banner
 *   (features/pwa/UpdatePrompt.tsx), which is registered after the page's load event.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // Registered by features/pwa (virtual:pwa-register/react), after load; no script in index.html.
  injectRegister: false,
  strategies: 'generateSW',
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: 'مدينة الظلام',
    short_name: 'مدينة الظلام',
    description: 'مدينة الظلام: لعبة جريمة وعصابات عربية في المتصفح',
    lang: 'ar',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: NIGHT,
    background_color: NIGHT,
    categories: ['games'],
    icons: [
      { src: '/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/apple-touch-icon-180x180.png', sizes: '180x180', type: 'image/png' },
    ],
  },
  workbox: {
    // The .woff copies are for browsers without woff2 (none that can install the app); the .br and
    // .gz copies are the server's business (Content-Encoding), not separate files for the cache.
    globPatterns: ['**/*.{js,css,html,woff2,svg,png,ico}'],
    globIgnores: ['**/*.{br,gz}'],
    // The admin panel's chunk is over Workbox's 2 MiB default in development builds; 3 MiB keeps it.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    // Navigations go to the network (index.html is `no-cache` on the server, so a deploy is seen at
    // once); the precached index.html is never served in place of a page, hence no directory index
    // and no navigateFallback.
    navigateFallback: null,
    directoryIndex: '',
    runtimeCaching: [
      {
        // Serialised into sw.js by Workbox, so it names its paths itself: the API, the socket (spec
        // 000: /ws; /socket.io, the library's default path) and uploaded media are never answered here.
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          url.origin === self.location.origin &&
          ![/^\/api(\/|$)/, /^\/ws(\/|$)/, /^\/socket\.io(\/|$)/, /^\/media(\/|$)/].some((path) =>
            path.test(url.pathname),
          ),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
    ],
    // The web push handlers (issue 26 part 2, src/sw/push-sw.ts, built beside the app).
    importScripts: ['/push-sw.js'],
    cleanupOutdatedCaches: true,
    // A new worker takes over only when the player accepts the update (skipWaiting on message).
    skipWaiting: false,
    clientsClaim: false,
  },
};
