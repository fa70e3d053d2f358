import { answer, calls, resetFakeApi } from '../../test/fake-api';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { arPush } from '../../i18n/ar-push';
import { PushSettings } from './PushSettings';

jest.mock('../../lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const PREFERENCES = '/api/push/preferences';
const SUBSCRIPTIONS = '/api/push/subscriptions';
const KEY = '/api/push/vapid-public-key';

const preferences = (overrides: Record<string, boolean> = {}) => ({
  enabled: false,
  release: true,
  training: true,
  attacked: true,
  message: true,
  friendRequest: true,
  gang: true,
  contractExecuted: true,
  dailyGift: true,
  ...overrides,
});

function renderSettings() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <PushSettings />
    </QueryClientProvider>,
  );
}

const master = () => screen.findByTestId('push-master');
const callsTo = (url: string) => calls.filter((call) => call === url).length;

/**
 * A browser with push (jsdom has none): a service worker registration whose push manager subscribes,
 * and the permission prompt answering `permission`.
 */
function browserWithPush(permission: NotificationPermission) {
  const subscription = {
    endpoint: 'https://push.example.com/device-1',
    toJSON: () => ({
      endpoint: 'https://push.example.com/device-1',
      keys: { p256dh: 'B'.padEnd(87, 'x'), auth: 'a'.repeat(22) },
    }),
    unsubscribe: jest.fn(async () => true),
  };
  let current: typeof subscription | null = null;
  const registration = {
    pushManager: {
      getSubscription: jest.fn(async () => current),
      subscribe: jest.fn(async () => (current = subscription)),
    },
  };
  Object.assign(window, { PushManager: function PushManager() {} });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: jest.fn(async () => registration),
      register: jest.fn(),
      ready: Promise.resolve(registration),
    },
  });
  Object.assign(window, {
    Notification: { requestPermission: jest.fn(async () => permission), permission: 'default' },
  });
  return { registration, subscription };
}

function removeBrowserPush() {
  delete (window as unknown as Record<string, unknown>).PushManager;
  delete (window as unknown as Record<string, unknown>).Notification;
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
}

describe('PushSettings (issue 26: device notifications in settings)', () => {
  afterEach(() => {
    resetFakeApi();
    removeBrowserPush();
  });

  it('shows the master switch and one switch per kind, in Arabic, as the server keeps them', async () => {
    answer(PREFERENCES, 200, preferences({ gang: false }));
    renderSettings();
    expect((await master()).getAttribute('aria-checked')).toBe('false');
    expect((await master()).textContent).toBe(arPush.master);
    const kinds = Object.entries(arPush.kinds);
    expect(kinds).toHaveLength(8);
    for (const [kind, label] of kinds) {
      const toggle = screen.getByTestId(`push-kind-${kind}`);
      expect(toggle.textContent).toBe(label);
      expect(toggle.getAttribute('aria-checked')).toBe(kind === 'gang' ? 'false' : 'true');
    }
  });

  it('saves a kind switched off and shows what the server answered', async () => {
    answer(PREFERENCES, 200, preferences());
    renderSettings();
    const training = await screen.findByTestId('push-kind-training');
    expect(training.getAttribute('aria-checked')).toBe('true');
    answer(PREFERENCES, 200, preferences({ training: false }));
    const before = callsTo(PREFERENCES);
    await act(async () => fireEvent.click(training));
    expect(callsTo(PREFERENCES)).toBe(before + 1);
    expect(screen.getByTestId('push-kind-training').getAttribute('aria-checked')).toBe('false');
  });

  it('explains in Arabic that this browser has no push, and leaves the master switch off', async () => {
    answer(PREFERENCES, 200, preferences());
    renderSettings();
    expect((await screen.findByTestId('push-problem')).textContent).toBe(arPush.unsupported);
    await act(async () => fireEvent.click(screen.getByTestId('push-master')));
    expect(screen.getByTestId('push-master').getAttribute('aria-checked')).toBe('false');
    expect(callsTo(SUBSCRIPTIONS)).toBe(0);
    expect(callsTo(PREFERENCES)).toBe(1);
  });

  it('explains in Arabic a refused permission, subscribes nothing and saves nothing', async () => {
    const browser = browserWithPush('denied');
    answer(PREFERENCES, 200, preferences());
    renderSettings();
    await act(async () => fireEvent.click(await master()));
    expect(screen.getByTestId('push-problem').textContent).toBe(arPush.denied);
    expect(browser.registration.pushManager.subscribe).not.toHaveBeenCalled();
    expect(callsTo(SUBSCRIPTIONS)).toBe(0);
    expect(callsTo(PREFERENCES)).toBe(1);
    expect(screen.getByTestId('push-master').getAttribute('aria-checked')).toBe('false');
  });

  it('on a granted permission subscribes this device with the server key, then turns the master switch on', async () => {
    const browser = browserWithPush('granted');
    answer(PREFERENCES, 200, preferences());
    answer(KEY, 200, { publicKey: `B${'A'.repeat(86)}` });
    answer(SUBSCRIPTIONS, 201, { success: true, devices: 1 });
    renderSettings();
    const toggle = await master();
    answer(PREFERENCES, 200, preferences({ enabled: true }));
    await act(async () => fireEvent.click(toggle));
    expect(browser.registration.pushManager.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    const key = browser.registration.pushManager.subscribe.mock.calls[0] as unknown as [
      { applicationServerKey: Uint8Array },
    ];
    expect(key[0].applicationServerKey).toHaveLength(65);
    expect(callsTo(SUBSCRIPTIONS)).toBe(1);
    expect(screen.getByTestId('push-master').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('push-device').textContent).toBe(arPush.deviceOn);

    // Off again: saved, and this device unsubscribed from the server and the browser.
    answer(PREFERENCES, 200, preferences({ enabled: false }));
    await act(async () => fireEvent.click(screen.getByTestId('push-master')));
    expect(callsTo(SUBSCRIPTIONS)).toBe(2);
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(screen.getByTestId('push-master').getAttribute('aria-checked')).toBe('false');
  });
});
