import { SubscribeMessage, WsResponse } from '@nestjs/websockets';
import { GameGateway } from '../auth/game-gateway';
import { GameNewsDto } from './game-news.dto';
import { GameNewsService } from './game-news.service';

/** `gameNews:request` → `gameNews:update` with the body of `GET /api/game-news`. */
@GameGateway()
export class GameNewsGateway {
  constructor(private readonly news: GameNewsService) {}

  @SubscribeMessage('gameNews:request')
  async requestGameNews(): Promise<WsResponse<GameNewsDto[]>> {
    return { event: 'gameNews:update', data: await this.news.getActiveNews() };
  }
}
