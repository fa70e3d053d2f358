import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sharedTestApp } from './support/shared-app';
import { startTestApp, TestApp } from './support/test-app';

/** Where `npm run build -w client` writes the client the node serves. */
const CLIENT_DIST = join(__dirname, '..', '..', 'client', 'dist');

/**
 * Issue 26 part 1: a node that serves the built client (SERVE_CLIENT, the production default) serves
 * the installed app's files with the types browsers require (a manifest as
 * application/manifest+json, the service worker as JavaScript, icons as PNG) and revalidates the
 * service worker, the manifest and the offline page on every request (Cache-Control: no-cache), so a
 * deploy's new sw.js is found by the browser's next update check. Needs `npm run build -w client`.
 */
describe('installed app files served with the client (issue 26)', () => {
  let node: TestApp;

  beforeAll(async () => {
    if (!existsSync(join(CLIENT_DIST, 'sw.js')))
      throw new Error(`client/dist has no sw.js: run npm run build -w client first (${CLIENT_DIST})`);
    node = await startTestApp({ env: { SERVE_CLIENT: 'true' }, shareWith: await sharedTestApp() });
  });
  afterAll(async () => {
    await node?.close();
  });

  const get = (path: string) => fetch(`${node.url}${path}`, { headers: { 'Accept-Encoding': 'identity' } });

  it.each([
    ['/manifest.webmanifest', /^application\/manifest\+json/],
    ['/sw.js', /^(application|text)\/javascript/],
    ['/offline.html', /^text\/html/],
    ['/offline.js', /^(application|text)\/javascript/],
  ])('%s: its type, and revalidated on every request', async (path, type) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(type);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves every icon the manifest names as a PNG, and the manifest says Arabic, RTL, standalone', async () => {
    const manifest = (await (await get('/manifest.webmanifest')).json()) as {
      name: string;
      lang: string;
      dir: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'مدينة الظلام', lang: 'ar', dir: 'rtl', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of [...manifest.icons.map((i) => i.src), '/apple-touch-icon-180x180.png']) {
      const response = await get(icon);
      expect([icon, response.status, response.headers.get('content-type')]).toEqual([icon, 200, 'image/png']);
    }
  });

  it('keeps the API and the SPA fallback as they were: a screen path gets index.html, an unknown API path a 404', async () => {
    const screen = await get('/dashboard/jail');
    expect(screen.status).toBe(200);
    expect(screen.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await screen.text()).toContain('rel="manifest"');
    const api = await get('/api/no-such-route');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/json/);
  });
});
