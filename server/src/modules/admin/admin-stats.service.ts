import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { AdminChartsDto, SystemStatsDto } from './admin-stats.dto';
import { AdminStatsRepository } from './admin-stats.repository';

const DAY_MS = 86_400_000;
/** Days of the overview's activity chart. */
export const CHART_DAYS = 30;

/** `YYYY-MM-DD` of an instant in a time zone. */
function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The admin dashboard's figures and charts (spec 001 section 2.8; issue 15). */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly repository: AdminStatsRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every field of the spec's stats response; "active" means seen in the last 24 hours. */
  async stats(): Promise<SystemStatsDto> {
    const now = this.clock.now();
    const users = await this.repository.users(new Date(now.getTime() - DAY_MS));
    const characters = await this.repository.characters();
    const catalogue = await this.repository.catalogueCounts();
    return { ...users, ...characters, ...catalogue, generatedAt: now.toISOString() };
  }

  /** New accounts and active players per day over the last 30 game days, and the level distribution. */
  async charts(): Promise<AdminChartsDto> {
    const now = this.clock.now();
    const zone = this.config.TZ_GAME;
    const days = await this.repository.daily(
      dayIn(new Date(now.getTime() - (CHART_DAYS - 1) * DAY_MS), zone),
      dayIn(now, zone),
      zone,
    );
    return { days, levels: await this.repository.levels() };
  }
}
