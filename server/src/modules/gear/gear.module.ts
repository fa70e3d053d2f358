import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CharacterModule } from '../character/character.module';
import { FeaturesModule } from '../features/features.module';
import { MediaModule } from '../media/media.module';
import { WalletModule } from '../wallet/wallet.module';
import { CatalogueAdminService } from './catalogue-admin.service';
import { CatalogueUsageRegistry } from './catalogue-usage.registry';
import { GearGrantsService } from './gear-grants.service';
import { GearAdminService } from './gear-admin.service';
import { GearBonusSource } from './gear-bonus.source';
import { ArmorEntity, HouseEntity, PetEntity, RideEntity, WeaponEntity } from './gear.entity';
import { GearGateway } from './gear.gateway';
import { GearRepository } from './gear.repository';
import { GearUnitsService } from './gear-units.service';
import { GearSeed } from './gear.seed';
import { HousesController } from './houses.controller';
import { InventoryController } from './inventory.controller';
import { InventoryViewService } from './inventory-view.service';
import { PetsController } from './pets.controller';
import { PropertyService } from './property.service';
import { RidesController } from './rides.controller';
import { ShopController } from './shop.controller';
import { ShopService } from './shop.service';
import { GearPush } from './gear.push';

/**
 * Gear and property (DESIGN.md section 6): the weapons, armors, houses, rides and pets catalogues,
 * the shop, the inventory and equipment, and their bonuses in effective stats.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([WeaponEntity, ArmorEntity, HouseEntity, RideEntity, PetEntity]),
    CharacterModule,
    FeaturesModule,
    MediaModule,
    WalletModule,
  ],
  controllers: [ShopController, InventoryController, HousesController, RidesController, PetsController],
  providers: [
    GearPush,
    GearRepository,
    GearBonusSource,
    GearSeed,
    CatalogueAdminService,
    CatalogueUsageRegistry,
    GearGrantsService,
    InventoryViewService,
    ShopService,
    PropertyService,
    GearGateway,
    GearUnitsService,
    GearAdminService,
  ],
  exports: [
    GearSeed,
    ShopService,
    GearGrantsService,
    CatalogueUsageRegistry,
    InventoryViewService,
    GearUnitsService,
    GearAdminService,
    PropertyService,
  ],
})
export class GearModule {}
