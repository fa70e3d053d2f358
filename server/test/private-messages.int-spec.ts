import type { MuteService } from '../src/modules/moderation/mute.service';
import type { PrivateMessageDto } from '../src/modules/messages/messages.dto';
import { api, createPlayer, GameClientSocket, nextEvent, Player, signInAdmin } from './support/api';
import { closeSocketsAndSettle, connectAuthenticated, recordEvents, sleep } from './support/cluster/sockets';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';
import { ClientEvent, INSULT, emitWithAck } from './support/private-messages';

/**
 * Private messages on two server nodes sharing PostgreSQL and Redis (DESIGN.md section 6, Chat;
 * spec 000 section 7; spec 002 sections 2.12, 4, 5 and 7 for the reports).
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

  const inbox = async (node: TestApp, player: Player) => {
    const response = await api(node, 'GET', '/api/messages/inbox', { token: player.token });
    expect(response.status).toBe(200);
    return response.body.conversations as {
      otherUserId: string;
      hasUnreadMessages: boolean;
      unreadCount: number;
      lastMessage: string;
    }[];
  };

  const conversation = (node: TestApp, player: Player, other: Player, query = '') =>
    api(node, 'GET', `/api/messages/conversations/${other.userId}${query}`, { token: player.token });

  describe('sending', () => {
    it('delivers send_message from node A as receive_message on node B, and message_sent to the sender', async () => {
      const [sender, receiver] = [await createPlayer(nodeA), await createPlayer(nodeA)];
      const senderSocket = await connect(nodeA, sender);
      const receiverSocket = await connect(nodeB, receiver);
      const received = nextEvent(receiverSocket, 'receive_message');
      const sent = nextEvent(senderSocket, 'message_sent');
      const unread = nextEvent(receiverSocket, 'unreadMessagesCount:update');

      const ack = await emitWithAck(senderSocket, 'send_message', {
        receiverId: receiver.userId,
        content: '  مرحبا يا صديقي  ',
      });

      expect(ack).toMatchObject({
        senderId: sender.userId,
        senderUsername: sender.username,
        receiverId: receiver.userId,
        receiverUsername: receiver.username,
        content: 'مرحبا يا صديقي',
        reactions: {},
        isRead: false,
        isEdited: false,
      });
      expect(await received).toEqual(ack);
      expect(await sent).toEqual(ack);
      expect(await unread).toEqual({ count: 1 });
    });

    it('sends through POST /api/messages/{userId} with the same pushes (201)', async () => {
      const [sender, receiver] = [await createPlayer(nodeA), await createPlayer(nodeA)];
      const senderSocket = await connect(nodeB, sender);
      const receiverSocket = await connect(nodeA, receiver);
      const received = nextEvent(receiverSocket, 'receive_message');
      const sent = nextEvent(senderSocket, 'message_sent');
      const response = await send(nodeB, sender, receiver, 'أهلا');
      expect(response.status).toBe(201);
      expect(await received).toEqual(response.body);
      expect(await sent).toEqual(response.body);
    });

    it('refuses blank, too long, self-addressed and unknown-receiver messages', async () => {
      const [sender, receiver] = [await createPlayer(nodeA), await createPlayer(nodeA)];
      const blank = await send(nodeA, sender, receiver, '   ');
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject({ message: 'Validation failed', details: ['نص الرسالة مطلوب'] });
      const tooLong = await send(nodeA, sender, receiver, 'ا'.repeat(1001));
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.details).toEqual(['نص الرسالة يجب أن يكون 1000 أحرف كحد أقصى']);
      expect((await send(nodeA, sender, receiver, 'ا'.repeat(1000))).status).toBe(201);
      const self = await send(nodeA, sender, sender, 'مرحبا');
      expect(self.body).toMatchObject({ statusCode: 400, code: 'CANNOT_MESSAGE_SELF' });
      const unknown = await api(nodeA, 'POST', '/api/messages/00000000-0000-4000-8000-000000000000', {
        token: sender.token,
        body: { content: 'مرحبا' },
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'USER_NOT_FOUND', error: 'المستخدم غير موجود' });
    });

    it('refuses the 21st message within 10 s with 429 MESSAGE_RATE_LIMITED, counted across both nodes', async () => {
      const [sender, receiver] = [await createPlayer(nodeA), await createPlayer(nodeA)];
      for (let i = 1; i <= 20; i++)
        expect((await send(i % 2 ? nodeA : nodeB, sender, receiver, `رقم ${i}`)).status).toBe(201);
      const limited = await send(nodeB, sender, receiver, 'رقم 21');
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ code: 'MESSAGE_RATE_LIMITED' });
      expect(limited.body.retryAfterMs).toBeGreaterThan(0);
      expect(limited.body.retryAfterMs).toBeLessThanOrEqual(10_000);
      const [row] = await nodeA.dataSource.query(
        `SELECT count(*)::int AS n FROM private_messages WHERE sender_id = $1`,
        [sender.userId],
      );
      expect(row.n).toBe(20);
    });

    it('sends a socket payload failing validation to message_error with the REST body', async () => {
      const sender = await createPlayer(nodeA);
      const socket = await connect(nodeA, sender);
      const error = nextEvent(socket, 'message_error');
      const ack = await emitWithAck(socket, 'send_message', { receiverId: 'nope', content: '' });
      expect(ack).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed' });
      expect(await error).toEqual(ack);
      expect(ack.details).toEqual(expect.arrayContaining(['معرف المستخدم غير صحيح', 'نص الرسالة مطلوب']));
    });
  });

  describe('word filter and mutes', () => {
    it('does not deliver a blocked insult, answers message_error and logs it to blocked messages', async () => {
      const [sender, receiver] = [await createPlayer(nodeA), await createPlayer(nodeA)];
      const senderSocket = await connect(nodeA, sender);
      const receiverSocket = await connect(nodeB, receiver);
      const delivered = recordEvents(receiverSocket, 'receive_message');
      const error = nextEvent(senderSocket, 'message_error');

      const ack = await emitWithAck(senderSocket, 'send_message', {
        receiverId: receiver.userId,
        content: INSULT,
      });

      expect(ack).toMatchObject({ statusCode: 400, code: 'MESSAGE_BLOCKED', category: 'arabicHarassment' });
      expect(await error).toEqual(ack);
      await sleep(300);
      delivered.stop();
      expect(delivered.payloads).toEqual([]);
      const stored = await nodeA.dataSource.query(
        `SELECT count(*)::int AS n FROM private_messages WHERE sender_id = $1`,
        [sender.userId],
      );
      expect(stored[0].n).toBe(0);
      const blocked = await nodeA.dataSource.query(`SELECT * FROM blocked_messages WHERE user_id = $1`, [
        sender.userId,
      ]);
      expect(blocked).toHaveLength(1);
      expect(blocked[0]).toMatchObject({
        message_type: 'private',
        receiver_id: receiver.userId,
        original_content: INSULT,
        category: 'arabicHarassment',
      });
      expect(blocked[0].matched_words.length).toBeGreaterThan(0);
    });

    it('refuses a blocked text on REST and on an edit too', async () => {
      const [sender, receiver] = [await createPlayer(nodeA), await createPlayer(nodeA)];
      const rest = await send(nodeB, sender, receiver, INSULT);
      expect(rest.status).toBe(400);
      expect(rest.body.code).toBe('MESSAGE_BLOCKED');
      const message = (await send(nodeB, sender, receiver, 'مرحبا')).body;
      const edit = await api(nodeA, 'PATCH', `/api/messages/${message.id}`, {
        token: sender.token,
        body: { content: INSULT },
      });
      expect(edit.status).toBe(400);
      expect(edit.body.code).toBe('MESSAGE_BLOCKED');
      expect(
        (await conversation(nodeA, sender, receiver)).body.messages.map((m: PrivateMessageDto) => m.content),
      ).toEqual(['مرحبا']);
      const blocked = await nodeA.dataSource.query(
        `SELECT count(*)::int AS n FROM blocked_messages WHERE user_id = $1 AND message_type = 'private'`,
        [sender.userId],
      );
      expect(blocked[0].n).toBe(2);
    });

    it('refuses a sender who has not finished account setup, storing nothing', async () => {
      const guest = await api(nodeA, 'POST', '/api/auth/create-guest', {
        body: { firebaseUid: `pm-no-setup-${Date.now()}` },
      });
      const receiver = await createPlayer(nodeA);
      const refused = await send(nodeA, { token: guest.body.accessToken } as Player, receiver, 'مرحبا');
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ code: 'CHARACTER_REQUIRED' });
      const [row] = await nodeA.dataSource.query(
        'SELECT count(*)::int AS n FROM private_messages WHERE sender_id = $1',
        [guest.body.user.id],
      );
      expect(row.n).toBe(0);
    });

    it('refuses a muted sender with 403 MUTED on REST and the socket', async () => {
      const [sender, receiver] = [await createPlayer(nodeA), await createPlayer(nodeA)];
      await nodeA.app.get<MuteService>('MuteService').mute(sender.userId, 10);
      const rest = await send(nodeB, sender, receiver, 'مرحبا');
      expect(rest.status).toBe(403);
      expect(rest.body).toMatchObject({ code: 'MUTED' });
      expect(typeof rest.body.until).toBe('string');
      const socket = await connect(nodeB, sender);
      const ack = await emitWithAck(socket, 'send_message', {
        receiverId: receiver.userId,
        content: 'مرحبا',
      });
      expect(ack).toMatchObject({ statusCode: 403, code: 'MUTED' });
    });
  });

  describe('offline receivers', () => {
    it('stores a notification for a receiver with no socket, and none for a connected one', async () => {
      const [sender, offline, online] = [
        await createPlayer(nodeA),
        await createPlayer(nodeA),
        await createPlayer(nodeA),
      ];
      await connect(nodeB, online);
      const message = (await send(nodeA, sender, offline, 'هل أنت هنا؟')).body;
      expect((await send(nodeA, sender, online, 'مرحبا')).status).toBe(201);

      const stored = await api(nodeB, 'GET', '/api/notifications', { token: offline.token });
      expect(stored.status).toBe(200);
      expect(stored.body.data.notifications).toEqual([
        expect.objectContaining({
          type: 'private_message',
          isRead: false,
          data: expect.objectContaining({ messageId: message.id, senderId: sender.userId }),
        }),
      ]);
      expect(stored.body.data.notifications[0].message).toContain(sender.username);
      const none = await api(nodeB, 'GET', '/api/notifications', { token: online.token });
      expect(none.body.data.notifications).toEqual([]);
    });
  });

  describe('inbox, reading and the unread count', () => {
    it('shows hasUnreadMessages until the receiver opens the conversation, then pushes message_read and the new count', async () => {
      const [sender, receiver, other] = [
        await createPlayer(nodeA),
        await createPlayer(nodeA),
        await createPlayer(nodeA),
      ];
      const senderSocket = await connect(nodeA, sender);
      const receiverSocket = await connect(nodeB, receiver);
      const first = (await send(nodeA, sender, receiver, 'الأولى')).body;
      const second = (await send(nodeA, sender, receiver, 'الثانية')).body;
      await send(nodeA, other, receiver, 'من آخر');
      await send(nodeA, receiver, other, 'رد');

      expect(await inbox(nodeB, receiver)).toEqual([
        expect.objectContaining({
          otherUserId: other.userId,
          hasUnreadMessages: true,
          unreadCount: 1,
          lastMessage: 'رد',
          lastMessageFromMe: true,
        }),
        expect.objectContaining({
          otherUserId: sender.userId,
          otherUsername: sender.username,
          hasUnreadMessages: true,
          unreadCount: 2,
          lastMessage: 'الثانية',
        }),
      ]);
      expect((await api(nodeA, 'GET', '/api/messages/unread-count', { token: receiver.token })).body).toEqual(
        { count: 2 },
      );
      expect(await inbox(nodeA, sender)).toEqual([
        expect.objectContaining({ otherUserId: receiver.userId, hasUnreadMessages: false, unreadCount: 0 }),
      ]);

      const read = nextEvent(senderSocket, 'message_read');
      const count = nextEvent(receiverSocket, 'unreadMessagesCount:update');
      const update = nextEvent(receiverSocket, 'messages:update');
      receiverSocket.emit('messages:request', { otherUserId: sender.userId });

      const opened = await update;
      expect(opened).toMatchObject({
        otherUserId: sender.userId,
        otherUsername: sender.username,
        hasMore: false,
      });
      expect(opened.messages.map((m) => [m.id, m.content, m.isRead])).toEqual([
        [first.id, 'الأولى', true],
        [second.id, 'الثانية', true],
      ]);
      expect(await read).toMatchObject({
        readerId: receiver.userId,
        senderId: sender.userId,
        messageIds: [first.id, second.id],
      });
      expect(await count).toEqual({ count: 1 });
      expect((await inbox(nodeB, receiver)).find((c) => c.otherUserId === sender.userId)).toMatchObject({
        hasUnreadMessages: false,
        unreadCount: 0,
      });

      const asked = nextEvent(receiverSocket, 'unreadMessagesCount:update');
      receiverSocket.emit('unreadMessagesCount:request');
      expect(await asked).toEqual({ count: 1 });
    });

    it('answers messages:request with the same body as GET /api/messages/conversations/{userId}', async () => {
      const [a, b] = [await createPlayer(nodeA), await createPlayer(nodeA)];
      await send(nodeA, a, b, 'واحد');
      const socket = await connect(nodeB, a);
      const update = nextEvent(socket, 'messages:update');
      socket.emit('messages:request', { otherUserId: b.userId });
      const rest = await conversation(nodeA, a, b);
      expect(rest.status).toBe(200);
      expect(await update).toEqual(rest.body);
    });

    it('pages a conversation by before, 50 at most, oldest first', async () => {
      const [a, b] = [await createPlayer(nodeA), await createPlayer(nodeA)];
      await nodeA.dataSource.query(
        `INSERT INTO private_messages (sender_id, receiver_id, content)
         SELECT CASE WHEN i % 2 = 1 THEN $1::uuid ELSE $2::uuid END, CASE WHEN i % 2 = 1 THEN $2::uuid ELSE $1::uuid END, 'رسالة ' || i
           FROM generate_series(1, 53) AS i ORDER BY i`,
        [a.userId, b.userId],
      );
      const latest = (await conversation(nodeB, a, b)).body;
      expect(latest.messages).toHaveLength(50);
      expect(latest.hasMore).toBe(true);
      expect(latest.messages[0].content).toBe('رسالة 4');
      expect(latest.messages[49].content).toBe('رسالة 53');
      const older = (await conversation(nodeB, a, b, `?before=${latest.messages[0].id}`)).body;
      expect(older.messages.map((m: PrivateMessageDto) => m.content)).toEqual([
        'رسالة 1',
        'رسالة 2',
        'رسالة 3',
      ]);
      expect(older.hasMore).toBe(false);
    });

    it('answers inbox and conversation calls without a token with 401', async () => {
      expect((await api(nodeA, 'GET', '/api/messages/inbox')).status).toBe(401);
      expect((await api(nodeA, 'GET', '/api/messages/unread-count')).status).toBe(401);
    });
  });

  describe('editing and deleting', () => {
    it('lets the author edit over the socket and pushes messages:update to both', async () => {
      const [author, reader, stranger] = [
        await createPlayer(nodeA),
        await createPlayer(nodeA),
        await createPlayer(nodeA),
      ];
      const message = (await send(nodeA, author, reader, 'قبل')).body;
      const authorSocket = await connect(nodeA, author);
      const readerSocket = await connect(nodeB, reader);
      const readerUpdate = nextEvent(readerSocket, 'messages:update');
      const authorUpdate = nextEvent(authorSocket, 'messages:update');

      const ack = await emitWithAck(authorSocket, 'edit_message', { messageId: message.id, content: 'بعد' });

      expect(ack).toMatchObject({ id: message.id, content: 'بعد', isEdited: true });
      expect((await readerUpdate).messages).toEqual([
        expect.objectContaining({ id: message.id, content: 'بعد', isEdited: true }),
      ]);
      expect((await authorUpdate).otherUserId).toBe(reader.userId);

      const byReader = await api(nodeB, 'PATCH', `/api/messages/${message.id}`, {
        token: reader.token,
        body: { content: 'تزوير' },
      });
      expect(byReader.status).toBe(403);
      expect(byReader.body.code).toBe('NOT_MESSAGE_AUTHOR');
      const byStranger = await api(nodeB, 'PATCH', `/api/messages/${message.id}`, {
        token: stranger.token,
        body: { content: 'تزوير' },
      });
      expect(byStranger.status).toBe(404);
      expect(byStranger.body.code).toBe('MESSAGE_NOT_FOUND');
    });

    it('lets only the author delete; the message leaves the conversation, the inbox and the unread count', async () => {
      const [author, reader] = [await createPlayer(nodeA), await createPlayer(nodeA)];
      const kept = (await send(nodeA, author, reader, 'تبقى')).body;
      const gone = (await send(nodeA, author, reader, 'تحذف')).body;
      const readerSocket = await connect(nodeB, reader);

      const byReader = await api(nodeA, 'DELETE', `/api/messages/${gone.id}`, { token: reader.token });
      expect(byReader.status).toBe(403);
      const readerSocketByAck = await emitWithAck(readerSocket, 'delete_message', { messageId: gone.id });
      expect(readerSocketByAck).toMatchObject({ code: 'NOT_MESSAGE_AUTHOR' });

      const update = nextEvent(readerSocket, 'messages:update');
      const deleted = await api(nodeA, 'DELETE', `/api/messages/${gone.id}`, { token: author.token });
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ success: true, messageId: gone.id });
      expect((await update).messages.map((m) => m.id)).toEqual([kept.id]);
      expect((await inbox(nodeB, reader))[0]).toMatchObject({ lastMessage: 'تبقى', unreadCount: 1 });
      expect((await api(nodeA, 'DELETE', `/api/messages/${gone.id}`, { token: author.token })).status).toBe(
        404,
      );

      const authorSocket = await connect(nodeA, author);
      const count = nextEvent(readerSocket, 'unreadMessagesCount:update');
      expect(await emitWithAck(authorSocket, 'delete_message', { messageId: kept.id })).toEqual({
        success: true,
        messageId: kept.id,
      });
      expect(await count).toEqual({ count: 0 });
      expect(await inbox(nodeB, reader)).toEqual([]);
    });
  });

  describe('ids beyond the id column', () => {
    it('answers 404 MESSAGE_NOT_FOUND on REST and the socket, and pages from the newest', async () => {
      const [author, reader] = [await createPlayer(nodeA), await createPlayer(nodeA)];
      const sent = (await send(nodeA, author, reader, 'مرحبا')).body;
      const id = 2 ** 31;
      const calls: [string, string, unknown?][] = [
        ['PATCH', `/api/messages/${id}`, { content: 'تعديل' }],
        ['DELETE', `/api/messages/${id}`],
        ['POST', `/api/messages/${id}/reactions`, { emoji: '👍' }],
        ['DELETE', `/api/messages/${id}/reactions?emoji=%F0%9F%91%8D`],
        ['POST', `/api/messages/${id}/report`, { reason: 'إزعاج' }],
      ];
      for (const [method, path, body] of calls) {
        const response = await api(nodeA, method, path, { token: author.token, body });
        expect({ path, body: response.body }).toMatchObject({
          path,
          body: { statusCode: 404, code: 'MESSAGE_NOT_FOUND' },
        });
      }
      const socket = await connect(nodeA, author);
      for (const [event, payload] of [
        ['edit_message', { messageId: id, content: 'تعديل' }],
        ['delete_message', { messageId: id }],
        ['add_message_reaction', { messageId: id, emoji: '👍' }],
        ['remove_message_reaction', { messageId: id, emoji: '👍' }],
      ] as [ClientEvent, unknown][]) {
        expect({ event, ack: await emitWithAck(socket, event, payload) }).toMatchObject({
          event,
          ack: { statusCode: 404, code: 'MESSAGE_NOT_FOUND' },
        });
      }
      const page = await conversation(nodeA, author, reader, `?before=${id}`);
      expect(page.status).toBe(200);
      expect(page.body.messages.map((m: { id: number }) => m.id)).toEqual([sent.id]);
      const status = await api(nodeA, 'PUT', `/api/messages/reports/${id}/status`, {
        token: adminToken,
        body: { status: 'DISMISSED' },
      });
      expect(status.body).toMatchObject({ statusCode: 404, code: 'REPORT_NOT_FOUND' });
    });
  });

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
