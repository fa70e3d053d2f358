import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Per-user sound settings (spec 000 section 3); volumes are 0..1. */
@Entity('settings')
export class SettingsEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'notification_sound_volume', type: 'real' })
  notificationSoundVolume: number;

  @Column({ name: 'notification_sound_muted' })
  notificationSoundMuted: boolean;

  @Column({ name: 'background_music_volume', type: 'real' })
  backgroundMusicVolume: number;

  @Column({ name: 'background_music_muted' })
  backgroundMusicMuted: boolean;
}
