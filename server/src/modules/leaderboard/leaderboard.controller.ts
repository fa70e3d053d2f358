import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { RequiresFeature } from '../features/requires-feature.guard';
import { LeaderboardQueryDto, RankingsDto } from './leaderboard.dto';
import { LeaderboardService } from './leaderboard.service';

/** The leaderboards (spec 000 section 2), unlocked at level 30 (spec 000 section 9). */
@ApiTags('leaderboard')
@ApiBearerAuth()
@RequiresFeature('leaderboard')
@Controller('leaderboard')
export class LeaderboardController {
  constructor(private readonly leaderboard: LeaderboardService) {}

  /** One board's top players (refreshed every 5 minutes) with their rating summaries. */
  @Get('complete')
  getLeaderboard(@CurrentUser() user: AuthUser, @Query() query: LeaderboardQueryDto): Promise<RankingsDto> {
    return this.leaderboard.getLeaderboard(user.id, query.sort, query.limit);
  }
}
