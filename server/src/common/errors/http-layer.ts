import { STATUS_CODES } from 'node:http';
import { parse as parseForm } from 'node:querystring';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { assertSafePayload } from '../validation/safe-payload';
import { CommonErrorCode, commonError } from './common.errors';
import { DomainError } from './domain-error';
import { toErrorBody } from './domain-exception.filter';

/**
 * The body parsers (JSON, url-encoded forms; Nest's own are off:
 * `bodyParser: false`) that refuse unsafe bodies (depth, NUL, lone surrogates:
 * {@link assertSafePayload}) with a 400 before any validation library walks them. Their errors
 * reach Nest's exception filter like any other (Nest installs Fastify's error handler). The body size
 * limit stays Fastify's `bodyLimit` (413); `__proto__` and `constructor.prototype` keys are refused.
 * Routes named in `keepRawBody` (full paths, e.g. a payment webhook that verifies a signature over the
 * exact bytes) also get the unparsed JSON body as `request.rawBody` (a Buffer); no other route keeps it.
 */
export function installBodyParsers(fastify: FastifyInstance, keepRawBody: readonly string[] = []): void {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, text, done) => {
      try {
        const value = { ...parseForm(String(text)) };
        assertSafePayload(value);
        done(null, value);
      } catch (error) {
        done(error instanceof DomainError ? error : commonError(CommonErrorCode.MALFORMED_REQUEST));
      }
    },
  );
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    if (keepRawBody.includes(request.routeOptions.url ?? ''))
      (request as unknown as { rawBody: Buffer }).rawBody = body as Buffer;
    const source = String(body);
    if (source.trim() === '') return done(null, undefined);
    try {
      const value: unknown = secureJson.parse(source, undefined, {
        protoAction: 'error',
        constructorAction: 'error',
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
