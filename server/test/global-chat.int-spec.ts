import type { MuteService } from '../src/modules/moderation/mute.service';
import { api, createPlayer, GameClientSocket, nextEvent, Player } from './support/api';
import { ack } from './support/chat';
import { closeSocketsAndSettle, connectAuthenticated, recordEvents, sleep } from './support/cluster/sockets';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * The global chat on two nodes sharing PostgreSQL and Redis (spec 000 section 7; DESIGN.md
 * section 6, Chat): room emits through the adapter, the word filter, the rate limit and the limits.
 */
jest.setTimeout(60_000);

describe('global chat across two nodes', () => {
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

  /** A new player with a socket on `node` that joined the global chat. */
  const joined = async (node: TestApp) => {
    const player = await createPlayer(nodeA);
    const socket = await connect(node, player);
    expect(await ack(socket, 'join_global_chat')).toEqual({ success: true });
    const history = nextEvent(socket, 'globalChat:update');
    socket.emit('globalChatMessages:request');
    await history;
    return { player, socket };
  };

  it('delivers a message sent on node A exactly once to every joined socket on A and B, and not to others', async () => {
    const sender = await joined(nodeA);
    const onA = await joined(nodeA);
    const onB = await joined(nodeB);
    const outsider = await connect(nodeB, await createPlayer(nodeA));
    const recorders = [sender, onA, onB].map(({ socket }) => recordEvents(socket, 'global_message'));
    const outsiderSeen = recordEvents(outsider, 'global_message');

    const result = await ack(sender.socket, 'send_global_message', { content: 'مرحبا بالجميع' });
    expect(result).toMatchObject({
      content: 'مرحبا بالجميع',
      userId: sender.player.userId,
      username: sender.player.username,
      isAdmin: false,
    });
    await sleep(500);
    for (const recorder of recorders) {
      expect(recorder.payloads).toHaveLength(1);
      expect(recorder.payloads[0]).toEqual(result);
    }
    expect(outsiderSeen.payloads).toEqual([]);
  });

  it('stops delivering after leave_global_chat', async () => {
    const sender = await joined(nodeA);
    const leaver = await joined(nodeB);
    expect(await ack(leaver.socket, 'leave_global_chat')).toEqual({ success: true });
    const seen = recordEvents(leaver.socket, 'global_message');
    const own = nextEvent(sender.socket, 'global_message');
    await ack(sender.socket, 'send_global_message', { content: 'هل من أحد هنا؟' });
    await own;
    await sleep(300);
    expect(seen.payloads).toEqual([]);
  });

  it('answers join and globalChatMessages:request with the last 50 messages, oldest first', async () => {
    const senders = await Promise.all(Array.from({ length: 3 }, () => joined(nodeA)));
    for (const [i, sender] of senders.entries()) {
      await ack(sender.socket, 'send_global_message', { content: `رسالة رقم ${i}` });
    }
    const reader = await connect(nodeB, await createPlayer(nodeA));
    const update = nextEvent(reader, 'globalChat:update');
    reader.emit('globalChatMessages:request');
    const { messages } = await update;
    expect(messages.length).toBeLessThanOrEqual(50);
    expect(messages.slice(-3).map((m) => m.content)).toEqual(['رسالة رقم 0', 'رسالة رقم 1', 'رسالة رقم 2']);
    const rest = await api(nodeB, 'GET', '/api/global-chat/messages', { token: senders[0].player.token });
    expect(rest.status).toBe(200);
    expect(rest.body.messages).toEqual(messages);
  });

  it('keeps only the last 50 in the history', async () => {
    const { player } = await joined(nodeA);
    await nodeA.dataSource.query(
      `INSERT INTO global_messages (user_id, content) SELECT $1, 'رسالة قديمة ' || g FROM generate_series(1, 60) g`,
      [player.userId],
    );
    const { body } = await api(nodeA, 'GET', '/api/global-chat/messages', { token: player.token });
    expect(body.messages).toHaveLength(50);
    expect(body.messages[49].content).toBe('رسالة قديمة 60');
  });

  it('blocks an Arabic insult written with diacritics and tatweel: logged, not delivered, the sender gets global_message_error', async () => {
    const sender = await joined(nodeA);
    const listener = await joined(nodeB);
    const senderSeen = recordEvents(sender.socket, 'global_message');
    const listenerSeen = recordEvents(listener.socket, 'global_message');
    const error = nextEvent(sender.socket, 'global_message_error');
    const text = 'انت حَقِيـــرٌ';

    const result = await ack(sender.socket, 'send_global_message', { content: text });
    expect(result).toMatchObject({ statusCode: 400, code: 'MESSAGE_BLOCKED', category: 'arabicHarassment' });
    expect(await error).toMatchObject({
      code: 'MESSAGE_BLOCKED',
      message: 'تم حظر رسالتك لاحتوائها على كلمات غير لائقة',
    });
    await sleep(400);
    expect(senderSeen.payloads).toEqual([]);
    expect(listenerSeen.payloads).toEqual([]);
    const rows = await nodeA.dataSource.query(`SELECT * FROM blocked_messages WHERE user_id = $1`, [
      sender.player.userId,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      message_type: 'global',
      receiver_id: null,
      original_content: text,
      category: 'arabicHarassment',
      matched_words: ['حقير'],
    });
    expect(rows[0].filtered_content).toMatch(/^انت \*+$/u);
    const stored = await nodeA.dataSource.query(`SELECT 1 FROM global_messages WHERE user_id = $1`, [
      sender.player.userId,
    ]);
    expect(stored).toEqual([]);
  });

  it('delivers a clean sentence whose words contain listed words (the customer broke the glass)', async () => {
    const sender = await joined(nodeA);
    const listener = await joined(nodeB);
    const delivered = nextEvent(listener.socket, 'global_message');
    const result = await ack(sender.socket, 'send_global_message', {
      content: 'الزبون كسر الكأس في the classroom',
    });
    expect(result).toMatchObject({ content: 'الزبون كسر الكأس في the classroom' });
    expect(await delivered).toEqual(result);
  });

  it('allows one message per 2 s per user, counted across both nodes', async () => {
    const player = await createPlayer(nodeA);
    const onA = await connect(nodeA, player);
    const onB = await connect(nodeB, player);
    expect(await ack(onA, 'send_global_message', { content: 'أولى' })).toMatchObject({ content: 'أولى' });
    const error = nextEvent(onB, 'global_message_error');
    const refused = await ack(onB, 'send_global_message', { content: 'ثانية' });
    expect(refused).toMatchObject({
      statusCode: 429,
      code: 'CHAT_RATE_LIMITED',
      message: 'أنت ترسل الرسائل بسرعة كبيرة، انتظر ثانيتين بين كل رسالة',
    });
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(2000);
    expect(await error).toMatchObject({ code: 'CHAT_RATE_LIMITED' });
    await sleep(refused.retryAfterMs + 50);
    expect(await ack(onB, 'send_global_message', { content: 'ثانية' })).toMatchObject({ content: 'ثانية' });
  });

  it('accepts 500 characters and refuses 501 or an empty message', async () => {
    const { socket } = await joined(nodeA);
    expect(await ack(socket, 'send_global_message', { content: 'ب'.repeat(501) })).toMatchObject({
      statusCode: 400,
      code: 'MESSAGE_TOO_LONG',
      message: 'الرسالة طويلة جداً، الحد الأقصى 500 حرف',
    });
    expect(await ack(socket, 'send_global_message', { content: '   ' })).toMatchObject({
      code: 'MESSAGE_EMPTY',
    });
    // A missing field is refused by the DTO, like on REST (400 with Arabic details).
    expect(await ack(socket, 'send_global_message', {})).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      details: ['نص الرسالة مطلوب'],
    });
    expect(await ack(socket, 'send_global_message', { content: 'ب'.repeat(500) })).toMatchObject({
      content: 'ب'.repeat(500),
    });
  });

  it('lets the author edit and delete their own message, refreshing every joined socket', async () => {
    const author = await joined(nodeA);
    const other = await joined(nodeB);
    const sent = await ack(author.socket, 'send_global_message', { content: 'نص قبل التعديل' });

    const refreshed = nextEvent(other.socket, 'globalChat:update');
    const edited = await ack(author.socket, 'edit_global_message', {
      messageId: sent.id,
      content: 'نص بعد التعديل',
    });
    expect(edited).toMatchObject({ id: sent.id, content: 'نص بعد التعديل', isEdited: true });
    expect((await refreshed).messages.find((m) => m.id === sent.id)).toMatchObject({
      content: 'نص بعد التعديل',
      isEdited: true,
    });

    expect(
      await ack(other.socket, 'edit_global_message', { messageId: sent.id, content: 'ليس لك' }),
    ).toMatchObject({
      statusCode: 403,
      code: 'NOT_MESSAGE_AUTHOR',
    });
    expect(
      await ack(author.socket, 'edit_global_message', { messageId: sent.id, content: 'يا حقير' }),
    ).toMatchObject({
      code: 'MESSAGE_BLOCKED',
    });

    const afterDelete = nextEvent(other.socket, 'globalChat:update');
    expect(await ack(author.socket, 'delete_global_message', { messageId: sent.id })).toEqual({
      success: true,
      messageId: sent.id,
    });
    expect((await afterDelete).messages.some((m) => m.id === sent.id)).toBe(false);
    expect(await ack(author.socket, 'delete_global_message', { messageId: sent.id })).toMatchObject({
      code: 'MESSAGE_NOT_FOUND',
    });
  });

  it('adds and removes reactions, one per user and emoji', async () => {
    const author = await joined(nodeA);
    const fan = await joined(nodeB);
    const sent = await ack(author.socket, 'send_global_message', { content: 'تفاعلوا' });

    const refreshed = nextEvent(author.socket, 'globalChat:update');
    expect(await ack(fan.socket, 'add_reaction', { messageId: sent.id, emoji: '👍' })).toMatchObject({
      reactions: { '👍': [fan.player.userId] },
    });
    expect((await refreshed).messages.find((m) => m.id === sent.id)?.reactions).toEqual({
      '👍': [fan.player.userId],
    });
    expect(await ack(fan.socket, 'add_reaction', { messageId: sent.id, emoji: '👍' })).toMatchObject({
      reactions: { '👍': [fan.player.userId] },
    });
    expect(await ack(author.socket, 'add_reaction', { messageId: sent.id, emoji: '❤️' })).toMatchObject({
      reactions: { '👍': [fan.player.userId], '❤️': [author.player.userId] },
    });
    expect(await ack(fan.socket, 'remove_reaction', { messageId: sent.id, emoji: '👍' })).toMatchObject({
      reactions: { '❤️': [author.player.userId] },
    });
    expect(await ack(fan.socket, 'add_reaction', { messageId: sent.id, emoji: 'hello' })).toMatchObject({
      code: 'INVALID_REACTION',
    });
    expect(await ack(fan.socket, 'add_reaction', { messageId: 999_999_999, emoji: '👍' })).toMatchObject({
      code: 'MESSAGE_NOT_FOUND',
    });
  });
  it('limits reactions to 20 and edits to 5 per 10 s per user, across both nodes, changing nothing when refused', async () => {
    const author = await joined(nodeA);
    const fan = await joined(nodeB);
    const fanOnA = await connect(nodeA, fan.player);
    const sent = await ack(author.socket, 'send_global_message', { content: 'رسالة للتفاعل' });
    for (let i = 0; i < 20; i++) {
      const socket = i % 2 ? fan.socket : fanOnA;
      const event = i % 2 ? 'remove_reaction' : 'add_reaction';
      expect(await ack(socket, event, { messageId: sent.id, emoji: '🔥' })).toMatchObject({ id: sent.id });
    }
    const refused = await ack(fanOnA, 'add_reaction', { messageId: sent.id, emoji: '😂' });
    expect(refused).toMatchObject({
      statusCode: 429,
      code: 'CHAT_ACTIONS_RATE_LIMITED',
      message: 'تعديلاتك وتفاعلاتك سريعة جداً، انتظر قليلاً ثم حاول مرة أخرى',
      retryAfterMs: expect.any(Number),
    });
    const history = await api(nodeA, 'GET', '/api/global-chat/messages', { token: fan.player.token });
    expect(history.body.messages.find((m: { id: number }) => m.id === sent.id).reactions).toEqual({});

    for (let i = 0; i < 5; i++)
      expect(
        await ack(author.socket, 'edit_global_message', { messageId: sent.id, content: `تعديل ${i}` }),
      ).toMatchObject({ content: `تعديل ${i}` });
    expect(
      await ack(author.socket, 'edit_global_message', { messageId: sent.id, content: 'تعديل زائد' }),
    ).toMatchObject({ code: 'CHAT_ACTIONS_RATE_LIMITED' });
    const after = await api(nodeA, 'GET', '/api/global-chat/messages', { token: author.player.token });
    expect(after.body.messages.find((m: { id: number }) => m.id === sent.id).content).toBe('تعديل 4');
  });

  it('refuses reactions from a muted player', async () => {
    const author = await joined(nodeA);
    const muted = await joined(nodeB);
    const sent = await ack(author.socket, 'send_global_message', { content: 'لا تفاعل للمكتوم' });
    await nodeA.app.get<MuteService>('MuteService').mute(muted.player.userId, 5, 'إزعاج');
    expect(await ack(muted.socket, 'add_reaction', { messageId: sent.id, emoji: '👍' })).toMatchObject({
      statusCode: 403,
      code: 'MUTED',
    });
    const history = await api(nodeA, 'GET', '/api/global-chat/messages', { token: author.player.token });
    expect(history.body.messages.find((m: { id: number }) => m.id === sent.id).reactions).toEqual({});
  });
});
