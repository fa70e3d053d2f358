import { Client } from 'pg';
import { runMigrations } from './data-source';

/** Arbitrary constant key of the PostgreSQL advisory lock that serialises migrations across replicas. */
const MIGRATION_LOCK_KEY = 7_420_133;

/**
 * Applies pending migrations while holding a session advisory lock, so several replicas (or the
 * migration Job) starting together run them once.
 * @returns the names of the migrations this call applied.
 */
export async function migrateWithLock(url: string): Promise<string[]> {
  const lock = new Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await runMigrations(url);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}
