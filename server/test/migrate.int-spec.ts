import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions, MIGRATIONS } from '../src/infra/database/data-source';
import { migrateWithLock } from '../src/infra/database/migrate';
import { databaseUrl, dropDatabase, onServer } from './support/databases';

/** Arbitrary constant key of the advisory lock migrateWithLock takes (src/infra/database/migrate.ts). */
const MIGRATION_LOCK_KEY = 7_420_133;
const LAST = 'LinkedReviewWindow1795837000000';

/**
 * Resolves with the promise's value, or 'pending' when it has not settled within `ms`. The timer is
 * cleared either way: a pending one kept the jest worker alive past its exit.
 */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | 'pending'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<'pending'>((resolve) => (timer = setTimeout(() => resolve('pending'), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * migrateWithLock at every node's boot: it applies what is pending under the advisory lock, once,
 * and on an up-to-date schema (nearly every boot) answers from one query without waiting for the lock.
 */
describe('migrateWithLock', () => {
  const name = `darkcity_test_migrate_${process.pid}`;
  const url = databaseUrl(name);
  // Advisory locks belong to one database: the other session is on the same one.
  const holder = new Client({ connectionString: url });

  beforeAll(async () => {
    await onServer([`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`]);
    await holder.connect();
  });
  afterAll(async () => {
    await holder.end();
    await dropDatabase(url);
  });

  it('applies every migration to an empty database, then answers an up-to-date one without the lock', async () => {
    const applied = await migrateWithLock(url);
    expect([...applied].sort()).toEqual(MIGRATIONS.map((migration) => new migration().name).sort());

    // Another session holds the lock (a replica migrating): nothing is pending here, so no wait.
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      expect(await within(migrateWithLock(url), 5_000)).toEqual([]);
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });

  it('waits for the lock when one migration is pending, then applies just that one', async () => {
    const last = new DataSource(dataSourceOptions(url));
    await last.initialize();
    await last.undoLastMigration({ transaction: 'each' });
    await last.destroy();

    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const migrating = migrateWithLock(url);
    try {
      expect(await within(migrating, 500)).toBe('pending');
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
    expect(await migrating).toEqual([LAST]);
    expect(await migrateWithLock(url)).toEqual([]);
  });

  it('opens a data source on the migrated schema without CREATE EXTENSION (the migrations made what it needs)', async () => {
    const statements: string[] = [];
    const dataSource = new DataSource({
      ...dataSourceOptions(url),
      logger: {
        logQuery: (query: string) => void statements.push(query),
        logQueryError: () => undefined,
        logQuerySlow: () => undefined,
        logSchemaBuild: () => undefined,
        logMigration: () => undefined,
        log: () => undefined,
      },
      // Every entity, as a node registers them: TypeORM looks at their uuid columns for extensions.
      entities: [`${__dirname}/../src/modules/**/*.entity.ts`],
    });
    await dataSource.initialize();
    try {
      expect(statements.length).toBeGreaterThan(0);
      expect(statements.filter((statement) => /CREATE EXTENSION/i.test(statement))).toEqual([]);
      // A users row still gets its uuid from the database default (core gen_random_uuid).
      const [row] = await dataSource.query(
        `INSERT INTO users (display_name) VALUES ('extension-check') RETURNING id`,
      );
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await dataSource.destroy();
    }
  });
});
