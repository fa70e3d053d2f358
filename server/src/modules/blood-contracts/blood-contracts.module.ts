import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BloodContractEntity } from './blood-contract.entity';
import { CharacterModule } from '../character/character.module';
import { CombatModule } from '../combat/combat.module';
import { ConfinementModule } from '../confinement/confinement.module';
import { FeaturesModule } from '../features/features.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { WalletModule } from '../wallet/wallet.module';
import { BloodContractEscrowService } from './blood-contract-escrow.service';
import { BloodContractExecutionService } from './blood-contract-execution.service';
import { BloodContractListService } from './blood-contract-list.service';
import { BloodContractsController } from './blood-contracts.controller';
import { BloodContractsGateway } from './blood-contracts.gateway';
import { BloodContractsRepository } from './blood-contracts.repository';
import { BloodContractsService } from './blood-contracts.service';
import { BloodContractsPush } from './blood-contracts.push';
import { BloodContractTimers } from './blood-contracts.timers';

/** Blood contracts: posting with escrow, execution, cancel, expiry (DESIGN.md section 6). */
@Module({
  imports: [
    TypeOrmModule.forFeature([BloodContractEntity]),
    CharacterModule,
    CombatModule,
    ConfinementModule,
    FeaturesModule,
    NotificationsModule,
    WalletModule,
  ],
  controllers: [BloodContractsController],
  providers: [
    BloodContractsPush,
    BloodContractsRepository,
    BloodContractsService,
    BloodContractListService,
    BloodContractEscrowService,
    BloodContractExecutionService,
    BloodContractTimers,
    BloodContractsGateway,
  ],
  exports: [BloodContractsService],
})
export class BloodContractsModule {}
