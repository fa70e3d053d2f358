import { Logger } from '@nestjs/common';
import { parseConfig } from '../../config/config.schema';
import type { ActionRateLimiter } from '../../infra/rate-limit/action-rate-limiter';
import { MailService } from './mail.service';

/** A production configuration of the given role, without SMTP_URL. */
const productionConfig = (role: 'all' | 'api' | 'worker') =>
  parseConfig({
    NODE_ENV: 'production',
    ROLE: role,
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/unused',
    REDIS_URL: 'redis://127.0.0.1:6379',
    JWT_SECRET: '0123456789abcdef0123456789abcdef0123456789',
    ADMIN_EMAIL: 'admin@example.test',
    ADMIN_PASSWORD: 'admin-password-long',
    PUBLIC_URL: 'https://game.example.test',
  });

describe('MailService at boot', () => {
  const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  afterAll(() => warned.mockRestore());

  // The boot message reads the configuration only; the rate limiter is for sending.
  const bootMessage = (role: 'all' | 'api' | 'worker') => {
    warned.mockClear();
    new MailService(
      productionConfig(role),
      undefined as unknown as ActionRateLimiter,
    ).onApplicationBootstrap();
    return warned.mock.calls.map(([message]) => String(message));
  };

  it('warns a production node that answers players when SMTP_URL is missing', () => {
    expect(bootMessage('api')).toEqual([expect.stringContaining('SMTP_URL is not set')]);
    expect(bootMessage('all')).toEqual([expect.stringContaining('SMTP_URL is not set')]);
  });

  it('says nothing on a worker node, which sends no mail', () => {
    expect(bootMessage('worker')).toEqual([]);
  });
});
