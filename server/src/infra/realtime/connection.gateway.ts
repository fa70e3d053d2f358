import { ConnectedSocket, SubscribeMessage } from '@nestjs/websockets';
import { RoutedGateway } from './game-gateway.router';
import type { GameSocket } from './gateway-options';
import { PresenceService } from './presence.service';

/**
 * The connection's own events (spec 000 sections 7 and 9): `ping` for the connection-quality
 * indicator and `keep-alive-ack`. No guard: they carry no account data.
 */
@RoutedGateway()
export class ConnectionGateway {
  constructor(private readonly presence: PresenceService) {}

  /** Round trip for the connection-quality indicator; the ack carries the server time (ms). */
  @SubscribeMessage('ping')
  ping(): { time: number } {
    return { time: Date.now() };
  }

  @SubscribeMessage('keep-alive-ack')
  async keepAliveAck(@ConnectedSocket() socket: GameSocket): Promise<void> {
    if (socket.data.userId) await this.presence.touch([socket.data.userId]);
  }
}
