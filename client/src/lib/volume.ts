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
