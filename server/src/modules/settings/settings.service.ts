import { Inject, Injectable } from '@nestjs/common';
import { GAME_CONSTANTS } from '../../common/core.module';
import type { GameConstants } from '../../game/constants';
import { SettingsDto, SoundSettingDto } from './settings.dto';
import { SettingsEntity } from './settings.entity';
import { SettingsRepository } from './settings.repository';

const clampVolume = (volume: number) => Math.min(1, Math.max(0, volume));

/** Per-user sound settings with the spec's defaults (spec 000 section 9: 0.5 and 0.3, unmuted). */
@Injectable()
export class SettingsService {
  constructor(
    private readonly settings: SettingsRepository,
    @Inject(GAME_CONSTANTS) private readonly constants: GameConstants,
  ) {}

  async getSettings(userId: string): Promise<SettingsDto> {
    return toSettingsDto(await this.current(userId));
  }

  async updateNotificationSound(userId: string, dto: SoundSettingDto): Promise<SettingsDto> {
    const settings = await this.current(userId);
    settings.notificationSoundVolume = clampVolume(dto.volume);
    settings.notificationSoundMuted = dto.muted;
    await this.settings.save(settings);
    return toSettingsDto(settings);
  }

  async updateBackgroundMusic(userId: string, dto: SoundSettingDto): Promise<SettingsDto> {
    const settings = await this.current(userId);
    settings.backgroundMusicVolume = clampVolume(dto.volume);
    settings.backgroundMusicMuted = dto.muted;
    await this.settings.save(settings);
    return toSettingsDto(settings);
  }

  private async current(userId: string): Promise<SettingsEntity> {
    return (
      (await this.settings.find(userId)) ??
      Object.assign(new SettingsEntity(), { userId, ...this.constants.defaultSettings })
    );
  }
}

function toSettingsDto(settings: SettingsEntity): SettingsDto {
  return {
    notificationSoundVolume: settings.notificationSoundVolume,
    notificationSoundMuted: settings.notificationSoundMuted,
    backgroundMusicVolume: settings.backgroundMusicVolume,
    backgroundMusicMuted: settings.backgroundMusicMuted,
  };
}
