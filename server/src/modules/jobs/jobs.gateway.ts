import { SubscribeMessage, WsResponse } from '@nestjs/websockets';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { GameGateway } from '../auth/game-gateway';
import { JobsDto } from './jobs.dto';
import { JobsService } from './jobs.service';

/** `jobs:request` → `jobs:update` with the body of `GET /api/jobs` (spec 000 section 7). */
@GameGateway()
export class JobsGateway {
  constructor(private readonly jobs: JobsService) {}

  @SubscribeMessage('jobs:request')
  async requestJobs(@CurrentUser() user: AuthUser): Promise<WsResponse<JobsDto>> {
    return { event: 'jobs:update', data: await this.jobs.getJobs(user.id) };
  }
}
