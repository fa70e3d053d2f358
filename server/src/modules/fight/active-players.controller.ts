import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { ActivePlayersDto } from './fight.dto';
import { FightService } from './fight.service';

/** The active players screen (/dashboard/active-users), open from level 1; `canAttack` says who may be fought. */
@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class ActivePlayersController {
  constructor(private readonly fights: FightService) {}

  /** Players online now (on any node), highest level first, at most 100. */
  @Get('active')
  getActivePlayers(@CurrentUser() user: AuthUser): Promise<ActivePlayersDto> {
    return this.fights.getActivePlayers(user.id);
  }
}
