import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GangEntity, GangJoinRequestEntity, GangMemberEntity } from './gang.entity';
import { CharacterModule } from '../character/character.module';
import { FeaturesModule } from '../features/features.module';
import { LinkedAccountsModule } from '../linked-accounts/linked-accounts.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { WalletModule } from '../wallet/wallet.module';
import { GangFameService } from './gang-fame.service';
import { GangJoinRequestsService } from './gang-join-requests.service';
import { GangMembersService } from './gang-members.service';
import { GangNoticesService } from './gang-notices.service';
import { GangTreasuryHoldsRepository } from './gang-treasury-holds.repository';
import { GangTreasuryHoldsService } from './gang-treasury-holds.service';
import { GangTreasuryService } from './gang-treasury.service';
import { GangsController } from './gangs.controller';
import { GangsGateway } from './gangs.gateway';
import { GangsRepository } from './gangs.repository';
import { GangsService } from './gangs.service';
import { GangsPush } from './gangs.push';

/**
 * Gangs: founding, members and ranks, treasury, board, join requests (DESIGN.md section 6); treasury
 * payouts between linked members held for review (exported for the admin module).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([GangEntity, GangMemberEntity, GangJoinRequestEntity]),
    CharacterModule,
    FeaturesModule,
    LinkedAccountsModule,
    NotificationsModule,
    WalletModule,
  ],
  controllers: [GangsController],
  providers: [
    GangsPush,
    GangsRepository,
    GangFameService,
    GangNoticesService,
    GangsGateway,
    GangTreasuryHoldsRepository,
    GangTreasuryHoldsService,
    GangTreasuryService,
    GangMembersService,
    GangJoinRequestsService,
    GangsService,
  ],
  exports: [GangsService, GangMembersService, GangJoinRequestsService, GangTreasuryHoldsService],
})
export class GangsModule {}
