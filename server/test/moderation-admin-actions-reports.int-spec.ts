import type { MuteService } from '../src/modules/moderation/mute.service';
import { api, createPlayer, GameClientSocket, nextEvent, Player, signInAdmin } from './support/api';
import { ack } from './support/chat';
import { closeSocketsAndSettle, connectAuthenticated, sleep } from './support/cluster/sockets';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * Moderation (spec 000 section 6; spec 002 sections 2.12, 2.13, 4 and 7): admin socket actions,
 * mutes, bans, reports on global messages, the blocked-messages log and the admins' word lists.
 * This file: admin socket actions, reports on global messages.
 */
jest.setTimeout(60_000);

describe('moderation', () => {
  let node: TestApp;
  let nodeB: TestApp;
  let adminToken: string;
  let adminId: string;
  let admin: GameClientSocket;
  const connections: { socket: GameClientSocket; userId: string }[] = [];

  beforeAll(async () => {
    node = await sharedTestApp();
    nodeB = await sharedTestApp('second');
    adminToken = await signInAdmin(node);
    [{ id: adminId }] = await node.dataSource.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [
      node.config.ADMIN_EMAIL,
    ]);
    admin = await connect(node, { token: adminToken, userId: adminId });
  });
  afterAll(async () => {
    if (node) await closeSocketsAndSettle(node, connections);
    await nodeB?.close();
    await node?.close();
  });

  async function connect(at: TestApp, player: Pick<Player, 'token' | 'userId'>) {
    const { socket } = await connectAuthenticated(at, player.token);
    connections.push({ socket, userId: player.userId });
    return socket;
  }

  const playerWithSocket = async (at: TestApp = node) => {
    const player = await createPlayer(node);
    const socket = await connect(at, player);
    await ack(socket, 'join_global_chat');
    return { player, socket };
  };

  describe('admin socket actions', () => {
    it('refuses every admin action to a player', async () => {
      const { socket } = await playerWithSocket();
      const victim = await playerWithSocket();
      const message = await ack(victim.socket, 'send_global_message', { content: 'رسالة عادية' });
      const refused = { statusCode: 403, code: 'ADMIN_ONLY', message: 'هذا الإجراء للمشرفين فقط' };
      expect(await ack(socket, 'mute_user', { userId: victim.player.userId, minutes: 5 })).toMatchObject(
        refused,
      );
      expect(await ack(socket, 'kick_user', { userId: victim.player.userId })).toMatchObject(refused);
      expect(await ack(socket, 'ban_user', { userId: victim.player.userId, reason: 'x' })).toMatchObject(
        refused,
      );
      expect(await ack(socket, 'delete_global_message', { messageId: message.id })).toMatchObject(refused);
      expect(await ack(socket, 'clear_global_chat')).toMatchObject(refused);
      // Nothing happened.
      expect(victim.socket.connected).toBe(true);
      expect(await node.app.get<MuteService>('MuteService').mutedUntil(victim.player.userId)).toBeNull();
      const history = await api(node, 'GET', '/api/global-chat/messages', { token: victim.player.token });
      expect(history.body.messages.some((m: { id: number }) => m.id === message.id)).toBe(true);
      expect((await api(node, 'GET', '/api/character/profile', { token: victim.player.token })).status).toBe(
        200,
      );
    });

    it('mutes a user until the mute ends: muted { until, reason }, MUTED refusals, then messages again', async () => {
      const target = await playerWithSocket(nodeB);
      const muted = nextEvent(target.socket, 'muted');
      const result = await ack(admin, 'mute_user', {
        userId: target.player.userId,
        minutes: 0.02,
        reason: 'إزعاج',
      });
      expect(result).toMatchObject({ success: true, userId: target.player.userId });
      const pushed = await muted;
      expect(pushed).toEqual({ until: result.until, reason: 'إزعاج' });
      expect(new Date(pushed.until).getTime() - Date.now()).toBeLessThanOrEqual(1200);

      const refused = await ack(target.socket, 'send_global_message', { content: 'هل أستطيع الكلام؟' });
      expect(refused).toMatchObject({
        statusCode: 403,
        code: 'MUTED',
        message: 'أنت مكتوم ولا يمكنك إرسال الرسائل حالياً',
        until: result.until,
      });
      await sleep(Math.max(0, new Date(result.until).getTime() - Date.now()) + 50);
      expect(await ack(target.socket, 'send_global_message', { content: 'عدت للكلام' })).toMatchObject({
        content: 'عدت للكلام',
      });
    });

    it('refuses a mute without a valid length', async () => {
      const target = await createPlayer(node);
      expect(await ack(admin, 'mute_user', { userId: target.userId, minutes: 0 })).toMatchObject({
        code: 'INVALID_MUTE_DURATION',
      });
      // A wrong type is refused by the DTO, like on REST (400 with Arabic details).
      expect(await ack(admin, 'mute_user', { userId: target.userId, minutes: 'x' })).toMatchObject({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        details: ['مدة الكتم غير صحيحة'],
      });
    });

    it('kicks a user: every socket of theirs is disconnected, on every node', async () => {
      const target = await playerWithSocket(nodeB);
      const disconnected = new Promise<string>((resolve) => target.socket.once('disconnect', resolve));
      expect(await ack(admin, 'kick_user', { userId: target.player.userId })).toEqual({
        success: true,
        userId: target.player.userId,
      });
      expect(await disconnected).toBe('io server disconnect');
      // A kick is not a ban.
      expect((await api(node, 'GET', '/api/character/profile', { token: target.player.token })).status).toBe(
        200,
      );
    });

    it('bans a user: banned, disconnect, and REST answers 403 Account blocked from then on', async () => {
      const target = await playerWithSocket(nodeB);
      const banned = nextEvent(target.socket, 'banned');
      const disconnected = new Promise<string>((resolve) => target.socket.once('disconnect', resolve));
      // Warm the access cache, so the ban must drop it.
      expect((await api(node, 'GET', '/api/character/profile', { token: target.player.token })).status).toBe(
        200,
      );

      const result = await ack(admin, 'ban_user', { userId: target.player.userId, reason: 'شتائم متكررة' });
      expect(result).toMatchObject({ success: true, userId: target.player.userId });
      expect(await banned).toEqual({ reason: 'شتائم متكررة', bannedAt: result.bannedAt });
      expect(await disconnected).toBe('io server disconnect');
      for (const at of [node, nodeB]) {
        const response = await api(at, 'GET', '/api/character/profile', { token: target.player.token });
        expect(response.status).toBe(403);
        expect(response.body).toMatchObject({
          message: 'Account blocked',
          reason: 'شتائم متكررة',
          bannedAt: result.bannedAt,
        });
      }
    });

    it('refuses an admin acting on themselves', async () => {
      expect(await ack(admin, 'ban_user', { userId: adminId })).toMatchObject({
        code: 'CANNOT_MODERATE_SELF',
      });
      expect(await ack(admin, 'mute_user', { userId: adminId, minutes: 1 })).toMatchObject({
        code: 'CANNOT_MODERATE_SELF',
      });
    });

    it('lets an admin delete any message and clear the chat', async () => {
      const author = await playerWithSocket();
      const watcher = await playerWithSocket(nodeB);
      const sent = await ack(author.socket, 'send_global_message', { content: 'ستحذف' });
      const afterDelete = nextEvent(watcher.socket, 'globalChat:update');
      expect(await ack(admin, 'delete_global_message', { messageId: sent.id })).toEqual({
        success: true,
        messageId: sent.id,
      });
      expect((await afterDelete).messages.some((m) => m.id === sent.id)).toBe(false);

      await sleep(2000);
      await ack(author.socket, 'send_global_message', { content: 'قبل المسح' });
      const afterClear = nextEvent(watcher.socket, 'globalChat:update');
      expect(await ack(admin, 'clear_global_chat')).toMatchObject({ success: true });
      expect(await afterClear).toEqual({ messages: [] });
    });
  });

  describe('reports on global messages', () => {
    const report = (player: Player, messageId: number, reason = 'رسالة مسيئة') =>
      api(node, 'POST', `/api/global-chat/messages/${messageId}/report`, {
        token: player.token,
        body: { reason },
      });
    const decide = (id: number, body: Record<string, unknown>, token = adminToken) =>
      api(node, 'PUT', `/api/global-chat/reports/${id}/status`, { token, body });

    it('lets a player report a message once, not their own', async () => {
      const author = await playerWithSocket();
      const reporter = await createPlayer(node);
      const sent = await ack(author.socket, 'send_global_message', { content: 'رسالة مزعجة' });
      const created = await report(reporter, sent.id);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ success: true, reportId: expect.any(Number) });
      expect((await report(reporter, sent.id)).body).toMatchObject({
        statusCode: 409,
        code: 'ALREADY_REPORTED',
      });
      expect((await report(author.player, sent.id)).body).toMatchObject({
        code: 'CANNOT_REPORT_OWN_MESSAGE',
      });
      expect((await report(reporter, 999_999_999)).status).toBe(404);
      const invalid = await report(reporter, sent.id, '');
      expect(invalid.status).toBe(400);
      expect(invalid.body.details).toEqual(['سبب البلاغ مطلوب']);
      // Whitespace and zero-width characters only are blank too (issue 31 point 10: it answered 500).
      for (const blank of ['   ', '\u200b \n']) {
        const refused = await report(reporter, sent.id, blank);
        expect({ status: refused.status, details: refused.body.details }).toEqual({
          status: 400,
          details: ['سبب البلاغ مطلوب'],
        });
      }
    });

    it('refuses the admin report routes to a player', async () => {
      const player = await createPlayer(node);
      expect((await api(node, 'GET', '/api/global-chat/reports', { token: player.token })).status).toBe(403);
      expect((await decide(1, { status: 'DISMISSED' }, player.token)).body).toMatchObject({
        statusCode: 403,
        code: 'ADMIN_ONLY',
      });
    });

    it('lists reports with reporter, message, author and resolver', async () => {
      const author = await playerWithSocket();
      const reporter = await createPlayer(node);
      const sent = await ack(author.socket, 'send_global_message', { content: 'محتوى البلاغ' });
      const { reportId } = (await report(reporter, sent.id, 'سبب واضح')).body;
      const list = await api(node, 'GET', '/api/global-chat/reports?status=PENDING', { token: adminToken });
      expect(list.status).toBe(200);
      expect(list.body.reports.find((r: { id: number }) => r.id === reportId)).toMatchObject({
        status: 'PENDING',
        reason: 'سبب واضح',
        adminNotes: null,
        reporter: { username: reporter.username },
        message: {
          id: sent.id,
          content: 'محتوى البلاغ',
          author: { id: author.player.userId, username: author.player.username, isAdmin: false },
        },
        resolvedBy: null,
        resolver: null,
        resolvedAt: null,
      });
    });

    it('resolving with mute_user really mutes the author', async () => {
      const author = await playerWithSocket(nodeB);
      const reporter = await createPlayer(node);
      const sent = await ack(author.socket, 'send_global_message', { content: 'رسالة سيئة' });
      const { reportId } = (await report(reporter, sent.id)).body;
      const muted = nextEvent(author.socket, 'muted');
      const resolved = await decide(reportId, {
        status: 'RESOLVED',
        action: 'mute_user',
        muteMinutes: 10,
        adminNotes: 'تحذير أول',
      });
      expect(resolved.status).toBe(200);
      expect(resolved.body).toMatchObject({
        status: 'RESOLVED',
        action: 'mute_user',
        adminNotes: 'تحذير أول',
        resolver: { username: expect.any(String) },
      });
      expect(resolved.body.resolvedAt).toEqual(expect.any(String));
      expect(await muted).toMatchObject({ until: expect.any(String) });
      await sleep(2000);
      expect(await ack(author.socket, 'send_global_message', { content: 'مرة أخرى' })).toMatchObject({
        code: 'MUTED',
      });
      expect((await decide(reportId, { status: 'DISMISSED' })).body).toMatchObject({
        statusCode: 409,
        code: 'REPORT_ALREADY_HANDLED',
      });
    });

    it('resolving with delete_message deletes the message; dismissing changes nothing else', async () => {
      const author = await playerWithSocket();
      const [first, second] = [await createPlayer(node), await createPlayer(node)];
      const sent = await ack(author.socket, 'send_global_message', { content: 'سأحذف' });
      const a = (await report(first, sent.id)).body.reportId;
      const b = (await report(second, sent.id)).body.reportId;

      expect((await decide(a, { status: 'RESOLVED' })).body).toMatchObject({
        statusCode: 400,
        code: 'REPORT_ACTION_REQUIRED',
      });
      expect((await decide(a, { status: 'REVIEWED' })).status).toBe(400);
      const longNotes = await decide(a, { status: 'DISMISSED', adminNotes: 'ن'.repeat(201) });
      expect(longNotes.status).toBe(400);
      expect(longNotes.body.details).toEqual(['ملاحظات المشرف يجب أن يكون 200 أحرف كحد أقصى']);

      expect((await decide(b, { status: 'DISMISSED', adminNotes: 'ن'.repeat(200) })).body).toMatchObject({
        status: 'DISMISSED',
        action: null,
      });
      const history = async () =>
        (await api(node, 'GET', '/api/global-chat/messages', { token: first.token })).body.messages as {
          id: number;
        }[];
      expect((await history()).some((m) => m.id === sent.id)).toBe(true);

      const resolved = await decide(a, { status: 'RESOLVED', action: 'delete_message' });
      expect(resolved.body).toMatchObject({
        status: 'RESOLVED',
        action: 'delete_message',
        message: { isDeleted: true },
      });
      expect((await history()).some((m) => m.id === sent.id)).toBe(false);
      expect((await decide(999_999, { status: 'DISMISSED' })).status).toBe(404);
    });

    it('answers 404 for a report id beyond the id column', async () => {
      expect((await decide(2 ** 31, { status: 'DISMISSED' })).body).toMatchObject({
        statusCode: 404,
        code: 'REPORT_NOT_FOUND',
      });
    });
  });
});
