import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/**
 * Sends terminus's health report as it is (`{ status, info, error, details }`) with its 503, so
 * probes and operators see which check failed; the global filter would reduce it to a message.
 */
@Catch(HttpException)
export class HealthExceptionFilter implements ExceptionFilter {
  catch(exception: HttpException, host: ArgumentsHost): void {
    void host
      .switchToHttp()
      .getResponse<FastifyReply>()
      .status(exception.getStatus())
      .send(exception.getResponse());
  }
}
