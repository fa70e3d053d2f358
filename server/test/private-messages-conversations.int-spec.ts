import type { PrivateMessageDto } from '../src/modules/messages/messages.dto';
import { api, createPlayer, GameClientSocket, nextEvent, Player, signInAdmin } from './support/api';
import { closeSocketsAndSettle, connectAuthenticated } from './support/cluster/sockets';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';
import { ClientEvent, emitWithAck } from './support/private-messages';

/**
 * Private messages on two server nodes sharing PostgreSQL and Redis (DESIGN.md section 6, Chat;
 * spec 000 section 7; spec 002 sections 2.12, 4, 5 and 7 for the reports).
 * This file: inbox, reading and the unread count, editing and deleting, ids beyond the id column.
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
});
