import { Module } from '@nestjs/common';
import { CharacterPushListener } from './character-push.listener';
import { CharacterController } from './character.controller';
import { CharacterRepository } from './character.repository';
import { CharacterService } from './character.service';

@Module({
  controllers: [CharacterController],
  providers: [CharacterRepository, CharacterService, CharacterPushListener],
  exports: [CharacterService],
})
export class CharacterModule {}
