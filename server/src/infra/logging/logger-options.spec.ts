import { parseConfig } from '../../config/config.schema';
import { loggerOptions, logsRequests, redactUrl, requestLogLine } from './logger-options';

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
    expect(requestLogLine({ ...probe, url: '/api/health/live' })).toBeNull();
    expect(requestLogLine({ ...probe, url: '/api/health/ready' })).toBeNull();
    expect(requestLogLine({ ...probe, url: '/api/healthy' })).not.toBeNull();
  });

  it('writes the URL with its secret query values redacted', () => {
    const line = requestLogLine({
      id: 'r3',
      method: 'GET',
      url: '/verify-email?token=secret123',
      statusCode: 200,
      responseTime: 1,
    });
    expect(line?.[0].req.url).toBe('/verify-email?token=[REDACTED]');
  });

  it('mounts no per-request middleware', () => {
    expect(loggerOptions(parseConfig(production), false).forRoutes).toEqual([]);
  });
});

describe('redacting secrets from a request URL', () => {
  it('replaces the single-use tokens of the mail links', () => {
    expect(redactUrl('/verify-email?token=secret123')).toBe('/verify-email?token=[REDACTED]');
    expect(redactUrl('/reset-password?token=abc.def-ghi')).toBe('/reset-password?token=[REDACTED]');
  });

  it("replaces Google's code and state and keeps the other parameters as sent, in order", () => {
    expect(redactUrl('/auth/callback?state=s1&code=4%2F0Ab&scope=email%20openid&authuser=0')).toBe(
      '/auth/callback?state=[REDACTED]&code=[REDACTED]&scope=email%20openid&authuser=0',
    );
  });

  it('covers OAuth tokens and passwords, whatever their case, escapes or array suffix', () => {
    for (const name of ['access_token', 'refresh_token', 'id_token', 'password', 'client_secret'])
      expect(redactUrl(`/x?${name}=s3cret`)).toBe(`/x?${name}=[REDACTED]`);
    expect(redactUrl('/x?Token=s3cret')).toBe('/x?Token=[REDACTED]');
    expect(redactUrl('/x?%74oken=s3cret')).toBe('/x?%74oken=[REDACTED]');
    expect(redactUrl('/x?token[]=a&token[]=b')).toBe('/x?token[]=[REDACTED]&token[]=[REDACTED]');
    expect(redactUrl('/x?token=a=b=c')).toBe('/x?token=[REDACTED]');
  });

  it('leaves URLs without secrets untouched, malformed escapes included', () => {
    for (const url of [
      '/api/character/profile',
      '/api/gangs?page=2&search=%D8%A7',
      '/api/leaderboard?tokens=5&codes=1',
      '/api/x?%E0%A4%A=1',
      '/api/x?token',
      '/api/x?',
    ])
      expect(redactUrl(url)).toBe(url);
  });
});
