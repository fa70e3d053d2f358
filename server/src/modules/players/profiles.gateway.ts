import { MessageBody, SubscribeMessage, WsResponse } from '@nestjs/websockets';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { GameGateway } from '../auth/game-gateway';
import type { CharacterProfileDto } from '../character/character.dto';
import { ProfileRequestEventDto, PublicProfileDto } from './players.dto';
import { PlayersService } from './players.service';

/**
 * `profile:request { userId? }` → `profile:update` (spec 000 section 7): the caller's own character
 * (as `GET /api/character/profile`) without `userId` or with their own, else that player's public
 * profile (as `GET /api/character/profile/by-username/{username}`).
 */
@GameGateway()
export class ProfilesGateway {
  constructor(private readonly players: PlayersService) {}

  @SubscribeMessage('profile:request')
  async requestProfile(
    @CurrentUser() user: AuthUser,
    @MessageBody() dto: ProfileRequestEventDto,
  ): Promise<WsResponse<CharacterProfileDto | PublicProfileDto>> {
    return { event: 'profile:update', data: await this.players.getProfile(user.id, dto.userId) };
  }
}
