import { Module } from '@nestjs/common';
import { CharacterModule } from '../character/character.module';
import { WalletModule } from '../wallet/wallet.module';
import { AdminCharactersController } from './admin-characters.controller';
import { AdminCharactersService } from './admin-characters.service';

@Module({
  imports: [CharacterModule, WalletModule],
  controllers: [AdminCharactersController],
  providers: [AdminCharactersService],
})
export class AdminModule {}
