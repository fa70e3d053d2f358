import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GameNewsController } from './game-news.controller';
import { GameNewsEntity } from './game-news.entity';
import { GameNewsGateway } from './game-news.gateway';
import { GameNewsRepository } from './game-news.repository';
import { GameNewsService } from './game-news.service';
import { GameNewsPush } from './game-news.push';

/** Game news for players and admins (spec 002 section 2.10). */
@Module({
  imports: [TypeOrmModule.forFeature([GameNewsEntity])],
  controllers: [GameNewsController],
  providers: [GameNewsPush, GameNewsRepository, GameNewsService, GameNewsGateway],
})
export class GameNewsModule {}
