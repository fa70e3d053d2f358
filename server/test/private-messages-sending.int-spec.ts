import type { MuteService } from '../src/modules/moderation/mute.service';
import type { PrivateMessageDto } from '../src/modules/messages/messages.dto';
import { api, createPlayer, GameClientSocket, nextEvent, Player } from './support/api';
import { closeSocketsAndSettle, connectAuthenticated, recordEvents, sleep } from './support/cluster/sockets';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';
import { INSULT, emitWithAck } from './support/private-messages';

/**
 * Private messages on two server nodes sharing PostgreSQL and Redis (DESIGN.md section 6, Chat;
 * spec 000 section 7; spec 002 sections 2.12, 4, 5 and 7 for the reports).
 * This file: sending, word filter and mutes, offline receivers.
 */
jest.setTimeout(60_000);

describe('private messages across two nodes', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  const connections: { socket: GameClientSocket; userId: string }[] = [];

  beforeAll(async () => {
    nodeA = await sharedTestApp();
    nodeB = await sharedTestApp('second');
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
});
