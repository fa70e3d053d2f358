import { Module } from '@nestjs/common';
import { JobsSeed } from './jobs.seed';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CharacterJobEntity } from './character-job.entity';
import { JobEntity } from './job.entity';
import { PayrollPaymentEntity } from './payroll-payment.entity';
import { CharacterModule } from '../character/character.module';
import { ConfinementModule } from '../confinement/confinement.module';
import { WalletModule } from '../wallet/wallet.module';
import { JobsAdminController } from './jobs-admin.controller';
import { JobsController } from './jobs.controller';
import { JobsGateway } from './jobs.gateway';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';
import { PayrollRepository } from './payroll.repository';
import { PayrollService } from './payroll.service';
import { JobsPush } from './jobs.push';

/** Jobs for players and admins, and the payroll service (its worker and schedule are in JobsWorkerModule). */
@Module({
  imports: [
    TypeOrmModule.forFeature([CharacterJobEntity, JobEntity, PayrollPaymentEntity]),
    CharacterModule,
    ConfinementModule,
    WalletModule,
  ],
  controllers: [JobsAdminController, JobsController],
  providers: [
    JobsPush,
    JobsSeed,
    JobsRepository,
    JobsService,
    JobsGateway,
    PayrollRepository,
    PayrollService,
  ],
  exports: [JobsSeed, PayrollService, JobsRepository],
})
export class JobsModule {}
