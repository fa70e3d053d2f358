import { Client } from 'pg';
import { MIGRATIONS, runMigrations } from './data-source';

/** Arbitrary constant key of the PostgreSQL advisory lock that serialises migrations across replicas. */
const MIGRATION_LOCK_KEY = 7_420_133;

/**
 * Whether TypeORM's `migrations` table records every migration of MIGRATIONS (false while it does
 * not exist yet). One query: a node starting against an up-to-date schema (nearly every start)
 * skips the TypeORM data source that applying them needs (50 to 200 ms of a busy worker's boot, issue 16).
 */
async function allApplied(client: Client): Promise<boolean> {
  let names: Set<string>;
  try {
    const { rows } = await client.query<{ name: string }>('SELECT name FROM migrations');
    names = new Set(rows.map((row) => row.name));
  } catch (error) {
    // 42P01 undefined_table: a database no migration has run on yet.
    if ((error as { code?: string }).code === '42P01') return false;
    throw error;
  }
  // TypeORM records a migration under its `name`, else its class name.
  return MIGRATIONS.every((migration) =>
    names.has((new migration() as { name?: string }).name ?? migration.name),
  );
}

/**
 * Applies pending migrations while holding a session advisory lock, so several replicas (or the
 * migration Job) starting together run them once. When none is pending it returns without the lock:
 * a migration another replica is applying is not recorded before it commits, so it counts as pending.
 * @returns the names of the migrations this call applied.
 */
export async function migrateWithLock(url: string): Promise<string[]> {
  const lock = new Client({ connectionString: url });
  await lock.connect();
  try {
    if (await allApplied(lock)) return [];
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await runMigrations(url);
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await lock.end();
  }
}
