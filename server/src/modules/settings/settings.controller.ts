import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { SettingsDto, SoundSettingDto } from './settings.dto';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@ApiBearerAuth()
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  getSettings(@CurrentUser() user: AuthUser): Promise<SettingsDto> {
    return this.settings.getSettings(user.id);
  }

  @Put('notification-sound')
  updateNotificationSound(@CurrentUser() user: AuthUser, @Body() dto: SoundSettingDto): Promise<SettingsDto> {
    return this.settings.updateNotificationSound(user.id, dto);
  }

  @Put('background-music')
  updateBackgroundMusic(@CurrentUser() user: AuthUser, @Body() dto: SoundSettingDto): Promise<SettingsDto> {
    return this.settings.updateBackgroundMusic(user.id, dto);
  }
}
