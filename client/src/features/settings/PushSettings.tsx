import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { toast } from '../../lib/toast';
import {
  getVapidPublicKey,
  useGetPushPreferences,
  useSubscribePush,
  useUnsubscribePush,
  useUpdatePushPreferences,
} from '../../api/generated/push/push';
import type { UpdatePushPreferencesDto } from '../../api/generated/model/updatePushPreferencesDto';
import { errorBody, errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { Switch } from '../../components/Switch';
import { arPush as t } from '../../i18n/ar-push';
import { pushPreferencesChanged } from '../../realtime/answer-writes';
import { currentSubscription, pushSupported, subscribeDevice } from '../../sw/registration';
import { PUSH_KINDS, type PushKind } from '../../lib/push-rules';

/** Whether this device holds a push subscription: unknown until the browser answered. */
type DeviceState = 'unknown' | 'on' | 'off';

/**
 * Settings, device notifications (issue 26, part 2; the spec's opt-out, 000 section 1): the master
 * switch turns web push on or off for the player (off: no device gets any) and subscribes or
 * unsubscribes this device, asking the browser's permission on the tap; one switch per kind. Every
 * change is saved at once (`PUT /api/push/preferences`). A browser without push, or one that refused
 * the permission, is explained in Arabic and leaves the master switch off.
 */
export function PushSettings() {
  const queryClient = useQueryClient();
  const preferences = useGetPushPreferences();
  const update = useUpdatePushPreferences();
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();
  const supported = pushSupported();
  const [device, setDevice] = useState<DeviceState>('unknown');
  const [problem, setProblem] = useState<string | null>(supported ? null : t.unsupported);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    currentSubscription()
      .then((subscription) => live && setDevice(subscription ? 'on' : 'off'))
      .catch(() => live && setDevice('off'));
    return () => {
      live = false;
    };
  }, []);

  const save = async (patch: UpdatePushPreferencesDto) => {
    const next = await update.mutateAsync({ data: patch });
    pushPreferencesChanged(queryClient, next);
    toast.success(t.saved, { id: 'push-saved' });
  };

  /** Runs one change with its switch spinning; a failure shows its Arabic reason. */
  const run = async (what: string, work: () => Promise<void>) => {
    setBusy(what);
    try {
      await work();
    } catch (error) {
      setProblem(errorBody(error) ? errorText(error) : t.failed);
    } finally {
      setBusy(null);
    }
  };

  /** Subscribes this device (the permission prompt comes first, on the player's tap). @returns whether it did */
  const enableDevice = async (): Promise<boolean> => {
    if (!supported) {
      setProblem(t.unsupported);
      return false;
    }
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      setProblem(t.denied);
      return false;
    }
    const { publicKey } = await getVapidPublicKey();
    if (!publicKey) {
      setProblem(t.notConfigured);
      return false;
    }
    const subscription = (await subscribeDevice(publicKey)).toJSON();
    await subscribe.mutateAsync({
      data: {
        endpoint: subscription.endpoint ?? '',
        keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
      },
    });
    setDevice('on');
    setProblem(null);
    return true;
  };

  const disableDevice = async () => {
    const subscription = await currentSubscription();
    if (subscription) {
      await unsubscribe.mutateAsync({ data: { endpoint: subscription.endpoint } });
      await subscription.unsubscribe();
    }
    setDevice('off');
  };

  const onMaster = (checked: boolean) =>
    run('enabled', async () => {
      if (checked) {
        if (await enableDevice()) await save({ enabled: true });
      } else {
        await save({ enabled: false });
        await disableDevice();
      }
    });

  const onKind = (kind: PushKind, checked: boolean) => run(kind, () => save({ [kind]: checked }));

  const data = preferences.data;
  return (
    <section
      data-testid="push-settings"
      className="flex flex-col gap-3 rounded-3xl border border-night-800 bg-night-900/80 p-4 sm:p-6"
    >
      <h2 className="flex items-center gap-2 text-lg font-extrabold text-white">
        <BellRing className="size-5 text-blood-400" aria-hidden />
        {t.title}
      </h2>
      <p className="text-sm text-night-300">{t.intro}</p>
      {data && (
        <>
          <div className="flex flex-col gap-2 rounded-2xl bg-night-800/70 p-4">
            <Switch
              testId="push-master"
              label={t.master}
              checked={data.enabled}
              pending={busy === 'enabled'}
              disabled={busy !== null}
              onChange={(checked) => void onMaster(checked)}
            />
            {data.enabled && supported && device !== 'unknown' && (
              <div className="flex flex-wrap items-center gap-3 text-sm text-night-200">
                <span data-testid="push-device">{device === 'on' ? t.deviceOn : t.deviceOff}</span>
                {device === 'off' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    pending={busy === 'device'}
                    onClick={() =>
                      void run('device', async () => {
                        await enableDevice();
                      })
                    }
                  >
                    {t.enableHere}
                  </Button>
                )}
              </div>
            )}
            {problem && (
              <p role="alert" data-testid="push-problem" className="text-sm text-amber-300">
                {problem}
              </p>
            )}
          </div>
          <h3 className="text-sm font-bold text-night-200">{t.kindsTitle}</h3>
          <div className="grid gap-1 sm:grid-cols-2">
            {PUSH_KINDS.map((kind) => (
              <Switch
                key={kind}
                testId={`push-kind-${kind}`}
                label={t.kinds[kind]}
                checked={data[kind]}
                pending={busy === kind}
                disabled={busy !== null}
                onChange={(checked) => void onKind(kind, checked)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
