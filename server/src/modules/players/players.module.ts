import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RatingEntity } from './rating.entity';
import { ProfilesGateway } from './profiles.gateway';
import { CharacterModule } from '../character/character.module';
import { PlayersController } from './players.controller';
import { PlayersRepository } from './players.repository';
import { PlayersService } from './players.service';
import { ProfilesController } from './profiles.controller';
import { RatingsRepository } from './ratings.repository';
import { RatingsService } from './ratings.service';

/** Player search, public profiles and profile ratings; RatingsService also serves the leaderboard. */
@Module({
  imports: [TypeOrmModule.forFeature([RatingEntity]), CharacterModule],
  controllers: [PlayersController, ProfilesController],
  providers: [ProfilesGateway, PlayersRepository, PlayersService, RatingsRepository, RatingsService],
  exports: [RatingsService],
})
export class PlayersModule {}
