import { Module } from '@nestjs/common';
import { CharacterModule } from '../character/character.module';
import { FeaturesModule } from '../features/features.module';
import { GearModule } from '../gear/gear.module';
import { LinkedAccountsModule } from '../linked-accounts/linked-accounts.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { WalletModule } from '../wallet/wallet.module';
import { TransfersController } from './transfers.controller';
import { TransfersRepository } from './transfers.repository';
import { TransfersService } from './transfers.service';

/**
 * Transfers of money and items between players (DESIGN.md section 6). Exports the service for the
 * admin IPs screen (`flaggedTransferPairs()`).
 */
@Module({
  imports: [
    CharacterModule,
    FeaturesModule,
    GearModule,
    LinkedAccountsModule,
    NotificationsModule,
    WalletModule,
  ],
  controllers: [TransfersController],
  providers: [TransfersRepository, TransfersService],
  exports: [TransfersService],
})
export class TransfersModule {}
