import { api, connectSocket, GameClientSocket, nextEvent } from './support/api';
import { closeSocket } from './support/cluster/sockets';
import { economyAudit, givenAdmin, givenPlayer } from './support/factories';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * Game news (spec 002 sections 2.10, 3, 5, 7, 9; DESIGN.md section 6): the admin routes with colours
 * and isActive, the players' list of active news newest first, and `gameNews:update` pushed to every
 * player when news is published, edited or deleted.
 */

jest.setTimeout(60_000);

type Any = any;

describe('game news', () => {
  let app: TestApp;
  let admin: string;
  const sockets: GameClientSocket[] = [];

  beforeAll(async () => {
    app = await sharedTestApp();
    admin = await givenAdmin(app);
  });
  afterAll(async () => {
    for (const socket of sockets) await closeSocket(socket);
    await app?.close();
  });

  const publish = (body: Record<string, unknown>) =>
    api(app, 'POST', '/api/game-news/admin/news', { token: admin, body });

  it('publishes news with its colour and author, and lists active news newest first to players', async () => {
    const first = await publish({ title: 'تحديث جديد', content: 'أضفنا مهمات الوزارة', color: 'green' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      title: 'تحديث جديد',
      content: 'أضفنا مهمات الوزارة',
      color: 'green',
      isActive: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      admin: expect.any(String),
    });
    const hidden = await publish({ title: 'مسودة', content: 'لم تنشر بعد', isActive: false });
    expect(hidden.body).toMatchObject({ color: 'blue', isActive: false });
    const second = await publish({ title: 'حدث نهاية الأسبوع', content: 'ضعف الخبرة', color: 'purple' });

    const player = await givenPlayer(app);
    // This test's news, in the order listed (the news table is shared by the worker's files).
    const ours = new Set([first.body.id, hidden.body.id, second.body.id]);
    const ownIds = (body: Any[]) => body.map((n) => n.id).filter((id) => ours.has(id));
    const list = await api(app, 'GET', '/api/game-news', { token: player.token });
    expect(list.status).toBe(200);
    expect(ownIds(list.body)).toEqual([second.body.id, first.body.id]);
    expect(list.body.every((n: Any) => n.isActive)).toBe(true);
    const all = await api(app, 'GET', '/api/game-news/admin/news', { token: admin });
    expect(ownIds(all.body)).toEqual([second.body.id, hidden.body.id, first.body.id]);
  });

  it('refuses blank title or content and unknown colours with Arabic details', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ', content: 'نص' }, 'عنوان الخبر مطلوب'],
      [{ title: 'عنوان', content: '' }, 'محتوى الخبر مطلوب'],
      [{ title: 'عنوان', content: 'نص', color: 'black' }, 'لون الخبر غير صحيح'],
    ];
    for (const [body, detail] of cases) {
      const response = await publish(body);
      expect({ status: response.status, details: response.body.details }).toEqual({
        status: 400,
        details: [detail],
      });
    }
  });

  it('pushes gameNews:update to every player on publish, edit and delete', async () => {
    const players = await Promise.all([givenPlayer(app), givenPlayer(app)]);
    const connected = await Promise.all(players.map((player) => connectSocket(app, player.token)));
    sockets.push(...connected);

    const onPublish = connected.map((socket) => nextEvent(socket, 'gameNews:update'));
    const created = await publish({ title: 'خبر عاجل', content: 'افتتاح الكازينو الجديد', color: 'red' });
    for (const pushed of await Promise.all(onPublish))
      expect(pushed[0]).toMatchObject({ id: created.body.id, color: 'red' });

    const onEdit = connected.map((socket) => nextEvent(socket, 'gameNews:update'));
    const edited = await api(app, 'PUT', `/api/game-news/admin/news/${created.body.id}`, {
      token: admin,
      body: { content: 'تأجيل افتتاح الكازينو', color: 'orange' },
    });
    expect(edited.body).toMatchObject({
      title: 'خبر عاجل',
      content: 'تأجيل افتتاح الكازينو',
      color: 'orange',
    });
    for (const pushed of await Promise.all(onEdit))
      expect(pushed[0]).toMatchObject({ id: created.body.id, content: 'تأجيل افتتاح الكازينو' });

    const onHide = nextEvent(connected[1], 'gameNews:update');
    await api(app, 'PUT', `/api/game-news/admin/news/${created.body.id}`, {
      token: admin,
      body: { isActive: false },
    });
    expect((await onHide).map((n) => n.id)).not.toContain(created.body.id);

    const onDelete = nextEvent(connected[0], 'gameNews:update');
    const deleted = await api(app, 'DELETE', `/api/game-news/admin/news/${created.body.id}`, {
      token: admin,
    });
    expect(deleted.body).toEqual({ success: true, id: created.body.id });
    await onDelete;
    expect(
      (await api(app, 'DELETE', `/api/game-news/admin/news/${created.body.id}`, { token: admin })).status,
    ).toBe(404);
  });

  it('answers gameNews:request with the REST list', async () => {
    const player = await givenPlayer(app);
    const socket = await connectSocket(app, player.token);
    sockets.push(socket);
    const answered = nextEvent(socket, 'gameNews:update');
    socket.emit('gameNews:request');
    expect(await answered).toEqual((await api(app, 'GET', '/api/game-news', { token: player.token })).body);
  });

  it('refuses the admin routes to players', async () => {
    const player = await givenPlayer(app);
    for (const [method, path, body] of [
      ['GET', '/api/game-news/admin/news'],
      ['POST', '/api/game-news/admin/news', { title: 'x', content: 'y' }],
      ['PUT', '/api/game-news/admin/news/1', { title: 'x' }],
      ['DELETE', '/api/game-news/admin/news/1'],
    ] as [string, string, unknown?][])
      expect({
        path,
        method,
        status: (await api(app, method, path, { token: player.token, body })).status,
      }).toEqual({
        path,
        method,
        status: 403,
      });
    expect((await economyAudit(app)).ok).toBe(true);
  });
});
