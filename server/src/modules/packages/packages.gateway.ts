import { Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { ConnectedSocket, SubscribeMessage, WsResponse } from '@nestjs/websockets';
import type { GameSocket } from '../../infra/realtime/gateway-options';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import { GameGateway } from '../auth/game-gateway';
import { RequiresFeature } from '../features/requires-feature.guard';
import { SpecialShopDto } from './packages.dto';
import { SPECIAL_SHOP_ROOM } from './packages.events';
import { PackagesService } from './packages.service';

/**
 * The special shop over the socket: `specialShop:request` → `specialShop:update` with the REST body,
 * and the push of the new shop to every open one after an admin change (spec 000 section 7).
 */
@GameGateway()
export class PackagesGateway {
  private readonly logger = new Logger(PackagesGateway.name);

  constructor(
    private readonly packages: PackagesService,
    private readonly publisher: RealtimePublisher,
  ) {}

  /** Also joins room `special-shop`, where admin changes of packages and special items push the new shop. */
  @RequiresFeature('specialShop')
  @SubscribeMessage('specialShop:request')
  async requestSpecialShop(@ConnectedSocket() socket: GameSocket): Promise<WsResponse<SpecialShopDto>> {
    await socket.join(SPECIAL_SHOP_ROOM);
    return { event: 'specialShop:update', data: await this.packages.getSpecialShop() };
  }

  /**
   * After an admin change of a package or a special item (published after its commit): the shop as
   * everyone sees it now, to room `special-shop` on every node. A failed read is logged; the shops
   * then refresh on their next request.
   */
  @OnEvent('specialShop.changed')
  async pushSpecialShop(): Promise<void> {
    try {
      this.publisher.toRoom(SPECIAL_SHOP_ROOM, 'specialShop:update', await this.packages.getSpecialShop());
    } catch (error) {
      this.logger.error(`specialShop:update push failed: ${(error as Error).stack ?? String(error)}`);
    }
  }
}
