import { SubscribeMessage, WsResponse } from '@nestjs/websockets';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { GameGateway } from '../auth/game-gateway';
import { ConfinementStateDto } from './confinement.dto';
import { ConfinementService } from './confinement.service';

/** `confinement:request` → `confinementUpdate` (the same payload as `GET /api/confinement`). */
@GameGateway()
export class ConfinementGateway {
  constructor(private readonly confinement: ConfinementService) {}

  @SubscribeMessage('confinement:request')
  async requestConfinement(@CurrentUser() user: AuthUser): Promise<WsResponse<ConfinementStateDto>> {
    return { event: 'confinementUpdate', data: await this.confinement.getConfinement(user.id) };
  }
}
