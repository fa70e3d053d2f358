import { ConnectedSocket, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { answerRequest, GameSocket, GATEWAY_OPTIONS } from '../../infra/realtime/gateway-options';
import { NotificationsService } from './notifications.service';

/** `notificationsCount:request` → `notificationsCount:update { count }` (spec 000 section 7). */
@WebSocketGateway(GATEWAY_OPTIONS)
export class NotificationsGateway {
  constructor(private readonly notifications: NotificationsService) {}

  @SubscribeMessage('notificationsCount:request')
  async requestNotificationsCount(@ConnectedSocket() socket: GameSocket): Promise<void> {
    await answerRequest(socket, async (userId) =>
      socket.emit('notificationsCount:update', { count: await this.notifications.unreadCount(userId) }),
    );
  }
}
