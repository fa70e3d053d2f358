import { ConnectedSocket, MessageBody, SubscribeMessage, WsResponse } from '@nestjs/websockets';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import type { GameSocket } from '../../infra/realtime/gateway-options';
import { GameGateway } from '../auth/game-gateway';
import { RequiresFeature } from '../features/requires-feature.guard';
import { LeaderboardQueryDto, RankingsDto, ScreenRoomEventDto } from './leaderboard.dto';
import { LEADERBOARD_ROOM } from './leaderboard.events';
import { LeaderboardService } from './leaderboard.service';

/**
 * The leaderboard over the socket (level 30, like `GET /api/leaderboard/complete`):
 * `rankings:request { sort? }` → `rankings:update`; `join { room: 'leaderboard', sort? }` while the
 * screen is open (and `leave { room }` when it closes) to get `rankings:update` after every 5-minute
 * rebuild, for the board of `sort`.
 */
@GameGateway()
@RequiresFeature('leaderboard')
export class LeaderboardGateway {
  constructor(private readonly leaderboard: LeaderboardService) {}

  /** In the leaderboard room, the board asked for becomes the one pushed after the next rebuild (the tab shown). */
  @SubscribeMessage('rankings:request')
  async requestRankings(
    @ConnectedSocket() socket: GameSocket,
    @CurrentUser() user: AuthUser,
    @MessageBody() query: LeaderboardQueryDto,
  ): Promise<WsResponse<RankingsDto>> {
    if (socket.data.viewing?.[LEADERBOARD_ROOM]) socket.data.viewing[LEADERBOARD_ROOM] = query.sort;
    return {
      event: 'rankings:update',
      data: await this.leaderboard.getLeaderboard(user.id, query.sort, query.limit),
    };
  }

  /** The acknowledgement carries `{ success: true }` or the error body. */
  @SubscribeMessage('join')
  async join(
    @ConnectedSocket() socket: GameSocket,
    @MessageBody() dto: ScreenRoomEventDto,
  ): Promise<{ success: true }> {
    socket.data.viewing = { ...socket.data.viewing, [LEADERBOARD_ROOM]: dto.sort };
    await socket.join(LEADERBOARD_ROOM);
    return { success: true };
  }

  @SubscribeMessage('leave')
  async leave(
    @ConnectedSocket() socket: GameSocket,
    @MessageBody() _room: ScreenRoomEventDto,
  ): Promise<{ success: true }> {
    await socket.leave(LEADERBOARD_ROOM);
    return { success: true };
  }
}
