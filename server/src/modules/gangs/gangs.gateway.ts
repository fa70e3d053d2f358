import { ConnectedSocket, SubscribeMessage, WsResponse } from '@nestjs/websockets';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import type { GameSocket } from '../../infra/realtime/gateway-options';
import { GameGateway } from '../auth/game-gateway';
import { GangDto } from './gangs.dto';
import { gangRoom } from './gangs.events';
import { GangsService } from './gangs.service';

/**
 * `gang:request` → `gang:update` with the player's gang (the `GET /api/gangs/{id}` body) or null
 * (spec 000 section 7). The socket joins room `gang:<id>`, where every change of the gang is pushed;
 * membership changes move the player's sockets in and out of it on every node.
 */
@GameGateway()
export class GangsGateway {
  constructor(private readonly gangs: GangsService) {}

  @SubscribeMessage('gang:request')
  async requestGang(
    @ConnectedSocket() socket: GameSocket,
    @CurrentUser() user: AuthUser,
  ): Promise<WsResponse<GangDto | null>> {
    const gang = await this.gangs.getOwnGang(user.id);
    if (gang) await socket.join(gangRoom(gang.id));
    return { event: 'gang:update', data: gang };
  }
}
