import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useGetSettings } from '../../api/generated/settings/settings';
import { useSession } from '../../auth/use-session';
import { clampVolume, DEFAULT_SOUND_SETTINGS } from '../../lib/volume';
import { liveKey } from '../../realtime/live-keys';
import { isMusicPath } from './music-paths';
import { playChime, playMusic, stopMusic, unlockAudio } from './synth';

/**
 * Spec 000 (Shell) and section 7: background music on the spec's paths, only after a user interaction
 * (a refused autoplay waits for the next one), and the notification sound on each `notification` push.
 * Volumes and mutes come from GET /api/settings, with the spec's defaults until they arrive.
 */
export function AudioDirector() {
  const session = useSession();
  const queryClient = useQueryClient();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const settings = useGetSettings({ query: { enabled: session !== null } }).data ?? DEFAULT_SOUND_SETTINGS;
  const [allowed, setAllowed] = useState(false);

  useEffect(() => {
    if (allowed) return;
    const onGesture = () => {
      void unlockAudio().then((ok) => ok && setAllowed(true));
    };
    window.addEventListener('pointerdown', onGesture);
    window.addEventListener('keydown', onGesture);
    return () => {
      window.removeEventListener('pointerdown', onGesture);
      window.removeEventListener('keydown', onGesture);
    };
  }, [allowed]);

  const musicOn = allowed && session !== null && isMusicPath(pathname) && !settings.backgroundMusicMuted;
  const musicVolume = clampVolume(settings.backgroundMusicVolume);
  useEffect(() => {
    if (musicOn && musicVolume > 0) void playMusic(musicVolume).catch(() => setAllowed(false));
    else stopMusic();
  }, [musicOn, musicVolume]);
  useEffect(() => () => stopMusic(), []);

  const chimeVolume = settings.notificationSoundMuted ? 0 : clampVolume(settings.notificationSoundVolume);
  useEffect(() => {
    const key = JSON.stringify(liveKey('lastNotification'));
    return queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'success' &&
        JSON.stringify(event.query.queryKey) === key
      ) {
        if (allowed) playChime(chimeVolume);
      }
    });
  }, [queryClient, allowed, chimeVolume]);

  return null;
}
