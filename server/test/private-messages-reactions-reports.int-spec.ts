import type { MuteService } from '../src/modules/moderation/mute.service';
import { api, createPlayer, GameClientSocket, nextEvent, Player, signInAdmin } from './support/api';
import { closeSocketsAndSettle, connectAuthenticated } from './support/cluster/sockets';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';
import { emitWithAck } from './support/private-messages';

/**
 * Private messages on two server nodes sharing PostgreSQL and Redis (DESIGN.md section 6, Chat;
 * spec 000 section 7; spec 002 sections 2.12, 4, 5 and 7 for the reports).
 * This file: reactions, reports.
 */
jest.setTimeout(60_000);

describe('private messages across two nodes', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let adminToken: string;
  const connections: { socket: GameClientSocket; userId: string }[] = [];

  beforeAll(async () => {
    nodeA = await sharedTestApp();
    nodeB = await sharedTestApp('second');
    adminToken = await signInAdmin(nodeA);
  });
  afterAll(async () => {
    if (nodeA) await closeSocketsAndSettle(nodeA, connections);
    await nodeB?.close();
    await nodeA?.close();
  });

  const connect = async (node: TestApp, player: Player) => {
    const { socket } = await connectAuthenticated(node, player.token);
    connections.push({ socket, userId: player.userId });
    return socket;
  };

  const send = (node: TestApp, from: Player, to: Player, content: string) =>
    api(node, 'POST', `/api/messages/${to.userId}`, { token: from.token, body: { content } });

  const conversation = (node: TestApp, player: Player, other: Player, query = '') =>
    api(node, 'GET', `/api/messages/conversations/${other.userId}${query}`, { token: player.token });

  describe('reactions', () => {
    it('adds and removes reactions of either participant, once per user and emoji', async () => {
      const [author, reader, stranger] = [
        await createPlayer(nodeA),
        await createPlayer(nodeA),
        await createPlayer(nodeA),
      ];
      const message = (await send(nodeA, author, reader, 'خبر جميل')).body;
      const readerSocket = await connect(nodeB, reader);
      const authorSocket = await connect(nodeA, author);
      const authorUpdate = nextEvent(authorSocket, 'messages:update');

      const added = await emitWithAck(readerSocket, 'add_message_reaction', {
        messageId: message.id,
        emoji: '👍',
      });
      expect(added).toMatchObject({ id: message.id, reactions: { '👍': [reader.userId] } });
      expect((await authorUpdate).messages[0].reactions).toEqual({ '👍': [reader.userId] });
      expect(
        await emitWithAck(readerSocket, 'add_message_reaction', { messageId: message.id, emoji: '👍' }),
      ).toMatchObject({
        reactions: { '👍': [reader.userId] },
      });
      const byAuthor = await api(nodeA, 'POST', `/api/messages/${message.id}/reactions`, {
        token: author.token,
        body: { emoji: '👍' },
      });
      expect(byAuthor.status).toBe(200);
      expect(byAuthor.body.reactions).toEqual({ '👍': [reader.userId, author.userId] });

      const removed = await emitWithAck(readerSocket, 'remove_message_reaction', {
        messageId: message.id,
        emoji: '👍',
      });
      expect(removed).toMatchObject({ reactions: { '👍': [author.userId] } });
      const restRemoved = await api(
        nodeA,
        'DELETE',
        `/api/messages/${message.id}/reactions?emoji=${encodeURIComponent('👍')}`,
        { token: author.token },
      );
      expect(restRemoved.body.reactions).toEqual({});

      const byStranger = await api(nodeA, 'POST', `/api/messages/${message.id}/reactions`, {
        token: stranger.token,
        body: { emoji: '😂' },
      });
      expect(byStranger.status).toBe(404);
      const blankEmoji = await emitWithAck(readerSocket, 'add_message_reaction', {
        messageId: message.id,
        emoji: '',
      });
      expect(blankEmoji).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    });

    it('refuses a muted player and the 21st reaction within 10 s (429 MESSAGE_ACTIONS_RATE_LIMITED), changing nothing', async () => {
      const [author, reader] = [await createPlayer(nodeA), await createPlayer(nodeA)];
      const message = (await send(nodeA, author, reader, 'تفاعل بسرعة')).body;
      const react = (node: TestApp, method: 'POST' | 'DELETE') =>
        api(
          node,
          method,
          `/api/messages/${message.id}/reactions${method === 'DELETE' ? `?emoji=${encodeURIComponent('👍')}` : ''}`,
          { token: reader.token, body: method === 'POST' ? { emoji: '👍' } : undefined },
        );
      for (let i = 0; i < 20; i++)
        expect((await react(i % 2 ? nodeB : nodeA, i % 2 ? 'DELETE' : 'POST')).status).toBe(200);
      const limited = await react(nodeB, 'POST');
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({
        code: 'MESSAGE_ACTIONS_RATE_LIMITED',
        retryAfterMs: expect.any(Number),
      });

      await nodeA.app.get<MuteService>('MuteService').mute(author.userId, 10);
      const muted = await api(nodeA, 'POST', `/api/messages/${message.id}/reactions`, {
        token: author.token,
        body: { emoji: '❤️' },
      });
      expect(muted.status).toBe(403);
      expect(muted.body).toMatchObject({ code: 'MUTED' });
      const [row] = await nodeA.dataSource.query('SELECT reactions FROM private_messages WHERE id = $1', [
        message.id,
      ]);
      expect(row.reactions ?? {}).toEqual({});
    });
  });

  describe('reports', () => {
    const report = (node: TestApp, player: Player, messageId: number, reason: unknown) =>
      api(node, 'POST', `/api/messages/${messageId}/report`, { token: player.token, body: { reason } });
    const setStatus = (id: number, body: Record<string, unknown>, token = adminToken) =>
      api(nodeA, 'PUT', `/api/messages/reports/${id}/status`, { token, body });

    it('lets the receiver report a message once; the author and strangers cannot', async () => {
      const [author, reader, stranger] = [
        await createPlayer(nodeA),
        await createPlayer(nodeA),
        await createPlayer(nodeA),
      ];
      const message = (await send(nodeA, author, reader, 'رسالة مزعجة')).body;
      const created = await report(nodeB, reader, message.id, 'إزعاج متكرر');
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ success: true, reportId: expect.any(Number) });
      expect((await report(nodeB, reader, message.id, 'مرة أخرى')).body).toMatchObject({
        statusCode: 409,
        code: 'ALREADY_REPORTED',
      });
      expect((await report(nodeB, author, message.id, 'نفسي')).body).toMatchObject({
        statusCode: 400,
        code: 'CANNOT_REPORT_OWN_MESSAGE',
      });
      expect((await report(nodeB, stranger, message.id, 'فضول')).status).toBe(404);
      const blank = await report(nodeB, reader, message.id, '  ');
      expect(blank.status).toBe(400);
      expect(blank.body.details).toEqual(['سبب الإبلاغ مطلوب']);
    });

    it('lists reports for the admin with reporter, message, Sender and Receiver', async () => {
      const [author, reader] = [await createPlayer(nodeA), await createPlayer(nodeA)];
      const message = (await send(nodeA, author, reader, 'محتوى مسيء')).body;
      const { reportId } = (await report(nodeA, reader, message.id, 'مسيء')).body;
      const listed = await api(nodeB, 'GET', '/api/messages/reports?status=PENDING', { token: adminToken });
      expect(listed.status).toBe(200);
      expect(listed.body.reports[0]).toMatchObject({
        id: reportId,
        status: 'PENDING',
        reason: 'مسيء',
        adminNotes: null,
        reporter: { id: reader.userId, username: reader.username },
        message: {
          id: message.id,
          content: 'محتوى مسيء',
          Sender: { id: author.userId, username: author.username, isAdmin: false },
          Receiver: { id: reader.userId, username: reader.username },
        },
        resolvedBy: null,
        resolver: null,
        resolvedAt: null,
      });
      expect(listed.body.total).toBeGreaterThanOrEqual(1);
      const bad = await api(nodeB, 'GET', '/api/messages/reports?status=OPEN', { token: adminToken });
      expect(bad.status).toBe(400);
    });

    it('resolves with mute_user: the author is muted and cannot send', async () => {
      const [author, reader] = [await createPlayer(nodeA), await createPlayer(nodeA)];
      const message = (await send(nodeA, author, reader, 'رسالة سيئة')).body;
      const { reportId } = (await report(nodeA, reader, message.id, 'سيئة')).body;
      const authorSocket = await connect(nodeB, author);
      const muted = nextEvent(authorSocket, 'muted');

      const resolved = await setStatus(reportId, {
        status: 'RESOLVED',
        action: 'mute_user',
        adminNotes: 'تحذير أول',
        muteMinutes: 30,
      });

      expect(resolved.status).toBe(200);
      expect(resolved.body).toMatchObject({
        id: reportId,
        status: 'RESOLVED',
        action: 'mute_user',
        adminNotes: 'تحذير أول',
        resolver: { username: expect.any(String) },
      });
      expect(resolved.body.resolvedAt).toEqual(expect.any(String));
      const until = new Date((await muted).until).getTime();
      expect(until - Date.now()).toBeGreaterThan(29 * 60_000);
      expect(until - Date.now()).toBeLessThanOrEqual(30 * 60_000);
      expect((await send(nodeA, author, reader, 'مرحبا')).body).toMatchObject({
        statusCode: 403,
        code: 'MUTED',
      });
      expect((await setStatus(reportId, { status: 'DISMISSED' })).body).toMatchObject({
        statusCode: 409,
        code: 'REPORT_ALREADY_HANDLED',
      });
      const notified = await api(nodeA, 'GET', '/api/notifications', { token: reader.token });
      expect(notified.body.data.notifications.map((n: { type: string }) => n.type)).toContain(
        'report_resolved',
      );
    });

    it('resolves with delete_message: the message is deleted for both players', async () => {
      const [author, reader] = [await createPlayer(nodeA), await createPlayer(nodeA)];
      const message = (await send(nodeA, author, reader, 'ستحذف')).body;
      const { reportId } = (await report(nodeA, reader, message.id, 'احذفوها')).body;
      const readerSocket = await connect(nodeB, reader);
      const update = nextEvent(readerSocket, 'messages:update');

      const resolved = await setStatus(reportId, { status: 'RESOLVED', action: 'delete_message' });

      expect(resolved.status).toBe(200);
      expect(resolved.body.message).toMatchObject({ id: message.id, isDeleted: true, content: 'ستحذف' });
      expect((await update).messages).toEqual([]);
      expect((await conversation(nodeA, author, reader)).body.messages).toEqual([]);
      const [row] = await nodeA.dataSource.query(`SELECT deleted_at FROM private_messages WHERE id = $1`, [
        message.id,
      ]);
      expect(row.deleted_at).not.toBeNull();
      const [mute] = await nodeA.dataSource.query(`SELECT muted_until FROM users WHERE id = $1`, [
        author.userId,
      ]);
      expect(mute.muted_until).toBeNull();
    });

    it('dismisses a report without acting, and validates status, action and notes', async () => {
      const [author, reader] = [await createPlayer(nodeA), await createPlayer(nodeA)];
      const message = (await send(nodeA, author, reader, 'عادية')).body;
      const { reportId } = (await report(nodeA, reader, message.id, 'لا شيء')).body;

      const longNotes = await setStatus(reportId, { status: 'DISMISSED', adminNotes: 'ن'.repeat(201) });
      expect(longNotes.status).toBe(400);
      expect(longNotes.body.details).toEqual(['ملاحظات المشرف يجب أن يكون 200 أحرف كحد أقصى']);
      expect((await setStatus(reportId, { status: 'REVIEWED' })).status).toBe(400);
      expect((await setStatus(reportId, { status: 'DISMISSED', action: 'delete_message' })).status).toBe(400);
      expect((await setStatus(999_999, { status: 'DISMISSED' })).body).toMatchObject({
        statusCode: 404,
        code: 'REPORT_NOT_FOUND',
      });

      const dismissed = await setStatus(reportId, { status: 'DISMISSED', adminNotes: 'ن'.repeat(200) });
      expect(dismissed.status).toBe(200);
      expect(dismissed.body).toMatchObject({
        status: 'DISMISSED',
        action: null,
        message: { isDeleted: false },
      });
      expect((await conversation(nodeA, author, reader)).body.messages).toHaveLength(1);
    });

    it('refuses the admin routes to a player (403) and without a token (401)', async () => {
      const player = await createPlayer(nodeA);
      const list = await api(nodeA, 'GET', '/api/messages/reports', { token: player.token });
      expect(list.status).toBe(403);
      expect(list.body.code).toBe('ADMIN_ONLY');
      expect((await setStatus(1, { status: 'DISMISSED' }, player.token)).status).toBe(403);
      expect((await api(nodeA, 'GET', '/api/messages/reports')).status).toBe(401);
      expect(
        (await api(nodeA, 'PUT', '/api/messages/reports/1/status', { body: { status: 'DISMISSED' } })).status,
      ).toBe(401);
    });
  });
});
