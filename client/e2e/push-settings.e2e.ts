import { mkdirSync } from 'node:fs';
import type { Page, Worker } from 'playwright-core';
import { arPush } from '../src/i18n/ar-push';
import {
  PUSH_KIND_PAGE,
  PUSH_TITLE,
  RELEASE_PAGE,
  RELEASE_TEXT,
  trainingCompletedText,
} from '../src/lib/push-rules';
import { decryptPush, startPushEndpoint, type PushDevice, type PushEndpoint } from './push-endpoint';
import {
  adminSession,
  api,
  baseURL,
  closeBrowser,
  closeContexts,
  createJailingCrime,
  desktop,
  expectNoOverflow,
  launch,
  mobile,
  openPage,
  runTimerNow,
  screenshot,
  settle,
  setUpGuestSession,
  sql,
  uniqueName,
  until,
} from './support';

/**
 * Settings, device notifications (issue 26, part 2) in headless Chromium: one switch per kind is
 * saved at once and kept across a reload; the master switch where the browser refuses the permission
 * (the Arabic explanation, nothing stored) and where it subscribes (a push service of the spec's own on
 * this machine: the subscription is stored, a release from jail while the player is away reaches it
 * encrypted, and the switch turned off deletes it); and the app's service worker showing a push the
 * browser delivers. Screenshots at 1280 and 390 px in `PUSH_SHOTS` (default `e2e/screenshots`). The
 * worker is the app's `sw.js`, which imports the push handlers (`push-sw.js`).
 *
 * `pushsubscriptionchange` has no browser test: Chromium has the event's constructor, but nothing
 * (not the DevTools protocol either) makes the browser fire it, a synthetic one is untrusted (its
 * `waitUntil` throws) and cannot carry a real `PushSubscription` (no constructor, and no push
 * service here to subscribe to). `renewSubscription` is covered by `src/sw/push-handlers.test.ts`
 * and the server's renewal by its integration test. Nor has `notificationclick`: nothing clicks a
 * notification in a headless browser (the protocol delivers pushes, not clicks), and a synthetic
 * click carries no user activation, so `WindowClient.focus` refuses it before the handler navigates;
 * `openOrFocus` is covered by the handlers' unit tests.
 */

jest.setTimeout(90_000);
beforeAll(launch);
afterEach(closeContexts);
afterAll(closeBrowser);

const shots = process.env.PUSH_SHOTS ?? `${__dirname}/screenshots`;
mkdirSync(shots, { recursive: true });

const switchState = (page: Page, testId: string) => page.getByTestId(testId).getAttribute('aria-checked');

/** The settings page of `stored`'s player, with the app's own worker allowed (it registers after load). */
async function settingsPage(
  viewport: typeof desktop,
  stored: unknown,
  prepare?: (page: Page) => Promise<void>,
): Promise<Page> {
  const page = await openPage(viewport, { session: stored, serviceWorkers: 'allow' });
  await prepare?.(page);
  await page.goto('/dashboard/settings');
  await page.getByTestId('push-kind-attacked').waitFor();
  await settle(page);
  return page;
}

/** Taps the master switch and waits until its change is over (the switch no longer busy). */
async function tapMaster(page: Page): Promise<void> {
  await page.getByTestId('push-master').click();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="push-master"]')?.getAttribute('aria-busy') !== 'true',
  );
  await settle(page);
}

const subscriptionsOf = (userId: string) =>
  sql<{ endpoint: string; p256dh: string; auth: string }>(
    'SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1',
    [userId],
  );

/** Where the stand-in push service keeps the page's subscription (this origin's localStorage). */
const STAND_IN_KEY = 'e2e.pushSubscription';

/**
 * Stands in for the browser's push service, which this machine cannot reach (the headless shell
 * rejects every `subscribe` with "Registration failed - permission denied"): `PushManager`'s
 * `subscribe` and `getSubscription` on the page answer with a subscription at `device`'s endpoint
 * with its keys, as a push service would hand out; `subscribe` keeps the applicationServerKey it was
 * given (the spec checks it is the server's VAPID key), `unsubscribe` drops it. Everything else is
 * real: the permission, the app's worker, the API, the server's encryption and sending.
 */
async function standInPushService(
  page: Page,
  device: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<void> {
  await page.addInitScript(
    ({ key, endpoint, keys }) => {
      const bytes = (base64url: string) =>
        Uint8Array.from(
          atob(
            base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4),
          ),
          (c) => c.charCodeAt(0),
        ).buffer;
      const base64url = (buffer: ArrayBuffer) =>
        btoa(String.fromCharCode(...new Uint8Array(buffer)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const subscription = (serverKey: string) => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: bytes(serverKey) },
        getKey: (name: string) => bytes(name === 'p256dh' ? keys.p256dh : keys.auth),
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          localStorage.removeItem(key);
          return true;
        },
      });
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const given = options?.applicationServerKey;
        const serverKey =
          typeof given === 'string'
            ? given
            : base64url(ArrayBuffer.isView(given) ? (given.buffer as ArrayBuffer) : (given as ArrayBuffer));
        localStorage.setItem(key, serverKey);
        return subscription(serverKey) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        const serverKey = localStorage.getItem(key);
        return (serverKey ? subscription(serverKey) : null) as unknown as PushSubscription | null;
      };
    },
    { key: STAND_IN_KEY, ...device },
  );
}

/**
 * Sends the player to jail through a failed crime (over HTTP: no socket), then ends the minute's stay
 * now through the game's release timer: the stay's end moves to a second ago in the database and in
 * its timer's job, whose transition (`ConfinementTimers.release`) then releases the player.
 */
async function jailAndRelease(player: { token: string; userId: string }): Promise<void> {
  let jailed = false;
  for (let attempt = 0; attempt < 3 && !jailed; attempt++) {
    const crimeId = await createJailingCrime((await adminSession()).token, uniqueName('سطو'));
    const result = await api<{ success: boolean }>(`/api/crimes/${crimeId}/commit`, {
      method: 'POST',
      token: player.token,
    });
    jailed = !result.success;
  }
  expect(jailed).toBe(true);
  const [character] = await sql<{ id: number; jail_until: Date }>(
    'SELECT id, jail_until FROM characters WHERE user_id = $1',
    [player.userId],
  );
  const ended = new Date(Date.now() - 1000);
  await sql('UPDATE characters SET jail_until = $2 WHERE id = $1', [character.id, ended]);
  await runTimerNow('confinement', `jail-release-${character.id}-${character.jail_until.getTime()}`, {
    until: ended.toISOString(),
  });
}

/**
 * The running instance of the page's active service worker (`scriptURL`): a context reused from an
 * earlier test still lists that test's workers, whose registrations were deleted with its storage
 * (their `self.serviceWorker.state` is 'redundant').
 */
async function activeWorker(page: Page, scriptURL: string): Promise<Worker> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const states = await Promise.all(
      page
        .context()
        .serviceWorkers()
        .filter((worker) => worker.url() === scriptURL)
        .map(async (worker) => ({
          worker,
          state: await worker
            .evaluate(() => (self as unknown as { serviceWorker?: { state: string } }).serviceWorker?.state)
            .catch(() => undefined),
        })),
    );
    const active = states.filter(({ state }) => state === 'activated');
    if (active.length === 1) return active[0].worker;
    if (Date.now() > deadline)
      throw new Error(`activeWorker: ${JSON.stringify(states.map(({ state }) => state))} for ${scriptURL}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('push settings', () => {
  it('saves a kind switched off and keeps it after a reload, at 1280 and 390 px', async () => {
    const player = await setUpGuestSession();
    const page = await settingsPage(desktop, player.stored);
    expect(await page.getByTestId('push-settings').getByRole('heading').first().innerText()).toBe(
      arPush.title,
    );
    expect(await switchState(page, 'push-master')).toBe('false');
    expect(await switchState(page, 'push-kind-attacked')).toBe('true');

    await page.getByTestId('push-kind-attacked').click();
    await page.getByText(arPush.saved).waitFor();
    expect(await switchState(page, 'push-kind-attacked')).toBe('false');
    const saved = await api<{ attacked: boolean; release: boolean }>('/api/push/preferences', {
      token: player.token,
    });
    expect(saved).toMatchObject({ attacked: false, release: true });

    await page.reload();
    await page.getByTestId('push-kind-attacked').waitFor();
    await settle(page);
    expect(await switchState(page, 'push-kind-attacked')).toBe('false');
    expect(await switchState(page, 'push-kind-release')).toBe('true');

    const phone = await settingsPage(mobile, player.stored);
    expect(await switchState(phone, 'push-kind-attacked')).toBe('false');
    await expectNoOverflow(phone);
    await screenshot(phone, `${shots}/push-settings-390.png`, true);
  });

  it('leaves the master switch off and says why when the browser refuses the permission', async () => {
    const player = await setUpGuestSession();
    // No permission granted: the headless shell answers the request 'default', the full browser
    // 'denied'; neither is 'granted'.
    const page = await settingsPage(desktop, player.stored);
    await tapMaster(page);

    expect(await page.getByTestId('push-problem').innerText()).toBe(arPush.denied);
    expect(await switchState(page, 'push-master')).toBe('false');
    expect(await subscriptionsOf(player.userId)).toEqual([]);
    expect(await api<{ enabled: boolean }>('/api/push/preferences', { token: player.token })).toMatchObject({
      enabled: false,
    });
    await screenshot(page, `${shots}/push-settings-refused-1280.png`, true);
  });

  describe('with a push service on this machine', () => {
    let endpoint: PushEndpoint;
    beforeAll(async () => {
      endpoint = await startPushEndpoint();
    });
    afterAll(() => endpoint.close());

    it('subscribes this device, sends it the release from jail encrypted while the player is away, and forgets it when turned off', async () => {
      const player = await setUpGuestSession();
      const device: PushDevice = endpoint.newDevice();
      const grant = async (page: Page) => {
        await page.context().grantPermissions(['notifications'], { origin: baseURL });
        await standInPushService(page, device.json);
      };
      const page = await settingsPage(desktop, player.stored, grant);
      await tapMaster(page);

      expect(await page.getByTestId('push-problem').count()).toBe(0);
      expect(await switchState(page, 'push-master')).toBe('true');
      expect(await page.getByTestId('push-device').innerText()).toBe(arPush.deviceOn);
      expect(await subscriptionsOf(player.userId)).toEqual([
        { endpoint: device.endpoint, p256dh: device.json.keys.p256dh, auth: device.json.keys.auth },
      ]);
      // The page subscribed with the server's VAPID key.
      const { publicKey } = await api<{ publicKey: string }>('/api/push/vapid-public-key', {
        token: player.token,
      });
      expect(await page.evaluate((key) => localStorage.getItem(key), STAND_IN_KEY)).toBe(publicKey);
      await screenshot(page, `${shots}/push-settings-1280.png`, true);

      // The player closes the game (no live socket), and a tab for later in the same browser.
      const later = await page.context().newPage();
      await grant(later);
      await page.close();
      await jailAndRelease(player);

      await until(() => endpoint.receivedAt(device).length > 0, 'push at the device endpoint', 20_000);
      const [push] = endpoint.receivedAt(device);
      expect(push.method).toBe('POST');
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
      expect(push.headers.authorization).toContain(`k=${publicKey}`);
      expect(JSON.parse(decryptPush(push.body, device))).toMatchObject({
        title: PUSH_TITLE,
        body: RELEASE_TEXT.jail,
        url: RELEASE_PAGE,
        kind: 'release',
      });

      // Back in the game, the master switch off: the device's subscription is deleted.
      await later.goto('/dashboard/settings');
      await later.getByTestId('push-kind-attacked').waitFor();
      await settle(later);
      expect(await switchState(later, 'push-master')).toBe('true');
      expect(await later.getByTestId('push-device').innerText()).toBe(arPush.deviceOn);
      await tapMaster(later);
      expect(await switchState(later, 'push-master')).toBe('false');
      expect(await subscriptionsOf(player.userId)).toEqual([]);
      expect(await later.evaluate((key) => localStorage.getItem(key), STAND_IN_KEY)).toBeNull();
    });
  });

  it("shows a push the browser delivers to the app's worker in Arabic, right to left, with its page", async () => {
    const player = await setUpGuestSession();
    const page = await settingsPage(desktop, player.stored, (opened) =>
      opened.context().grantPermissions(['notifications'], { origin: baseURL }),
    );
    const context = page.context();
    const scriptURL = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active!.scriptURL,
    );
    expect(scriptURL).toBe(`${baseURL}/sw.js`);
    const worker = await activeWorker(page, scriptURL);

    // What the handler asks the browser to show, and whether the browser showed it. The headless shell
    // refuses notifications to workers whatever was granted (`Notification.permission` is 'denied'
    // in the worker), the full Chromium shows them.
    await worker.evaluate(() => {
      const scope = self as unknown as {
        registration: { showNotification(title: string, options?: object): Promise<void> };
        e2eShown: { title: string; options?: object; outcome: string }[];
        e2ePushes: number;
      };
      const registration = scope.registration;
      const show = registration.showNotification.bind(registration);
      scope.e2eShown = [];
      scope.e2ePushes = 0;
      self.addEventListener('push', () => void (scope.e2ePushes += 1));
      registration.showNotification = (title, options) => {
        const entry = { title, options: { ...options }, outcome: 'pending' };
        scope.e2eShown.push(entry);
        return show(title, options).then(
          () => void (entry.outcome = 'shown'),
          (error: Error) => {
            entry.outcome = `${error.name}: ${error.message}`;
            throw error;
          },
        );
      };
    });

    // The browser's own push event, delivered through the DevTools protocol (the push service's part).
    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await until(
      () => registrations.some((each) => each.scopeURL === `${baseURL}/` && !each.isDeleted),
      "the app's worker registration",
    );
    // A context reused from an earlier test also reports that test's registration, deleted since.
    const latest = new Map(registrations.map((each) => [each.registrationId, each]));
    const live = [...latest.values()].filter((each) => each.scopeURL === `${baseURL}/` && !each.isDeleted);
    expect(live).toHaveLength(1);
    const [{ registrationId }] = live;
    // A finished training as the server's PushProcessor sends it (its page is not the fallback one).
    const sentence = trainingCompletedText('القوة', '٥');
    const payload = {
      title: PUSH_TITLE,
      body: sentence,
      url: PUSH_KIND_PAGE.training,
      kind: 'training',
      tag: 'training',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL,
      registrationId,
      data: JSON.stringify(payload),
    });

    /** What the worker recorded: the push events it received, and the notifications it asked for. */
    const recorded = () =>
      worker.evaluate(() => {
        const { e2ePushes, e2eShown } = self as unknown as {
          e2ePushes: number;
          e2eShown: { title: string; options: object; outcome: string }[];
        };
        return { pushes: e2ePushes, shown: e2eShown };
      });
    let seen = await recorded();
    const deadline = Date.now() + 10_000;
    while ((seen.shown.length === 0 || seen.shown[0].outcome === 'pending') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = await recorded();
    }
    const { pushes, shown } = seen;
    expect(pushes).toBe(1);
    expect(shown).toHaveLength(1);
    expect(shown[0].title).toBe(PUSH_TITLE);
    expect(shown[0].options).toEqual({
      body: sentence,
      dir: 'rtl',
      lang: 'ar',
      icon: '/favicon.svg',
      data: { url: PUSH_KIND_PAGE.training },
      tag: 'training',
    });

    const permission = await worker.evaluate(() => Notification.permission);
    if (permission === 'granted') {
      expect(shown[0].outcome).toBe('shown');
      const notifications = await page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          dir: notification.dir,
          tag: notification.tag,
          data: notification.data as unknown,
        })),
      );
      expect(notifications).toEqual([
        {
          title: PUSH_TITLE,
          body: sentence,
          dir: 'rtl',
          tag: 'training',
          data: { url: PUSH_KIND_PAGE.training },
        },
      ]);
    } else {
      expect(permission).toBe('denied');
      expect(shown[0].outcome).toBe(
        "TypeError: Failed to execute 'showNotification' on 'ServiceWorkerRegistration': No notification permission has been granted for this origin.",
      );
    }
    console.log(`push delivered to ${scriptURL}: worker permission ${permission}, ${shown[0].outcome}`);
  });
});
