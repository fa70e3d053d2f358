import { ConnectedSocket, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { answerRequest, GameSocket, GATEWAY_OPTIONS } from '../../infra/realtime/gateway-options';
import { ConfinementService } from './confinement.service';

/** `confinement:request` → `confinementUpdate` (the same payload as `GET /api/confinement`). */
@WebSocketGateway(GATEWAY_OPTIONS)
export class ConfinementGateway {
  constructor(private readonly confinement: ConfinementService) {}

  @SubscribeMessage('confinement:request')
  async requestConfinement(@ConnectedSocket() socket: GameSocket): Promise<void> {
    await answerRequest(socket, async (userId) =>
      socket.emit('confinementUpdate', await this.confinement.getConfinement(userId)),
    );
  }
}
