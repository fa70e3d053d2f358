import { ConnectedSocket, SubscribeMessage, WsResponse } from '@nestjs/websockets';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import type { GameSocket } from '../../infra/realtime/gateway-options';
import { GameGateway } from '../auth/game-gateway';
import { SHOP_ROOM } from './gear.events';
import { RequiresFeature } from '../features/requires-feature.guard';
import { InventoryDto, ShopDto } from './inventory.dto';
import { HouseListDto, PetListDto, RideListDto } from './property.dto';
import { PropertyService } from './property.service';
import { ShopService } from './shop.service';

/** The shop, inventory, houses, rides and pets screens over the socket: `<x>:request` → `<x>:update` with the REST bodies. */
@GameGateway()
export class GearGateway {
  constructor(
    private readonly shop: ShopService,
    private readonly property: PropertyService,
  ) {}

  /** Also joins room `shop`, where admin catalogue changes push the new shop. */
  @RequiresFeature('shop')
  @SubscribeMessage('shop:request')
  async requestShop(@ConnectedSocket() socket: GameSocket): Promise<WsResponse<ShopDto>> {
    await socket.join(SHOP_ROOM);
    return { event: 'shop:update', data: await this.shop.getShop() };
  }

  @RequiresFeature('inventory')
  @SubscribeMessage('inventory:request')
  async requestInventory(@CurrentUser() user: AuthUser): Promise<WsResponse<InventoryDto>> {
    return { event: 'inventory:update', data: await this.shop.getInventory(user.id) };
  }

  @RequiresFeature('houses')
  @SubscribeMessage('houses:request')
  async requestHouses(@CurrentUser() user: AuthUser): Promise<WsResponse<HouseListDto>> {
    return { event: 'houses:update', data: await this.property.list('house', user.id) };
  }

  @RequiresFeature('rides')
  @SubscribeMessage('rides:request')
  async requestRides(@CurrentUser() user: AuthUser): Promise<WsResponse<RideListDto>> {
    return { event: 'rides:update', data: await this.property.list('ride', user.id) };
  }

  @RequiresFeature('pets')
  @SubscribeMessage('pets:request')
  async requestPets(@CurrentUser() user: AuthUser): Promise<WsResponse<PetListDto>> {
    return { event: 'pets:update', data: await this.property.list('pet', user.id) };
  }
}
