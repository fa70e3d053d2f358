import { Module } from '@nestjs/common';
import { EconomyAuditController } from './economy-audit.controller';
import { EconomyAuditRepository } from './economy-audit.repository';
import { EconomyAuditService } from './economy-audit.service';
import { WalletRepository } from './wallet.repository';
import { WalletService } from './wallet.service';

@Module({
  controllers: [EconomyAuditController],
  providers: [WalletRepository, WalletService, EconomyAuditRepository, EconomyAuditService],
  exports: [WalletService],
})
export class WalletModule {}
