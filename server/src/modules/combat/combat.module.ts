import { Module } from '@nestjs/common';
import { CharacterModule } from '../character/character.module';
import { FairnessModule } from '../fairness/fairness.module';
import { CombatRepository } from './combat.repository';
import { CombatService } from './combat.service';

/** The combat fights and blood contracts share (DESIGN.md section 6). */
@Module({
  imports: [CharacterModule, FairnessModule],
  providers: [CombatRepository, CombatService],
  exports: [CombatService],
})
export class CombatModule {}
