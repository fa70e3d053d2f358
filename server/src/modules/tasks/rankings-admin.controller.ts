import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/decorators';
import { ParseIdPipe } from '../../common/validation/integers';
import { CreateRankingDto, UpdateRankingDto } from './rankings.dto';
import { RankingsService } from './rankings.service';
import { DeletedDto, RankingDto } from './tasks.dto';

/** The admin rankings tab: the rank ladder (spec 002 sections 2.6 and 7). */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('tasks/rankings')
export class RankingsAdminController {
  constructor(private readonly rankings: RankingsService) {}

  /** Every rank by rank number ascending. */
  @Get()
  getRankings(): Promise<RankingDto[]> {
    return this.rankings.listRankings();
  }

  @Post()
  createRanking(@Body() dto: CreateRankingDto): Promise<RankingDto> {
    return this.rankings.createRanking(dto);
  }

  @Put(':id')
  updateRanking(@Param('id', ParseIdPipe) id: number, @Body() dto: UpdateRankingDto): Promise<RankingDto> {
    return this.rankings.updateRanking(id, dto);
  }

  @Delete(':id')
  deleteRanking(@Param('id', ParseIdPipe) id: number): Promise<DeletedDto> {
    return this.rankings.deleteRanking(id);
  }
}
