import type { BlockedMessagesService } from '../src/modules/moderation/blocked-messages.service';
import type { WordFilterService } from '../src/modules/moderation/word-filter.service';
import { api, createPlayer, GameClientSocket, Player, signInAdmin } from './support/api';
import { ack } from './support/chat';
import { closeSocketsAndSettle, connectAuthenticated, sleep } from './support/cluster/sockets';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * Moderation (spec 000 section 6; spec 002 sections 2.12, 2.13, 4 and 7): admin socket actions,
 * mutes, bans, reports on global messages, the blocked-messages log and the admins' word lists.
 * This file: blocked messages log, filtered words.
 */
jest.setTimeout(60_000);

describe('moderation', () => {
  let node: TestApp;
  let nodeB: TestApp;
  let adminToken: string;
  const connections: { socket: GameClientSocket; userId: string }[] = [];

  beforeAll(async () => {
    node = await sharedTestApp();
    nodeB = await sharedTestApp('second');
    adminToken = await signInAdmin(node);
  });
  afterAll(async () => {
    // The word this file adds, should a failed test have left it blocking the worker's later files
    // (removed through the API, which tells every node's word index).
    if (node && adminToken) {
      const { body } = await api(node, 'GET', '/api/admin/filtered-words', { token: adminToken });
      for (const entry of body.words.filter((word: { word: string }) => word.word === 'نذل'))
        await api(node, 'DELETE', `/api/admin/filtered-words/${entry.id}`, { token: adminToken });
    }
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

  describe('blocked messages log', () => {
    const list = (query = '') =>
      api(node, 'GET', `/api/admin/blocked-messages${query}`, { token: adminToken });

    it('refuses every admin route to a player', async () => {
      const player = await createPlayer(node);
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/admin/blocked-messages'],
        ['GET', '/api/admin/blocked-messages/statistics'],
        ['DELETE', '/api/admin/blocked-messages', { category: 'arabicSexual' }],
        ['GET', '/api/admin/filtered-words'],
        ['POST', '/api/admin/filtered-words', { word: 'نذل', category: 'arabicHarassment' }],
        ['DELETE', '/api/admin/filtered-words/1'],
      ];
      for (const [method, path, body] of calls) {
        const response = await api(node, method, path, { token: player.token, body });
        expect({ method, path, status: response.status, code: response.body?.code }).toEqual({
          method,
          path,
          status: 403,
          code: 'ADMIN_ONLY',
        });
      }
    });

    it('lists, filters, counts and purges the log', async () => {
      await node.dataSource.query(`DELETE FROM blocked_messages`);
      const sender = await playerWithSocket();
      const receiver = await createPlayer(node);
      expect(await ack(sender.socket, 'send_global_message', { content: 'يا شرموطة' })).toMatchObject({
        code: 'MESSAGE_BLOCKED',
      });
      // A private message blocked by the messages module goes through the same log.
      const blocked = node.app.get<BlockedMessagesService>('BlockedMessagesService');
      await blocked.record({
        type: 'private',
        userId: sender.player.userId,
        receiverId: receiver.userId,
        originalContent: 'you idiot',
        filteredContent: 'you *****',
        category: 'englishHarassment',
        matchedWords: ['idiot'],
      });
      await node.dataSource.query(
        `INSERT INTO blocked_messages (message_type, user_id, original_content, filtered_content, category, matched_words, created_at)
         VALUES ('global', $1, 'old one', '*** one', 'englishSexual', '{porn}', now() - interval '40 days')`,
        [receiver.userId],
      );

      const all = await list();
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ total: 3, totalPages: 1, page: 1 });
      expect(all.body.blockedMessages[0]).toMatchObject({
        messageType: 'PRIVATE',
        username: sender.player.username,
        originalContent: 'you idiot',
        filteredContent: 'you *****',
        category: 'englishHarassment',
        matchedWords: ['idiot'],
        receiverId: receiver.userId,
        Receiver: { username: receiver.username },
      });
      expect(all.body.blockedMessages[1]).toMatchObject({
        messageType: 'GLOBAL',
        category: 'arabicSexual',
        matchedWords: ['شرموطة'],
        receiverId: null,
        Receiver: null,
      });

      expect((await list('?messageType=GLOBAL')).body.total).toBe(2);
      expect(
        (await list('?category=arabicSexual')).body.blockedMessages.map(
          (m: { originalContent: string }) => m.originalContent,
        ),
      ).toEqual(['يا شرموطة']);
      expect(
        (await list(`?username=${encodeURIComponent(sender.player.username.toUpperCase())}`)).body.total,
      ).toBe(2);
      const today = new Date().toISOString().slice(0, 10);
      expect((await list(`?dateFrom=${today}`)).body.total).toBe(2);
      const twentyDaysAgo = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
      expect((await list(`?dateTo=${twentyDaysAgo}`)).body.total).toBe(1);
      const paged = await list('?limit=2&page=2');
      expect(paged.body).toMatchObject({ total: 3, totalPages: 2, page: 2 });
      expect(paged.body.blockedMessages).toHaveLength(1);
      expect((await list('?category=nope')).status).toBe(400);

      const stats = await api(node, 'GET', '/api/admin/blocked-messages/statistics', { token: adminToken });
      expect(stats.body).toEqual({ total: 3, today: 2, thisWeek: 2 });

      const purgeOld = await api(node, 'DELETE', '/api/admin/blocked-messages', {
        token: adminToken,
        body: { olderThan: 30 },
      });
      expect(purgeOld.status).toBe(200);
      expect(purgeOld.body).toEqual({ deleted: 1, message: 'تم حذف رسالة واحدة' });
      const purgeCategory = await api(node, 'DELETE', '/api/admin/blocked-messages', {
        token: adminToken,
        body: { category: 'arabicSexual' },
      });
      expect(purgeCategory.body).toMatchObject({ deleted: 1 });
      expect((await list()).body.blockedMessages.map((m: { category: string }) => m.category)).toEqual([
        'englishHarassment',
      ]);
      expect(
        (await api(node, 'DELETE', '/api/admin/blocked-messages', { token: adminToken, body: {} })).status,
      ).toBe(400);
    });

    it("counts today from midnight in the game's time zone (TZ_GAME, Asia/Riyadh: UTC+3), not UTC", async () => {
      await node.dataSource.query(`DELETE FROM blocked_messages`);
      const day = 24 * 3600 * 1000;
      const offset = 3 * 3600 * 1000;
      const localMidnight = Math.floor((Date.now() + offset) / day) * day - offset;
      // One minute either side of Riyadh's midnight: a UTC day would count both or neither.
      for (const at of [localMidnight - 60_000, localMidnight + 60_000]) {
        await node.dataSource.query(
          `INSERT INTO blocked_messages (message_type, original_content, filtered_content, category, matched_words, created_at)
           VALUES ('global', 'x', 'x', 'arabicSexual', '{}', $1)`,
          [new Date(at)],
        );
      }
      const stats = await api(node, 'GET', '/api/admin/blocked-messages/statistics', { token: adminToken });
      expect(stats.body).toEqual({ total: 2, today: 1, thisWeek: 2 });
    });
  });

  describe('filtered words', () => {
    it('blocks a word an admin adds, on every node, until it is removed', async () => {
      const sender = await playerWithSocket(nodeB);
      // Warm node B's index first, so adding the word must invalidate it.
      expect((await node.app.get<WordFilterService>('WordFilterService').check('نذل')).blocked).toBe(false);
      expect((await nodeB.app.get<WordFilterService>('WordFilterService').check('نذل')).blocked).toBe(false);

      const added = await api(node, 'POST', '/api/admin/filtered-words', {
        token: adminToken,
        body: { word: 'نذل', category: 'arabicHarassment' },
      });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ word: 'نذل', category: 'arabicHarassment' });
      expect(
        (
          await api(node, 'POST', '/api/admin/filtered-words', {
            token: adminToken,
            body: { word: 'نذل', category: 'arabicHarassment' },
          })
        ).status,
      ).toBe(409);
      expect(
        (
          await api(node, 'POST', '/api/admin/filtered-words', {
            token: adminToken,
            body: { word: 'x', category: 'other' },
          })
        ).status,
      ).toBe(400);

      const listed = await api(node, 'GET', '/api/admin/filtered-words', { token: adminToken });
      // The admins' list of the worker's shared database: this word, once.
      expect(listed.body.words.filter((entry: { word: string }) => entry.word === 'نذل')).toEqual([
        expect.objectContaining({ id: added.body.id, word: 'نذل' }),
      ]);
      expect(listed.body.shipped.arabicHarassment).toContain('حقير');

      expect(await ack(sender.socket, 'send_global_message', { content: 'يا نَذْل' })).toMatchObject({
        code: 'MESSAGE_BLOCKED',
        category: 'arabicHarassment',
      });

      const removed = await api(node, 'DELETE', `/api/admin/filtered-words/${added.body.id}`, {
        token: adminToken,
      });
      expect(removed.status).toBe(200);
      expect(
        (await api(node, 'DELETE', `/api/admin/filtered-words/${added.body.id}`, { token: adminToken }))
          .status,
      ).toBe(404);
      const beyond = await api(node, 'DELETE', `/api/admin/filtered-words/${2 ** 31}`, { token: adminToken });
      expect(beyond.body).toMatchObject({ statusCode: 404, code: 'FILTERED_WORD_NOT_FOUND' });
      await sleep(2000);
      expect(await ack(sender.socket, 'send_global_message', { content: 'يا نَذْل' })).toMatchObject({
        content: 'يا نَذْل',
      });
    });
  });
});
