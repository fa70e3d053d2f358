import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import {
  api,
  baseURL,
  closeBrowser,
  closeContexts,
  desktop,
  launch,
  mobile,
  openPage,
  screenshot,
  SCREENSHOTS,
  setUpGuestSession,
  settle,
} from './support';

/**
 * Issue 26 parts 1 and 3 in Chromium: the manifest and its icons, the service worker (registration,
 * control, the offline page and the way back, the update banner for a waiting worker), the install
 * card in settings, the tab titles with the unread count, and the installed app's back-button rule.
 * Service workers are allowed only in this spec's pages (`serviceWorkers: 'allow'`).
 */
beforeAll(launch);
afterEach(closeContexts);
afterAll(closeBrowser);

const SHOTS = '/tmp/pwa';
/** The service worker the e2e app serves (client/dist, built by `npm run build -w client`). */
const SW_FILE = join(__dirname, '..', 'dist', 'sw.js');
mkdirSync(SHOTS, { recursive: true });

/** A screenshot at 1280 px and at 390 px wide of the same page, saved under /tmp/pwa (none when SCREENSHOTS is off, as in `npm test`). */
async function shotsAtBothWidths(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  for (const size of [desktop, mobile]) {
    await page.setViewportSize(size);
    await screenshot(page, `${SHOTS}/${name}-${size.width}.png`, true);
  }
  await page.setViewportSize(desktop);
}

/**
 * A TCP relay in front of the worker's app, the address the page uses. While it is `down`, it
 * drops every connection at once (as a server that stopped or crashed), the browser staying online
 * (no `offline` or `online` event); `up()` relays again, as a restarted server.
 */
class Relay {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  private down = false;

  constructor(private readonly target: URL) {}

  get origin(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async open(): Promise<void> {
    this.server = createServer((client) => {
      if (this.down) {
        client.resetAndDestroy();
        return;
      }
      const upstream = connect(Number(this.target.port), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  /** The server goes away: open connections are reset and new ones refused. */
  stopServer(): void {
    this.down = true;
    for (const socket of this.sockets) socket.destroy();
  }

  /** The server is back. */
  startServer(): void {
    this.down = false;
  }

  async close(): Promise<void> {
    this.stopServer();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** Waits until the page's service worker is active, and returns its script URL. */
function activeWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state !== 'activated')
      await new Promise<void>((done) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && done()),
      );
    return worker.scriptURL;
  });
}

/** Unregisters the page's workers and empties its caches, so the context is given back clean. */
async function forgetWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister();
    for (const key of await caches.keys()) await caches.delete(key);
  });
}

describe('installable app (issue 26)', () => {
  it('serves a valid Arabic manifest whose every icon answers as an image', async () => {
    const page = await openPage(desktop);
    await page.goto('/privacy-policy');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await fetch(new URL(href!, baseURL));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'مدينة الظلام',
      short_name: expect.any(String),
      lang: 'ar',
      dir: 'rtl',
      display: 'standalone',
      start_url: '/',
      scope: '/',
      theme_color: '#0b0b10',
      background_color: '#0b0b10',
    });
    const sizes = manifest.icons.map((icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ''}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', '512x512 maskable', '180x180']));
    const appleTouch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const src of [...manifest.icons.map((icon) => icon.src), appleTouch!]) {
      const icon = await fetch(new URL(src, baseURL));
      const bytes = new Uint8Array(await icon.arrayBuffer());
      expect([src, icon.status, icon.headers.get('content-type')]).toEqual([src, 200, 'image/png']);
      // The PNG signature, and the size the manifest states (IHDR width and height).
      expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
      const view = new DataView(bytes.buffer);
      const stated = manifest.icons.find((i) => i.src === src)?.sizes ?? '180x180';
      expect(`${view.getUint32(16)}x${view.getUint32(20)}`).toBe(stated);
    }
  });

  it('registers a service worker that takes control, serves the offline page without network, and returns', async () => {
    const page = await openPage(desktop, { serviceWorkers: 'allow' });
    const context = page.context();
    try {
      await page.goto('/privacy-policy');
      expect(await activeWorker(page)).toBe(`${baseURL}/sw.js`);
      // The first visit is not controlled (no clients.claim); the next load is.
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      await page.reload();
      await page.getByRole('heading', { name: 'سياسة الخصوصية وشروط الاستخدام' }).waitFor();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
        `${baseURL}/sw.js`,
      );
      await settle(page);

      // Precached: the shell and the offline page; never an API answer or a socket exchange.
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const key of await caches.keys())
          for (const request of await (await caches.open(key)).keys())
            urls.push(new URL(request.url).pathname);
        return urls;
      });
      expect(cached).toEqual(
        expect.arrayContaining(['/offline.html', '/offline.js', '/manifest.webmanifest']),
      );
      expect(cached.some((path) => path.startsWith('/assets/index-') && path.endsWith('.js'))).toBe(true);
      expect(cached.filter((path) => /^\/(api|ws|socket\.io|media)\//.test(path))).toEqual([]);

      await context.setOffline(true);
      await page.goto('/dashboard/jail');
      await page.getByRole('heading', { name: 'مدينة الظلام' }).waitFor();
      expect(await page.getByText('انقطع الاتصال بالإنترنت').isVisible()).toBe(true);
      expect(await page.title()).toBe('لا اتصال — مدينة الظلام');
      expect(
        await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual(['ar', 'rtl']);
      // Retrying while still offline shows the same page again.
      await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
      await page.getByRole('button', { name: 'إعادة المحاولة' }).waitFor();
      await shotsAtBothWidths(page, 'offline-page');

      // The network comes back: the page reloads itself into the game (a guest at /dashboard/jail
      // lands on the landing page).
      await context.setOffline(false);
      await page.getByRole('link', { name: 'تسجيل الدخول' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.locator('#retry').count()).toBe(0);
    } finally {
      await context.setOffline(false);
      await forgetWorker(page);
    }
  });

  it('serves the offline page while the server is stopped, and returns by itself once it is back', async () => {
    const relay = new Relay(new URL(baseURL));
    await relay.open();
    const page = await openPage(desktop, { serviceWorkers: 'allow' });
    try {
      await page.goto(`${relay.origin}/privacy-policy`);
      expect(await activeWorker(page)).toBe(`${relay.origin}/sw.js`);
      await page.reload();
      await page.getByRole('heading', { name: 'سياسة الخصوصية وشروط الاستخدام' }).waitFor();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
        `${relay.origin}/sw.js`,
      );
      await settle(page);

      // The server stops: connections are reset while the browser is still online.
      relay.stopServer();
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);
      await page.goto(`${relay.origin}/dashboard/jail`);
      await page.getByRole('button', { name: 'إعادة المحاولة' }).waitFor();
      expect(await page.title()).toBe('لا اتصال — مدينة الظلام');
      expect(new URL(page.url()).pathname).toBe('/dashboard/jail');

      // It is back on the same address: the page's probe (every 5 s) finds it and reloads
      // into the game, without a click and without an `online` event.
      relay.startServer();
      await page.getByRole('link', { name: 'تسجيل الدخول' }).waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      relay.startServer();
      await forgetWorker(page).catch(() => undefined);
      await relay.close();
    }
  });

  it('offers a waiting new version with the update banner, and reloads into it', async () => {
    const page = await openPage(desktop, { serviceWorkers: 'allow' });
    const original = readFileSync(SW_FILE, 'utf8');
    try {
      await page.goto('/privacy-policy');
      const first = await activeWorker(page);
      await page.reload();
      await page.getByRole('heading', { name: 'سياسة الخصوصية وشروط الاستخدام' }).waitFor();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(first);
      expect(await page.getByTestId('update-prompt').count()).toBe(0);

      // A deploy: the server now has a different sw.js (this build's worker plus a line), written where
      // the app serves it from; put back afterwards.
      const deployed = `${original}\n// e2e: the next build ${Date.now()}\n`;
      writeFileSync(SW_FILE, deployed);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      // The browser installs it beside the running one; it waits for the player.
      await page.waitForFunction(
        async () => (await navigator.serviceWorker.getRegistration())?.waiting != null,
      );

      const prompt = page.getByTestId('update-prompt');
      await prompt.waitFor();
      expect(await prompt.getByText('تحديث جديد متاح').isVisible()).toBe(true);
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting?.state),
      ).toBe('installed');
      await shotsAtBothWidths(page, 'update-prompt');

      // Accepting activates the waiting worker and reloads the page into it.
      const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
      await prompt.getByRole('button', { name: 'تحديث الآن' }).click();
      await reloaded;
      await page.getByRole('heading', { name: 'سياسة الخصوصية وشروط الاستخدام' }).waitFor();
      const after = await page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.getRegistration())!;
        return { waiting: registration.waiting, controlled: navigator.serviceWorker.controller !== null };
      });
      expect(after).toEqual({ waiting: null, controlled: true });
      expect(await page.getByTestId('update-prompt').count()).toBe(0);
    } finally {
      writeFileSync(SW_FILE, original);
      await forgetWorker(page);
    }
  });

  it('shows the install card in settings only while the browser offers installing, and opens its dialog', async () => {
    const guest = await setUpGuestSession();
    const page = await openPage(desktop, { session: guest.stored });
    await page.goto('/dashboard/settings');
    await page.getByTestId('setting-music').waitFor();
    expect(await page.getByTestId('install-app').count()).toBe(0);

    const offer = () =>
      page.evaluate(() => {
        const event = new Event('beforeinstallprompt', { cancelable: true }) as Event &
          Record<string, unknown>;
        const win = window as unknown as { prompted: number; offerDefaultPrevented?: () => boolean };
        win.prompted = win.prompted ?? 0;
        event.prompt = () => {
          win.prompted += 1;
          return Promise.resolve();
        };
        event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    // The app keeps the offer (Chromium's own mini bar is prevented) and the card appears.
    expect(await offer()).toBe(true);
    const card = page.getByTestId('install-app');
    await card.waitFor();
    await shotsAtBothWidths(page, 'settings-install');
    await card.getByRole('button', { name: 'تثبيت اللعبة' }).click();
    await card.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);

    // Offered again, then installed from the browser's own menu: the card goes.
    await offer();
    await card.waitFor();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await card.waitFor({ state: 'detached' });
  });
});

describe('tab titles (issue 26 part 3)', () => {
  it("names each screen ('السجن — مدينة الظلام') and puts the unread count in front", async () => {
    const player = await setUpGuestSession();
    const sender = await setUpGuestSession();
    const page = await openPage(desktop, { session: player.stored });

    await page.goto('/dashboard/jail');
    await page.waitForFunction(() => document.title === 'السجن — مدينة الظلام');
    await page.goto('/privacy-policy');
    await page.waitForFunction(() => document.title === 'سياسة الخصوصية — مدينة الظلام');
    await page.goto('/no-such-page');
    await page.waitForFunction(() => document.title === 'الصفحة غير موجودة — مدينة الظلام');

    await page.goto('/dashboard/settings');
    await page.getByTestId('setting-music').waitFor();
    await settle(page);
    const notifications = await api<{ data: { count: number } }>('/api/notifications/unread-count', {
      token: player.token,
    });
    const before = notifications.data.count;
    const title = (count: number, page: string) =>
      `${count > 0 ? `(${count.toLocaleString('ar-EG')}) ` : ''}${page} — مدينة الظلام`;
    await page.waitForFunction((expected) => document.title === expected, title(before, 'الإعدادات'));

    // A private message arrives while the player is on another screen: the count goes up live.
    await api(`/api/messages/${player.userId}`, {
      method: 'POST',
      token: sender.token,
      body: { content: 'أهلاً من الجهة الأخرى' },
    });
    await page.waitForFunction((expected) => document.title === expected, title(before + 1, 'الإعدادات'));
    expect(await page.title()).toMatch(/^\([٠-٩]+\) الإعدادات — مدينة الظلام$/);

    await page.goto('/dashboard/messages');
    await page.waitForFunction((expected) => document.title === expected, title(before + 1, 'الرسائل'));
  });
});

describe("the installed app's back button (spec 000 section 2)", () => {
  /** Walks / -> /login -> /forgot-password by the pages' links. */
  async function walkToForgotPassword(page: Page): Promise<void> {
    await page.goto('/');
    await page.getByRole('link', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).click();
    await page.waitForURL('**/forgot-password');
  }

  /** Presses back and returns the path once the history has settled (two popstates when blocked). */
  async function back(page: Page, pops: number): Promise<string> {
    await page.evaluate(() => {
      (window as unknown as { pops: number }).pops = 0;
      addEventListener('popstate', () => ((window as unknown as { pops: number }).pops += 1));
      history.back();
    });
    await page.waitForFunction((n) => (window as unknown as { pops: number }).pops >= n, pops);
    await settle(page);
    return new URL(page.url()).pathname;
  }

  it('goes back one page, but does nothing on /login, in display-mode standalone', async () => {
    const page = await openPage(mobile);
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) => {
        const list = original(query);
        if (query === '(display-mode: standalone)') Object.defineProperty(list, 'matches', { value: true });
        return list;
      };
    });
    await walkToForgotPassword(page);
    expect(await back(page, 1)).toBe('/login');
    // On /login the router undoes the step back (history.go(1)): still /login.
    expect(await back(page, 2)).toBe('/login');
    await page.getByRole('link', { name: 'نسيت كلمة المرور؟' }).waitFor();
  });

  it('leaves the browser tab alone: back from /login goes to the landing page', async () => {
    const page = await openPage(mobile);
    await walkToForgotPassword(page);
    expect(await back(page, 1)).toBe('/login');
    expect(await back(page, 1)).toBe('/');
  });
});
