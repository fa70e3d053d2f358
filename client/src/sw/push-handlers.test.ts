import {
  installPushHandlers,
  parsePushPayload,
  targetUrl,
  type NotificationClickLike,
  type PushEventLike,
  type PushScope,
  type WindowClientLike,
} from './push-handlers';

const ORIGIN = 'https://darkcity.example';

/** A worker scope recording what the handlers do. */
function fakeScope(windows: WindowClientLike[] = []) {
  const listeners: Record<string, (event: never) => void> = {};
  const shown: { title: string; options?: NotificationOptions }[] = [];
  const opened: string[] = [];
  const scope: PushScope = {
    location: { origin: ORIGIN },
    registration: { showNotification: async (title, options) => void shown.push({ title, options }) },
    clients: {
      matchAll: async () => windows,
      openWindow: async (url) => void opened.push(url),
    },
    addEventListener: (type: string, listener: (event: never) => void) => {
      listeners[type] = listener;
    },
  } as PushScope;
  installPushHandlers(scope);
  const dispatch = async (type: string, event: Omit<PushEventLike | NotificationClickLike, 'waitUntil'>) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners[type]({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) } as never);
    await waited;
  };
  return { dispatch, shown, opened };
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
});
