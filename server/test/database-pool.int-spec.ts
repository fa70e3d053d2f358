import type { Pool } from 'pg';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { api, createPlayer } from './support/api';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The PostgreSQL pool settings (issue 25 item 5): DB_POOL_MAX sizes the node's pool, and
 * DB_PREPARED_STATEMENTS=false sends the hot paths' statements unnamed, so nothing is left prepared
 * on a server connection (what a transaction-mode pooler without prepared-statement support needs;
 * scripts/ci/pgbouncer-slice.sh runs the hot paths' tests through a real PgBouncer so).
 * A pool of one connection lets the test read that connection's pg_prepared_statements.
 */
describe('database pool settings', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** Plays a sign-up and authenticated reads (the hot access check), then lists the hot statements prepared. */
  async function hotStatementsAfterPlay(): Promise<string[]> {
    const player = await createPlayer(app!);
    expect((await api(app!, 'GET', '/api/character/profile', { token: player.token })).status).toBe(200);
    expect((await api(app!, 'GET', '/api/character/hud', { token: player.token })).status).toBe(200);
    const rows: { name: string }[] = await app!.dataSource.query(
      `SELECT name FROM pg_prepared_statements WHERE name LIKE 'hot\\_%' ORDER BY name`,
    );
    return rows.map((row) => row.name);
  }

  const poolOf = (testApp: TestApp) => (testApp.dataSource.driver as PostgresDriver).master as Pool;

  it('sizes the pool from DB_POOL_MAX and prepares the hot statements by name by default', async () => {
    app = await startTestApp({ env: { DB_POOL_MAX: '1', DB_PREPARED_STATEMENTS: 'true' } });
    expect(poolOf(app).options.max).toBe(1);
    expect(await hotStatementsAfterPlay()).not.toEqual([]);
    expect(poolOf(app).totalCount).toBe(1);
  });

  it('leaves no named statement on the connection with DB_PREPARED_STATEMENTS=false', async () => {
    app = await startTestApp({ env: { DB_POOL_MAX: '1', DB_PREPARED_STATEMENTS: 'false' } });
    expect(await hotStatementsAfterPlay()).toEqual([]);
    expect(poolOf(app).totalCount).toBe(1);
  });

  it("keeps today's pool of 20 when DB_POOL_MAX is not set", async () => {
    // Test apps set a smaller pool (test/support/app-env.ts): unset it, as a deployment leaves it.
    app = await startTestApp({ env: { DB_POOL_MAX: undefined } });
    expect(poolOf(app).options.max).toBe(20);
  });
});
