import { Global, Module } from '@nestjs/common';
import { ConnectionGateway } from './connection.gateway';
import { GameGatewayRouter } from './game-gateway.router';
import { PresenceService } from './presence.service';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimePublisher } from './realtime.publisher';

/**
 * The socket server's plumbing, presence and the publisher every module uses to push events.
 * Imports no feature module: the handshake is the auth module's, each feature serves its own events.
 */
@Global()
@Module({
  providers: [RealtimeGateway, ConnectionGateway, PresenceService, RealtimePublisher, GameGatewayRouter],
  exports: [PresenceService, RealtimePublisher, RealtimeGateway, GameGatewayRouter],
})
export class RealtimeModule {}
