import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { answerAction, GameSocket, GATEWAY_OPTIONS } from '../../infra/realtime/gateway-options';
import { FightService } from './fight.service';

/**
 * `requestFight { targetUserId }`: the same fight as `POST /api/fight/{targetUserId}`. Both players
 * get `fightResult` and `fight:update`; the acknowledgement carries the result or the error body.
 */
@WebSocketGateway(GATEWAY_OPTIONS)
export class FightGateway {
  constructor(private readonly fights: FightService) {}

  @SubscribeMessage('requestFight')
  requestFight(
    @ConnectedSocket() socket: GameSocket,
    @MessageBody() payload: { targetUserId?: string } | undefined,
  ) {
    return answerAction(socket, (userId) =>
      this.fights.attackPlayer(userId, String(payload?.targetUserId ?? '')),
    );
  }
}
