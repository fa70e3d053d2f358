import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import { ParseIdPipe } from '../../common/validation/integers';
import { CreateGameNewsDto, GameNewsDeletedDto, GameNewsDto, UpdateGameNewsDto } from './game-news.dto';
import { GameNewsService } from './game-news.service';

/** Game news: the players' list and the admin screen (spec 002 sections 2.10 and 7). */
@ApiTags('game-news')
@ApiBearerAuth()
@Controller('game-news')
export class GameNewsController {
  constructor(private readonly news: GameNewsService) {}

  /** Active news, newest first (dashboard home). */
  @Get()
  getGameNews(): Promise<GameNewsDto[]> {
    return this.news.getActiveNews();
  }

  /** Every news item, newest first. */
  @AdminOnly()
  @Get('admin/news')
  listGameNewsForAdmin(): Promise<GameNewsDto[]> {
    return this.news.listAll();
  }

  /** Publishes a news item; everyone online gets `gameNews:update`. */
  @AdminOnly()
  @Post('admin/news')
  createGameNews(@CurrentUser() user: AuthUser, @Body() dto: CreateGameNewsDto): Promise<GameNewsDto> {
    return this.news.create(user.id, dto);
  }

  @AdminOnly()
  @Put('admin/news/:id')
  updateGameNews(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateGameNewsDto): Promise<GameNewsDto> {
    return this.news.update(id, dto);
  }

  @AdminOnly()
  @Delete('admin/news/:id')
  deleteGameNews(@Param('id', ParseIdPipe) id: number): Promise<GameNewsDeletedDto> {
    return this.news.delete(id);
  }
}
