import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/decorators';
import { ParseIdPipe } from '../../common/validation/integers';
import {
  GiftableItemsResponseDto,
  GiftConfigResponseDto,
  GiftDayResponseDto,
  UpdateGiftDayDto,
} from './login-gift.dto';
import { LoginGiftService } from './login-gift.service';

/** The admin login-gift tab (spec 002 sections 2.11 and 7). */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('login-gift/admin')
export class LoginGiftAdminController {
  constructor(private readonly gifts: LoginGiftService) {}

  /** The 15 days (`data`). */
  @Get('config')
  async getLoginGiftConfig(): Promise<GiftConfigResponseDto> {
    return { success: true, data: await this.gifts.getConfig() };
  }

  /** Weapons, armors and special items to pick from (`data`). */
  @Get('items')
  async getLoginGiftItems(): Promise<GiftableItemsResponseDto> {
    return { success: true, data: await this.gifts.giftableItems() };
  }

  /** Writes one day (1..15); 404 outside, 400 for an unknown item. */
  @Put('config/:dayNumber')
  async updateLoginGiftDay(
    @Param('dayNumber', ParseIdPipe) dayNumber: number,
    @Body() dto: UpdateGiftDayDto,
  ): Promise<GiftDayResponseDto> {
    return {
      success: true,
      message: 'تم تحديث إعدادات الهدية',
      data: await this.gifts.updateDay(dayNumber, dto),
    };
  }
}
