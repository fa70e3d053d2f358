import { SubscribeMessage, WsResponse } from '@nestjs/websockets';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { GameGateway } from '../auth/game-gateway';
import { HudDto } from './character.dto';
import { CharacterService } from './character.service';

/** `hud:request` → `hud:update` with the body of `GET /api/character/hud` (spec 000 section 7). */
@GameGateway()
export class CharacterGateway {
  constructor(private readonly characters: CharacterService) {}

  @SubscribeMessage('hud:request')
  async requestHud(@CurrentUser() user: AuthUser): Promise<WsResponse<HudDto>> {
    return { event: 'hud:update', data: await this.characters.getHud(user.id) };
  }
}
