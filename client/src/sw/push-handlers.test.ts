import {
  installPushHandlers,
  parsePushPayload,
  renewSubscription,
  SUBSCRIPTIONS_PATH,
  targetUrl,
  VAPID_KEY_PATH,
  type NotificationClickLike,
  type PushEventLike,
  type PushScope,
  type PushSubscriptionLike,
  type SubscriptionChangeLike,
  type WindowClientLike,
} from './push-handlers';

const ORIGIN = 'https://darkcity.example';
/** The server's VAPID public key as `GET /api/push/vapid-public-key` answers it. */
const SERVER_KEY = `B${'k'.repeat(86)}`;

/** What the fake server answers: the VAPID key, and the status of `PUT /api/push/subscriptions`. */
interface FakeServer {
  publicKey?: string | null;
  renewStatus?: number;
}

/** A worker scope recording what the handlers do (notifications, tabs, subscriptions, requests). */
function fakeScope(windows: WindowClientLike[] = [], server: FakeServer = {}) {
  const listeners: Record<string, (event: never) => void> = {};
  const shown: { title: string; options?: NotificationOptions }[] = [];
  const opened: string[] = [];
  const subscribed: { userVisibleOnly: boolean; applicationServerKey: BufferSource | string }[] = [];
  const requests: { url: string; init?: RequestInit }[] = [];
  const scope: PushScope = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: async (title, options) => void shown.push({ title, options }),
      pushManager: {
        subscribe: async (options) => {
          subscribed.push(options);
          return subscription('https://push.example/rotated', 'new-p256dh', 'new-auth');
        },
      },
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url) => void opened.push(url),
    },
    fetch: async (url, init) => {
      requests.push({ url, init });
      if (url === VAPID_KEY_PATH)
        return { ok: true, status: 200, json: async () => ({ publicKey: server.publicKey ?? null }) };
      const status = server.renewStatus ?? 200;
      return { ok: status < 300, status, json: async () => ({ success: status < 300, devices: 1 }) };
    },
    addEventListener: (type: string, listener: (event: never) => void) => {
      listeners[type] = listener;
    },
  } as PushScope;
  installPushHandlers(scope);
  const dispatch = async (
    type: string,
    event: Omit<PushEventLike | NotificationClickLike | SubscriptionChangeLike, 'waitUntil'>,
  ) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners[type]({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) } as never);
    return waited;
  };
  return { scope, dispatch, shown, opened, subscribed, requests };
}

/** A browser subscription: its endpoint, keys and (for an old one) the key it was made with. */
function subscription(
  endpoint: string,
  p256dh: string,
  auth: string,
  applicationServerKey: ArrayBuffer | null = null,
): PushSubscriptionLike {
  return {
    endpoint,
    options: { applicationServerKey },
    toJSON: () => ({ endpoint, keys: { p256dh, auth } }),
  };
}

const json = (value: unknown) => ({ json: () => value, text: () => JSON.stringify(value) });

describe('push handlers (issue 26: the service worker side of web push)', () => {
  it('shows the Arabic sentence right to left, carrying its page', async () => {
    const { dispatch, shown } = fakeScope();
    await dispatch('push', {
      data: json({
        title: 'مدينة الظلام',
        body: 'انتهت مدة سجنك، أنت حر الآن',
        url: '/dashboard',
        tag: 'release',
      }),
    });
    expect(shown).toEqual([
      {
        title: 'مدينة الظلام',
        options: expect.objectContaining({
          body: 'انتهت مدة سجنك، أنت حر الآن',
          dir: 'rtl',
          lang: 'ar',
          tag: 'release',
          data: { url: '/dashboard' },
        }),
      },
    ]);
  });

  it('opens the page of a tapped notification, or focuses a tab already on it', async () => {
    const { dispatch, opened } = fakeScope();
    const close = jest.fn();
    await dispatch('notificationclick', { notification: { data: { url: '/dashboard/gym' }, close } });
    expect(close).toHaveBeenCalled();
    expect(opened).toEqual([`${ORIGIN}/dashboard/gym`]);

    const focus = jest.fn(async () => undefined);
    const onPage = { url: `${ORIGIN}/dashboard/friends`, focus };
    const withTab = fakeScope([onPage]);
    await withTab.dispatch('notificationclick', {
      notification: { data: { url: '/dashboard/friends' }, close: () => undefined },
    });
    expect(focus).toHaveBeenCalled();
    expect(withTab.opened).toEqual([]);
  });

  it('moves another tab of the game to the page before opening a new one', async () => {
    const navigate = jest.fn(async () => undefined);
    const tab = { url: `${ORIGIN}/dashboard`, focus: jest.fn(async () => undefined), navigate };
    const { dispatch, opened } = fakeScope([tab]);
    await dispatch('notificationclick', {
      notification: { data: { url: '/dashboard/messages?with=u1' }, close: () => undefined },
    });
    expect(navigate).toHaveBeenCalledWith(`${ORIGIN}/dashboard/messages?with=u1`);
    expect(opened).toEqual([]);
  });

  it('never leads to another site, and shows a push without JSON under the game name', () => {
    expect(targetUrl(ORIGIN, 'https://evil.example/x')).toBe(`${ORIGIN}/dashboard`);
    expect(targetUrl(ORIGIN, '//evil.example/x')).toBe(`${ORIGIN}/dashboard`);
    expect(targetUrl(ORIGIN, undefined)).toBe(`${ORIGIN}/dashboard`);
    expect(targetUrl(ORIGIN, '/dashboard/gym')).toBe(`${ORIGIN}/dashboard/gym`);
    const text = {
      json: () => {
        throw new SyntaxError('not json');
      },
      text: () => 'نص',
    };
    expect(parsePushPayload(text)).toEqual({ title: 'مدينة الظلام', body: 'نص', url: '/dashboard' });
  });

  describe('pushsubscriptionchange (the browser rotated or dropped the subscription)', () => {
    const oldKey = new Uint8Array([4, 1, 2, 3]).buffer;
    const old = () => subscription('https://push.example/old', 'old-p256dh', 'old-auth-secret', oldKey);

    it('subscribes again with the old key and sends the new subscription with the old endpoint and auth secret, without a token', async () => {
      const { dispatch, subscribed, requests } = fakeScope([], { publicKey: SERVER_KEY });
      const outcome = await dispatch('pushsubscriptionchange', { oldSubscription: old() });

      expect(outcome).toEqual({ outcome: 'renewed', endpoint: 'https://push.example/rotated' });
      expect(subscribed).toEqual([{ userVisibleOnly: true, applicationServerKey: oldKey }]);
      // The old subscription had its key: the server's is not asked for.
      expect(requests.map((request) => request.url)).toEqual([SUBSCRIPTIONS_PATH]);
      const [renewal] = requests;
      expect(renewal.init?.method).toBe('PUT');
      expect(renewal.init?.credentials).toBe('omit');
      expect(renewal.init?.headers).toEqual({ 'Content-Type': 'application/json' });
      expect(JSON.parse(String(renewal.init?.body))).toEqual({
        oldEndpoint: 'https://push.example/old',
        oldAuth: 'old-auth-secret',
        endpoint: 'https://push.example/rotated',
        keys: { p256dh: 'new-p256dh', auth: 'new-auth' },
      });
    });

    it('uses the new subscription the browser already made instead of subscribing again', async () => {
      const { scope, subscribed, requests } = fakeScope();
      const outcome = await renewSubscription(scope, {
        oldSubscription: old(),
        newSubscription: subscription('https://push.example/given', 'given-p256dh', 'given-auth'),
      });
      expect(outcome).toEqual({ outcome: 'renewed', endpoint: 'https://push.example/given' });
      expect(subscribed).toEqual([]);
      expect(JSON.parse(String(requests[0].init?.body))).toMatchObject({
        oldEndpoint: 'https://push.example/old',
        endpoint: 'https://push.example/given',
        keys: { p256dh: 'given-p256dh', auth: 'given-auth' },
      });
    });

    it("without the old subscription subscribes again with the server's key and leaves the sending to the page", async () => {
      const { scope, subscribed, requests } = fakeScope([], { publicKey: SERVER_KEY });
      const outcome = await renewSubscription(scope, { oldSubscription: null });
      expect(outcome).toEqual({
        outcome: 'subscribed-only',
        endpoint: 'https://push.example/rotated',
        reason: 'no-old-subscription',
      });
      expect(subscribed).toEqual([{ userVisibleOnly: true, applicationServerKey: SERVER_KEY }]);
      expect(requests.map((request) => [request.url, request.init?.credentials])).toEqual([
        [VAPID_KEY_PATH, 'omit'],
      ]);
    });

    it('an old subscription made without a key also takes the server key', async () => {
      const { scope, subscribed } = fakeScope([], { publicKey: SERVER_KEY });
      const keyless = subscription('https://push.example/old', 'old-p256dh', 'old-auth-secret', null);
      expect((await renewSubscription(scope, { oldSubscription: keyless })).outcome).toBe('renewed');
      expect(subscribed[0].applicationServerKey).toBe(SERVER_KEY);
    });

    it('does not subscribe when the server has no VAPID key (push is off there)', async () => {
      const { scope, subscribed, requests } = fakeScope([], { publicKey: null });
      expect(await renewSubscription(scope, {})).toEqual({ outcome: 'not-configured' });
      expect(subscribed).toEqual([]);
      expect(requests.map((request) => request.url)).toEqual([VAPID_KEY_PATH]);
    });

    it('says so when the server refuses the proof (the old subscription is not stored)', async () => {
      const { scope } = fakeScope([], { renewStatus: 404 });
      expect(await renewSubscription(scope, { oldSubscription: old() })).toEqual({
        outcome: 'subscribed-only',
        endpoint: 'https://push.example/rotated',
        reason: 'server-refused',
      });
    });
  });
});
