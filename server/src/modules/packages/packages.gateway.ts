import { ConnectedSocket, SubscribeMessage, WsResponse } from '@nestjs/websockets';
import type { GameSocket } from '../../infra/realtime/gateway-options';
import { GameGateway } from '../auth/game-gateway';
import { RequiresFeature } from '../features/requires-feature.guard';
import { SpecialShopDto } from './packages.dto';
import { SPECIAL_SHOP_ROOM } from './packages.events';
import { PackagesService } from './packages.service';

/**
 * The special shop over the socket: `specialShop:request` → `specialShop:update` with the REST body,
 * joining room `special-shop`, where `packages.push.ts` sends the new shop after an admin change
 * (spec 000 section 7).
 */
@GameGateway()
export class PackagesGateway {
  constructor(private readonly packages: PackagesService) {}

  /** Also joins room `special-shop`, where admin changes of packages and special items push the new shop. */
  @RequiresFeature('specialShop')
  @SubscribeMessage('specialShop:request')
  async requestSpecialShop(@ConnectedSocket() socket: GameSocket): Promise<WsResponse<SpecialShopDto>> {
    await socket.join(SPECIAL_SHOP_ROOM);
    return { event: 'specialShop:update', data: await this.packages.getSpecialShop() };
  }
}
