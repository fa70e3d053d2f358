import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FeaturesModule } from '../features/features.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { SuggestionEntity } from './suggestion.entity';
import { SuggestionsController } from './suggestions.controller';
import { SuggestionsRepository } from './suggestions.repository';
import { SuggestionsService } from './suggestions.service';

/** Player suggestions and their admin screen (spec 001 section 2.10). */
@Module({
  imports: [TypeOrmModule.forFeature([SuggestionEntity]), FeaturesModule, NotificationsModule],
  controllers: [SuggestionsController],
  providers: [SuggestionsRepository, SuggestionsService],
})
export class SuggestionsModule {}
