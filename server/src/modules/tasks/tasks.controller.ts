import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { ParseIdPipe } from '../../common/validation/integers';
import { RequiresFeature } from '../features/requires-feature.guard';
import { TaskClaimDto, TasksDto, UnclaimedTasksCountDto } from './tasks.dto';
import { TasksService } from './tasks.service';

/** The player's tasks and rank card (`/dashboard/tasks`; DESIGN.md section 6, "Tasks and ranks"). */
@ApiTags('tasks')
@ApiBearerAuth()
@RequiresFeature('tasks')
@Controller('tasks')
export class TasksController {
  constructor(private readonly tasks: TasksService) {}

  /** Active tasks with live progress, progress points, current and next rank. */
  @Get()
  getTasks(@CurrentUser() user: AuthUser): Promise<TasksDto> {
    return this.tasks.getTasks(user.id);
  }

  /** Active tasks reached and not claimed (the HUD badge, spec 000 section 7). */
  @Get('unclaimed-count')
  getUnclaimedTasksCount(@CurrentUser() user: AuthUser): Promise<UnclaimedTasksCountDto> {
    return this.tasks.unclaimedCount(user.id);
  }

  /** Claims a reached task once; 400 before the goal, 409 the second time, 404 unknown or inactive. */
  @Post(':id/claim')
  @HttpCode(200)
  claimTask(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<TaskClaimDto> {
    return this.tasks.claim(user.id, id);
  }
}
