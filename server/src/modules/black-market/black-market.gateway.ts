import { ConnectedSocket, SubscribeMessage, WsResponse } from '@nestjs/websockets';
import type { GameSocket } from '../../infra/realtime/gateway-options';
import { GameGateway } from '../auth/game-gateway';
import { RequiresFeature } from '../features/requires-feature.guard';
import { BlackMarketPageDto } from './black-market.dto';
import { BLACK_MARKET_ROOM } from './black-market.events';
import { BlackMarketService } from './black-market.service';

/**
 * `blackMarket:request` → `blackMarket:update` with the market's first page (the unfiltered
 * `GET /api/black-market` body). The socket joins room `black-market`, where every new, cancelled,
 * expired or sold listing pushes the page again.
 */
@GameGateway()
export class BlackMarketGateway {
  constructor(private readonly market: BlackMarketService) {}

  @RequiresFeature('blackMarket')
  @SubscribeMessage('blackMarket:request')
  async requestBlackMarket(@ConnectedSocket() socket: GameSocket): Promise<WsResponse<BlackMarketPageDto>> {
    await socket.join(BLACK_MARKET_ROOM);
    return { event: 'blackMarket:update', data: await this.market.getListings({}) };
  }
}
