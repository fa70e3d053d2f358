import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { RequiresFeature } from '../features/requires-feature.guard';
import { LoginGiftClaimDto, LoginGiftStatusDto } from './login-gift.dto';
import { LoginGiftService } from './login-gift.service';

/** The player's daily login gift (`/dashboard/login-gift`; DESIGN.md section 6, "Login gift"). */
@ApiTags('login-gift')
@ApiBearerAuth()
@RequiresFeature('loginGifts')
@Controller('login-gift')
export class LoginGiftController {
  constructor(private readonly gifts: LoginGiftService) {}

  /** The 15-day calendar, today's gift, the days claimed and the streak. */
  @Get()
  getLoginGift(@CurrentUser() user: AuthUser): Promise<LoginGiftStatusDto> {
    return this.gifts.getStatus(user.id);
  }

  /** Claims today's gift; 409 'لقد استلمت هدية اليوم بالفعل، عد غداً' on a second claim the same day. */
  @Post('claim')
  @HttpCode(200)
  claimLoginGift(@CurrentUser() user: AuthUser): Promise<LoginGiftClaimDto> {
    return this.gifts.claim(user.id);
  }
}
