import { Client } from 'pg';
import { MIGRATIONS } from '../src/infra/database/data-source';
import { MIGRATION_LOCK_KEY, migrateWithLock, withMigrationLock } from '../src/infra/database/migrate';
import { appDatabaseUrl, databaseUrl, dropDatabase, onServer } from './support/databases';

/**
 * The boot migration lock through the app's URL. Run plainly it talks to PostgreSQL; run by
 * scripts/ci/pgbouncer-slice.sh the URL goes through PgBouncer in transaction mode, where a session
 * advisory lock goes back to the pool with its server connection and a second holder handed that
 * connection gets it again (session locks are re-entrant): the transaction-level lock must still
 * make the second wait, and the migrations must apply through the pooler.
 */
describe('migration lock through the app URL (a transaction-mode pooler in the PgBouncer slice)', () => {
  const name = `darkcity_test_migrate_pool_${process.pid}`;
  const direct = databaseUrl(name);
  const url = appDatabaseUrl(direct);
  const observer = new Client({ connectionString: direct });

  beforeAll(async () => {
    await onServer([`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`]);
    await observer.connect();
  });
  afterAll(async () => {
    await observer.end();
    await dropDatabase(direct);
  });

  /** Sessions of this database holding (granted) or waiting for the migration lock. */
  const lockSessions = async (granted: boolean): Promise<number> => {
    const { rows } = await observer.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
        WHERE l.locktype = 'advisory' AND d.datname = $1 AND l.objid = $2 AND l.granted = $3`,
      [name, MIGRATION_LOCK_KEY, granted],
    );
    return rows[0].n;
  };

  /** Resolves with what happens first: `settles` settling, or `polled.when()` holding (polled every 50 ms). */
  const firstOf = <T extends string>(
    settles: Promise<T>,
    polled: { when: () => Promise<boolean>; answer: T },
  ): Promise<T> => {
    let done = false;
    return Promise.race([
      settles.finally(() => void (done = true)),
      (async () => {
        while (!done && !(await polled.when())) await new Promise((resolve) => setTimeout(resolve, 50));
        return polled.answer;
      })(),
    ]);
  };

  it('makes a second holder wait while the first holds it, then lets it in', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let firstHolds!: () => void;
    const holding = new Promise<void>((resolve) => (firstHolds = resolve));
    const first = withMigrationLock(url, async () => {
      firstHolds();
      await gate;
      return 'first';
    });
    await holding;
    expect(await lockSessions(true)).toBe(1);

    const second = withMigrationLock(url, async () => 'second ran while the first held the lock');
    const outcome = await firstOf(second, {
      when: async () => (await lockSessions(false)) === 1,
      answer: 'waiting',
    });
    release();
    expect(outcome).toBe('waiting');
    expect(await first).toBe('first');
    expect(await second).toBe('second ran while the first held the lock');
    // Released at each commit: nobody holds or waits for it any more.
    expect([await lockSessions(true), await lockSessions(false)]).toEqual([0, 0]);
  });

  it('applies every migration to an empty database through the URL, then finds nothing pending', async () => {
    const applied = await migrateWithLock(url);
    expect([...applied].sort()).toEqual(MIGRATIONS.map((migration) => new migration().name).sort());
    expect(await migrateWithLock(url)).toEqual([]);
    expect(await lockSessions(true)).toBe(0);
  });
});
