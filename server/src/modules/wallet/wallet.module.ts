import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EconomyAuditController } from './economy-audit.controller';
import { EconomyAuditRepository } from './economy-audit.repository';
import { EconomyAuditService } from './economy-audit.service';
import { LedgerEntryEntity } from './ledger-entry.entity';
import { WalletAccountEntity } from './wallet-account.entity';
import { WalletRepository } from './wallet.repository';
import { WalletService } from './wallet.service';

@Module({
  imports: [TypeOrmModule.forFeature([LedgerEntryEntity, WalletAccountEntity])],
  controllers: [EconomyAuditController],
  providers: [WalletRepository, WalletService, EconomyAuditRepository, EconomyAuditService],
  exports: [WalletService],
})
export class WalletModule {}
