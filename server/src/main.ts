import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { InvalidConfigError, parseConfig } from './config/config.schema';
import { migrateWithLock } from './infra/database/migrate';
import { DefaultContentService } from './default-content';
import { AuthService } from './modules/auth/auth.service';

/**
 * Server entry point: validates the configuration (listing every bad variable), applies migrations,
 * loads the default content into an empty database, creates the first admin once, and serves API + socket + client on PORT.
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
  await migrateWithLock(config.DATABASE_URL);
  const app = await createApp(config);
  const logger = new Logger('Bootstrap');
  await app.get(DefaultContentService).loadIfEmpty();
  if (await app.get(AuthService).ensureAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD)) {
    logger.log(`created the first admin: sign in at ${config.PUBLIC_URL}/login as ${config.ADMIN_EMAIL}`);
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
