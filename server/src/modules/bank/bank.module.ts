import { Module } from '@nestjs/common';
import { CharacterModule } from '../character/character.module';
import { FeaturesModule } from '../features/features.module';
import { WalletModule } from '../wallet/wallet.module';
import { BankController } from './bank.controller';
import { BankGateway } from './bank.gateway';
import { BankService } from './bank.service';
import { BankPush } from './bank.push';

@Module({
  imports: [CharacterModule, FeaturesModule, WalletModule],
  controllers: [BankController],
  providers: [BankPush, BankService, BankGateway],
})
export class BankModule {}
