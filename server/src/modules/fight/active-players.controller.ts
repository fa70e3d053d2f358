import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { ActivePlayersDto } from './fight.dto';
import { ActivePlayersService } from './active-players.service';

/** The active players screen (/dashboard/active-users), open from level 1; `canAttack` says who may be fought. */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class ActivePlayersController {
  constructor(private readonly activePlayers: ActivePlayersService) {}

  /** Players online now (on any node), highest level first, at most 100. */
  @Get('active')
  getActivePlayers(@CurrentUser() user: AuthUser): Promise<ActivePlayersDto> {
    return this.activePlayers.getActivePlayers(user.id);
  }
}
