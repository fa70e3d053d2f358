/** Spec 000 section 5: volumes are clamped to 0..1. */
export function clampVolume(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

/** Spec 000 section 9: default volumes before the server's settings arrive. */
export const DEFAULT_SOUND_SETTINGS = {
  notificationSoundVolume: 0.5,
  notificationSoundMuted: false,
  backgroundMusicVolume: 0.3,
  backgroundMusicMuted: false,
} as const;

/** The four sound settings of GET /api/settings. */
export interface SoundSettings {
  notificationSoundVolume: number;
  notificationSoundMuted: boolean;
  backgroundMusicVolume: number;
  backgroundMusicMuted: boolean;
}

/** Spec 000 section 7: the settings are cached locally (this key) and synced to the server. */
export const SOUND_SETTINGS_KEY = 'darkcity.soundSettings';

/** The sound settings last cached on this device, or null when none (or unreadable) are stored. */
export function readCachedSoundSettings(storage: Storage = localStorage): SoundSettings | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(SOUND_SETTINGS_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const v = value as Record<string, unknown>;
    const volumes = [v.notificationSoundVolume, v.backgroundMusicVolume];
    const mutes = [v.notificationSoundMuted, v.backgroundMusicMuted];
    if (!volumes.every((x) => typeof x === 'number') || !mutes.every((x) => typeof x === 'boolean'))
      return null;
    return {
      notificationSoundVolume: clampVolume(v.notificationSoundVolume as number),
      notificationSoundMuted: v.notificationSoundMuted as boolean,
      backgroundMusicVolume: clampVolume(v.backgroundMusicVolume as number),
      backgroundMusicMuted: v.backgroundMusicMuted as boolean,
    };
  } catch {
    return null;
  }
}

/** Caches the sound settings on this device (a full or private storage keeps the old value). */
export function cacheSoundSettings(settings: SoundSettings, storage: Storage = localStorage): void {
  try {
    const { notificationSoundVolume, notificationSoundMuted, backgroundMusicVolume, backgroundMusicMuted } =
      settings;
    storage.setItem(
      SOUND_SETTINGS_KEY,
      JSON.stringify({
        notificationSoundVolume,
        notificationSoundMuted,
        backgroundMusicVolume,
        backgroundMusicMuted,
      }),
    );
  } catch {
    // Not cached: the defaults play until the server answers next time.
  }
}
