import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CharacterModule } from '../character/character.module';
import { FeaturesModule } from '../features/features.module';
import { SpecialItemsModule } from '../special-items/special-items.module';
import { WalletModule } from '../wallet/wallet.module';
import { BlackcoinPackageEntity, MoneyPackageEntity, VipPackageEntity } from './package.entity';
import { PackagesAdminController } from './packages-admin.controller';
import { PackagesAdminService } from './packages-admin.service';
import { PackagesGateway } from './packages.gateway';
import { PackagesPush } from './packages.push';
import { PackagesRepository } from './packages.repository';
import { PackagesSeed } from './packages.seed';
import { PackagesService } from './packages.service';
import { PurchasesAdminController } from './purchases-admin.controller';
import { PurchasesAdminService } from './purchases-admin.service';
import { SpecialShopController, StripeWebhookController } from './special-shop.controller';
import { StripeCheckout } from './stripe-checkout';
import { StripePurchasesRepository } from './stripe-purchases.repository';
import { StripeReversalsService } from './stripe-reversals.service';

/**
 * Packages and the special shop (DESIGN.md section 6, "Packages"; spec 002 sections 2.7 and 7): the
 * three catalogues, VIP and money packages bought with blackcoins, blackcoin packages through Stripe.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([BlackcoinPackageEntity, MoneyPackageEntity, VipPackageEntity]),
    CharacterModule,
    FeaturesModule,
    SpecialItemsModule,
    WalletModule,
  ],
  controllers: [
    PackagesAdminController,
    PurchasesAdminController,
    SpecialShopController,
    StripeWebhookController,
  ],
  providers: [
    PackagesPush,
    PackagesRepository,
    PackagesAdminService,
    PackagesService,
    PackagesGateway,
    PackagesSeed,
    StripeCheckout,
    StripePurchasesRepository,
    StripeReversalsService,
    PurchasesAdminService,
  ],
  exports: [PackagesSeed, StripeReversalsService, PurchasesAdminService],
})
export class PackagesModule {}
