import { randomUUID } from 'node:crypto';
import { effectiveStats } from '../src/game/stats.rules';
import { api, connectSocket, createPlayer, Player } from './support/api';
import { closeSocket } from './support/cluster/sockets';
import { grant } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Player search, public profiles and profile ratings (spec 000 sections 2, 3, 4, 5, 7, 8, 9;
 * DESIGN.md section 6, Leaderboard: one rating per rater and target).
 */
jest.setTimeout(60_000);

describe('players', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Sets character columns directly (levels and counters the game would take hours to reach). */
  async function setCharacter(
    player: Player,
    { money, bank_balance: bankBalance, ...values }: Record<string, unknown>,
  ) {
    // Balances live in the wallet: they are granted through it, so the books stay balanced.
    await grant(app, player.characterId, {
      money: Number(money ?? 0),
      bankBalance: Number(bankBalance ?? 0),
    });
    const columns = Object.keys(values);
    if (!columns.length) return;
    const assignments = columns.map((column, index) => `${column} = $${index + 2}`).join(', ');
    await app.dataSource.query(`UPDATE characters SET ${assignments} WHERE id = $1`, [
      player.characterId,
      ...Object.values(values),
    ]);
  }

  const search = (player: Player, query: string) =>
    api(app, 'GET', `/api/v1/search/users${query}`, { token: player.token });

  describe('search', () => {
    let viewer: Player;
    let top: Player;
    let second: Player;
    let third: Player;
    let banned: Player;

    beforeAll(async () => {
      [viewer, top, second, third, banned] = await Promise.all([
        createPlayer(app, { username: 'viewer_s' }),
        createPlayer(app, { username: 'Srch_Top' }),
        createPlayer(app, { username: 'srch_second' }),
        createPlayer(app, { username: 'srchxthird' }),
        createPlayer(app, { username: 'srch_banned' }),
      ]);
      await setCharacter(top, { level: 40, fights_won: 1 });
      await setCharacter(second, { level: 20, fights_won: 9, fights_lost: 4 });
      await setCharacter(third, { level: 20, fights_won: 3 });
      await setCharacter(banned, { level: 99 });
      await app.dataSource.query(`UPDATE users SET is_banned = true WHERE id = $1`, [banned.userId]);
    });

    it('lists set-up players by level, then fights won, without banned accounts or unfinished setups', async () => {
      await api(app, 'POST', '/api/auth/create-guest', { body: { firebaseUid: randomUUID() } });
      const result = await search(viewer, '?sort=level&limit=50');
      expect(result.status).toBe(200);
      expect(result.body.map((user: { username: string }) => user.username)).toEqual([
        'Srch_Top',
        'srch_second',
        'srchxthird',
        'viewer_s',
      ]);
    });

    it('answers every field of the spec search result, in both spellings', async () => {
      await app.dataSource.query(
        `UPDATE users SET is_admin = true, avatar_url = '/media/avatar' WHERE id = $1`,
        [second.userId],
      );
      await setCharacter(second, { vip_expires_at: new Date(Date.now() + 86_400_000) });
      const [row] = (await search(viewer, '?query=srch_second')).body;
      expect(row).toEqual({
        userId: second.userId,
        id: second.userId,
        username: 'srch_second',
        displayName: 'srch_second',
        name: 'srch_second',
        avatarUrl: '/media/avatar',
        isVip: true,
        isVIP: true,
        isAdmin: true,
        level: 20,
        fightsWon: 9,
        fightsLost: 4,
        isOnline: false,
        daysInGame: 0,
      });
    });

    it('cuts the list at the limit', async () => {
      const result = await search(viewer, '?sort=level&limit=2');
      expect(result.body.map((user: { userId: string }) => user.userId)).toEqual([top.userId, second.userId]);
    });

    it('matches part of the username, ignoring case, with LIKE wildcards taken literally', async () => {
      const result = await search(viewer, '?query=SRCH_');
      expect(result.status).toBe(200);
      expect(result.body.map((user: { username: string }) => user.username)).toEqual([
        'Srch_Top',
        'srch_second',
      ]);
      expect((await search(viewer, '?query=%25%25')).body).toEqual([]);
      expect(
        (await search(viewer, `?query=${encodeURIComponent('  xthi ')}`)).body.map(
          (user: { userId: string }) => user.userId,
        ),
      ).toEqual([third.userId]);
    });

    it('refuses a query under 2 characters after trimming, with the Arabic sentence', async () => {
      for (const query of ['s', ' s ', '']) {
        const result = await search(viewer, `?query=${encodeURIComponent(query)}`);
        expect(result.status).toBe(400);
        expect(result.body).toMatchObject({
          message: 'Validation failed',
          details: ['نص البحث يجب أن يكون 2 أحرف على الأقل'],
        });
      }
    });

    it('refuses another sort and a limit outside 1..50', async () => {
      expect((await search(viewer, '?sort=fame')).status).toBe(400);
      expect((await search(viewer, '?limit=51')).body).toMatchObject({
        details: ['عدد النتائج يجب أن يكون 50 كحد أقصى'],
      });
      expect((await search(viewer, '?limit=0')).status).toBe(400);
      expect((await search(viewer, '?limit=abc')).status).toBe(400);
    });

    it('flags players with a live socket as online', async () => {
      const socket = await connectSocket(app, third.token);
      try {
        const result = await search(viewer, '?query=srch');
        const online = Object.fromEntries(
          result.body.map((user: { userId: string; isOnline: boolean }) => [user.userId, user.isOnline]),
        );
        expect(online).toEqual({ [top.userId]: false, [second.userId]: false, [third.userId]: true });
      } finally {
        await closeSocket(socket);
      }
    });

    it('counts whole days since the character was created', async () => {
      await setCharacter(third, { created_at: new Date(Date.now() - (3 * 86_400_000 + 3_600_000)) });
      const [row] = (await search(viewer, '?query=srchxthird')).body;
      expect(row.daysInGame).toBe(3);
    });

    it('needs a signed-in user', async () => {
      expect((await api(app, 'GET', '/api/v1/search/users')).status).toBe(401);
    });
  });

  describe('public profile', () => {
    it('shows public fields only, with fame from effective stats and the rating summary', async () => {
      const [viewer, target] = await Promise.all([
        createPlayer(app),
        createPlayer(app, { username: 'Public_Pro' }),
      ]);
      await setCharacter(target, {
        level: 12,
        trained_strength: 7,
        trained_defense: 3,
        money: 5000,
        bank_balance: 900,
        fights_won: 4,
        crimes_committed: 6,
      });
      await api(app, 'POST', `/api/character/profile/${target.userId}/rate`, {
        token: viewer.token,
        body: { rating: 'LIKE' },
      });

      const result = await api(app, 'GET', '/api/character/profile/by-username/public_pro', {
        token: viewer.token,
      });
      expect(result.status).toBe(200);
      expect(result.body).toEqual({
        userId: target.userId,
        username: 'Public_Pro',
        displayName: 'Public_Pro',
        avatarUrl: null,
        level: 12,
        fame: effectiveStats(12, { trainedStrength: 7, trainedDefense: 3 }).fame,
        fightsWon: 4,
        fightsLost: 0,
        crimesCommitted: 6,
        isVip: false,
        isAdmin: false,
        isOnline: false,
        daysInGame: 0,
        gender: 'male',
        countryCode: 'SA',
        ratings: { likes: 1, dislikes: 0, userRating: 'LIKE' },
      });
      for (const secret of [
        'money',
        'blackcoins',
        'bankBalance',
        'email',
        'hospitalUntil',
        'jailUntil',
        'hp',
        'energy',
        'exp',
      ]) {
        expect(result.body).not.toHaveProperty(secret);
      }
    });

    it('answers 404 for an unknown or banned username', async () => {
      const [viewer, target] = await Promise.all([
        createPlayer(app),
        createPlayer(app, { username: 'gone_player' }),
      ]);
      expect(
        (await api(app, 'GET', '/api/character/profile/by-username/nobody_here', { token: viewer.token }))
          .body,
      ).toMatchObject({
        statusCode: 404,
        code: 'PLAYER_NOT_FOUND',
      });
      await app.dataSource.query(`UPDATE users SET is_banned = true WHERE id = $1`, [target.userId]);
      expect(
        (await api(app, 'GET', '/api/character/profile/by-username/gone_player', { token: viewer.token }))
          .status,
      ).toBe(404);
    });
  });

  describe('ratings', () => {
    const rate = (rater: Player, target: string, rating: unknown) =>
      api(app, 'POST', `/api/character/profile/${target}/rate`, { token: rater.token, body: { rating } });
    const ratings = (viewer: Player, target: string) =>
      api(app, 'GET', `/api/character/profile/${target}/ratings`, { token: viewer.token });

    it('likes once, refuses the same rating with the spec error, switches to dislike, and counts', async () => {
      const [rater, other, target] = await Promise.all([
        createPlayer(app),
        createPlayer(app),
        createPlayer(app),
      ]);
      expect((await ratings(rater, target.userId)).body).toEqual({ likes: 0, dislikes: 0, userRating: null });

      const liked = await rate(rater, target.userId, 'LIKE');
      expect(liked.status).toBe(200);
      expect(liked.body).toEqual({ success: true, ratings: { likes: 1, dislikes: 0, userRating: 'LIKE' } });

      const again = await rate(rater, target.userId, 'LIKE');
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        statusCode: 409,
        code: 'ALREADY_RATED',
        error: 'Already rated this player',
        message: 'Already rated this player',
      });

      const switched = await rate(rater, target.userId, 'DISLIKE');
      expect(switched.body).toEqual({
        success: true,
        ratings: { likes: 0, dislikes: 1, userRating: 'DISLIKE' },
      });
      expect((await rate(rater, target.userId, 'DISLIKE')).status).toBe(409);

      await rate(other, target.userId, 'LIKE');
      expect((await ratings(rater, target.userId)).body).toEqual({
        likes: 1,
        dislikes: 1,
        userRating: 'DISLIKE',
      });
      expect((await ratings(other, target.userId)).body).toEqual({
        likes: 1,
        dislikes: 1,
        userRating: 'LIKE',
      });
      const rows = await app.dataSource.query(
        `SELECT rating FROM ratings WHERE target_user_id = $1 ORDER BY rating`,
        [target.userId],
      );
      expect(rows).toEqual([{ rating: 'DISLIKE' }, { rating: 'LIKE' }]);
    });

    it('refuses rating yourself', async () => {
      const player = await createPlayer(app);
      for (const id of [player.userId, player.userId.toUpperCase()]) {
        const result = await rate(player, id, 'LIKE');
        expect(result.status).toBe(400);
        expect(result.body).toMatchObject({
          code: 'CANNOT_RATE_SELF',
          message: 'لا يمكنك تقييم ملفك الشخصي',
        });
      }
    });

    it('answers 404 for an unknown player and 400 for a malformed id or rating', async () => {
      const player = await createPlayer(app);
      expect((await rate(player, randomUUID(), 'LIKE')).body).toMatchObject({
        statusCode: 404,
        code: 'PLAYER_NOT_FOUND',
      });
      expect((await ratings(player, randomUUID())).status).toBe(404);
      expect((await rate(player, 'not-a-uuid', 'LIKE')).body).toMatchObject({
        statusCode: 400,
        details: ['معرف اللاعب غير صحيح'],
      });
      const target = await createPlayer(app);
      expect((await rate(player, target.userId, 'LOVE')).body).toMatchObject({
        statusCode: 400,
        details: ['التقييم يجب أن يكون إعجاب أو عدم إعجاب'],
      });
    });

    it('needs a signed-in user', async () => {
      const target = await createPlayer(app);
      expect(
        (await api(app, 'POST', `/api/character/profile/${target.userId}/rate`, { body: { rating: 'LIKE' } }))
          .status,
      ).toBe(401);
    });

    it('writes one row when the same rating arrives twice at once', async () => {
      const [rater, target] = await Promise.all([createPlayer(app), createPlayer(app)]);
      const results = await Promise.all(Array.from({ length: 6 }, () => rate(rater, target.userId, 'LIKE')));
      expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
      const rows = await app.dataSource.query(`SELECT rating FROM ratings WHERE rater_user_id = $1`, [
        rater.userId,
      ]);
      expect(rows).toEqual([{ rating: 'LIKE' }]);
    });
  });
});
