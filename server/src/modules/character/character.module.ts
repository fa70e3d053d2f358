import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CharacterEntity } from './character.entity';
import { CharacterAdminService } from './character-admin.service';
import { CharacterGateway } from './character.gateway';
import { CharacterLoadoutService } from './character-loadout.service';
import { CharacterController } from './character.controller';
import { CharacterRepository } from './character.repository';
import { CharacterService } from './character.service';
import { CharacterAccountSetup } from './character-account-setup';
import { CharacterPush } from './character.push';

/** Characters: their state, its one write API, and effective stats (the loadout bonus sources register here). */
@Module({
  imports: [TypeOrmModule.forFeature([CharacterEntity])],
  controllers: [CharacterController],
  providers: [
    CharacterPush,
    CharacterAccountSetup,
    CharacterGateway,
    CharacterRepository,
    CharacterService,
    CharacterLoadoutService,
    CharacterAdminService,
  ],
  exports: [CharacterService, CharacterLoadoutService, CharacterAdminService],
})
export class CharacterModule {}
