import { useEffect, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useGetSettings } from '../../api/generated/settings/settings';
import { useSession } from '../../auth/use-session';
import {
  cacheSoundSettings,
  clampVolume,
  DEFAULT_SOUND_SETTINGS,
  readCachedSoundSettings,
} from '../../lib/volume';
import { getSocket } from '../../realtime/socket';
import { useConnectionState } from '../../realtime/use-realtime';
import { isMusicPath } from './music-paths';
import { playChime, playMusic, stopMusic, unlockAudio } from './synth';

/**
 * Spec 000 (Shell) and section 7: background music on the spec's paths, only after a user interaction
 * (a refused autoplay waits for the next one), and the notification sound on each `notification` push.
 * Volumes and mutes come from GET /api/settings, cached on this device (section 7) so the player's own
 * settings apply before the server answers and for a signed-out visitor; the spec's defaults only
 * when nothing was ever cached. Music plays for signed-out visitors too (section 2, issue 31).
 */
export function AudioDirector() {
  const session = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const server = useGetSettings({ query: { enabled: session !== null } }).data;
  // The one writer of the local copy: every server answer and every change the settings screen
  // writes into the query cache.
  useEffect(() => {
    if (server) cacheSoundSettings(server);
  }, [server]);
  const settings = server ?? readCachedSoundSettings() ?? DEFAULT_SOUND_SETTINGS;
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

  const musicOn = allowed && isMusicPath(pathname) && !settings.backgroundMusicMuted;
  const musicVolume = clampVolume(settings.backgroundMusicVolume);
  useEffect(() => {
    if (musicOn && musicVolume > 0) void playMusic(musicVolume).catch(() => setAllowed(false));
    else stopMusic();
  }, [musicOn, musicVolume]);
  useEffect(() => () => stopMusic(), []);

  const chimeVolume = settings.notificationSoundMuted ? 0 : clampVolume(settings.notificationSoundVolume);
  const { authenticated } = useConnectionState();
  useEffect(() => {
    const socket = getSocket();
    if (!authenticated || !socket || !allowed) return;
    const onNotification = () => playChime(chimeVolume);
    socket.on('notification', onNotification);
    return () => void socket.off('notification', onNotification);
  }, [authenticated, allowed, chimeVolume]);

  return null;
}
