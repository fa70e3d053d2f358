import { Module } from '@nestjs/common';
import { BlackMarketModule } from '../black-market/black-market.module';
import { CharacterModule } from '../character/character.module';
import { ConfinementModule } from '../confinement/confinement.module';
import { GangsModule } from '../gangs/gangs.module';
import { GearModule } from '../gear/gear.module';
import { PushListener } from './push.listener';

/** Turns domain events into socket pushes (the one realtime listener). */
@Module({
  imports: [BlackMarketModule, CharacterModule, ConfinementModule, GangsModule, GearModule],
  providers: [PushListener],
})
export class PushModule {}
