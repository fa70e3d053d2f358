import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LedgerEntryEntity } from './ledger-entry.entity';
import { WalletRepository } from './wallet.repository';
import { WalletService } from './wallet.service';

@Module({
  imports: [TypeOrmModule.forFeature([LedgerEntryEntity])],
  providers: [WalletRepository, WalletService],
  exports: [WalletService],
})
export class WalletModule {}
