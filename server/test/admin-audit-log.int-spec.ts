import { api } from './support/api';
import { givenAdmin, givenPlayer } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The whole admin audit log (issue 30, part 3): `GET /api/admin/audit-log` lists every admin action
 * (money adjustments, bans, catalogue changes) with who, what, on whom, before and after, when and
 * from which address, filtered by admin, action, target and game day, paged; the character page keeps
 * its own slice with the address too.
 */

jest.setTimeout(90_000);

describe('admin audit log', () => {
  let app: TestApp;
  let admin: string;
  let adminName: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await givenAdmin(app);
    const [row] = await app.dataSource.query(`SELECT username FROM users WHERE email = $1`, [
      app.config.ADMIN_EMAIL,
    ]);
    adminName = row.username;
  });
  afterAll(async () => {
    await app?.close();
  });

  const log = (query: string, token = admin) =>
    api(app, 'GET', `/api/admin/audit-log${query ? `?${query}` : ''}`, { token });

  it('lists a money adjustment, a ban and a catalogue change with who, on whom, before/after, when and where', async () => {
    const player = await givenPlayer(app);
    const target = await givenPlayer(app);
    expect(
      (
        await api(app, 'POST', `/api/admin/characters/${player.characterId}/money`, {
          token: admin,
          body: { amount: 500 },
        })
      ).status,
    ).toBe(200);
    const blocked = await api(app, 'POST', '/api/admin/users/block', {
      token: admin,
      body: { userId: target.username, reason: 'حسابات متعددة' },
    });
    expect(blocked.status).toBeLessThan(300);
    const pack = await api(app, 'POST', '/api/admin/blackcoin-packages', {
      token: admin,
      body: { name: 'حقيبة السجل', usdPrice: 1.99, blackcoinAmount: 100, bonus: 0 },
    });
    expect(pack.status).toBe(201);

    const response = await log('limit=3');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ page: 1, limit: 3 });
    const [catalogue, ban, money] = response.body.entries;
    expect(money).toMatchObject({
      adminUsername: adminName,
      action: 'character.money',
      targetType: 'character',
      targetId: String(player.characterId),
      targetName: player.username,
      before: { money: 0 },
      after: { money: 500 },
    });
    expect(ban).toMatchObject({
      action: 'user.block',
      targetType: 'user',
      targetId: target.userId,
      targetName: target.username,
    });
    expect(catalogue).toMatchObject({
      action: 'POST /api/admin/blackcoin-packages',
      targetType: 'catalogue',
      targetName: null,
    });
    for (const entry of [money, ban, catalogue]) {
      expect(entry.ip).toMatch(/127\.0\.0\.1|::1/);
      expect(Date.now() - new Date(entry.createdAt).getTime()).toBeLessThan(60_000);
      expect(typeof entry.adminId).toBe('string');
    }

    // The character page's slice carries the address too.
    const detail = await api(app, 'GET', `/api/admin/characters/${player.characterId}`, { token: admin });
    expect(detail.body.auditLog[0]).toMatchObject({ action: 'character.money', ip: money.ip });
  });

  it('filters by target type, action, target, admin and game day, and pages', async () => {
    const player = await givenPlayer(app);
    for (const amount of [1, 2, 3])
      await api(app, 'POST', `/api/admin/characters/${player.characterId}/money`, {
        token: admin,
        body: { amount },
      });

    const users = await log('targetType=user');
    expect(users.body.total).toBeGreaterThan(0);
    expect(users.body.entries.every((e: { targetType: string }) => e.targetType === 'user')).toBe(true);

    const money = await log('action=MONEY');
    expect(money.body.entries.every((e: { action: string }) => e.action === 'character.money')).toBe(true);

    const mine = await log(`targetType=character&targetId=${player.characterId}&limit=2`);
    expect(mine.body).toMatchObject({ total: 3, totalPages: 2, page: 1, limit: 2 });
    expect(mine.body.entries.map((e: { after: { money: number } }) => e.after.money)).toEqual([6, 3]);
    const second = await log(`targetType=character&targetId=${player.characterId}&limit=2&page=2`);
    expect(second.body.entries.map((e: { after: { money: number } }) => e.after.money)).toEqual([1]);

    expect(
      (await log(`admin=${adminName.slice(1, -1).toUpperCase()}&targetId=${player.characterId}`)).body.total,
    ).toBe(3);
    expect((await log(`admin=nobody-here&targetId=${player.characterId}`)).body.total).toBe(0);

    // Game days in Asia/Riyadh: today holds them, a past month does not.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: app.config.TZ_GAME }).format(new Date());
    expect((await log(`dateFrom=${today}&dateTo=${today}&targetId=${player.characterId}`)).body.total).toBe(
      3,
    );
    expect(
      (await log(`dateFrom=2026-01-01&dateTo=2026-01-31&targetId=${player.characterId}`)).body.total,
    ).toBe(0);
  });

  it('refuses bad filters in Arabic, and players', async () => {
    const badType = await log('targetType=planet');
    expect(badType.status).toBe(400);
    expect(badType.body.details).toEqual(['نوع الهدف غير صحيح']);
    expect((await log('dateFrom=2026-13-01')).status).toBe(400);
    expect((await log('limit=101')).status).toBe(400);
    expect((await log(`admin=${'x'.repeat(51)}`)).status).toBe(400);
    const player = await givenPlayer(app);
    expect((await log('', player.token)).status).toBe(403);
  });
});
