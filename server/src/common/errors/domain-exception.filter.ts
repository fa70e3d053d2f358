import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { CommonErrorCode, commonError } from './common.errors';
import { DomainError } from './domain-error';

/**
 * The JSON body every failed request gets (DESIGN.md section 4). The spec's client shows the
 * response's `error` field first, then `message` (spec 000 section 8, spec 001 section 8), so both
 * carry the user-facing message; `code` is the machine-readable error code.
 */
export interface ErrorBody {
  statusCode: number;
  code: string;
  error: string;
  message: string;
  [extra: string]: unknown;
}

/** Turns any thrown value into the spec's error body. Unknown errors are logged and become a bare 500. */
export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof DomainError) {
    return {
      statusCode: exception.status,
      code: exception.code,
      error: exception.message,
      message: exception.message,
      ...exception.extra,
    };
  }
  if (exception instanceof ThrottlerException)
    return toErrorBody(commonError(CommonErrorCode.TOO_MANY_REQUESTS));
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    // Fastify's own refusals (body over bodyLimit, an unknown content type) in the game's language.
    if (status === HttpStatus.PAYLOAD_TOO_LARGE)
      return toErrorBody(commonError(CommonErrorCode.PAYLOAD_TOO_LARGE));
    if (status === HttpStatus.UNSUPPORTED_MEDIA_TYPE)
      return toErrorBody(commonError(CommonErrorCode.UNSUPPORTED_MEDIA_TYPE));
    const response = exception.getResponse();
    const message =
      typeof response === 'string'
        ? response
        : String((response as { message?: unknown }).message ?? exception.message);
    return { statusCode: status, code: HttpStatus[status] ?? 'ERROR', error: message, message };
  }
  return {
    statusCode: 500,
    code: 'INTERNAL_SERVER_ERROR',
    error: 'حدث خطأ غير متوقع',
    message: 'حدث خطأ غير متوقع',
  };
}

@Catch()
export class DomainExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const body = toErrorBody(exception);
    // The line names its request (the id the response's x-request-id header gave the client).
    if (body.statusCode >= 500)
      this.logger.error({ err: exception, reqId: host.switchToHttp().getRequest<{ id?: string }>().id });
    void host.switchToHttp().getResponse<FastifyReply>().status(body.statusCode).send(body);
  }
}
