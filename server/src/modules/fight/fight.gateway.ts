import { MessageBody, SubscribeMessage } from '@nestjs/websockets';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { GameGateway } from '../auth/game-gateway';
import { FightResultDto, FightTargetParamsDto } from './fight.dto';
import { FightService } from './fight.service';

/**
 * `requestFight { targetUserId }`: the same fight as `POST /api/fight/{targetUserId}` (level 6, same
 * DTO; the level is checked by the attack itself, as for the route). Both players get the result
 * pushed; the acknowledgement carries the result or the error body.
 */
@GameGateway()
export class FightGateway {
  constructor(private readonly fights: FightService) {}

  @SubscribeMessage('requestFight')
  requestFight(
    @CurrentUser() user: AuthUser,
    @MessageBody() dto: FightTargetParamsDto,
  ): Promise<FightResultDto> {
    return this.fights.attackPlayer(user.id, dto.targetUserId);
  }
}
