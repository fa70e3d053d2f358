import { SubscribeMessage, WsResponse } from '@nestjs/websockets';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { GameGateway } from '../auth/game-gateway';
import { RequiresFeature } from '../features/requires-feature.guard';
import { LoginGiftStatusDto } from './login-gift.dto';
import { LoginGiftService } from './login-gift.service';

/** `loginGift:request` → `loginGift:update` with the body of `GET /api/login-gift` (spec 000 section 7). */
@GameGateway()
export class LoginGiftGateway {
  constructor(private readonly gifts: LoginGiftService) {}

  @RequiresFeature('loginGifts')
  @SubscribeMessage('loginGift:request')
  async requestLoginGift(@CurrentUser() user: AuthUser): Promise<WsResponse<LoginGiftStatusDto>> {
    return { event: 'loginGift:update', data: await this.gifts.getStatus(user.id) };
  }
}
