import { IsBoolean } from 'class-validator';
import { DecimalField } from '../../common/validation/fields';
import { msg } from '../../common/validation/messages';

/** Sound settings (spec 000 section 3); volumes are 0..1. */
export class SettingsDto {
  notificationSoundVolume: number;
  notificationSoundMuted: boolean;
  backgroundMusicVolume: number;
  backgroundMusicMuted: boolean;
}

/** Body of `PUT /api/settings/notification-sound` and `PUT /api/settings/background-music`; volume is clamped to 0..1. */
export class SoundSettingDto {
  @DecimalField({ label: 'مستوى الصوت' })
  volume: number;

  @IsBoolean({ message: msg.invalid('كتم الصوت') })
  muted: boolean;
}
