import type { DefaultContentService } from '../src/default-content';
import { api } from './support/api';
import { economyAudit, givenAdmin, givenPlayer, seenAt, uniqueTestIp } from './support/factories';
import { givenGang } from './support/gangs';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The back office over every feature (issue 15, second round): flagged transfer pairs on the IPs
 * screen, the stats' catalogue counts read from the real tables, and the audit log written by the
 * admin's catalogue creates, updates and deletes (the request-audit interceptor), which admins read
 * back paged and searched.
 */

jest.setTimeout(90_000);

type Any = any;

/** Each catalogue count of the stats response (spec 001 section 3) and the rows it counts. */
const CATALOGUE_SQL: Record<string, string> = {
  totalCrimes: 'SELECT count(*) FROM crimes',
  totalMinistryMissions: 'SELECT count(*) FROM ministry_missions',
  totalJobs: 'SELECT count(*) FROM jobs',
  totalRides: 'SELECT count(*) FROM rides',
  totalPets: 'SELECT count(*) FROM pets',
  totalWeapons: 'SELECT count(*) FROM weapons',
  totalBodyArmors: `SELECT count(*) FROM armors WHERE slot = 'body'`,
  totalHeadArmors: `SELECT count(*) FROM armors WHERE slot = 'head'`,
  totalSpecialItems: 'SELECT count(*) FROM special_items',
  totalVipPackages: 'SELECT count(*) FROM vip_packages',
  totalMoneyPackages: 'SELECT count(*) FROM money_packages',
  totalBlackcoinPackages: 'SELECT count(*) FROM blackcoin_packages',
  totalHouses: 'SELECT count(*) FROM houses',
  totalTasks: 'SELECT count(*) FROM tasks',
  totalRanks: 'SELECT count(*) FROM rankings',
  totalGangs: 'SELECT count(*) FROM gangs',
};

describe('admin back office across features', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await givenAdmin(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const asAdmin = (method: string, path: string, body?: unknown) =>
    api(app, method, path, { token: admin, body });
  const auditRows = async (): Promise<Any[]> =>
    app.dataSource.query(
      `SELECT admin_id, action, target_type, target_id, before, after FROM admin_audit_log
        WHERE target_type = 'catalogue' ORDER BY id`,
    );

  it('lists the flagged transfer pairs under the address they shared', async () => {
    const sender = await givenPlayer(app, { level: 25, money: 10_000 });
    const twin = await givenPlayer(app, { level: 25 });
    const stranger = await givenPlayer(app, { level: 25 });
    const [sharedIp, strangerIp, lonerIp] = [uniqueTestIp(), uniqueTestIp(), uniqueTestIp()];
    await seenAt(app, sender, sharedIp);
    await seenAt(app, twin, sharedIp);
    await seenAt(app, stranger, strangerIp);
    for (const [to, amount] of [
      [twin, 300],
      [twin, 400],
      [stranger, 500],
    ] as const) {
      const sent = await api(app, 'POST', '/api/transfers/money', {
        token: sender.token,
        body: { username: to.username, amount },
      });
      expect(sent.status).toBe(201);
    }
    // A second shared address without any transfer between its accounts.
    const loner = await givenPlayer(app);
    const other = await givenPlayer(app);
    await seenAt(app, loner, lonerIp);
    await seenAt(app, other, lonerIp);

    const flagged = await asAdmin('GET', '/api/admin/ips/flagged');
    expect(flagged.status).toBe(200);
    const shared = flagged.body.find((entry: Any) => entry.ipAddress === sharedIp);
    expect(shared.userCount).toBe(2);
    expect(shared.transferPairs).toEqual([
      {
        senderUserId: sender.userId,
        senderName: sender.username,
        receiverUserId: twin.userId,
        receiverName: twin.username,
        sharedIps: [sharedIp],
        transferCount: 2,
        totalMoney: 700,
        lastTransferAt: expect.any(String),
      },
    ]);
    expect(flagged.body.find((entry: Any) => entry.ipAddress === lonerIp).transferPairs).toEqual([]);
    expect(flagged.body.some((entry: Any) => entry.ipAddress === strangerIp)).toBe(false);
    expect((await economyAudit(app)).ok).toBe(true);
  });

  it('counts every catalogue of the stats response from its table, one more after a create', async () => {
    await app.app.get<DefaultContentService>('DefaultContentService').loadIfEmpty();
    const before = await asAdmin('GET', '/api/admin/stats');
    expect(before.status).toBe(200);

    // One more of each catalogue.
    for (const table of [
      'crimes',
      'ministry_missions',
      'jobs',
      'rides',
      'pets',
      'weapons',
      'special_items',
      'vip_packages',
      'money_packages',
      'blackcoin_packages',
      'houses',
      'tasks',
    ])
      await copyRow(app, table, '');
    await copyRow(app, 'armors', `WHERE slot = 'body'`);
    await copyRow(app, 'armors', `WHERE slot = 'head'`);
    const ranking = await asAdmin('POST', '/api/tasks/rankings', { title: 'رتبة العد', rank: 77 });
    expect(ranking.status).toBe(201);
    await givenGang(app);

    const after = await asAdmin('GET', '/api/admin/stats');
    for (const [field, sql] of Object.entries(CATALOGUE_SQL)) {
      const [{ count }] = await app.dataSource.query(sql);
      expect({ field, value: after.body[field] }).toEqual({ field, value: Number(count) });
      expect({ field, grew: after.body[field] - before.body[field] }).toEqual({ field, grew: 1 });
    }
  });

  it('writes the audit log for catalogue creates, updates and deletes, not for reads or refusals', async () => {
    const start = (await auditRows()).length;
    const created = await asAdmin('POST', '/api/tasks/rankings', { title: 'رتبة السجل', rank: 88 });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await asAdmin('PUT', `/api/tasks/rankings/${id}`, { powerBonus: 5 })).status).toBe(200);
    expect((await asAdmin('GET', '/api/tasks/rankings')).status).toBe(200);
    // Refused: invalid input, and a player calling the route.
    expect((await asAdmin('PUT', `/api/tasks/rankings/${id}`, { powerBonus: -1 })).status).toBe(400);
    const player = await givenPlayer(app);
    const refused = await api(app, 'DELETE', `/api/tasks/rankings/${id}`, { token: player.token });
    expect(refused.status).toBe(403);
    expect((await asAdmin('DELETE', `/api/tasks/rankings/${id}`)).status).toBe(200);

    const [{ id: adminId }] = await app.dataSource.query(
      `SELECT u.id FROM users u WHERE u.is_admin ORDER BY u.created_at DESC LIMIT 1`,
    );
    const rows = (await auditRows()).slice(start);
    expect(rows).toEqual([
      {
        admin_id: adminId,
        action: 'POST /api/tasks/rankings',
        target_type: 'catalogue',
        target_id: '/api/tasks/rankings',
        before: null,
        after: {
          method: 'POST',
          path: '/api/tasks/rankings',
          params: {},
          body: { title: 'رتبة السجل', rank: 88 },
        },
      },
      {
        admin_id: adminId,
        action: 'PUT /api/tasks/rankings/:id',
        target_type: 'catalogue',
        target_id: String(id),
        before: null,
        after: {
          method: 'PUT',
          path: `/api/tasks/rankings/${id}`,
          params: { id: String(id) },
          body: { powerBonus: 5 },
        },
      },
      {
        admin_id: adminId,
        action: 'DELETE /api/tasks/rankings/:id',
        target_type: 'catalogue',
        target_id: String(id),
        before: null,
        after: {
          method: 'DELETE',
          path: `/api/tasks/rankings/${id}`,
          params: { id: String(id) },
          body: null,
        },
      },
    ]);
  });

  it('shows admins the catalogue audit log, newest first, paged and searched by action', async () => {
    const weapon = await asAdmin('POST', '/api/shop/admin/weapons', { name: 'سلاح السجل', price: 70 });
    expect(weapon.status).toBe(201);
    expect((await asAdmin('PUT', `/api/shop/admin/weapons/${weapon.body.id}`, { price: 80 })).status).toBe(
      200,
    );
    const house = await asAdmin('POST', '/api/admin/houses', { name: 'بيت السجل' });
    expect(house.status).toBe(201);
    expect((await asAdmin('DELETE', `/api/shop/admin/weapons/${weapon.body.id}`)).status).toBe(200);
    const [{ username: adminName }] = await app.dataSource.query(
      `SELECT username FROM users WHERE is_admin ORDER BY created_at DESC LIMIT 1`,
    );

    const log = await asAdmin('GET', '/api/admin/audit-log/catalogue?limit=3');
    expect(log.status).toBe(200);
    const total = Number(
      (await app.dataSource.query(`SELECT count(*) FROM admin_audit_log WHERE target_type = 'catalogue'`))[0]
        .count,
    );
    expect(log.body).toMatchObject({ total, totalPages: Math.ceil(total / 3), page: 1, limit: 3 });
    expect(log.body.entries.map((e: Any) => [e.action, e.targetId])).toEqual([
      ['DELETE /api/shop/admin/weapons/:id', String(weapon.body.id)],
      ['POST /api/admin/houses', '/api/admin/houses'],
      ['PUT /api/shop/admin/weapons/:id', String(weapon.body.id)],
    ]);
    expect(log.body.entries[2]).toEqual({
      id: expect.any(Number),
      adminUsername: adminName,
      action: 'PUT /api/shop/admin/weapons/:id',
      targetId: String(weapon.body.id),
      before: null,
      after: {
        method: 'PUT',
        path: `/api/shop/admin/weapons/${weapon.body.id}`,
        params: { id: String(weapon.body.id) },
        body: { price: 80 },
      },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      // The admin's address (issue 30): the test's requests come from loopback.
      ip: '127.0.0.1',
    });
    // Reading the log writes nothing to it.
    expect((await asAdmin('GET', '/api/admin/audit-log/catalogue')).body.total).toBe(total);

    const second = await asAdmin('GET', '/api/admin/audit-log/catalogue?limit=3&page=2');
    expect(second.body.entries[0].action).toBe('POST /api/shop/admin/weapons');
    const weapons = await asAdmin('GET', '/api/admin/audit-log/catalogue?search=WEAPONS');
    expect(weapons.body.entries.every((e: Any) => e.action.includes('/weapons'))).toBe(true);
    expect(weapons.body.entries.slice(0, 3).map((e: Any) => e.action.split(' ')[0])).toEqual([
      'DELETE',
      'PUT',
      'POST',
    ]);
    // LIKE wildcards are plain characters.
    expect((await asAdmin('GET', '/api/admin/audit-log/catalogue?search=%25')).body.total).toBe(0);
    // Character rows stay on the character's page.
    expect(log.body.entries.some((e: Any) => e.action.startsWith('character.'))).toBe(false);

    expect((await asAdmin('GET', '/api/admin/audit-log/catalogue?limit=101')).status).toBe(400);
    expect((await asAdmin('GET', '/api/admin/audit-log/catalogue?page=0')).status).toBe(400);
    const player = await givenPlayer(app);
    const refused = await api(app, 'GET', '/api/admin/audit-log/catalogue', { token: player.token });
    expect(refused.status).toBe(403);
  });

  it('leaves the back office actions to their own richer entries (no duplicate request entry)', async () => {
    const player = await givenPlayer(app);
    const start = (await auditRows()).length;
    const given = await asAdmin('POST', `/api/admin/characters/${player.characterId}/money`, { amount: 5 });
    expect(given.status).toBeLessThan(300);
    expect((await auditRows()).length).toBe(start);
    const [own] = await app.dataSource.query(
      `SELECT action FROM admin_audit_log WHERE target_type = 'character' AND target_id = $1`,
      [String(player.characterId)],
    );
    expect(own.action).toBe('character.money');
    expect((await economyAudit(app)).ok).toBe(true);
  });
});

/**
 * Inserts a copy of one row of `table` (matching `where`) with a new id, its text columns under a
 * unique index suffixed so they stay unique.
 */
async function copyRow(app: TestApp, table: string, where: string): Promise<void> {
  const columns: { name: string; unique_text: boolean }[] = await app.dataSource.query(
    `SELECT a.attname AS name,
            (a.atttypid = 'text'::regtype AND EXISTS (SELECT 1 FROM pg_index i
               WHERE i.indrelid = a.attrelid AND i.indisunique AND a.attnum = ANY (i.indkey))) AS unique_text
       FROM pg_attribute a
      WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attname <> 'id'
        AND a.attgenerated = ''`,
    [table],
  );
  const names = columns.map((c) => c.name);
  const select = columns.map((c) => (c.unique_text ? `${c.name} || '_copy'` : c.name));
  const copied = await app.dataSource.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${select.join(', ')} FROM ${table} ${where} LIMIT 1 RETURNING id`,
  );
  if (copied.length !== 1) throw new Error(`no row of ${table} to copy`);
}
