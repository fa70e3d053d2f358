import { ConnectedSocket, SubscribeMessage, WsResponse } from '@nestjs/websockets';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import type { GameSocket } from '../../infra/realtime/gateway-options';
import { GameGateway } from '../auth/game-gateway';
import { PROPERTY_ROOMS, SHOP_ROOM } from './gear.events';
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

  /** Also joins room `houses`, where admin catalogue changes push the player's new list; likewise rides and pets. */
  @RequiresFeature('houses')
  @SubscribeMessage('houses:request')
  async requestHouses(
    @ConnectedSocket() socket: GameSocket,
    @CurrentUser() user: AuthUser,
  ): Promise<WsResponse<HouseListDto>> {
    await socket.join(PROPERTY_ROOMS.house);
    return { event: 'houses:update', data: await this.property.list('house', user.id) };
  }

  @RequiresFeature('rides')
  @SubscribeMessage('rides:request')
  async requestRides(
    @ConnectedSocket() socket: GameSocket,
    @CurrentUser() user: AuthUser,
  ): Promise<WsResponse<RideListDto>> {
    await socket.join(PROPERTY_ROOMS.ride);
    return { event: 'rides:update', data: await this.property.list('ride', user.id) };
  }

  @RequiresFeature('pets')
  @SubscribeMessage('pets:request')
  async requestPets(
    @ConnectedSocket() socket: GameSocket,
    @CurrentUser() user: AuthUser,
  ): Promise<WsResponse<PetListDto>> {
    await socket.join(PROPERTY_ROOMS.pet);
    return { event: 'pets:update', data: await this.property.list('pet', user.id) };
  }
}
