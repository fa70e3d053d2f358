import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { RequiresFeature } from '../features/requires-feature.guard';
import { FightHistoryDto, FightResultDto, FightTargetParamsDto } from './fight.dto';
import { FightService } from './fight.service';

/**
 * Player fights (DESIGN.md section 6), unlocked at level 6 for both sides. The attack checks the
 * attacker's level itself from the row it reads anyway (403 FEATURE_LOCKED with the same sentence as
 * `RequiresFeature`), so the hot path does not read the character twice.
 */
@ApiTags('fight')
@ApiBearerAuth()
@Controller('fight')
export class FightController {
  constructor(private readonly fights: FightService) {}

  /** The player's last 20 fights, as attacker or defender, newest first. */
  @Get('history')
  @RequiresFeature('fights')
  getFightHistory(@CurrentUser() user: AuthUser): Promise<FightHistoryDto> {
    return this.fights.getFightHistory(user.id);
  }

  /**
   * Attacks a player (spec 000 sections 2 and 7): 10 energy; refused while the attacker is in hospital
   * or jail (403 with type, remainingSeconds, cost), against oneself, a target below level 6, in
   * hospital or under attack immunity.
   */
  @Post(':targetUserId')
  @HttpCode(200)
  attackPlayer(
    @CurrentUser() user: AuthUser,
    @Param() params: FightTargetParamsDto,
  ): Promise<FightResultDto> {
    return this.fights.attackPlayer(user.id, params.targetUserId);
  }
}
