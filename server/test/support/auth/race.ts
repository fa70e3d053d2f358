import { Client } from 'pg';

/**
 * Makes a race deterministic: holds a lock that lets others read `table` but not write it, starts
 * the racers, waits until `racers` sessions are blocked on a lock (so all of them have done their
 * reads and are about to write), then lets them go at once.
 *
 * If the server serialises the racers some other way, fewer sessions block; after `settleMs` the
 * lock is released anyway, so a fixed server still passes.
 */
export async function raceBehindWriteLock<T>(
  databaseUrl: string,
  table: string,
  racers: number,
  start: () => Array<Promise<T>>,
  settleMs = 3000,
): Promise<PromiseSettledResult<T>[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
    const settled = Promise.allSettled(start());
    const deadline = Date.now() + settleMs;
    while (Date.now() < deadline) {
      // pg_stat_activity is read once per transaction unless the snapshot is dropped.
      await client.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`,
      );
      if (rows[0].n >= racers) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await client.query('COMMIT');
    return await settled;
  } finally {
    await client.end();
  }
}
