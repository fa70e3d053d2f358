import { ConnectedSocket, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { answerRequest, GameSocket, GATEWAY_OPTIONS } from '../../infra/realtime/gateway-options';
import { BankService } from './bank.service';

/** `bank:request` → `bank:update` with the body of `GET /api/bank` (spec 000 section 7); nothing below level 11. */
@WebSocketGateway(GATEWAY_OPTIONS)
export class BankGateway {
  constructor(private readonly bank: BankService) {}

  @SubscribeMessage('bank:request')
  async requestBank(@ConnectedSocket() socket: GameSocket): Promise<void> {
    await answerRequest(socket, async (userId) =>
      socket.emit('bank:update', await this.bank.requestBank(userId)),
    );
  }
}
