import { Module } from '@nestjs/common';
import { CharacterModule } from '../character/character.module';
import { WalletModule } from '../wallet/wallet.module';
import { JobsAdminController } from './jobs-admin.controller';
import { JobsController } from './jobs.controller';
import { JobsGateway } from './jobs.gateway';
import { JobsRepository } from './jobs.repository';
import { JobsService } from './jobs.service';
import { PayrollRepository } from './payroll.repository';
import { PayrollService } from './payroll.service';

/** Jobs for players and admins, and the payroll service (its worker and schedule are in JobsWorkerModule). */
@Module({
  imports: [CharacterModule, WalletModule],
  controllers: [JobsAdminController, JobsController],
  providers: [JobsRepository, JobsService, JobsGateway, PayrollRepository, PayrollService],
  exports: [PayrollService, JobsRepository],
})
export class JobsModule {}
