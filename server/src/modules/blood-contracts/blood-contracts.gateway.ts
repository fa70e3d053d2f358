import { ConnectedSocket, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { answerRequest, GameSocket, GATEWAY_OPTIONS } from '../../infra/realtime/gateway-options';
import { BloodContractsService } from './blood-contracts.service';

/** `bloodContract:request` → `bloodContract:update` (the same payload as `GET /api/blood-contracts`); nothing below level 6. */
@WebSocketGateway(GATEWAY_OPTIONS)
export class BloodContractsGateway {
  constructor(private readonly contracts: BloodContractsService) {}

  @SubscribeMessage('bloodContract:request')
  async requestBloodContracts(@ConnectedSocket() socket: GameSocket): Promise<void> {
    await answerRequest(socket, async (userId) =>
      socket.emit('bloodContract:update', await this.contracts.requestBloodContracts(userId)),
    );
  }
}
