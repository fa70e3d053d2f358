import { Module } from '@nestjs/common';
import { CharacterModule } from '../character/character.module';
import { FeaturesModule } from '../features/features.module';
import { GearModule } from '../gear/gear.module';
import { LinkedAccountsModule } from '../linked-accounts/linked-accounts.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { WalletModule } from '../wallet/wallet.module';
import { BlackMarketHoldsService } from './black-market-holds.service';
import { BlackMarketController } from './black-market.controller';
import { BlackMarketGateway } from './black-market.gateway';
import { BlackMarketRepository } from './black-market.repository';
import { BlackMarketService } from './black-market.service';
import { BlackMarketPush } from './black-market.push';
import { BlackMarketTimers } from './black-market.timers';

/**
 * The black market: listings with item escrow, buying, cancelling and the 7-day expiry (DESIGN.md
 * section 6), and purchases between linked accounts held for review (exported for the admin module).
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
  controllers: [BlackMarketController],
  providers: [
    BlackMarketPush,
    BlackMarketRepository,
    BlackMarketHoldsService,
    BlackMarketService,
    BlackMarketTimers,
    BlackMarketGateway,
  ],
  exports: [BlackMarketService, BlackMarketHoldsService],
})
export class BlackMarketModule {}
