import { SubscribeMessage, WsResponse } from '@nestjs/websockets';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { GameGateway } from '../auth/game-gateway';
import { RequiresFeature } from '../features/requires-feature.guard';
import { MinistryMissionsDto } from './ministry-missions.dto';
import { MinistryMissionsService } from './ministry-missions.service';

/** `ministryMission:request` → `ministryMission:update` with the body of `GET /api/ministry-missions` (level 5). */
@GameGateway()
export class MinistryMissionsGateway {
  constructor(private readonly missions: MinistryMissionsService) {}

  @RequiresFeature('ministryMissions')
  @SubscribeMessage('ministryMission:request')
  async requestMinistryMissions(@CurrentUser() user: AuthUser): Promise<WsResponse<MinistryMissionsDto>> {
    return { event: 'ministryMission:update', data: await this.missions.getMissions(user.id) };
  }
}
