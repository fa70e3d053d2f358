import { Module } from '@nestjs/common';
import { CharacterModule } from '../character/character.module';
import { FeaturesController } from './features.controller';
import { FeaturesService } from './features.service';
import { RequiresFeatureGuard } from './requires-feature.guard';

@Module({
  imports: [CharacterModule],
  controllers: [FeaturesController],
  providers: [FeaturesService, RequiresFeatureGuard],
  exports: [FeaturesService, RequiresFeatureGuard],
})
export class FeaturesModule {}
