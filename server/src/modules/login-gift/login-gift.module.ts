import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CharacterModule } from '../character/character.module';
import { FeaturesModule } from '../features/features.module';
import { GearModule } from '../gear/gear.module';
import { SpecialItemsModule } from '../special-items/special-items.module';
import { WalletModule } from '../wallet/wallet.module';
import { LoginGiftAdminController } from './login-gift-admin.controller';
import { LoginGiftDayEntity } from './login-gift-day.entity';
import { LoginGiftUsageCheck } from './login-gift-usage.check';
import { LoginGiftController } from './login-gift.controller';
import { LoginGiftGateway } from './login-gift.gateway';
import { LoginGiftRepository } from './login-gift.repository';
import { LoginGiftSeed } from './login-gift.seed';
import { LoginGiftService } from './login-gift.service';
import { LoginGiftPush } from './login-gift.push';

/** The daily login gift for players and its 15-day calendar for admins (DESIGN.md section 6). */
@Module({
  imports: [
    TypeOrmModule.forFeature([LoginGiftDayEntity]),
    CharacterModule,
    FeaturesModule,
    GearModule,
    SpecialItemsModule,
    WalletModule,
  ],
  controllers: [LoginGiftController, LoginGiftAdminController],
  providers: [
    LoginGiftPush,
    LoginGiftRepository,
    LoginGiftService,
    LoginGiftGateway,
    LoginGiftSeed,
    LoginGiftUsageCheck,
  ],
  exports: [LoginGiftSeed],
})
export class LoginGiftModule {}
