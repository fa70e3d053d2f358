import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { answerRequest, GameSocket, GATEWAY_OPTIONS } from '../../infra/realtime/gateway-options';
import { LeaderboardService } from './leaderboard.service';

/** `rankings:request { sort? }` → `rankings:update` with the body of `GET /api/leaderboard/complete`; nothing below level 30. */
@WebSocketGateway(GATEWAY_OPTIONS)
export class LeaderboardGateway {
  constructor(private readonly leaderboard: LeaderboardService) {}

  @SubscribeMessage('rankings:request')
  async requestRankings(
    @ConnectedSocket() socket: GameSocket,
    @MessageBody() payload?: { sort?: unknown },
  ): Promise<void> {
    await answerRequest(socket, async (userId) =>
      socket.emit('rankings:update', await this.leaderboard.requestRankings(userId, payload?.sort)),
    );
  }
}
