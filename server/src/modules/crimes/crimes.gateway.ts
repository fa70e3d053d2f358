import { MessageBody, SubscribeMessage, WsResponse } from '@nestjs/websockets';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { GameGateway } from '../auth/game-gateway';
import { CommitCrimeEventDto, CrimeListDto, CrimeResultDto } from './crimes.dto';
import { CrimesService } from './crimes.service';

/** The crimes screen over the socket: the same service calls, guards and DTO rules as `/api/crimes`. */
@GameGateway()
export class CrimesGateway {
  constructor(private readonly crimes: CrimesService) {}

  /** `crimes:request` → `crimesList:update` (the same payload as `GET /api/crimes`). */
  @SubscribeMessage('crimes:request')
  async requestCrimes(@CurrentUser() user: AuthUser): Promise<WsResponse<CrimeListDto>> {
    return { event: 'crimesList:update', data: await this.crimes.getCrimes(user.id) };
  }

  /**
   * `crime:request { crimeId }`: one attempt, as `POST /api/crimes/{id}/commit` (refused while in
   * hospital or jail, checked by the attempt itself). The player gets `crime:update` with the result; the acknowledgement carries the
   * result or the error body.
   */
  @SubscribeMessage('crime:request')
  commitCrime(
    @CurrentUser() user: AuthUser,
    @MessageBody() dto: CommitCrimeEventDto,
  ): Promise<CrimeResultDto> {
    return this.crimes.commitCrime(user.id, dto.crimeId);
  }
}
