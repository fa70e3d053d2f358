import { SubscribeMessage, WsResponse } from '@nestjs/websockets';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { GameGateway } from '../auth/game-gateway';
import { NotificationsCountDataDto } from './notifications.dto';
import { NotificationsService } from './notifications.service';

/** `notificationsCount:request` → `notificationsCount:update { count }` (spec 000 section 7). */
@GameGateway()
export class NotificationsGateway {
  constructor(private readonly notifications: NotificationsService) {}

  @SubscribeMessage('notificationsCount:request')
  async requestNotificationsCount(
    @CurrentUser() user: AuthUser,
  ): Promise<WsResponse<NotificationsCountDataDto>> {
    return {
      event: 'notificationsCount:update',
      data: { count: await this.notifications.unreadCount(user.id) },
    };
  }
}
