import { parseConfig } from './config/config.schema';
import { migrateWithLock } from './infra/database/migrate';

/** One-shot migration entry point (compose `migrate` service, k8s Job): `node server/dist/migrate.js`. */
async function main(): Promise<void> {
  const config = parseConfig(process.env);
  const applied = await migrateWithLock(config.DATABASE_URL);
  console.log(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database is up to date');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
