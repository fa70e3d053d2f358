import type { PushSubscriptionBodyDto } from '../api/generated/model/pushSubscriptionBodyDto';
import { syncPushSubscription, type PushSyncDeps } from './registration';

/** The page's side of the device: its permission, its subscription, and what it sent the server. */
function device(options: {
  permission?: NotificationPermission | 'unsupported';
  subscription?: { endpoint?: string; keys?: Record<string, string> } | null;
  fails?: boolean;
}) {
  const sent: PushSubscriptionBodyDto[] = [];
  const deps: PushSyncDeps = {
    permission: () => options.permission ?? 'granted',
    current: async () => (options.subscription ? { toJSON: () => options.subscription! } : null),
    send: async (body) => {
      if (options.fails) throw new Error('offline');
      sent.push(body);
    },
  };
  return { deps, sent };
}

describe("the page's re-sync of this device's push subscription (issue 26)", () => {
  it('sends the subscription the device holds, as the settings screen does', async () => {
    const { deps, sent } = device({
      subscription: { endpoint: 'https://push.example/rotated', keys: { p256dh: 'p', auth: 'a' } },
    });
    expect(await syncPushSubscription(deps)).toBe('synced');
    expect(sent).toEqual([{ endpoint: 'https://push.example/rotated', keys: { p256dh: 'p', auth: 'a' } }]);
  });

  it('sends nothing without a subscription, without the permission, or without push at all', async () => {
    const cases: Parameters<typeof device>[0][] = [
      { subscription: null },
      {
        permission: 'denied',
        subscription: { endpoint: 'https://push.example/x', keys: { p256dh: 'p', auth: 'a' } },
      },
      { permission: 'unsupported' },
      { subscription: { endpoint: 'https://push.example/x', keys: {} } },
    ];
    for (const options of cases) {
      const { deps, sent } = device(options);
      expect(await syncPushSubscription(deps)).toBe('none');
      expect(sent).toEqual([]);
    }
  });

  it('swallows a failed call (the next start tries again)', async () => {
    const { deps } = device({
      subscription: { endpoint: 'https://push.example/x', keys: { p256dh: 'p', auth: 'a' } },
      fails: true,
    });
    expect(await syncPushSubscription(deps)).toBe('failed');
  });
});
