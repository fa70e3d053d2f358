import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TrainingEntity } from './training.entity';
import { CharacterModule } from '../character/character.module';
import { ConfinementModule } from '../confinement/confinement.module';
import { GymController } from './gym.controller';
import { GymRepository } from './gym.repository';
import { GymService } from './gym.service';
import { GymPush } from './gym.push';
import { GymTimers } from './gym.timers';

/** The gym: trainings that raise strength or defense (DESIGN.md section 6). */
@Module({
  imports: [TypeOrmModule.forFeature([TrainingEntity]), CharacterModule, ConfinementModule],
  controllers: [GymController],
  providers: [GymPush, GymRepository, GymService, GymTimers],
  exports: [GymService],
})
export class GymModule {}
