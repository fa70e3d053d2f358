import type { BloodContractTimers } from '../src/modules/blood-contracts/blood-contracts.timers';
import { NotificationsService } from '../src/modules/notifications/notifications.service';
import { api, connectSocket, createPlayer, nextEvent, Player } from './support/api';
import { grant } from './support/factories';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

describe('notifications', () => {
  let app: TestApp;
  let service: NotificationsService;

  beforeAll(async () => {
    app = await sharedTestApp();
    service = app.app.get(NotificationsService);
  });
  afterAll(async () => {
    await app.close();
  });

  /** Stores `count` notifications for a player, oldest first, numbered in their message. */
  async function notificationFactory(player: Player, count: number) {
    const stored = [];
    for (let index = 0; index < count; index++) {
      stored.push(
        await service.notify(player.userId, {
          type: 'friend_request',
          message: `إشعار ${index}`,
          data: { index },
        }),
      );
    }
    return stored;
  }

  const list = (player: Player, query = '') =>
    api(app, 'GET', `/api/notifications${query}`, { token: player.token });
  const unread = async (player: Player) =>
    (await api(app, 'GET', '/api/notifications/unread-count', { token: player.token })).body;

  it('refuses every route without a token (401)', async () => {
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['PATCH', '/api/notifications/1/read'],
      ['PATCH', '/api/notifications/mark-all-read'],
      ['DELETE', '/api/notifications/1'],
    ]) {
      const response = await api(app, method, path);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    }
  });

  it('pages 30 at a time by default, newest first, with hasMore', async () => {
    const player = await createPlayer(app);
    const stored = await notificationFactory(player, 35);
    const first = await list(player);
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.data.hasMore).toBe(true);
    expect(first.body.data.notifications).toHaveLength(30);
    expect(first.body.data.notifications[0]).toEqual({
      id: stored[34].id,
      type: 'friend_request',
      message: 'إشعار 34',
      data: { index: 34 },
      isRead: false,
      createdAt: expect.any(String),
    });
    const second = await list(player, '?page=2');
    expect(second.body.data).toMatchObject({ hasMore: false });
    expect(second.body.data.notifications.map((n: { id: number }) => n.id)).toEqual(
      stored
        .slice(0, 5)
        .map((n) => n.id)
        .reverse(),
    );
    const exact = await list(player, '?page=7&limit=5');
    expect(exact.body.data.hasMore).toBe(false);
    expect(exact.body.data.notifications.map((n: { id: number }) => n.id)).toEqual(
      stored
        .slice(0, 5)
        .map((n) => n.id)
        .reverse(),
    );
    expect((await list(player, '?page=8&limit=5')).body.data).toEqual({ notifications: [], hasMore: false });
  });

  it('refuses a page below 1 and a limit outside 1..100 with Arabic details', async () => {
    const player = await createPlayer(app);
    const page = await list(player, '?page=0');
    expect(page.status).toBe(400);
    expect(page.body).toMatchObject({
      message: 'Validation failed',
      details: ['رقم الصفحة يجب أن يكون 1 على الأقل'],
    });
    expect((await list(player, '?limit=101')).body.details).toEqual([
      'عدد الإشعارات يجب أن يكون 100 كحد أقصى',
    ]);
    expect((await list(player, '?limit=0')).status).toBe(400);
    expect((await list(player, '?limit=100')).status).toBe(200);
  });

  it('counts unread notifications and marks one or all read, pushing the new count each time', async () => {
    const player = await createPlayer(app);
    const stored = await notificationFactory(player, 3);
    expect(await unread(player)).toEqual({ success: true, data: { count: 3 } });
    const socket = await connectSocket(app, player.token);
    try {
      const afterOne = nextEvent(socket, 'notificationsCount:update');
      const read = await api(app, 'PATCH', `/api/notifications/${stored[1].id}/read`, {
        token: player.token,
      });
      expect(read).toEqual({ status: 200, body: { success: true } });
      expect(await afterOne).toEqual({ count: 2 });
      expect((await unread(player)).data.count).toBe(2);
      const rows = (await list(player)).body.data.notifications;
      expect(rows.map((n: { isRead: boolean }) => n.isRead)).toEqual([false, true, false]);

      const afterAll = nextEvent(socket, 'notificationsCount:update');
      expect(
        (await api(app, 'PATCH', '/api/notifications/mark-all-read', { token: player.token })).body,
      ).toEqual({ success: true });
      expect(await afterAll).toEqual({ count: 0 });
      expect((await unread(player)).data.count).toBe(0);
    } finally {
      socket.close();
    }
  });

  it('lets a player read and delete only their own notifications (404 otherwise)', async () => {
    const owner = await createPlayer(app);
    const other = await createPlayer(app);
    const [mine, kept] = await notificationFactory(owner, 2);
    const foreignRead = await api(app, 'PATCH', `/api/notifications/${mine.id}/read`, { token: other.token });
    expect(foreignRead.status).toBe(404);
    expect(foreignRead.body).toMatchObject({
      statusCode: 404,
      code: 'NOTIFICATION_NOT_FOUND',
      message: 'الإشعار غير موجود',
    });
    expect((await api(app, 'DELETE', `/api/notifications/${mine.id}`, { token: other.token })).status).toBe(
      404,
    );
    expect((await unread(owner)).data.count).toBe(2);

    expect(await api(app, 'DELETE', `/api/notifications/${mine.id}`, { token: owner.token })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await list(owner)).body.data.notifications.map((n: { id: number }) => n.id)).toEqual([kept.id]);
    expect((await api(app, 'DELETE', `/api/notifications/${mine.id}`, { token: owner.token })).status).toBe(
      404,
    );
    expect(
      (await api(app, 'PATCH', '/api/notifications/not-a-number/read', { token: owner.token })).status,
    ).toBe(400);
  });

  it('pushes a stored notification and the unread count to the user on notify', async () => {
    const player = await createPlayer(app);
    const socket = await connectSocket(app, player.token);
    try {
      const pushed = nextEvent(socket, 'notification');
      const count = nextEvent(socket, 'notificationsCount:update');
      const dto = await service.notify(player.userId, { type: 'muted', message: 'تم كتمك' });
      expect(await pushed).toEqual(dto);
      expect(dto).toMatchObject({ type: 'muted', message: 'تم كتمك', data: {}, isRead: false });
      expect(await count).toEqual({ count: 1 });
    } finally {
      socket.close();
    }
  });

  it('answers notificationsCount:request with notificationsCount:update', async () => {
    const player = await createPlayer(app);
    await notificationFactory(player, 2);
    const socket = await connectSocket(app, player.token);
    try {
      const update = nextEvent(socket, 'notificationsCount:update');
      socket.emit('notificationsCount:request');
      expect(await update).toEqual({ count: 2 });
    } finally {
      socket.close();
    }
  });

  it('stores an attacked notification for the defender of a fight and pushes it with the count', async () => {
    const [attacker, defender] = [await createPlayer(app), await createPlayer(app)];
    await app.dataSource.query(
      `UPDATE characters SET level = 10, hp = 1900, hp_updated_at = now(), energy = 100, energy_updated_at = now() WHERE id = ANY($1)`,
      [[attacker.characterId, defender.characterId]],
    );
    await grant(app, defender.characterId, { money: 500 });
    const socket = await connectSocket(app, defender.token);
    try {
      const pushed = nextEvent(socket, 'notification');
      const count = nextEvent(socket, 'notificationsCount:update');
      const fight = await api(app, 'POST', `/api/fight/${defender.userId}`, { token: attacker.token });
      expect(fight.status).toBe(200);
      const notification = await pushed;
      expect(notification).toMatchObject({
        type: 'attacked',
        isRead: false,
        data: { fightId: fight.body.fightId },
      });
      expect(notification.message).toContain(attacker.username);
      expect(await count).toEqual({ count: 1 });
      const stored = (await list(defender)).body.data.notifications;
      expect(stored).toEqual([notification]);
      expect((await unread(attacker)).data.count).toBe(0);
    } finally {
      socket.close();
    }
  });

  /** A level-10 player with full HP and energy, cash and trained strength as the test needs. */
  async function fighterFactory(options: { money?: number; trainedStrength?: number } = {}): Promise<Player> {
    const player = await createPlayer(app);
    await app.dataSource.query(
      `UPDATE characters SET level = 10, trained_strength = $2, hp = 1900, hp_updated_at = now(), energy = 100, energy_updated_at = now() WHERE id = $1`,
      [player.characterId, options.trainedStrength ?? 0],
    );
    await grant(app, player.characterId, { money: options.money });
    return player;
  }

  const types = async (player: Player) =>
    ((await list(player)).body.data.notifications as { type: string; data: Record<string, unknown> }[]).map(
      (n) => [n.type, n.data],
    );

  it('tells the target and the poster when a contract is carried out, and the poster when it expires', async () => {
    const poster = await fighterFactory({ money: 1000 });
    const target = await fighterFactory();
    const assassin = await fighterFactory({ trainedStrength: 100_000 });
    const post = (reward: number) =>
      api(app, 'POST', '/api/blood-contracts', {
        token: poster.token,
        body: { targetUserId: target.userId, reward },
      });
    const { body: executed } = await post(300);
    const result = await api(app, 'POST', `/api/blood-contracts/${executed.id}/execute`, {
      token: assassin.token,
    });
    expect(result.body.isAttackerWinner).toBe(true);
    expect(await types(target)).toEqual([['contract_executed', { contractId: executed.id }]]);
    expect(await types(poster)).toEqual([['contract_completed', { contractId: executed.id }]]);
    expect(await types(assassin)).toEqual([]);

    const { body: expiring } = await post(200);
    await app.dataSource.query(
      `UPDATE blood_contracts SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [expiring.id],
    );
    await app.app.get<BloodContractTimers>('BloodContractTimers').expire(expiring.id);
    expect((await types(poster))[0]).toEqual([
      'contract_expired',
      { contractId: expiring.id, refunded: 200 },
    ]);
    expect((await list(poster)).body.data.notifications[0].message).toBe(
      `انتهت صلاحية عقد الدم على ${target.username} وأعيد إليك ٢٠٠`,
    );
  });
});
