import { SubscribeMessage, WsResponse } from '@nestjs/websockets';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { GameGateway } from '../auth/game-gateway';
import { RequiresFeature } from '../features/requires-feature.guard';
import { BloodContractListDto } from './blood-contracts.dto';
import { BloodContractsService } from './blood-contracts.service';

/** `bloodContract:request` → `bloodContract:update` (the same payload as `GET /api/blood-contracts`); level 6, like the route. */
@GameGateway()
export class BloodContractsGateway {
  constructor(private readonly contracts: BloodContractsService) {}

  @RequiresFeature('bloodContracts')
  @SubscribeMessage('bloodContract:request')
  async requestBloodContracts(@CurrentUser() user: AuthUser): Promise<WsResponse<BloodContractListDto>> {
    return { event: 'bloodContract:update', data: await this.contracts.getBloodContracts(user.id) };
  }
}
