import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/decorators';
import { AdminChartsDto, SystemStatsDto } from './admin-stats.dto';
import { AdminStatsService } from './admin-stats.service';

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/stats')
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  /** System statistics (spec 001 sections 2.8 and 7). */
  @Get()
  getSystemStats(): Promise<SystemStatsDto> {
    return this.stats.stats();
  }

  /** The overview's charts: accounts and activity per day over 30 days, the level distribution. */
  @Get('charts')
  getAdminCharts(): Promise<AdminChartsDto> {
    return this.stats.charts();
  }
}
