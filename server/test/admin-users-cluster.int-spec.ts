import { api, connectSocket, createPlayer, nextEvent } from './support/api';
import { closeSocket, connectAuthenticated, connectRefused } from './support/cluster/sockets';
import { economyAudit, givenAdmin, uniqueTestIp } from './support/factories';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * User management (issue 15; spec 001 sections 2.9 and 7) on a two-node setup: blocking refuses the
 * player's REST calls and sockets on both nodes at once and disconnects the sockets they hold; unblocking
 * restores both. Also the blocked list, the counts, flagged addresses and the audit log rows.
 */

jest.setTimeout(90_000);

describe('admin user management across two nodes', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let admin: string;

  beforeAll(async () => {
    nodeA = await sharedTestApp();
    nodeB = await sharedTestApp('second');
    admin = await givenAdmin(nodeA);
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
  });

  it('blocks a player by username: REST and sockets refused on both nodes, then unblock restores both', async () => {
    const player = await createPlayer(nodeA);
    const onA = await connectSocket(nodeA, player.token);
    const onB = await connectSocket(nodeB, player.token);
    // Warm both nodes' view of the account, so the block must reach them.
    for (const node of [nodeA, nodeB])
      expect((await api(node, 'GET', '/api/character/profile', { token: player.token })).status).toBe(200);
    const banned = nextEvent(onB, 'banned');
    const disconnectedA = new Promise<string>((resolve) => onA.once('disconnect', resolve));
    const disconnectedB = new Promise<string>((resolve) => onB.once('disconnect', resolve));

    const block = await api(nodeA, 'POST', '/api/admin/users/block', {
      token: admin,
      body: { userId: player.username.toUpperCase(), reason: '  غش في القتال  ' },
    });
    expect(block.status).toBe(200);
    expect(block.body).toMatchObject({
      success: true,
      user: { id: player.userId, username: player.username },
    });
    expect(block.body.message).toContain(player.username);
    expect(await banned).toMatchObject({ reason: 'غش في القتال' });
    expect(await disconnectedA).toBe('io server disconnect');
    expect(await disconnectedB).toBe('io server disconnect');
    for (const node of [nodeA, nodeB]) {
      const refused = await api(node, 'GET', '/api/character/profile', { token: player.token });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: 'Account blocked', reason: 'غش في القتال' });
      const socket = await connectRefused(node, player.token);
      expect(socket.authenticated).toBe(false);
      expect(socket.error).toMatchObject({ message: 'Account blocked' });
    }

    const blocked = await api(nodeB, 'GET', '/api/admin/users/blocked', { token: admin });
    expect(blocked.body.find((u: any) => u.id === player.userId)).toEqual({
      id: player.userId,
      username: player.username,
      email: null,
      banReason: 'غش في القتال',
      bannedAt: expect.any(String),
    });
    const again = await api(nodeA, 'POST', '/api/admin/users/block', {
      token: admin,
      body: { userId: player.userId, reason: 'مرة أخرى' },
    });
    expect(again.status).toBe(409);

    const unblock = await api(nodeB, 'DELETE', `/api/admin/users/${player.userId}/unblock`, { token: admin });
    expect(unblock.status).toBe(200);
    expect(unblock.body).toMatchObject({
      success: true,
      user: { id: player.userId, username: player.username },
    });
    for (const node of [nodeA, nodeB]) {
      expect((await api(node, 'GET', '/api/character/profile', { token: player.token })).status).toBe(200);
      const { socket } = await connectAuthenticated(node, player.token);
      await closeSocket(socket);
    }
    expect(
      (await api(nodeA, 'DELETE', `/api/admin/users/${player.userId}/unblock`, { token: admin })).status,
    ).toBe(409);

    const [character] = await nodeA.dataSource.query(`SELECT id FROM characters WHERE user_id = $1`, [
      player.userId,
    ]);
    const detail = await api(nodeA, 'GET', `/api/admin/characters/${character.id}`, { token: admin });
    expect(detail.body.auditLog.map((entry: any) => entry.action)).toEqual(['user.unblock', 'user.block']);
    expect(detail.body.auditLog[1]).toMatchObject({
      before: { isBanned: false },
      after: { isBanned: true, banReason: 'غش في القتال' },
    });
  });

  it('validates the block form and refuses unknown users, the admin themselves and other admins', async () => {
    const block = (body: unknown) => api(nodeA, 'POST', '/api/admin/users/block', { token: admin, body });
    for (const [body, message] of [
      [{ userId: '', reason: 'سبب' }, 'يرجى إدخال معرف المستخدم'],
      [{ reason: 'سبب' }, 'يرجى إدخال معرف المستخدم'],
      [{ userId: 'someone', reason: '   ' }, 'يرجى إدخال سبب الحظر'],
      [{ userId: 'someone' }, 'يرجى إدخال سبب الحظر'],
    ] as const) {
      const response = await block(body);
      expect(response.status).toBe(400);
      expect(response.body.details).toContain(message);
    }
    expect((await block({ userId: 'no_such_user_x', reason: 'سبب' })).status).toBe(404);
    // The signed-in admin by their e-mail: another admin may exist in the worker's shared database.
    const [me] = await nodeA.dataSource.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [
      nodeA.config.ADMIN_EMAIL,
    ]);
    expect((await block({ userId: me.id, reason: 'سبب' })).status).toBe(400);
    const other = await createPlayer(nodeA);
    await nodeA.dataSource.query(`UPDATE users SET is_admin = true WHERE id = $1`, [other.userId]);
    try {
      expect((await block({ userId: other.userId, reason: 'سبب' })).status).toBe(403);
    } finally {
      // No extra admin left for the worker's later files.
      await nodeA.dataSource.query(`UPDATE users SET is_admin = false WHERE id = $1`, [other.userId]);
    }
    expect(
      (await api(nodeA, 'DELETE', '/api/admin/users/nobody_here/unblock', { token: admin })).status,
    ).toBe(404);
  });

  it('lists addresses shared by more than one user with their characters, and counts users and addresses', async () => {
    const a = await createPlayer(nodeA);
    const b = await createPlayer(nodeA);
    const c = await createPlayer(nodeA);
    const [sharedIp, aloneIp] = [uniqueTestIp(), uniqueTestIp()];
    await nodeA.dataSource.query(
      `INSERT INTO user_ips (user_id, ip, first_seen_at, last_seen_at) VALUES ($1, $4, now(), now()), ($2, $4, now(), now()), ($3, $5, now(), now())`,
      [a.userId, b.userId, c.userId, sharedIp, aloneIp],
    );
    await nodeA.dataSource.query(`UPDATE characters SET level = 7 WHERE user_id = $1`, [b.userId]);
    const flagged = await api(nodeB, 'GET', '/api/admin/ips/flagged', { token: admin });
    expect(flagged.status).toBe(200);
    const shared = flagged.body.find((entry: any) => entry.ipAddress === sharedIp);
    expect(shared).toMatchObject({ userCount: 2 });
    // Both rows were first seen in the same statement: order by id to compare.
    const byId = (x: { id: string }, y: { id: string }) => x.id.localeCompare(y.id);
    expect([...shared.users].sort(byId)).toEqual(
      [
        {
          id: a.userId,
          username: a.username,
          email: null,
          isBanned: false,
          characters: [{ name: a.username, level: 1 }],
        },
        {
          id: b.userId,
          username: b.username,
          email: null,
          isBanned: false,
          characters: [{ name: b.username, level: 7 }],
        },
      ].sort(byId),
    );
    expect(flagged.body.some((entry: any) => entry.ipAddress === aloneIp)).toBe(false);

    const stats = await api(nodeA, 'GET', '/api/admin/users/stats', { token: admin });
    const [counts] = await nodeA.dataSource.query(
      `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM users WHERE is_banned)::int AS banned,
              (SELECT count(DISTINCT ip) FROM user_ips)::int AS ips`,
    );
    expect(stats.body).toEqual({
      totalUsers: counts.users,
      blockedUsers: counts.banned,
      totalIps: counts.ips,
      flaggedIps: flagged.body.length,
    });
    expect((await economyAudit(nodeA)).ok).toBe(true);
  });
});
