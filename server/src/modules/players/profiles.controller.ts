import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { PublicProfileDto } from './players.dto';
import { PlayersService } from './players.service';
import { ProfileUserParamsDto, RateProfileDto, RateProfileResultDto, RatingSummaryDto } from './ratings.dto';
import { RatingsService } from './ratings.service';

/** Other players' profiles and their ratings (spec 000 sections 3, 7, 8). The own profile is CharacterController's. */
@ApiTags('players')
@ApiBearerAuth()
@Controller('character/profile')
export class ProfilesController {
  constructor(
    private readonly players: PlayersService,
    private readonly ratings: RatingsService,
  ) {}

  /** A player's public profile by username (case-insensitive): no balances or account details. */
  @Get('by-username/:username')
  getPublicProfile(
    @CurrentUser() user: AuthUser,
    @Param('username') username: string,
  ): Promise<PublicProfileDto> {
    return this.players.getPublicProfile(user.id, username);
  }

  /** Likes or dislikes a profile; the same rating twice is 409 'Already rated this player', the other one switches it. */
  @Post(':userId/rate')
  @HttpCode(200)
  rateProfile(
    @CurrentUser() user: AuthUser,
    @Param() params: ProfileUserParamsDto,
    @Body() dto: RateProfileDto,
  ): Promise<RateProfileResultDto> {
    return this.ratings.rateProfile(user.id, params.userId, dto.rating);
  }

  /** Likes, dislikes and the caller's own rating of a profile. */
  @Get(':userId/ratings')
  getProfileRatings(
    @CurrentUser() user: AuthUser,
    @Param() params: ProfileUserParamsDto,
  ): Promise<RatingSummaryDto> {
    return this.ratings.getProfileRatings(user.id, params.userId);
  }
}
