import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';

/** Shared helpers of the browser specs. Started by e2e/run.mjs, which sets the E2E_* variables. */
export const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3199';
export const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'admin-e2e-pass',
};
export const screenshots = join(__dirname, 'screenshots');
/** Server-side packages (pg, ioredis) come from the root workspace, not the client's dependencies. */
export const rootRequire = createRequire(join(__dirname, '..', '..', 'package.json'));
export const desktop = { width: 1280, height: 800 };
export const mobile = { width: 390, height: 844 };

let browser: Browser | undefined;

/**
 * What this jest worker's spec files share (e2e/environment.cjs): the browser and the given-back
 * contexts, with what support knows of them (each page's traffic, the clocked contexts, the tainted
 * pages).
 */
interface Shared {
  launch(options: Parameters<typeof chromium.launch>[0]): Promise<Browser>;
  idle: Map<string, Promise<Idle | undefined>[]>;
  traffic: WeakMap<Page, { started: number; open: Set<Request> }>;
  clocked: WeakSet<BrowserContext>;
  tainted: WeakSet<Page>;
}
const shared: Shared =
  (globalThis as { __e2eShared?: Shared }).__e2eShared ??
  (() => {
    throw new Error('the browser specs need their jest environment (e2e/environment.cjs)');
  })();

/**
 * A context lent to the running test: its viewport and service-worker setting, the init script of
 * this loan, and the page openPage gave the test (kept for the next loan when it can be: see giveBack).
 */
interface Loan {
  context: BrowserContext;
  viewport: { width: number; height: number };
  serviceWorkers: 'allow' | 'block';
  script: { dispose(): Promise<unknown> };
  page: Page;
}
/** The `idle` pool a context goes back to: contexts are lent again only with the same options. */
const poolKey = (viewport: Loan['viewport'], serviceWorkers: Loan['serviceWorkers']) =>
  `${viewport.width}x${viewport.height}:${serviceWorkers}`;
/** A given-back context, cleared, with its parked page when that was kept. */
interface Idle {
  context: BrowserContext;
  page?: Page;
}
/** Contexts lent out since the last closeContexts(), and the given-back ones by viewport (each once cleared). */
const loans: Loan[] = [];
const { idle } = shared;
/**
 * A same-origin static file a kept page is parked on between loans: leaving the app for it unloads
 * the game (its socket, timers and queries end) but keeps the page's renderer process and its
 * compiled scripts, so the next test's first load costs what a reload does (about 0.66 against
 * 1.1 CPU-s for the dashboard in a new page, 2026-11-29). about:blank would swap the process.
 */
const PARKING = '/favicon.svg';
/**
 * Pages whose state outlives a navigation and cannot be reset (init scripts, exposed functions,
 * routes, extra headers, emulated media set by the test): closed when given back, never kept.
 */
const { tainted } = shared;
/** The Page methods that leave such state. */
const TAINTING = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setExtraHTTPHeaders',
  'emulateMedia',
] as const;

/** Wraps the methods `names` of `target` so that each call first runs `mark`. */
function markOnCall(target: object, names: readonly string[], mark: () => void): void {
  const methods = target as Record<string, (...args: unknown[]) => unknown>;
  for (const name of names) {
    const method = methods[name].bind(target);
    methods[name] = (...args) => {
      mark();
      return method(...args);
    };
  }
}
/**
 * Contexts with Playwright's fake clock installed (`page.clock` is the context's): it cannot be
 * uninstalled, so such a context is closed when given back instead of lent to the next test.
 */
const { clocked } = shared;
/** The `page.clock` methods that install Playwright's fake clock on the context if it is not yet. */
const CLOCK_INSTALLING = [
  'install',
  'fastForward',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
] as const;

/** Per page: HTTP requests started so far, and those not finished yet (for settle()). */
const { traffic } = shared;

function trafficOf(page: Page) {
  let entry = traffic.get(page);
  if (!entry) traffic.set(page, (entry = { started: 0, open: new Set() }));
  return entry;
}

/** Counts each page's requests, for settle(). */
function watchTraffic(context: BrowserContext): void {
  const pageOf = (request: Request) => {
    try {
      return request.frame().page();
    } catch {
      return undefined; // a service worker's request
    }
  };
  context.on('request', (request) => {
    const page = pageOf(request);
    if (!page) return;
    const entry = trafficOf(page);
    entry.started += 1;
    entry.open.add(request);
  });
  const done = (request: Request) => {
    const page = pageOf(request);
    if (page) trafficOf(page).open.delete(request);
  };
  context.on('requestfinished', done);
  context.on('requestfailed', done);
}

/**
 * The browser: CHROMIUM_PATH, else Debian's `chromium-headless-shell` (Chromium's old headless mode,
 * no browser UI processes: about 0.63x the CPU of the full browser for the same specs), else its
 * full `chromium`.
 */
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

export async function launch(): Promise<void> {
  mkdirSync(screenshots, { recursive: true });
  browser = await shared.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Gives a lent context back: closes its pages but the one openPage lent, which is parked on PARKING
 * (listeners dropped, viewport restored) when it is still open and untainted, and closed otherwise;
 * then, without holding up the test, drops this loan's init script, clears the origin's cookies,
 * local and session storage and IndexedDB and the permissions, so the next test starts as in a new
 * context and page, but (on a kept page) with the built app's HTTP cache and compiled scripts
 * already warm. Without a kept page, Playwright's setStorageState clears the context, its HTTP cache
 * too. A context that cannot be cleared, or has the fake clock installed, is closed. Returns once
 * the pages other than the kept one are closed.
 */
async function giveBack(loan: Loan): Promise<void> {
  const { context, page } = loan;
  const key = poolKey(loan.viewport, loan.serviceWorkers);
  const keep =
    !page.isClosed() && !tainted.has(page) && !clocked.has(context) && loan.serviceWorkers === 'block';
  await Promise.all(
    context.pages().map((open) => (open === page && keep ? undefined : open.close().catch(() => undefined))),
  );
  if (!idle.has(key)) idle.set(key, []);
  idle.get(key)!.push(reset(loan, keep));
}

/** Clears a given-back context (see giveBack); resolves with it, or undefined when it was closed. */
async function reset({ context, script, page, viewport }: Loan, keep: boolean): Promise<Idle | undefined> {
  try {
    if (clocked.has(context)) throw new Error('the fake clock is installed');
    if (keep) {
      // The test's listeners first, so none sees the game unload.
      await page.removeAllListeners();
      await page.goto(PARKING);
    }
    await script.dispose();
    await context.clearPermissions();
    if (!keep) {
      // No page of the origin left to clear it from: Playwright's own path (it opens one).
      await context.setStorageState({ cookies: [], origins: [] });
      return { context };
    }
    const size = page.viewportSize();
    if (size?.width !== viewport.width || size?.height !== viewport.height)
      await page.setViewportSize(viewport);
    await context.clearCookies();
    await page.evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      const databases = await indexedDB.databases();
      await Promise.all(
        databases.map(
          ({ name }) =>
            new Promise((done) => {
              const request = indexedDB.deleteDatabase(name!);
              request.onsuccess = request.onerror = request.onblocked = done;
            }),
        ),
      );
    });
    return { context, page };
  } catch {
    await context.close().catch(() => undefined);
    return undefined;
  }
}

/** Ends every loan of the test (afterEach): its pages close or are parked, and the contexts are cleared for the next test. */
export async function closeContexts(): Promise<void> {
  await Promise.all(loans.splice(0).map(giveBack));
}

/** Ends the loan of `page`'s context before the test ends (its pages close or are parked, as in closeContexts). */
export async function closePage(page: Page): Promise<void> {
  const index = loans.findIndex((loan) => loan.context === page.context());
  if (index < 0) return page.context().close();
  const [loan] = loans.splice(index, 1);
  await giveBack(loan);
}

/**
 * Ends the file (afterAll): waits until its given-back contexts are cleared. The browser stays open
 * for the worker's next file (e2e/environment.cjs closes it).
 */
export async function closeBrowser(): Promise<void> {
  await Promise.all([...idle.values()].flat());
}

/**
 * Whether this host's only network interface is loopback (a CI sandbox, or `unshare -n` for the
 * test command without outside services). Chromium then reports `navigator.onLine === false` though
 * the game's server answers on 127.0.0.1, and the spec's offline alert (an endless toast at the
 * bottom) covers the buttons under it; seen as "toaster intercepts pointer events" in six specs.
 */
const LOOPBACK_ONLY = Object.values(networkInterfaces())
  .flat()
  .every((address) => !address || address.internal);

/**
 * On a loopback-only host, pages start online, as on any machine with a network; the browser's own
 * `offline` and `online` events still switch the value, so a spec that takes the network away
 * (`context.setOffline`) sees the game's offline behaviour.
 */
function startOnline(): void {
  let online = true;
  addEventListener('offline', () => (online = false), { capture: true });
  addEventListener('online', () => (online = true), { capture: true });
  Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => online });
}

/**
 * A fresh browser page in a context of its own (no storage shared with any other page of the test;
 * a context of an earlier test, cleared, may be reused for its warm caches). By default the splash
 * has been seen this session and the disclaimer accepted, as for a returning player (the app-start
 * spec opts out with `appStart: true`). Service workers are blocked (`serviceWorkers: 'allow'` lets
 * the app register its own). CSS animations and transitions are off
 * (`E2E_ANIMATIONS=on` keeps them): screenshots show the settled screen, and Chromium does not
 * repaint pulsing placeholders while a spec waits. When no screenshot is taken (SCREENSHOTS off),
 * backdrop blurs are off too: they change no box or hit target, only pixels, and drawing the blurred
 * top bar and HUD in software took two thirds of Chromium's compositor time (164 against 52 ms per
 * dashboard load, about 0.8 CPU-s in all, 2026-11-29).
 */
export async function openPage(
  viewport: { width: number; height: number },
  options: { appStart?: boolean; session?: unknown; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<Page> {
  if (!browser) throw new Error('launch() first');
  // Service workers are blocked unless a spec asks for them (the installed-app spec): the app's worker
  // would precache the whole build in the background of every other spec. Contexts are reused only
  // with the same setting.
  const serviceWorkers = options.serviceWorkers ?? 'block';
  const key = poolKey(viewport, serviceWorkers);
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  while (!context && idle.get(key)?.length) ({ context, page } = (await idle.get(key)!.shift()) ?? {});
  if (!context) {
    context = await browser.newContext({
      baseURL,
      viewport,
      locale: 'ar-EG',
      isMobile: viewport.width < 768,
      hasTouch: viewport.width < 768,
      serviceWorkers,
    });
    watchTraffic(context);
    const created = context;
    markOnCall(context.clock, CLOCK_INSTALLING, () => clocked.add(created));
    if (LOOPBACK_ONLY) await context.addInitScript(startOnline);
  }
  const script = await context.addInitScript(
    ({ skip, session, still, sharp }) => {
      if (still || sharp)
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.createElement('style');
          style.textContent = `*, *::before, *::after { ${
            still ? 'animation: none !important; transition: none !important;' : ''
          } ${sharp ? 'backdrop-filter: none !important;' : ''} }`;
          document.head.append(style);
        });
      if (skip) {
        sessionStorage.setItem('darkcity.e2e.skipSplash', 'true');
        localStorage.setItem('darkcity.disclaimerAccepted', 'true');
      }
      if (session && !sessionStorage.getItem('e2e.sessionPlanted')) {
        sessionStorage.setItem('e2e.sessionPlanted', 'true');
        localStorage.setItem('darkcity.session', JSON.stringify(session));
      }
    },
    {
      skip: !options.appStart,
      session: options.session ?? null,
      still: process.env.E2E_ANIMATIONS !== 'on',
      sharp: !SCREENSHOTS,
    },
  );
  if (!page) {
    const created = (page = await context.newPage());
    markOnCall(page, TAINTING, () => tainted.add(created));
  }
  loans.push({ context, viewport, serviceWorkers, script, page });
  return page;
}

/**
 * Opens `path` (an address of the game, e.g. '/gangs' or '/admin/panel?tab=crimes') in the game the
 * page already shows, without reloading it, as the game's own links do: through the router
 * (TanStack Router keeps itself on `window.__TSR_ROUTER__` in the browser), which runs the route's
 * guards and loaders and renders the screen; the shell, its socket and the cached queries stay. A
 * screen reached this way costs about a quarter of a load in Chromium (0.17 against 0.6 CPU-s for
 * the dashboard's screens, 2026-11-29). On a page that shows no game yet it is `page.goto`. Resolves
 * once the router has loaded the screen (its redirects followed); the caller waits for what it shows.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  type Router = { navigate(options: { href: string }): Promise<void> };
  const moved = await page
    .evaluate(async (href) => {
      const router = (window as unknown as { __TSR_ROUTER__?: Router }).__TSR_ROUTER__;
      if (!router) return false;
      await router.navigate({ href });
      return true;
    }, path)
    .catch(() => false);
  if (!moved) await page.goto(path);
}

/**
 * Waits until the page has settled: no HTTP request of it in flight, and still none started after
 * the page has rendered what the last answers brought (two animation frames, then an idle
 * period of its main thread), so a query that a newly rendered component starts is waited for too.
 * Replaces `waitForLoadState('networkidle')`, which waits for 500 ms without traffic each time.
 * Throws after `timeoutMs` with the URLs still open.
 */
export async function settle(page: Page, timeoutMs = 30_000): Promise<void> {
  const entry = trafficOf(page);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (entry.open.size === 0) {
      const started = entry.started;
      await page.evaluate(
        () =>
          new Promise<void>((done) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => requestIdleCallback(() => done(), { timeout: 1000 })),
            ),
          ),
      );
      if (entry.open.size === 0 && entry.started === started) return;
    } else {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (Date.now() > deadline)
      throw new Error(
        `settle: still loading after ${timeoutMs} ms: ${[...entry.open].map((r) => r.url()).join(', ')}`,
      );
  }
}

/**
 * Whether the specs write their screenshots. They are for a person to look at (the screens at both
 * widths), not checks: `npm test`, which CI runs, sets E2E_SCREENSHOTS=off, since their PNG encodes
 * took about a third of the browser specs' time (52 full-page shots, 32.9 s of shell and talk's run
 * under load 19, 2026-11-28). `npm run test:e2e` and a single spec write them.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== 'off';

/** Writes `page`'s screenshot (the viewport, or the whole page) to `path`, with its fonts loaded; nothing when screenshots are off. */
export async function screenshot(page: Page, path: string, fullPage = false): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path, fullPage });
}

/** The whole page into `e2e/screenshots/<name>.png` (see SCREENSHOTS). */
export function shot(page: Page, name: string): Promise<void> {
  return screenshot(page, join(screenshots, `${name}.png`), true);
}

/**
 * Polls `condition` every 20 ms until it holds (for state the spec collects in Node, e.g. socket
 * frames); throws after `timeoutMs` naming `what`.
 */
export async function until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A JSON call to the server, failing the test on a non-2xx answer. */
export async function api<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Accept: 'application/json',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** The access token the page holds (the client keeps its session in localStorage). */
export async function pageSession(page: Page): Promise<{ accessToken: string; user: { id: string } }> {
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('darkcity.session') ?? '{}'));
  expect(typeof session.accessToken).toBe('string');
  return session;
}

/**
 * A name that fits the 15-character username limit (with a prefix of up to 7) and differs between
 * runs: 'x' and 7 random hex digits, always 8 characters, so no name is the start of another
 * ('سطو…936' and 'سطو…9361' were, and a `:has-text` locator found two crime cards), and always a
 * Latin word (issue 31's digit sweep drops Latin words, a run of digits it would not).
 */
export function uniqueName(prefix: string): string {
  return `${prefix}x${randomUUID().slice(0, 7)}`;
}

interface AuthSession {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  user: { id: string; displayName: string; isGuest: boolean; isAdmin: boolean };
}

/** A guest with a finished account setup, created through the API, as the client stores it. */
export async function setUpGuestSession(): Promise<{
  stored: unknown;
  username: string;
  token: string;
  userId: string;
}> {
  const guest = await api<AuthSession>('/api/auth/create-guest', {
    method: 'POST',
    body: { firebaseUid: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  const username = uniqueName('p');
  await api('/api/auth/setup-account', {
    method: 'POST',
    token: guest.accessToken,
    body: { username, gender: 'male', age: 22, countryCode: 'EG', countryName: 'مصر' },
  });
  const now = Date.now();
  const { id, displayName, isGuest, isAdmin } = guest.user;
  return {
    username,
    token: guest.accessToken,
    userId: id,
    stored: {
      accessToken: guest.accessToken,
      refreshToken: guest.refreshToken,
      expiresAt: now + guest.expiresIn * 1000,
      obtainedAt: now,
      user: { id, displayName, isGuest, isAdmin },
    },
  };
}

/** Signs the e2e admin in over the API: its bearer token, and the session as the client stores it. */
export async function adminSession(): Promise<{ token: string; stored: unknown }> {
  const session = await api<AuthSession>('/api/auth/login', { method: 'POST', body: admin });
  const now = Date.now();
  return {
    token: session.accessToken,
    stored: {
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      expiresAt: now + session.expiresIn * 1000,
      obtainedAt: now,
      user: session.user,
    },
  };
}

/**
 * Runs one parameterised statement on this worker's e2e database (E2E_DATABASE_URL), for set-up the
 * game has no API for. @returns the rows.
 */
export async function sql<T = unknown>(query: string, params: unknown[] = []): Promise<T[]> {
  const pg = rootRequire('pg');
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(query, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * Runs a timer's delayed BullMQ job now (the app's queues live under `${E2E_REDIS_KEY_PREFIX}bull`),
 * after the spec has moved its subject's due time to now with `sql`: the worker runs the feature's
 * own transition, which re-checks the due time, so a spec sees a 30 s training or a jail stay end
 * without waiting for it. A timer whose job carries the due time it checks (the jail and hospital
 * release's `until`) gets the moved time in `data` (merged into the job's data before it runs).
 * @throws when the job is missing or not delayed
 */
export async function runTimerNow(
  queueName: string,
  jobId: string,
  data?: Record<string, unknown>,
): Promise<void> {
  const { Queue } = rootRequire('bullmq');
  const Redis = rootRequire('ioredis');
  const connection = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    maxRetriesPerRequest: null,
  });
  const queue = new Queue(queueName, { connection, prefix: `${process.env.E2E_REDIS_KEY_PREFIX ?? ''}bull` });
  try {
    const job = await queue.getJob(jobId);
    if (!job) throw new Error(`runTimerNow: no job ${jobId} in ${queueName}`);
    if (data) await job.updateData({ ...job.data, ...data });
    await job.promote();
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

/**
 * How many CSS pixels the page is wider than the viewport the context was given (a horizontal scroll
 * when above 0). Measured against that width, not `innerWidth`: in mobile emulation (`isMobile`, as
 * on a phone) Chromium widens the layout viewport to the content, so a page 600 px wide at 390 reports
 * `innerWidth` 600 and `scrollWidth - innerWidth` 0, and a fixed dialog then spreads over 600 px with
 * its buttons partly off screen.
 */
export function horizontalOverflow(page: Page): Promise<number> {
  const width = page.viewportSize()?.width;
  return page.evaluate(
    (configured) =>
      Math.max(document.documentElement.scrollWidth, window.innerWidth) - (configured ?? window.innerWidth),
    width,
  );
}

/**
 * Fails when the page scrolls sideways by more than `tolerancePx` CSS pixels, naming the innermost
 * elements that stick out of the viewport (test id, else tag and classes) so a failure says where.
 */
export async function expectNoOverflow(page: Page, tolerancePx = 0): Promise<void> {
  const overflow = await horizontalOverflow(page);
  if (overflow <= tolerancePx) return;
  const width = page.viewportSize()?.width ?? 0;
  const culprits = await page.evaluate((viewport) => {
    const outside = (box: DOMRect) => box.width > 0 && (box.right > viewport + 1 || box.left < -1);
    // An element inside a box that clips it (overflow other than visible) and itself fits is not the cause.
    const clipped = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      )
        if (getComputedStyle(parent).overflowX !== 'visible' && !outside(parent.getBoundingClientRect()))
          return true;
      return false;
    };
    const out = [...document.querySelectorAll('body *')].filter(
      (element) => outside(element.getBoundingClientRect()) && !clipped(element),
    );
    const innermost = out.filter(
      (element) => !out.some((other) => other !== element && element.contains(other)),
    );
    return innermost.slice(0, 5).map((element) => {
      const box = element.getBoundingClientRect();
      const named = element.closest('[data-testid]');
      const own = `${element.tagName.toLowerCase()}.${(element.getAttribute('class') ?? '').split(' ').slice(0, 4).join('.')}`;
      const name =
        named === element
          ? element.getAttribute('data-testid')
          : `${own} in ${named?.getAttribute('data-testid') ?? 'body'}`;
      return `${name} [${Math.round(box.left)}..${Math.round(box.right)}] "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    });
  }, width);
  throw new Error(
    `${page.url()} is ${overflow} px wider than ${width} px; sticking out: ${culprits.join('; ')}`,
  );
}

/** A 1×1 PNG, for image uploads (a crime's image). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a crime image as the admin `token`; its URL. */
export async function uploadCrimeImage(token: string): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([TINY_PNG], { type: 'image/png' }), 'crime.png');
  const response = await fetch(`${baseURL}/api/crimes/upload-image`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBeLessThan(300);
  return ((await response.json()) as { imageUrl: string }).imageUrl;
}

/**
 * A crime that fails 99 times in 100 and then jails for one minute, created by the admin `token`
 * through the API; its id.
 */
export async function createJailingCrime(token: string, name: string): Promise<number> {
  const crime = await api<{ id: number }>('/api/crimes', {
    method: 'POST',
    token,
    body: {
      name,
      description: 'جريمة اختبار تنتهي دائماً تقريباً في السجن.',
      req_level: 1,
      energyCost: 5,
      successRate: 0.01,
      reward: 100,
      cooldown: 60,
      expReward: 10,
      failOutcome: 'jail',
      jailMinutes: 1,
      hospitalMinutes: 0,
      imageUrl: await uploadCrimeImage(token),
      isEnabled: true,
    },
  });
  return crime.id;
}
