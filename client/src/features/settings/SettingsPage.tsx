import { useEffect, useRef, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Bell, Music } from 'lucide-react';
import { toast } from '../../lib/toast';
import {
  useGetSettings,
  useUpdateBackgroundMusic,
  useUpdateNotificationSound,
} from '../../api/generated/settings/settings';
import type { SettingsDto } from '../../api/generated/model/settingsDto';
import { errorText } from '../../api/error-text';
import { useSession } from '../../auth/use-session';
import { InstallAppButton } from '../../components/InstallAppButton';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { ar } from '../../i18n/ar';
import { arSettings } from '../../i18n/ar-settings';
import { formatPercent } from '../../lib/format';
import { clampVolume } from '../../lib/volume';
import { settingsChanged } from '../../realtime/answer-writes';
import { LinkEmailForm } from './LinkEmailForm';
import { LinkGoogleButton } from './LinkGoogleButton';
import { DataRightsSection } from './DataRightsSection';
import { PushSettings } from './PushSettings';

const SAVE_DELAY_MS = 400;

interface SoundRowProps {
  testId: string;
  icon: typeof Bell;
  label: string;
  volume: number;
  muted: boolean;
  onChange: (next: { volume: number; muted: boolean }) => void;
}

function SoundRow({ testId, icon: Icon, label, volume, muted, onChange }: SoundRowProps) {
  return (
    <div data-testid={testId} className="flex flex-col gap-3 rounded-2xl bg-night-800/70 p-4">
      <div className="flex items-center gap-2 font-bold text-white">
        <Icon className="size-5 text-blood-400" aria-hidden />
        {label}
      </div>
      <label className="flex items-center gap-3 text-sm text-night-200">
        <span className="shrink-0 sm:w-24">{arSettings.volume}</span>
        <input
          type="range"
          min={0}
          max={100}
          step={5}
          value={Math.round(volume * 100)}
          disabled={muted}
          aria-label={`${label} - ${arSettings.volume}`}
          onChange={(e: ChangeEvent<HTMLInputElement>) =>
            onChange({ volume: clampVolume(Number(e.target.value) / 100), muted })
          }
          className="min-w-0 flex-1 accent-blood-500"
        />
        <span className="w-10 shrink-0 text-end tabular-nums">{formatPercent(volume)}</span>
      </label>
      <label className="flex items-center gap-2 text-sm text-night-200">
        <input
          type="checkbox"
          checked={muted}
          aria-label={`${label} - ${arSettings.mute}`}
          onChange={(e) => onChange({ volume, muted: e.target.checked })}
          className="size-5 accent-blood-500"
        />
        {arSettings.mute}
      </label>
    </div>
  );
}

/** `/dashboard/settings`: sound volumes and mutes (GET/PUT /api/settings), and the guest's e-mail link. */
export function SettingsPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const settings = useGetSettings({ query: { enabled: session !== null } });
  const notification = useUpdateNotificationSound();
  const music = useUpdateBackgroundMusic();
  const timers = useRef<Record<string, ReturnType<typeof setTimeout>>>({});
  useEffect(() => () => Object.values(timers.current).forEach(clearTimeout), []);

  const update = (kind: 'notification' | 'music', next: { volume: number; muted: boolean }) => {
    const patch: Partial<SettingsDto> =
      kind === 'notification'
        ? { notificationSoundVolume: next.volume, notificationSoundMuted: next.muted }
        : { backgroundMusicVolume: next.volume, backgroundMusicMuted: next.muted };
    settingsChanged(queryClient, patch);
    clearTimeout(timers.current[kind]);
    timers.current[kind] = setTimeout(() => {
      const mutation = kind === 'notification' ? notification : music;
      mutation.mutate(
        { data: next },
        {
          onSuccess: () => toast.success(arSettings.saved, { id: 'settings-saved' }),
          onError: (error) => toast.error(errorText(error)),
        },
      );
    }, SAVE_DELAY_MS);
  };

  return (
    <SectionPage bannerKey="home" title={arSettings.title}>
      {!session && <EmptyState title={arSettings.signInForSettings} />}
      {session && settings.isPending && (
        <p role="status" className="text-night-300">
          {ar.app.loading}
        </p>
      )}
      {settings.data && (
        <section className="flex flex-col gap-3 rounded-3xl border border-night-800 bg-night-900/80 p-4 sm:p-6">
          <h2 className="text-lg font-extrabold text-white">{arSettings.sound}</h2>
          <SoundRow
            testId="setting-notification"
            icon={Bell}
            label={arSettings.notificationSound}
            volume={settings.data.notificationSoundVolume}
            muted={settings.data.notificationSoundMuted}
            onChange={(next) => update('notification', next)}
          />
          <SoundRow
            testId="setting-music"
            icon={Music}
            label={arSettings.backgroundMusic}
            volume={settings.data.backgroundMusicVolume}
            muted={settings.data.backgroundMusicMuted}
            onChange={(next) => update('music', next)}
          />
        </section>
      )}
      <InstallAppButton />
      {session && <PushSettings />}
      {session?.user.isGuest && (
        <>
          <LinkEmailForm />
          <LinkGoogleButton />
        </>
      )}
      {session && <DataRightsSection />}
    </SectionPage>
  );
}
