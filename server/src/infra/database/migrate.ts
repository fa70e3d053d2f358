import { Client } from 'pg';
import { MIGRATIONS, runMigrations } from './data-source';

/** Arbitrary constant key of the PostgreSQL advisory lock that serialises migrations across replicas. */
export const MIGRATION_LOCK_KEY = 7_420_133;

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
 * Runs `work` while holding the migration lock: a transaction-level advisory lock
 * (`pg_advisory_xact_lock`) in a transaction left open on a connection of its own for as long as
 * `work` runs (which uses its own connections). Not a session lock (`pg_advisory_lock`): behind a
 * transaction-mode pooler (PgBouncer `pool_mode = transaction`) a session lock stays on whichever
 * server connection ran the statement and goes back to the pool with it; a second replica handed
 * that connection takes the same lock again (session locks are re-entrant), and the unlock may run
 * on another connection. An open transaction keeps its server connection, and its end (commit, or
 * the connection dropping) always releases the lock. So DATABASE_URL may point at such a pooler.
 * @returns what `work` returns.
 * @throws what connecting or `work` throws; the lock is released either way.
 */
export async function withMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lock = new Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('BEGIN');
    try {
      await lock.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      return await work();
    } finally {
      await lock.query('COMMIT').catch(() => undefined);
    }
  } finally {
    await lock.end();
  }
}

/**
 * Applies pending migrations under the migration lock (`withMigrationLock`), so several replicas
 * (or the migration Job) starting together run them once. When none is pending it returns without
 * the lock: a migration another replica is applying is not recorded before it commits, so it counts
 * as pending.
 * @returns the names of the migrations this call applied.
 */
export async function migrateWithLock(url: string): Promise<string[]> {
  const check = new Client({ connectionString: url });
  await check.connect();
  try {
    if (await allApplied(check)) return [];
  } finally {
    await check.end();
  }
  return withMigrationLock(url, () => runMigrations(url));
}
