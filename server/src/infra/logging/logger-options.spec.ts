import { parseConfig } from '../../config/config.schema';
import { loggerOptions, logsRequests, requestLogLine } from './logger-options';

describe('logger options', () => {
  const transportOf = (env: Record<string, string>, terminal: boolean) =>
    (loggerOptions(parseConfig(env), terminal).pinoHttp as { transport?: { target: string } }).transport;

  it('prints pretty lines in development on a terminal, without a line per request', () => {
    const options = loggerOptions(parseConfig({ NODE_ENV: 'development' }), true);
    expect((options.pinoHttp as { transport: { target: string } }).transport.target).toBe('pino-pretty');
    expect((options.pinoHttp as { autoLogging: unknown }).autoLogging).toBe(false);
  });

  it('writes JSON lines in production, in tests, and when stdout is not a terminal', () => {
    expect(transportOf({ NODE_ENV: 'development' }, false)).toBeUndefined();
    expect(transportOf({ NODE_ENV: 'test' }, true)).toBeUndefined();
    expect(
      transportOf(
        {
          NODE_ENV: 'production',
          JWT_SECRET: 'x'.repeat(32),
          ADMIN_PASSWORD: 'a-strong-one',
          DATABASE_URL: 'postgres://x',
          REDIS_URL: 'redis://x',
        },
        true,
      ),
    ).toBeUndefined();
  });
});

describe('the request line', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(32),
    ADMIN_PASSWORD: 'a-strong-one',
    DATABASE_URL: 'postgres://x',
    REDIS_URL: 'redis://x',
  };

  it('is written at info and below, never on a development terminal', () => {
    expect(logsRequests(parseConfig({ ...production, LOG_LEVEL: 'info' }), false)).toBe(true);
    expect(logsRequests(parseConfig({ ...production, LOG_LEVEL: 'debug' }), true)).toBe(true);
    expect(logsRequests(parseConfig({ ...production, LOG_LEVEL: 'warn' }), false)).toBe(false);
    expect(logsRequests(parseConfig({ NODE_ENV: 'development' }), true)).toBe(false);
    expect(logsRequests(parseConfig({ NODE_ENV: 'development' }), false)).toBe(true);
  });

  it("keeps pino-http's shape, rounds the time and says when the request errored", () => {
    const fields = {
      id: 'r1',
      method: 'GET',
      url: '/api/character/profile',
      responseTime: 2.6,
      userId: 'u1',
    };
    expect(requestLogLine({ ...fields, statusCode: 200 })).toEqual([
      {
        req: { id: 'r1', method: 'GET', url: '/api/character/profile' },
        res: { statusCode: 200 },
        responseTime: 3,
        userId: 'u1',
      },
      'request completed',
    ]);
    expect(requestLogLine({ ...fields, statusCode: 503 })?.[1]).toBe('request errored');
  });

  it('leaves health probes out, with or without a query', () => {
    const probe = { id: 'r2', method: 'GET', statusCode: 200, responseTime: 1 };
    expect(requestLogLine({ ...probe, url: '/api/health' })).toBeNull();
    expect(requestLogLine({ ...probe, url: '/api/health?ready=1' })).toBeNull();
    expect(requestLogLine({ ...probe, url: '/api/healthy' })).not.toBeNull();
  });

  it('mounts no per-request middleware', () => {
    expect(loggerOptions(parseConfig(production), false).forRoutes).toEqual([]);
  });
});
