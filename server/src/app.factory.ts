import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { RequestMethod, Type } from '@nestjs/common';
import { ModulesContainer, NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { Logger, PinoLogger } from 'nestjs-pino';
import type { Logger as PinoBaseLogger } from 'pino';
import { AppModule } from './app.module';
import { clientErrorHandler, installBodyParsers } from './common/errors/http-layer';
import type { AppConfig } from './config/config.schema';
import { logsRequests, requestLogger, requestLogLine } from './infra/logging/logger-options';
import { ConnectionReaper, HTTP_CLOSE_GRACE_MS } from './infra/lifecycle/connection-reaper';
import { RedisIoAdapter } from './infra/realtime/redis-io.adapter';
import { clientName } from './infra/redis/redis.module';
import { HealthController } from './modules/health/health.controller';
import { MetricsService } from './modules/metrics/metrics.service';
import { ConnectionMetrics } from './modules/metrics/connection-metrics';
import { STRIPE_WEBHOOK_PATH } from './modules/packages/stripe-checkout';

/** Where `vite build` writes the client, relative to the repository root. */
/**
 * Cache policy of a built client file: the hashed bundles under `assets/` never change under their
 * name, so browsers and proxies keep them a year; anything else (favicon, index.html) is revalidated.
 */
export function assetCacheControl(path: string): string {
  return /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(\.(br|gz))?$/.test(path)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/**
 * The response headers helmet sets with `options`, as one object: helmet's middleware reads nothing
 * of the request (no CSP nonce here), so its headers are the same on every response.
 * @throws when helmet refuses the options, or no longer answers synchronously
 */
export function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

export const CLIENT_DIST = resolve(__dirname, '../../client/dist');
const clientDist = [CLIENT_DIST, resolve(__dirname, '../../../client/dist')].find((dir) =>
  existsSync(join(dir, 'index.html')),
);

/**
 * Unregisters every controller but `keep`, between `NestFactory.create` and `listen` (which registers
 * the routes): the others keep their instances but get no route.
 */
function keepOnlyControllers(app: NestFastifyApplication, keep: Type[]): void {
  for (const module of app.get(ModulesContainer).values())
    for (const controller of [...module.controllers.keys()])
      if (!keep.includes(controller as Type)) module.controllers.delete(controller);
}

/**
 * Builds the HTTP + socket server for a configuration (used by main.ts and by the tests):
 * Fastify, `/api` prefix, helmet, CORS allowlist, the Redis socket adapter, request metrics and,
 * when built, the client with SPA fallback. A worker node (ROLE=worker) routes /api/health only.
 */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    new FastifyAdapter({
      trustProxy: config.TRUST_PROXY,
      bodyLimit: 1_048_576,
      // Request ids for the logs: the proxy's x-request-id when present, else a UUID.
      requestIdHeader: 'x-request-id',
      genReqId: () => randomUUID(),
      // Requests Node's parser refuses (431, 400) also get the usual error body.
      clientErrorHandler,
    }),
    // Body parsers: installBodyParsers', which refuse unsafe bodies.
    { bufferLogs: true, bodyParser: false },
  );
  app.useLogger(app.get(Logger));
  // A worker node serves its probes only (/api/health): no proxy sends it players, and registering the
  // game's routes took some 130 ms of its boot's CPU (issue 16). No upload parser and no client either.
  const worker = config.ROLE === 'worker';
  if (worker) keepOnlyControllers(app, [HealthController]);
  installBodyParsers(app.getHttpAdapter().getInstance(), [STRIPE_WEBHOOK_PATH]);
  app.setGlobalPrefix('api', { exclude: [{ path: 'media/:id', method: RequestMethod.GET }] });
  app.enableCors({ origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false, credentials: true });
  // helmet's headers, computed once: they depend on the options only (@fastify/helmet rebuilds the
  // middleware, CSP parsing included, on every request). Fastify writes them with the response's own.
  const securityHeaders = securityHeadersOf({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: config.NODE_ENV === 'production' ? ["'self'"] : ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
      },
    },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      reply.headers(securityHeaders).header('x-request-id', request.id);
      done();
    });

  if (!worker)
    await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });

  const socketAdapter = new RedisIoAdapter(
    app,
    config.REDIS_URL,
    `${config.REDIS_KEY_PREFIX}socket.io`,
    clientName(config, 'socket.io'),
  );
  await socketAdapter.connect();
  app.useWebSocketAdapter(socketAdapter);
  for (const [side, client] of Object.entries(socketAdapter.redisClients))
    if (client) app.get(ConnectionMetrics).watchRedis(`socket.io-${side}`, client);

  const metrics = app.get(MetricsService);
  const fastify = app.getHttpAdapter().getInstance();
  // After each response: its duration into the metrics and, where the level shows it, the request line.
  const writesRequestLines = logsRequests(config);
  let requestLog: PinoBaseLogger | undefined;
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpDuration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    const line =
      writesRequestLines &&
      requestLogLine({
        id: request.id,
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
        userId: (request.raw as { userId?: string }).userId,
      });
    // Under nestjs-pino's root logger, which is set once the app's modules are configured.
    if (line) (requestLog ??= requestLogger(PinoLogger.root)).info(...line);
    done();
  });
  // Nest closes the socket server (RedisIoAdapter.close, dispose) before Fastify; Fastify then stops
  // taking requests and waits for the connections, some of which would never end by themselves.
  const connections = new ConnectionReaper(app.getHttpServer());
  fastify.addHook('preClose', async () => {
    const destroyed = connections.beginClose(HTTP_CLOSE_GRACE_MS);
    if (destroyed)
      app.get(Logger).log(`closed ${destroyed} connections that never sent a request`, 'Shutdown');
  });

  if (config.SERVE_CLIENT && clientDist && !worker) {
    // Lazy: only nodes that serve the client need @fastify/static (and its glob).
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, {
      root: clientDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset: sent with Content-Encoding and Vary.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => void reply.header('Cache-Control', assetCacheControl(path)),
    });
    const indexHtml = await readFile(join(clientDist, 'index.html'));
    // SPA fallback: every path the API and assets do not own renders the client.
    fastify.get('/*', (request, reply) => {
      if (request.url.startsWith('/api/') || request.url.startsWith('/ws')) {
        void reply
          .status(404)
          .send({ statusCode: 404, code: 'NOT_FOUND', error: 'غير موجود', message: 'غير موجود' });
        return;
      }
      void reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    });
  }
  return app;
}
