import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CharacterModule } from '../character/character.module';
import { ConfinementModule } from '../confinement/confinement.module';
import { FeaturesModule } from '../features/features.module';
import { MediaModule } from '../media/media.module';
import { WalletModule } from '../wallet/wallet.module';
import { MinistryMissionEntity, MinistryMissionPlayEntity } from './ministry-mission.entity';
import { MinistryMissionsAdminController } from './ministry-missions-admin.controller';
import { MinistryMissionsAdminService } from './ministry-missions-admin.service';
import { MinistryMissionsController } from './ministry-missions.controller';
import { MinistryMissionsGateway } from './ministry-missions.gateway';
import { MinistryMissionsRepository } from './ministry-missions.repository';
import { MinistryMissionsSeed } from './ministry-missions.seed';
import { MinistryMissionsService } from './ministry-missions.service';
import { MinistryMissionsPush } from './ministry-missions.push';

/** Ministry story missions for players and admins (issue 14; spec 002 section 2.9). */
@Module({
  imports: [
    TypeOrmModule.forFeature([MinistryMissionEntity, MinistryMissionPlayEntity]),
    CharacterModule,
    ConfinementModule,
    FeaturesModule,
    MediaModule,
    WalletModule,
  ],
  controllers: [MinistryMissionsController, MinistryMissionsAdminController],
  providers: [
    MinistryMissionsPush,
    MinistryMissionsRepository,
    MinistryMissionsService,
    MinistryMissionsAdminService,
    MinistryMissionsGateway,
    MinistryMissionsSeed,
  ],
  exports: [MinistryMissionsSeed],
})
export class MinistryMissionsModule {}
