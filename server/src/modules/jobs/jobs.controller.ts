import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { NotConfined } from '../confinement/not-confined.guard';
import { JobsDto } from './jobs.dto';
import { JobsService } from './jobs.service';
import { ParseIdPipe } from '../../common/validation/integers';

@ApiTags('jobs')
@ApiBearerAuth()
@Controller('jobs')
export class JobsController {
  constructor(private readonly jobs: JobsService) {}

  /** Enabled jobs, locked when above the player's level, and the job the player holds (DESIGN.md section 6). */
  @Get()
  getJobs(@CurrentUser() user: AuthUser): Promise<JobsDto> {
    return this.jobs.getJobs(user.id);
  }

  /**
   * Takes a job, replacing the one held. 404 for an unknown or disabled job; 403 when the level is too
   * low, or while in hospital or jail (DESIGN.md section 6).
   */
  @NotConfined()
  @Post(':id/take')
  @HttpCode(200)
  takeJob(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<JobsDto> {
    return this.jobs.takeJob(user.id, id);
  }

  /** Leaves the job held; refused while in hospital or jail. */
  @NotConfined()
  @Post('quit')
  @HttpCode(200)
  quitJob(@CurrentUser() user: AuthUser): Promise<JobsDto> {
    return this.jobs.quitJob(user.id);
  }
}
