import { DEFAULT_ADMIN_PASSWORD, DEFAULT_JWT_SECRET, InvalidConfigError, parseConfig } from './config.schema';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-real-secret-of-32-characters-xx',
  ADMIN_PASSWORD: 'a-real-admin-password',
  DATABASE_URL: 'postgres://game@db:5432/game',
  REDIS_URL: 'redis://redis:6379',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof InvalidConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('starts locally with no variables at all, on the default ports', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.ROLE).toBe('all');
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/darkcity');
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(config.JWT_SECRET).toBe(DEFAULT_JWT_SECRET);
  });

  it('takes this machine on PORT as the public address unless PUBLIC_URL is set', () => {
    expect(parseConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(parseConfig({ PORT: '3077' }).PUBLIC_URL).toBe('http://localhost:3077');
    expect(parseConfig({ PORT: '3077', PUBLIC_URL: 'https://game.example.com' }).PUBLIC_URL).toBe(
      'https://game.example.com',
    );
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'abc', ROLE: 'boss', LOG_LEVEL: 'loud', PUBLIC_URL: 'not a url' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'LOG_LEVEL',
      'PORT',
      'PUBLIC_URL',
      'ROLE',
    ]);
  });

  it('refuses the default secrets and missing service URLs in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'ADMIN_PASSWORD',
      'DATABASE_URL',
      'JWT_SECRET',
      'REDIS_URL',
    ]);
    expect(problemsOf({ ...production, JWT_SECRET: DEFAULT_JWT_SECRET })).toEqual([
      'JWT_SECRET: must be set to a secret of your own in production',
    ]);
    expect(problemsOf({ ...production, ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD })).toHaveLength(1);
  });

  it('accepts a complete production configuration', () => {
    expect(problemsOf(production)).toEqual([]);
  });

  it('needs both Google variables or neither', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' })).toEqual([
      'GOOGLE_CLIENT_SECRET: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
    ]);
  });

  it('needs both Stripe variables or neither', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_x' })).toEqual([
      'STRIPE_WEBHOOK_SECRET: set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither',
    ]);
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toEqual([]);
  });

  it('needs both VAPID keys or neither, each the size of a P-256 key, and a mailto: or https: subject', () => {
    const publicKey = `B${'A'.repeat(86)}`;
    const privateKey = 'A'.repeat(43);
    expect(problemsOf({ VAPID_PUBLIC_KEY: publicKey })).toEqual([
      'VAPID_PRIVATE_KEY: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    ]);
    expect(problemsOf({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey })).toEqual([]);
    expect(problemsOf({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toEqual([
      'VAPID_PUBLIC_KEY: must be the 65-byte public key, base64url',
    ]);
    expect(problemsOf({ VAPID_SUBJECT: 'http://darkcity.example' })).toEqual([
      'VAPID_SUBJECT: must be a mailto: or https: URL',
    ]);
    expect(problemsOf({ VAPID_SUBJECT: 'mailto:ops@darkcity.example' })).toEqual([]);
  });

  it('runs timers on BullMQ unless a test asks for the synchronous driver', () => {
    expect(parseConfig({}).TIMER_DRIVER).toBe('bullmq');
    expect(parseConfig({ NODE_ENV: 'test', TIMER_DRIVER: 'sync' }).TIMER_DRIVER).toBe('sync');
    expect(problemsOf({ TIMER_DRIVER: 'sync' })).toEqual([
      'TIMER_DRIVER: sync is for tests only (NODE_ENV=test)',
    ]);
    expect(problemsOf({ ...production, TIMER_DRIVER: 'sync' })).toEqual([
      'TIMER_DRIVER: sync is for tests only (NODE_ENV=test)',
    ]);
  });

  it('reads CORS_ORIGINS as a comma-separated list', () => {
    expect(parseConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('reads the linked review amount from LINKED_REVIEW_MIN, else its deprecated alias LINKED_TRANSFER_REVIEW_MIN', () => {
    expect(parseConfig({}).LINKED_REVIEW_MIN).toBe(100_000);
    expect(parseConfig({ LINKED_REVIEW_MIN: '5000' }).LINKED_REVIEW_MIN).toBe(5_000);
    expect(parseConfig({ LINKED_TRANSFER_REVIEW_MIN: '7000' }).LINKED_REVIEW_MIN).toBe(7_000);
    expect(parseConfig({ LINKED_REVIEW_MIN: '5000', LINKED_TRANSFER_REVIEW_MIN: '7000' }).LINKED_REVIEW_MIN).toBe(5_000);
    expect(parseConfig({ LINKED_TRANSFER_REVIEW_MIN: '7000' })).not.toHaveProperty('LINKED_TRANSFER_REVIEW_MIN');
    expect(problemsOf({ LINKED_TRANSFER_REVIEW_MIN: '0' })).toEqual([
      'LINKED_TRANSFER_REVIEW_MIN: Too small: expected number to be >=1',
    ]);
  });
});
