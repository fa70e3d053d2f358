import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { ParseIdPipe } from '../../common/validation/integers';
import { NotConfined } from '../confinement/not-confined.guard';
import { RequiresFeature } from '../features/requires-feature.guard';
import {
  MinistryMissionsDto,
  PlayMinistryMissionDto,
  PlayMinistryMissionResultDto,
} from './ministry-missions.dto';
import { MinistryMissionsService } from './ministry-missions.service';

/** The player's ministry missions (level 5, spec 000 section 9; DESIGN.md section 6). */
@ApiTags('ministry-missions')
@ApiBearerAuth()
@RequiresFeature('ministryMissions')
@Controller('ministry-missions')
export class MinistryMissionsController {
  constructor(private readonly missions: MinistryMissionsService) {}

  /** Available missions and the ones played with their ending. */
  @Get()
  getMinistryMissions(@CurrentUser() user: AuthUser): Promise<MinistryMissionsDto> {
    return this.missions.getMissions(user.id);
  }

  /**
   * Plays a mission once with the four choices; the server scores them and pays the ending's reward.
   * 409 when already played; 403 while in hospital or jail or below the mission's level.
   */
  @NotConfined()
  @Post(':id/play')
  @HttpCode(200)
  playMinistryMission(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: PlayMinistryMissionDto,
  ): Promise<PlayMinistryMissionResultDto> {
    return this.missions.play(user.id, id, dto.choices);
  }
}
