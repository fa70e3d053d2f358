import { Module } from '@nestjs/common';
import { CrimesSeed } from './crimes.seed';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CrimeEntity } from './crime.entity';
import { CharacterModule } from '../character/character.module';
import { FairnessModule } from '../fairness/fairness.module';
import { ConfinementModule } from '../confinement/confinement.module';
import { MediaModule } from '../media/media.module';
import { WalletModule } from '../wallet/wallet.module';
import { CrimesAdminService } from './crimes-admin.service';
import { CrimesController } from './crimes.controller';
import { CrimesGateway } from './crimes.gateway';
import { CrimesRepository } from './crimes.repository';
import { CrimesService } from './crimes.service';
import { CrimesPush } from './crimes.push';

@Module({
  imports: [
    TypeOrmModule.forFeature([CrimeEntity]),
    CharacterModule,
    ConfinementModule,
    FairnessModule,
    MediaModule,
    WalletModule,
  ],
  controllers: [CrimesController],
  providers: [CrimesPush, CrimesSeed, CrimesRepository, CrimesService, CrimesAdminService, CrimesGateway],
  exports: [CrimesSeed, CrimesRepository, CrimesService],
})
export class CrimesModule {}
