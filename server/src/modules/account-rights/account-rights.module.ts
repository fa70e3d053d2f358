import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { BlackMarketModule } from '../black-market/black-market.module';
import { BloodContractsModule } from '../blood-contracts/blood-contracts.module';
import { CharacterModule } from '../character/character.module';
import { FriendsModule } from '../friends/friends.module';
import { GangsModule } from '../gangs/gangs.module';
import { GearModule } from '../gear/gear.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { TransfersModule } from '../transfers/transfers.module';
import { WalletModule } from '../wallet/wallet.module';
import { WebPushModule } from '../web-push/web-push.module';
import { AccountDeletionService } from './account-deletion.service';
import { AccountDeletionTimers } from './account-deletion.timers';
import { AccountErasureService } from './account-erasure.service';
import { AccountRightsController } from './account-rights.controller';
import { AccountRightsMetrics } from './account-rights.metrics';
import { DataExportRepository } from './data-export.repository';
import { DataExportService } from './data-export.service';

/**
 * The player's data rights (issue 26 parts 4 and 5; spec 000 section 1): account deletion (closed at
 * once, erased after the grace period through the game's own rules) and the copy of their data.
 * Google unlinking (part 6) is the auth module's. The export worker is `AccountRightsWorkerModule`.
 */
@Module({
  imports: [
    AdminModule,
    BlackMarketModule,
    BloodContractsModule,
    CharacterModule,
    FriendsModule,
    GangsModule,
    GearModule,
    NotificationsModule,
    TransfersModule,
    WalletModule,
    WebPushModule,
  ],
  controllers: [AccountRightsController],
  providers: [
    AccountDeletionService,
    AccountDeletionTimers,
    AccountErasureService,
    AccountRightsMetrics,
    DataExportRepository,
    DataExportService,
  ],
  exports: [DataExportService, AccountErasureService],
})
export class AccountRightsModule {}
