import { randomUUID } from 'node:crypto';
import { api, connectSocket, createPlayer, nextEvent, Player } from './support/api';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

describe('friends', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await sharedTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const request = (from: Player, to: Pick<Player, 'userId'>) =>
    api(app, 'POST', '/api/friends/requests', { token: from.token, body: { userId: to.userId } });
  const answer = (player: Player, requester: Player, action: 'accept' | 'reject') =>
    api(app, 'POST', `/api/friends/requests/${requester.userId}/${action}`, { token: player.token });
  const friends = async (player: Player) =>
    (await api(app, 'GET', '/api/friends', { token: player.token })).body.friends;
  const pending = async (player: Player) =>
    (await api(app, 'GET', '/api/friends/pending', { token: player.token })).body;
  const rows = async (a: Player, b: Player) =>
    app.dataSource.query(
      `SELECT requester_id, addressee_id, status FROM friendships
        WHERE (requester_id = $1 AND addressee_id = $2) OR (requester_id = $2 AND addressee_id = $1)`,
      [a.userId, b.userId],
    );
  const storedTypes = async (player: Player) =>
    (await app.dataSource.query(`SELECT type, data FROM notifications WHERE user_id = $1 ORDER BY id`, [
      player.userId,
    ])) as {
      type: string;
      data: Record<string, unknown>;
    }[];

  it('refuses every route without a token (401)', async () => {
    const id = randomUUID();
    for (const [method, path] of [
      ['GET', '/api/friends'],
      ['GET', '/api/friends/pending'],
      ['POST', '/api/friends/requests'],
      ['POST', `/api/friends/requests/${id}/accept`],
      ['POST', `/api/friends/requests/${id}/reject`],
      ['DELETE', `/api/friends/${id}`],
    ]) {
      expect(
        (await api(app, method, path, { body: method === 'POST' ? { userId: id } : undefined })).status,
      ).toBe(401);
    }
  });

  it('sends a request, notifies the addressee, and lists it on both sides as pending', async () => {
    const [alice, bob] = [await createPlayer(app), await createPlayer(app)];
    const bobSocket = await connectSocket(app, bob.token);
    try {
      const pushed = nextEvent(bobSocket, 'notification');
      const sent = await request(alice, bob);
      expect(sent).toEqual({ status: 201, body: { success: true, status: 'pending' } });
      expect(await pushed).toMatchObject({
        type: 'friend_request',
        data: { userId: alice.userId },
        isRead: false,
      });
      expect((await pushed).message).toContain(alice.username);
    } finally {
      bobSocket.close();
    }
    expect(await pending(alice)).toEqual({
      incoming: [],
      outgoing: [
        {
          userId: bob.userId,
          username: bob.username,
          level: 1,
          isOnline: expect.any(Boolean),
          requestedAt: expect.any(String),
        },
      ],
    });
    expect((await pending(bob)).incoming).toEqual([
      expect.objectContaining({ userId: alice.userId, username: alice.username }),
    ]);
    expect(await friends(alice)).toEqual([]);
  });

  it('accepts a request: both list each other with online flags and the requester is notified', async () => {
    const [alice, bob] = [await createPlayer(app), await createPlayer(app)];
    await app.dataSource.query(`UPDATE characters SET level = 7 WHERE id = $1`, [bob.characterId]);
    await request(alice, bob);
    const aliceSocket = await connectSocket(app, alice.token);
    try {
      const pushed = nextEvent(aliceSocket, 'notification');
      expect(await answer(bob, alice, 'accept')).toEqual({ status: 200, body: { success: true } });
      expect(await pushed).toMatchObject({ type: 'friend_accepted', data: { userId: bob.userId } });
      // Alice has a socket (online); Bob has none (offline).
      expect(await friends(bob)).toEqual([
        {
          userId: alice.userId,
          username: alice.username,
          level: 1,
          isOnline: true,
          since: expect.any(String),
        },
      ]);
      expect(await friends(alice)).toEqual([
        { userId: bob.userId, username: bob.username, level: 7, isOnline: false, since: expect.any(String) },
      ]);
    } finally {
      aliceSocket.close();
    }
    expect(await pending(alice)).toEqual({ incoming: [], outgoing: [] });
    expect(await pending(bob)).toEqual({ incoming: [], outgoing: [] });
    expect((await answer(bob, alice, 'accept')).body).toMatchObject({
      statusCode: 404,
      code: 'FRIEND_REQUEST_NOT_FOUND',
    });
  });

  it('accepts instead of asking back when the other player already asked', async () => {
    const [alice, bob] = [await createPlayer(app), await createPlayer(app)];
    await request(alice, bob);
    expect(await request(bob, alice)).toEqual({ status: 201, body: { success: true, status: 'accepted' } });
    expect(await rows(alice, bob)).toEqual([
      { requester_id: alice.userId, addressee_id: bob.userId, status: 'accepted' },
    ]);
    expect((await storedTypes(alice)).map((n) => n.type)).toEqual(['friend_accepted']);
  });

  it('refuses duplicates: a second request while pending, and any request between friends (409)', async () => {
    const [alice, bob] = [await createPlayer(app), await createPlayer(app)];
    await request(alice, bob);
    const again = await request(alice, bob);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'FRIEND_REQUEST_ALREADY_SENT',
      message: 'لقد أرسلت طلب صداقة لهذا اللاعب مسبقاً',
    });
    await answer(bob, alice, 'accept');
    for (const [from, to] of [
      [alice, bob],
      [bob, alice],
    ]) {
      const response = await request(from, to);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        statusCode: 409,
        code: 'ALREADY_FRIENDS',
        message: 'أنتما صديقان بالفعل',
      });
    }
    expect(await rows(alice, bob)).toHaveLength(1);
  });

  it('refuses yourself, unknown players, players who have not set up, and a malformed id', async () => {
    const alice = await createPlayer(app);
    expect((await request(alice, alice)).body).toMatchObject({
      statusCode: 400,
      code: 'CANNOT_BEFRIEND_SELF',
    });
    const unknown = await request(alice, { userId: randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'PLAYER_NOT_FOUND', message: 'اللاعب غير موجود' });
    const guest = await api(app, 'POST', '/api/auth/create-guest', { body: { firebaseUid: randomUUID() } });
    expect((await request(alice, { userId: guest.body.user.id })).body.code).toBe('PLAYER_NOT_FOUND');
    expect((await request({ ...alice, token: guest.body.accessToken }, alice)).body.code).toBe(
      'CHARACTER_REQUIRED',
    );
    const malformed = await request(alice, { userId: 'nope' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.details).toEqual(['معرف اللاعب غير صحيح']);
    expect((await api(app, 'POST', '/api/friends/requests/nope/accept', { token: alice.token })).status).toBe(
      400,
    );
  });

  it('reads an id in capitals as the same player: refuses yourself, asks anyone else', async () => {
    const [alice, bob] = [await createPlayer(app), await createPlayer(app)];
    expect((await request(alice, { userId: alice.userId.toUpperCase() })).body).toMatchObject({
      statusCode: 400,
      code: 'CANNOT_BEFRIEND_SELF',
    });
    expect((await request(alice, { userId: bob.userId.toUpperCase() })).body).toEqual({
      success: true,
      status: 'pending',
    });
    expect(await rows(alice, bob)).toEqual([
      { requester_id: alice.userId, addressee_id: bob.userId, status: 'pending' },
    ]);
  });

  it('rejects a request: the row is gone, the requester is notified and may ask again', async () => {
    const [alice, bob] = [await createPlayer(app), await createPlayer(app)];
    await request(alice, bob);
    expect((await answer(alice, bob, 'reject')).status).toBe(404); // only the addressee answers
    expect(await answer(bob, alice, 'reject')).toEqual({ status: 200, body: { success: true } });
    expect(await rows(alice, bob)).toEqual([]);
    expect(await storedTypes(alice)).toEqual([{ type: 'friend_rejected', data: { userId: bob.userId } }]);
    expect(await pending(bob)).toEqual({ incoming: [], outgoing: [] });
    expect((await request(alice, bob)).status).toBe(201);
  });

  it('removes a friend from both lists, and withdraws an own pending request', async () => {
    const [alice, bob, carol] = [await createPlayer(app), await createPlayer(app), await createPlayer(app)];
    await request(alice, bob);
    await answer(bob, alice, 'accept');
    expect(await api(app, 'DELETE', `/api/friends/${alice.userId}`, { token: bob.token })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await friends(alice)).toEqual([]);
    expect(await friends(bob)).toEqual([]);
    const again = await api(app, 'DELETE', `/api/friends/${alice.userId}`, { token: bob.token });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'NOT_FRIENDS' });

    await request(alice, carol);
    expect((await api(app, 'DELETE', `/api/friends/${alice.userId}`, { token: carol.token })).status).toBe(
      404,
    ); // not carol's request
    expect((await api(app, 'DELETE', `/api/friends/${carol.userId}`, { token: alice.token })).status).toBe(
      200,
    );
    expect((await pending(carol)).incoming).toEqual([]);
  });

  it('writes one row for simultaneous requests of the same pair', async () => {
    const [alice, bob] = [await createPlayer(app), await createPlayer(app)];
    const same = await Promise.all(Array.from({ length: 6 }, () => request(alice, bob)));
    expect(same.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await rows(alice, bob)).toHaveLength(1);
    expect((await storedTypes(bob)).map((n) => n.type)).toEqual(['friend_request']);

    const [carol, dave] = [await createPlayer(app), await createPlayer(app)];
    const crossed = await Promise.all([request(carol, dave), request(dave, carol)]);
    expect(crossed.map((r) => r.body.status).sort()).toEqual(['accepted', 'pending']);
    const [row] = await rows(carol, dave);
    expect(row.status).toBe('accepted');
    expect(await rows(carol, dave)).toHaveLength(1);
  });
});
