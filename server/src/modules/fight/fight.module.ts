import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FightEntity } from './fight.entity';
import { CharacterModule } from '../character/character.module';
import { CombatModule } from '../combat/combat.module';
import { ConfinementModule } from '../confinement/confinement.module';
import { FairnessModule } from '../fairness/fairness.module';
import { FeaturesModule } from '../features/features.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { WalletModule } from '../wallet/wallet.module';
import { ActivePlayersController } from './active-players.controller';
import { ActivePlayersService } from './active-players.service';
import { FightController } from './fight.controller';
import { FightGateway } from './fight.gateway';
import { FightRepository } from './fight.repository';
import { FightService } from './fight.service';
import { FightPush } from './fight.push';

/** Player fights and the active players list (DESIGN.md section 6). */
@Module({
  imports: [
    TypeOrmModule.forFeature([FightEntity]),
    CharacterModule,
    CombatModule,
    ConfinementModule,
    FairnessModule,
    FeaturesModule,
    NotificationsModule,
    WalletModule,
  ],
  controllers: [FightController, ActivePlayersController],
  providers: [FightPush, FightRepository, FightService, ActivePlayersService, FightGateway],
  exports: [FightService],
})
export class FightModule {}
