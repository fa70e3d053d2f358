import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CharacterEntity } from './character.entity';
import { CharacterGateway } from './character.gateway';
import { CharacterPushListener } from './character-push.listener';
import { CharacterController } from './character.controller';
import { CharacterRepository } from './character.repository';
import { CharacterService } from './character.service';

@Module({
  imports: [TypeOrmModule.forFeature([CharacterEntity])],
  controllers: [CharacterController],
  providers: [CharacterGateway, CharacterRepository, CharacterService, CharacterPushListener],
  exports: [CharacterService],
})
export class CharacterModule {}
