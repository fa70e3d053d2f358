import { SubscribeMessage, WsResponse } from '@nestjs/websockets';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { GameGateway } from '../auth/game-gateway';
import { RequiresFeature } from '../features/requires-feature.guard';
import { TasksDto, UnclaimedTasksCountDto } from './tasks.dto';
import { TasksService } from './tasks.service';

/**
 * `tasks:request` → `tasks:update` (the body of `GET /api/tasks`) and `unclaimedTasksCount:request`
 * → `unclaimedTasksCount:update` (the body of `GET /api/tasks/unclaimed-count`), spec 000 section 7.
 */
@GameGateway()
export class TasksGateway {
  constructor(private readonly tasks: TasksService) {}

  @RequiresFeature('tasks')
  @SubscribeMessage('tasks:request')
  async requestTasks(@CurrentUser() user: AuthUser): Promise<WsResponse<TasksDto>> {
    return { event: 'tasks:update', data: await this.tasks.getTasks(user.id) };
  }

  @RequiresFeature('tasks')
  @SubscribeMessage('unclaimedTasksCount:request')
  async requestUnclaimedTasksCount(
    @CurrentUser() user: AuthUser,
  ): Promise<WsResponse<UnclaimedTasksCountDto>> {
    return { event: 'unclaimedTasksCount:update', data: await this.tasks.unclaimedCount(user.id) };
  }
}
