import { parseConfig } from '../../config/config.schema';
import { loggerOptions } from './logger-options';

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
