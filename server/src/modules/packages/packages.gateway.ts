import { SubscribeMessage, WsResponse } from '@nestjs/websockets';
import { GameGateway } from '../auth/game-gateway';
import { RequiresFeature } from '../features/requires-feature.guard';
import { SpecialShopDto } from './packages.dto';
import { PackagesService } from './packages.service';

/** The special shop over the socket: `specialShop:request` → `specialShop:update` with the REST body. */
@GameGateway()
export class PackagesGateway {
  constructor(private readonly packages: PackagesService) {}

  @RequiresFeature('specialShop')
  @SubscribeMessage('specialShop:request')
  async requestSpecialShop(): Promise<WsResponse<SpecialShopDto>> {
    return { event: 'specialShop:update', data: await this.packages.getSpecialShop() };
  }
}
