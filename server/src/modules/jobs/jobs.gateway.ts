import { ConnectedSocket, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { answerRequest, GameSocket, GATEWAY_OPTIONS } from '../../infra/realtime/gateway-options';
import { JobsService } from './jobs.service';

/** `jobs:request` → `jobs:update` with the body of `GET /api/jobs` (spec 000 section 7). */
@WebSocketGateway(GATEWAY_OPTIONS)
export class JobsGateway {
  constructor(private readonly jobs: JobsService) {}

  @SubscribeMessage('jobs:request')
  async requestJobs(@ConnectedSocket() socket: GameSocket): Promise<void> {
    await answerRequest(socket, async (userId) =>
      socket.emit('jobs:update', await this.jobs.getJobs(userId)),
    );
  }
}
