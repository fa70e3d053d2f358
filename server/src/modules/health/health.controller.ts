import { Controller, Get, Inject, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
} from '@nestjs/terminus';
import Redis from 'ioredis';
import { Public } from '../../common/auth/decorators';
import { LifecycleService } from '../../infra/lifecycle/lifecycle.service';
import { REDIS } from '../../infra/redis/redis.module';
import { HealthExceptionFilter } from './health-exception.filter';

/** `GET /api/health`: database, Redis and whether the node is draining, for probes and load balancers. */
@ApiExcludeController()
@UseFilters(HealthExceptionFilter)
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly lifecycle: LifecycleService,
  ) {}

  @Public()
  @Get()
  @HealthCheck()
  check() {
    return this.health.check([
      () => {
        const indicator = this.indicators.check('lifecycle');
        return this.lifecycle.draining ? indicator.down({ message: 'draining' }) : indicator.up();
      },
      () => this.database.pingCheck('database', { timeout: 3000 }),
      async () => {
        const indicator = this.indicators.check('redis');
        try {
          await this.redis.ping();
          return indicator.up();
        } catch (error) {
          return indicator.down({ message: String(error) });
        }
      },
    ]);
  }
}
