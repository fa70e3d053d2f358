import { ConnectedSocket, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { answerRequest, GameSocket, GATEWAY_OPTIONS } from '../../infra/realtime/gateway-options';
import { CrimesService } from './crimes.service';

/** `crimes:request` → `crimesList:update` (the same payload as `GET /api/crimes`). */
@WebSocketGateway(GATEWAY_OPTIONS)
export class CrimesGateway {
  constructor(private readonly crimes: CrimesService) {}

  @SubscribeMessage('crimes:request')
  async requestCrimes(@ConnectedSocket() socket: GameSocket): Promise<void> {
    await answerRequest(socket, async (userId) =>
      socket.emit('crimesList:update', await this.crimes.getCrimes(userId)),
    );
  }
}
