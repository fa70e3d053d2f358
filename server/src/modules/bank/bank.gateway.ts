import { SubscribeMessage, WsResponse } from '@nestjs/websockets';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { GameGateway } from '../auth/game-gateway';
import { RequiresFeature } from '../features/requires-feature.guard';
import { BankDto } from './bank.dto';
import { BankService } from './bank.service';

/** `bank:request` → `bank:update` with the body of `GET /api/bank` (spec 000 section 7); level 11, like the route. */
@GameGateway()
export class BankGateway {
  constructor(private readonly bank: BankService) {}

  @RequiresFeature('bank')
  @SubscribeMessage('bank:request')
  async requestBank(@CurrentUser() user: AuthUser): Promise<WsResponse<BankDto>> {
    return { event: 'bank:update', data: await this.bank.getBank(user.id) };
  }
}
