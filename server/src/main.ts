// First: the compile cache covers only what is required after it.
import './compile-cache';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { InvalidConfigError, parseConfig } from './config/config.schema';
import { migrateWithLock } from './infra/database/migrate';
import { DefaultContentService } from './default-content';
import { AuthService } from './modules/auth/auth.service';

/**
 * Server entry point: validates the configuration (listing every bad variable), applies migrations,
 * loads the default content into an empty database and creates the first admin once (api and all
 * nodes), and serves API + socket + client on PORT (a worker node: /api/health for its probes).
 */
async function bootstrap(): Promise<void> {
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof InvalidConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Graceful shutdown (Nest's shutdown hooks close HTTP, sockets, BullMQ workers and pools), but
  // never longer than SHUTDOWN_TIMEOUT_SECONDS, which stays below the orchestrator's grace period.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () =>
      setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_SECONDS * 1000).unref(),
    );
  }
  // Every role: no node (a worker least of all) may run against an unmigrated schema.
  await migrateWithLock(config.DATABASE_URL);
  const app = await createApp(config);
  // The process owns the signals, so only the entry point listens for them: an app a test process
  // creates (a jest worker's shared app) must not start draining when jest-worker SIGTERMs its
  // process to recycle it, which would answer the file then running with 503s.
  app.enableShutdownHooks();
  const logger = new Logger('Bootstrap');
  // The catalogue and the admin account serve players and admins, whom only api nodes answer; a
  // worker node (ROLE=worker) starts without them, and its boot reconcilers run once it is up.
  if (config.ROLE !== 'worker') {
    await app.get(DefaultContentService).loadIfEmpty();
    if (await app.get(AuthService).ensureAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD)) {
      logger.log(`created the first admin: sign in at ${config.PUBLIC_URL}/login as ${config.ADMIN_EMAIL}`);
    }
  }
  await app.listen(config.PORT, '0.0.0.0');
  // The last line: the address that works from this machine, and the public one when it differs.
  const local = `http://localhost:${config.PORT}`;
  const publicUrl = config.PUBLIC_URL.replace(/\/$/, '');
  const role = config.ROLE === 'all' ? '' : ` (${config.ROLE} node)`;
  logger.log(
    publicUrl === local
      ? `ready${role}: open ${local}`
      : `ready${role} on ${local}; players open ${publicUrl}`,
  );
}

void bootstrap();
