import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { SearchUserDto, SearchUsersQueryDto } from './players.dto';
import { PlayersService } from './players.service';

/** The player search (spec 000 section 2, /players), under the spec's versioned path. */
@ApiTags('players')
@ApiBearerAuth()
@Controller('v1/search')
export class PlayersController {
  constructor(private readonly players: PlayersService) {}

  /** Top players by level, or those whose username contains `query` (at least 2 characters); at most 50. */
  @Get('users')
  searchUsers(@Query() query: SearchUsersQueryDto): Promise<SearchUserDto[]> {
    return this.players.searchUsers(query);
  }
}
