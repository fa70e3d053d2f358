import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../../modules/auth/auth.module';
import { CharacterModule } from '../../modules/character/character.module';
import { PresenceService } from './presence.service';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimePublisher } from './realtime.publisher';

/** The socket server, presence and the publisher every module uses to push events. */
@Global()
@Module({
  imports: [AuthModule, CharacterModule],
  providers: [RealtimeGateway, PresenceService, RealtimePublisher],
  exports: [PresenceService, RealtimePublisher, RealtimeGateway],
})
export class RealtimeModule {}
