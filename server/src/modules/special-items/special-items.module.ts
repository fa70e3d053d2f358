import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CharacterModule } from '../character/character.module';
import { ConfinementModule } from '../confinement/confinement.module';
import { CrimesModule } from '../crimes/crimes.module';
import { FeaturesModule } from '../features/features.module';
import { GangsModule } from '../gangs/gangs.module';
import { GearModule } from '../gear/gear.module';
import { GymModule } from '../gym/gym.module';
import { MediaModule } from '../media/media.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { WalletModule } from '../wallet/wallet.module';
import { SpecialItemEntity } from './special-item.entity';
import { SpecialItemEffectsService } from './special-item-effects.service';
import { SpecialItemsAdminService } from './special-items-admin.service';
import { SpecialItemsController } from './special-items.controller';
import { SpecialItemsRepository } from './special-items.repository';
import { SpecialItemsSeed } from './special-items.seed';
import { SpecialItemsService } from './special-items.service';

/**
 * Special items (DESIGN.md section 6, "Special items"; spec 002 sections 2.8, 3 and 7): the catalogue,
 * buying into the inventory and each type's effect on use.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([SpecialItemEntity]),
    AuthModule,
    CharacterModule,
    ConfinementModule,
    CrimesModule,
    FeaturesModule,
    GangsModule,
    GearModule,
    GymModule,
    MediaModule,
    NotificationsModule,
    WalletModule,
  ],
  controllers: [SpecialItemsController],
  providers: [
    SpecialItemsRepository,
    SpecialItemsAdminService,
    SpecialItemEffectsService,
    SpecialItemsService,
    SpecialItemsSeed,
  ],
  exports: [SpecialItemsService, SpecialItemsSeed],
})
export class SpecialItemsModule {}
