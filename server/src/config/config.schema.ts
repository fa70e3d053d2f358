import { z } from 'zod';

/** Secrets shipped as defaults for local play; production refuses to start with them. */
export const DEFAULT_JWT_SECRET = 'dev-only-jwt-secret-change-me';
export const DEFAULT_ADMIN_PASSWORD = 'admin12345';

const booleanFromString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** A money amount of the linked-accounts review. */
const reviewAmount = z.coerce.number().int().min(1).max(1_000_000_000_000);

/** LINKED_REVIEW_MIN when neither it nor its deprecated alias is set. */
export const DEFAULT_LINKED_REVIEW_MIN = 100_000;

/**
 * Every environment variable the server reads. Defaults make `npm start` work on a laptop;
 * README's configuration table is written from this schema.
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    ROLE: z.enum(['api', 'worker', 'all']).default('all'),
    /**
     * How timers run (hospital and jail releases, trainings, contract and listing expiries):
     * `bullmq` (delayed jobs; the only choice outside tests) or `sync` (held in memory and fired by
     * the test; NODE_ENV=test only).
     */
    TIMER_DRIVER: z.enum(['bullmq', 'sync']).default('bullmq'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
    /** Where players open the game; default `http://localhost:<PORT>`. */
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z.string().min(1).optional(),
    /**
     * Connections of this node's PostgreSQL pool (node-postgres `max`): a fleet of N nodes opens up
     * to N × DB_POOL_MAX, which must stay under PostgreSQL's `max_connections` (or a pooler's).
     */
    DB_POOL_MAX: z.coerce.number().int().min(1).max(10_000).default(20),
    /**
     * Named prepared statements on the hot paths (fight, crimes, wallet, sign-in). `false` sends them
     * unnamed, for a transaction-mode pooler that does not keep them (PgBouncer before 1.21).
     */
    DB_PREPARED_STATEMENTS: booleanFromString.default(true),
    REDIS_URL: z.string().min(1).optional(),
    REDIS_KEY_PREFIX: z.string().default('dc:'),
    JWT_SECRET: z.string().min(16).default(DEFAULT_JWT_SECRET),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
    REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(20),
    ADMIN_EMAIL: z.email().default('admin@darkcity.local'),
    ADMIN_PASSWORD: z.string().min(6).default(DEFAULT_ADMIN_PASSWORD),
    CORS_ORIGINS: csv.default([]),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Dark City <no-reply@darkcity.local>'),
    TZ_GAME: z.string().default('Asia/Riyadh'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    THROTTLE_AUTH_LIMIT: z.coerce.number().int().positive().default(10),
    THROTTLE_AUTH_TTL_SECONDS: z.coerce.number().int().positive().default(60),
    SERVE_CLIENT: booleanFromString.default(true),
    TRUST_PROXY: booleanFromString.default(false),
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
    /**
     * Linked accounts (issue 30, part 6), the review amount: a transfer (an item transfer: its shop
     * price times the quantity), a black-market purchase (its price) or a gang treasury payout between
     * linked accounts waits for an admin's review when its value, with what moved the same way in the
     * last 24 hours since the last approval, reaches this much money. Default 100 000.
     */
    LINKED_REVIEW_MIN: reviewAmount.optional(),
    /**
     * Deprecated alias of LINKED_REVIEW_MIN (its name before the rule covered purchases and payouts
     * too), still read when LINKED_REVIEW_MIN is unset; LINKED_REVIEW_MIN wins when both are set.
     */
    LINKED_TRANSFER_REVIEW_MIN: reviewAmount.optional(),
    /** Stripe secret API key (`sk_test_...` / `sk_live_...`): blackcoin packages are sold only when set. */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    /** Signing secret of the Stripe webhook endpoint (`whsec_...`). */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /**
     * Web push (issue 26): the VAPID key pair, base64url (the public key is the 65-byte uncompressed
     * P-256 point the browser subscribes with, the private key its 32-byte scalar). Push is off when
     * unset; `npm start` / `npm run dev` generate a pair once and keep it in `.data/vapid.json`.
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be the 65-byte public key, base64url')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the 32-byte private key, base64url')
      .optional(),
    /** Who the push services may contact about our pushes (`mailto:` or `https:`); default `mailto:` ADMIN_EMAIL. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither',
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PRIVATE_KEY'],
        message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
      });
    }
    if (env.TIMER_DRIVER === 'sync' && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['TIMER_DRIVER'],
        message: 'sync is for tests only (NODE_ENV=test)',
      });
    }
    if (env.NODE_ENV !== 'production') return;
    if (env.JWT_SECRET === DEFAULT_JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'must be set to a secret of your own in production',
      });
    }
    if (env.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'must not be the default in production',
      });
    }
    if (!env.DATABASE_URL)
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'is required in production' });
    if (!env.REDIS_URL)
      ctx.addIssue({ code: 'custom', path: ['REDIS_URL'], message: 'is required in production' });
  });

export type AppConfig = Omit<z.infer<typeof configSchema>, 'LINKED_REVIEW_MIN' | 'LINKED_TRANSFER_REVIEW_MIN'> & {
  /** The linked-accounts review amount: LINKED_REVIEW_MIN, else the deprecated LINKED_TRANSFER_REVIEW_MIN, else 100 000. */
  LINKED_REVIEW_MIN: number;
  DATABASE_URL: string;
  REDIS_URL: string;
  PUBLIC_URL: string;
};

/** Thrown at startup with every invalid variable listed, one per line. */
export class InvalidConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Parses an environment record. Missing service URLs fall back to localhost's default ports;
 * `scripts/start.mjs` sets them when it had to start embedded services. A missing PUBLIC_URL is
 * this machine on PORT (`PORT=3077` alone gives `http://localhost:3077`).
 * @throws InvalidConfigError listing every bad variable at once.
 */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    throw new InvalidConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const { LINKED_TRANSFER_REVIEW_MIN: deprecatedReviewMin, ...data } = result.data;
  return {
    ...data,
    LINKED_REVIEW_MIN: data.LINKED_REVIEW_MIN ?? deprecatedReviewMin ?? DEFAULT_LINKED_REVIEW_MIN,
    DATABASE_URL: result.data.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/darkcity',
    REDIS_URL: result.data.REDIS_URL ?? 'redis://127.0.0.1:6379',
    PUBLIC_URL: result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}`,
  };
}
