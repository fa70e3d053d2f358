import jwt from 'jsonwebtoken';
import { io, Socket } from 'socket.io-client';
import { startServerProcess } from '../support/server-process';
import { startTestApp, TestApp } from '../support/test-app';

const RELEASES = 1_000;

/**
 * Issue 7 fault test: the worker is killed (SIGKILL) while 1,000 jail releases are pending and a new
 * worker starts; every release still happens, and none twice.
 */
describe('restarting the worker while 1,000 releases are pending', () => {
  let apiNode: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    apiNode = await startTestApp({ env: { ROLE: 'api' } });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await apiNode.close();
  });

  it('releases every character exactly once', async () => {
    const rows: { user_id: string }[] = await apiNode.dataSource.query(
      `WITH u AS (
         INSERT INTO users (display_name, username, account_setup_completed)
         SELECT 'fault', 'fw' || g, true FROM generate_series(1, ${RELEASES}) g RETURNING id
       )
       INSERT INTO characters (user_id, hp, energy, jail_until)
       SELECT id, 1000, 100, now() + interval '1 hour' FROM u
       RETURNING user_id`,
    );
    const leaves = new Map<string, number>();
    await Promise.all(
      rows.map(
        (row) =>
          new Promise<void>((resolve, reject) => {
            const token = jwt.sign({ sub: row.user_id }, apiNode.config.JWT_SECRET, {
              algorithm: 'HS256',
              expiresIn: 600,
            });
            const socket = io(apiNode.url, {
              path: '/ws',
              transports: ['websocket'],
              auth: { token },
              reconnection: false,
            });
            sockets.push(socket);
            socket.on('jail:leave', () => leaves.set(row.user_id, (leaves.get(row.user_id) ?? 0) + 1));
            socket.once('authenticated', () => resolve());
            socket.once('connect_error', reject);
          }),
      ),
    );

    const env = {
      ROLE: 'worker',
      DATABASE_URL: apiNode.config.DATABASE_URL,
      REDIS_KEY_PREFIX: apiNode.config.REDIS_KEY_PREFIX,
      JWT_SECRET: apiNode.config.JWT_SECRET,
    };
    // The stays end 45 to 51 s from now, counted from here rather than from the insert: connecting
    // 1,000 sockets takes a while on a busy machine, and no release may happen before the kill,
    // which comes one second after the first worker is up (its boot alone took 12 to 15 s with the
    // whole game loaded on a busy 2-core machine).
    const ids = rows.map((row) => row.user_id);
    await apiNode.dataSource.query(
      `UPDATE characters SET jail_until = now() + make_interval(secs => 45 + random() * 6) WHERE user_id = ANY($1)`,
      [ids],
    );
    const due: { jail_until: Date }[] = await apiNode.dataSource.query(
      `SELECT jail_until FROM characters WHERE user_id = ANY($1)`,
      [ids],
    );
    // The first worker's boot reconciler enqueues all 1,000 releases; then it dies without warning.
    const first = await startServerProcess(env);
    await new Promise((r) => setTimeout(r, 1_000));
    await first.kill();
    const [pending] = await apiNode.dataSource.query(
      `SELECT count(*)::int AS n FROM characters WHERE jail_until IS NOT NULL`,
    );
    expect(pending.n).toBe(RELEASES);

    const second = await startServerProcess(env);
    try {
      const lastDue = Math.max(...due.map((row) => new Date(row.jail_until).getTime()));
      while (Date.now() < lastDue + 20_000 && leaves.size < RELEASES)
        await new Promise((r) => setTimeout(r, 250));
      // Give duplicates, if any, time to arrive.
      await new Promise((r) => setTimeout(r, 2_000));
      const [left] = await apiNode.dataSource.query(
        `SELECT count(*)::int AS n FROM characters WHERE jail_until IS NOT NULL`,
      );
      expect(left.n).toBe(0);
      expect(leaves.size).toBe(RELEASES);
      expect([...leaves.values()].filter((count) => count !== 1)).toEqual([]);
    } finally {
      await second.stop();
    }
  }, 180_000);
});
