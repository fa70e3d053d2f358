import { randomBytes } from 'node:crypto';
import type { Clock } from '../src/common/clock';
import { api, connectSocket, GameClientSocket, nextEvent, Player } from './support/api';
import { closeSocket } from './support/cluster/sockets';
import { economyAudit, givenAdmin, givenPlayer } from './support/factories';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * Suggestions (spec 001 sections 2.10, 3, 4, 7, 9; DESIGN.md section 6): the player's form and own
 * list, the daily limit of 5, the admin list with search and status, the stats, only the allowed
 * status moves, delete, and the author's notification when theirs is done.
 */

jest.setTimeout(60_000);

type Any = any;

describe('suggestions', () => {
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

  let sequence = 0;
  const submit = (player: Player, overrides: Record<string, unknown> = {}) =>
    api(app, 'POST', '/api/suggestions', {
      token: player.token,
      body: {
        type: 'suggestion',
        title: `اقتراح رقم ${++sequence}`,
        message: 'أقترح إضافة سوق جديد للأسلحة',
        ...overrides,
      },
    });

  const setStatus = (id: number, body: Record<string, unknown>) =>
    api(app, 'PUT', `/api/suggestions/${id}/status`, { token: admin, body });

  /** A new player's new suggestion. */
  const submitted = async (overrides: Record<string, unknown> = {}) => {
    const player = await givenPlayer(app);
    const response = await submit(player, overrides);
    expect(response.status).toBe(201);
    return { player, suggestion: response.body.suggestions[0] as { id: number; title: string } };
  };

  it('stores a suggestion as unread and lists the player’s own, newest first', async () => {
    const player = await givenPlayer(app);
    await submit(player, { title: 'الأول' });
    const response = await submit(player, {
      type: 'bug',
      title: 'خطأ في المتجر',
      message: 'زر الشراء لا يعمل أحياناً',
    });
    expect(response.status).toBe(201);
    expect(response.body.remainingToday).toBe(3);
    expect(response.body.suggestions).toEqual([
      {
        id: expect.any(Number),
        type: 'bug',
        title: 'خطأ في المتجر',
        message: 'زر الشراء لا يعمل أحياناً',
        status: 'unread',
        adminNotes: null,
        createdAt: expect.any(String),
        resolvedAt: null,
      },
      expect.objectContaining({ title: 'الأول', type: 'suggestion' }),
    ]);
    const mine = await api(app, 'GET', '/api/suggestions/mine', { token: player.token });
    expect(mine.body).toEqual(response.body);
    const other = await givenPlayer(app);
    expect((await api(app, 'GET', '/api/suggestions/mine', { token: other.token })).body.suggestions).toEqual(
      [],
    );
  });

  it('refuses a bad type, a title outside 3..100 and a message outside 10..2000 with Arabic details', async () => {
    const player = await givenPlayer(app);
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'praise' }, 'نوع الاقتراح يجب أن يكون اقتراحاً أو خطأً أو أخرى'],
      [{ title: 'اب' }, 'العنوان يجب أن يكون 3 أحرف على الأقل'],
      [{ title: 'ا'.repeat(101) }, 'العنوان يجب أن يكون 100 أحرف كحد أقصى'],
      [{ message: 'قصير' }, 'الرسالة يجب أن يكون 10 أحرف على الأقل'],
      [{ message: 'ا'.repeat(2001) }, 'الرسالة يجب أن يكون 2000 أحرف كحد أقصى'],
      [{ title: '   ' }, 'العنوان مطلوب'],
    ];
    for (const [overrides, detail] of cases) {
      const response = await submit(player, overrides);
      expect({ overrides, status: response.status, details: response.body.details }).toEqual({
        overrides,
        status: 400,
        details: [detail],
      });
    }
    expect(
      (await api(app, 'GET', '/api/suggestions/mine', { token: player.token })).body.suggestions,
    ).toEqual([]);
  });

  it('allows 5 suggestions a game day, also when sent at once, and 5 more the next day', async () => {
    const player = await givenPlayer(app);
    const responses = await Promise.all([...Array(7)].map(() => submit(player)));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const refused = responses.find((r) => r.status === 429)!;
    expect(refused.body).toMatchObject({ code: 'SUGGESTION_DAILY_LIMIT' });
    expect(refused.body.message).toMatch(/[\u0600-\u06FF]/);
    const mine = await api(app, 'GET', '/api/suggestions/mine', { token: player.token });
    expect(mine.body.suggestions).toHaveLength(5);
    expect(mine.body.remainingToday).toBe(0);

    const clock = app.app.get<Clock>('Clock');
    const realNow = clock.now.bind(clock);
    const spy = jest
      .spyOn(clock, 'now')
      .mockImplementation(() => new Date(realNow().getTime() + 24 * 3600_000));
    try {
      expect((await submit(player)).status).toBe(201);
    } finally {
      spy.mockRestore();
    }
  });

  it('lets an admin search, filter, count and delete; refuses the admin routes to players', async () => {
    // Random, not the worker's pid: every file of a worker shares its pid and its suggestions table.
    const unique = `فريد${randomBytes(4).toString('hex')}`;
    const { player, suggestion } = await submitted({ title: `${unique} عنوان` });
    const before = (await api(app, 'GET', '/api/suggestions/stats', { token: admin })).body;
    expect(before).toEqual({
      total: expect.any(Number),
      unread: expect.any(Number),
      pending: expect.any(Number),
      done: expect.any(Number),
    });
    expect(before.total).toBe(before.unread + before.pending + before.done);

    const found = await api(app, 'GET', `/api/suggestions?search=${encodeURIComponent(unique)}`, {
      token: admin,
    });
    expect(found.status).toBe(200);
    expect(found.body.suggestions).toEqual([
      expect.objectContaining({
        id: suggestion.id,
        status: 'unread',
        user: { username: player.username, email: null, characterName: player.username },
      }),
    ]);
    const byName = await api(app, 'GET', `/api/suggestions?search=${player.username}`, { token: admin });
    expect(byName.body.suggestions.map((s: Any) => s.id)).toEqual([suggestion.id]);
    expect((await setStatus(suggestion.id, { status: 'pending' })).status).toBe(200);
    const pending = await api(app, 'GET', '/api/suggestions?status=pending', { token: admin });
    expect(pending.body.suggestions.every((s: Any) => s.status === 'pending')).toBe(true);
    expect(pending.body.suggestions.map((s: Any) => s.id)).toContain(suggestion.id);
    const stats = (await api(app, 'GET', '/api/suggestions/stats', { token: admin })).body;
    expect(stats).toMatchObject({
      total: before.total,
      unread: before.unread - 1,
      pending: before.pending + 1,
    });
    expect((await api(app, 'GET', '/api/suggestions?status=closed', { token: admin })).status).toBe(400);

    for (const [method, path, body] of [
      ['GET', '/api/suggestions'],
      ['GET', '/api/suggestions/stats'],
      ['PUT', `/api/suggestions/${suggestion.id}/status`, { status: 'done' }],
      ['DELETE', `/api/suggestions/${suggestion.id}`],
    ] as [string, string, unknown?][])
      expect({ path, status: (await api(app, method, path, { token: player.token, body })).status }).toEqual({
        path,
        status: 403,
      });

    expect((await api(app, 'DELETE', `/api/suggestions/${suggestion.id}`, { token: admin })).body).toEqual({
      success: true,
      id: suggestion.id,
    });
    expect((await api(app, 'DELETE', `/api/suggestions/${suggestion.id}`, { token: admin })).status).toBe(
      404,
    );
    expect(
      (await api(app, 'GET', '/api/suggestions/mine', { token: player.token })).body.suggestions,
    ).toEqual([]);
  });

  describe('status moves (spec 001 section 4)', () => {
    it('allows unread to pending, pending to done and unread to done', async () => {
      const a = await submitted();
      expect((await setStatus(a.suggestion.id, { status: 'pending' })).body.suggestion.status).toBe(
        'pending',
      );
      const done = await setStatus(a.suggestion.id, { status: 'done', adminNotes: 'تمت الإضافة' });
      expect(done.status).toBe(200);
      expect(done.body.suggestion).toMatchObject({
        status: 'done',
        adminNotes: 'تمت الإضافة',
        resolvedAt: expect.any(String),
      });

      const b = await submitted();
      expect((await setStatus(b.suggestion.id, { status: 'done' })).body.suggestion).toMatchObject({
        status: 'done',
        adminNotes: null,
      });
    });

    it('refuses every other move with 409 and an Arabic sentence, changing nothing', async () => {
      const pending = await submitted();
      await setStatus(pending.suggestion.id, { status: 'pending', adminNotes: 'قيد الدراسة' });
      const done = await submitted();
      await setStatus(done.suggestion.id, { status: 'done', adminNotes: 'انتهى' });
      const unread = await submitted();
      const refused: [number, string, string][] = [
        [unread.suggestion.id, 'unread', 'غير مقروء'],
        [pending.suggestion.id, 'unread', 'قيد المراجعة'],
        [pending.suggestion.id, 'pending', 'قيد المراجعة'],
        [done.suggestion.id, 'pending', 'تم'],
        [done.suggestion.id, 'done', 'تم'],
        [done.suggestion.id, 'unread', 'تم'],
      ];
      for (const [id, status, fromName] of refused) {
        const response = await setStatus(id, { status, adminNotes: 'تغيير' });
        expect({ id, status, code: response.status, body: response.body }).toMatchObject({
          id,
          status,
          code: 409,
          body: { code: 'SUGGESTION_STATUS_NOT_ALLOWED', message: expect.stringContaining(fromName) },
        });
      }
      const rows = await app.dataSource.query(
        `SELECT id, status, admin_notes FROM suggestions WHERE id = ANY($1) ORDER BY id`,
        [[pending.suggestion.id, done.suggestion.id, unread.suggestion.id]],
      );
      expect(rows.map((r: Any) => [r.status, r.admin_notes])).toEqual([
        ['pending', 'قيد الدراسة'],
        ['done', 'انتهى'],
        ['unread', null],
      ]);
      expect((await setStatus(999_999, { status: 'done' })).status).toBe(404);
      expect((await setStatus(unread.suggestion.id, { status: 'closed' })).status).toBe(400);
    });

    it('keeps the notes when none are sent and notifies the author with them when marked done', async () => {
      const { player, suggestion } = await submitted({ title: 'سوق الأسلحة' });
      await setStatus(suggestion.id, { status: 'pending', adminNotes: 'سنضيفه في التحديث القادم' });
      const socket = await connectSocket(app, player.token);
      sockets.push(socket);
      const notified = nextEvent(socket, 'notification');
      const done = await setStatus(suggestion.id, { status: 'done' });
      expect(done.body.suggestion.adminNotes).toBe('سنضيفه في التحديث القادم');
      const notification = await notified;
      expect(notification).toMatchObject({
        type: 'suggestion_done',
        message: expect.stringContaining('سنضيفه في التحديث القادم'),
      });
      expect(notification.message).toContain('سوق الأسلحة');
      const stored = await api(app, 'GET', '/api/notifications', { token: player.token });
      expect(stored.body.data.notifications[0]).toMatchObject({ type: 'suggestion_done' });
      const mine = await api(app, 'GET', '/api/suggestions/mine', { token: player.token });
      expect(mine.body.suggestions[0]).toMatchObject({
        status: 'done',
        adminNotes: 'سنضيفه في التحديث القادم',
      });
    });

    it('does not notify when a suggestion only moves to pending', async () => {
      const { player, suggestion } = await submitted();
      await setStatus(suggestion.id, { status: 'pending' });
      const stored = await api(app, 'GET', '/api/notifications', { token: player.token });
      expect(stored.body.data.notifications).toEqual([]);
      expect((await economyAudit(app)).ok).toBe(true);
    });
  });
});
