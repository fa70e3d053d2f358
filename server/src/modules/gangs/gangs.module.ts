import { Module } from '@nestjs/common';
import { FeaturesModule } from '../features/features.module';
import { WalletModule } from '../wallet/wallet.module';
import { GangFameService } from './gang-fame.service';
import { GangJoinRequestsService } from './gang-join-requests.service';
import { GangMembersService } from './gang-members.service';
import { GangTreasuryService } from './gang-treasury.service';
import { GangsController } from './gangs.controller';
import { GangsRepository } from './gangs.repository';
import { GangsService } from './gangs.service';

/** Gangs: founding, members and ranks, treasury, board, join requests (DESIGN.md section 6). */
@Module({
  imports: [FeaturesModule, WalletModule],
  controllers: [GangsController],
  providers: [
    GangsRepository,
    GangFameService,
    GangTreasuryService,
    GangMembersService,
    GangJoinRequestsService,
    GangsService,
  ],
  exports: [GangsService],
})
export class GangsModule {}
