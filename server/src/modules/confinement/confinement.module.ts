import { Module } from '@nestjs/common';
import { CharacterModule } from '../character/character.module';
import { WalletModule } from '../wallet/wallet.module';
import { ConfinementController } from './confinement.controller';
import { ConfinementGateway } from './confinement.gateway';
import { ConfinementRepository } from './confinement.repository';
import { ConfinementReleases } from './confinement-releases';
import { ConfinementService } from './confinement.service';
import { ConfinementTimers } from './confinement.timers';
import { NotConfinedGuard } from './not-confined.guard';
import { ConfinementPush } from './confinement.push';

/** Hospital and jail stays and the `@NotConfined()` guard; import it wherever either is needed. */
@Module({
  imports: [CharacterModule, WalletModule],
  controllers: [ConfinementController],
  providers: [
    ConfinementPush,
    ConfinementRepository,
    ConfinementReleases,
    ConfinementService,
    ConfinementTimers,
    NotConfinedGuard,
    ConfinementGateway,
  ],
  exports: [ConfinementService, NotConfinedGuard],
})
export class ConfinementModule {}
