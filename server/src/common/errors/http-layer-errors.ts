import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { HttpStatus } from '@nestjs/common';
import type { FastifyError, FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { assertSafePayload } from '../validation/safe-payload';
import { CommonErrorCode, commonError } from './common.errors';
import { DomainError } from './domain-error';
import { ErrorBody, toErrorBody } from './domain-exception.filter';

/**
 * The error body of a failure that happens in Fastify before Nest's handler (and its exception
 * filter) runs: unreadable JSON, a body over the limit, an unknown content type, a bad URL, or a
 * DomainError thrown by the JSON parser. Every 4xx gets the usual `{ statusCode, code, error,
 * message }` with an Arabic message; anything else is a 500 like the filter's.
 */
export function httpLayerErrorBody(error: FastifyError | DomainError): ErrorBody {
  if (error instanceof DomainError) return toErrorBody(error);
  const status = error.statusCode ?? 500;
  if (status === HttpStatus.PAYLOAD_TOO_LARGE)
    return toErrorBody(commonError(CommonErrorCode.PAYLOAD_TOO_LARGE));
  if (status === HttpStatus.UNSUPPORTED_MEDIA_TYPE)
    return toErrorBody(commonError(CommonErrorCode.UNSUPPORTED_MEDIA_TYPE));
  if (status === 431)
    return toErrorBody(commonError(CommonErrorCode.HEADERS_TOO_LARGE));
  if (status >= 400 && status < 500)
    return { ...toErrorBody(commonError(CommonErrorCode.MALFORMED_REQUEST)), statusCode: status };
  return toErrorBody(error);
}

/**
 * Makes every answer of the HTTP layer carry the usual error body: Fastify's error handler (the
 * errors before Nest's filter), and a JSON parser that refuses unsafe bodies (depth, NUL, lone
 * surrogates: {@link assertSafePayload}) with a 400 before any validation library walks them.
 * The body size limit stays Fastify's `bodyLimit` (413).
 */
export function installHttpLayerErrors(fastify: FastifyInstance): void {
  fastify.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    const body = httpLayerErrorBody(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed before its handler');
    void reply.status(body.statusCode).send(body);
  });
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const source = String(text);
    if (source.trim() === '') return done(null, undefined);
    try {
      const value: unknown = secureJson.parse(source, undefined, {
        protoAction: 'remove',
        constructorAction: 'remove',
      });
      assertSafePayload(value);
      done(null, value);
    } catch (error) {
      done(error instanceof DomainError ? error : commonError(CommonErrorCode.MALFORMED_REQUEST));
    }
  });
}

/**
 * Fastify's `clientErrorHandler`: the answer to a request Node's parser refuses before Fastify sees
 * it (headers over the limit: 431; anything else: 400), with the usual body and its `code`.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const failure =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? commonError(CommonErrorCode.HEADERS_TOO_LARGE)
      : commonError(CommonErrorCode.MALFORMED_REQUEST);
  const body = JSON.stringify(toErrorBody(failure));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${failure.status} ${STATUS_CODES[failure.status]}\r\nConnection: close\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
