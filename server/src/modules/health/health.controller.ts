import { Controller, Get, UseFilters } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { HealthCheck } from '@nestjs/terminus';
import { Public } from '../../common/auth/decorators';
import { HealthExceptionFilter } from './health-exception.filter';
import { HealthService } from './health.service';

/**
 * The probes (see {@link HealthService}), public, unthrottled and left out of the OpenAPI document
 * and the request log:
 * - `GET /api/health/live`: liveness, the process only (for a liveness probe: restart when it fails);
 * - `GET /api/health/ready`: readiness, PostgreSQL, Redis and draining (for readiness probes, load
 *   balancers and compose's `service_healthy`: send no traffic when it fails);
 * - `GET /api/health`: readiness too, the path older probes and scripts call.
 */
@ApiExcludeController()
@UseFilters(HealthExceptionFilter)
@Controller('health')
export class HealthController {
  constructor(private readonly probes: HealthService) {}

  @Public()
  @Get('live')
  @HealthCheck()
  live() {
    return this.probes.live();
  }

  @Public()
  @Get(['', 'ready'])
  @HealthCheck()
  ready() {
    return this.probes.ready();
  }
}
