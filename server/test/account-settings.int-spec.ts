import { FEATURES } from '../src/game/features.rules';
import { api, createPlayer, Player } from './support/api';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * The per-account screens' calls (spec 000 sections 3, 4, 7, 9): sound settings, the gang guide's
 * infobox status, and feature info from the level unlock table.
 */
// Starting real servers takes a few seconds; the project-level testTimeout does not apply (jest reads it globally).
jest.setTimeout(60_000);

describe('account settings, infobox and feature info', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await sharedTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const settings = (player: Player) => api(app, 'GET', '/api/settings', { token: player.token });
  const put = (player: Player, which: 'notification-sound' | 'background-music', body: unknown) =>
    api(app, 'PUT', `/api/settings/${which}`, { token: player.token, body });

  describe('settings', () => {
    it('starts with the spec defaults: notification 0.5, music 0.3, both unmuted', async () => {
      const player = await createPlayer(app);
      const response = await settings(player);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        notificationSoundVolume: 0.5,
        notificationSoundMuted: false,
        backgroundMusicVolume: 0.3,
        backgroundMusicMuted: false,
      });
    });

    it('persists the notification sound and leaves the music alone', async () => {
      const player = await createPlayer(app);
      const saved = await put(player, 'notification-sound', { volume: 0.7, muted: true });
      expect(saved.status).toBe(200);
      const expected = {
        notificationSoundVolume: 0.7,
        notificationSoundMuted: true,
        backgroundMusicVolume: 0.3,
        backgroundMusicMuted: false,
      };
      expect(saved.body).toEqual(expected);
      expect((await settings(player)).body).toEqual(expected);
    });

    it('persists the background music and leaves the notification sound alone', async () => {
      const player = await createPlayer(app);
      await put(player, 'notification-sound', { volume: 0.25, muted: false });
      const saved = await put(player, 'background-music', { volume: 0.9, muted: true });
      expect(saved.status).toBe(200);
      const expected = {
        notificationSoundVolume: 0.25,
        notificationSoundMuted: false,
        backgroundMusicVolume: 0.9,
        backgroundMusicMuted: true,
      };
      expect(saved.body).toEqual(expected);
      expect((await settings(player)).body).toEqual(expected);
    });

    it('clamps volumes to 0..1 (7 becomes 1, -2 becomes 0) and stores the clamped value', async () => {
      const player = await createPlayer(app);
      expect(
        (await put(player, 'notification-sound', { volume: 7, muted: false })).body.notificationSoundVolume,
      ).toBe(1);
      expect(
        (await put(player, 'background-music', { volume: -2, muted: false })).body.backgroundMusicVolume,
      ).toBe(0);
      expect((await settings(player)).body).toEqual({
        notificationSoundVolume: 1,
        notificationSoundMuted: false,
        backgroundMusicVolume: 0,
        backgroundMusicMuted: false,
      });
      // The bounds themselves are kept as they are.
      expect(
        (await put(player, 'background-music', { volume: 1, muted: false })).body.backgroundMusicVolume,
      ).toBe(1);
      expect(
        (await put(player, 'notification-sound', { volume: 0, muted: true })).body.notificationSoundVolume,
      ).toBe(0);
    });

    it('rejects a volume that is not a number, and a missing muted flag, with 400 and Arabic details', async () => {
      const player = await createPlayer(app);
      for (const volume of ['loud', '0.5', null, true]) {
        const response = await put(player, 'notification-sound', { volume, muted: false });
        expect({ volume, status: response.status }).toEqual({ volume, status: 400 });
        expect(response.body).toMatchObject({
          statusCode: 400,
          message: 'Validation failed',
          details: ['مستوى الصوت غير صحيح'],
        });
      }
      const noMuted = await put(player, 'background-music', { volume: 0.4 });
      expect(noMuted.status).toBe(400);
      expect(noMuted.body.details).toEqual(['كتم الصوت غير صحيح']);
      // Nothing was saved by the refused calls.
      expect((await settings(player)).body).toEqual({
        notificationSoundVolume: 0.5,
        notificationSoundMuted: false,
        backgroundMusicVolume: 0.3,
        backgroundMusicMuted: false,
      });
    });

    it('keeps settings per user', async () => {
      const [first, second] = [await createPlayer(app), await createPlayer(app)];
      await put(first, 'background-music', { volume: 0.1, muted: true });
      expect((await settings(second)).body).toEqual({
        notificationSoundVolume: 0.5,
        notificationSoundMuted: false,
        backgroundMusicVolume: 0.3,
        backgroundMusicMuted: false,
      });
    });

    it('requires a signed-in user', async () => {
      expect((await api(app, 'GET', '/api/settings')).status).toBe(401);
      expect(
        (await api(app, 'PUT', '/api/settings/notification-sound', { body: { volume: 1, muted: false } }))
          .status,
      ).toBe(401);
    });
  });

  describe('infobox', () => {
    const status = (player: Player, key = 'gangDetails') =>
      api(app, 'GET', `/api/infobox/${key}/status`, { token: player.token });

    it('starts unseen and expanded', async () => {
      const player = await createPlayer(app);
      const response = await status(player);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ hasSeenComplete: false, isMinimized: false });
    });

    it('records completion with POST complete', async () => {
      const player = await createPlayer(app);
      const completed = await api(app, 'POST', '/api/infobox/gangDetails/complete', { token: player.token });
      expect(completed.status).toBe(200);
      expect(completed.body).toEqual({ success: true });
      expect((await status(player)).body).toEqual({ hasSeenComplete: true, isMinimized: false });
    });

    it('records minimised and expanded with PUT minimized, keeping completion', async () => {
      const player = await createPlayer(app);
      const minimized = await api(app, 'PUT', '/api/infobox/gangDetails/minimized', {
        token: player.token,
        body: { isMinimized: true },
      });
      expect(minimized.status).toBe(200);
      expect(minimized.body).toEqual({ success: true });
      expect((await status(player)).body).toEqual({ hasSeenComplete: false, isMinimized: true });

      await api(app, 'POST', '/api/infobox/gangDetails/complete', { token: player.token });
      expect((await status(player)).body).toEqual({ hasSeenComplete: true, isMinimized: true });

      await api(app, 'PUT', '/api/infobox/gangDetails/minimized', {
        token: player.token,
        body: { isMinimized: false },
      });
      expect((await status(player)).body).toEqual({ hasSeenComplete: true, isMinimized: false });
    });

    it('rejects a non-boolean isMinimized with 400 and Arabic details', async () => {
      const player = await createPlayer(app);
      const response = await api(app, 'PUT', '/api/infobox/gangDetails/minimized', {
        token: player.token,
        body: { isMinimized: 'yes' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        message: 'Validation failed',
        details: ['حالة التصغير غير صحيح'],
      });
    });

    it('rejects a bad key with 400', async () => {
      const player = await createPlayer(app);
      const key = encodeURIComponent('bad key!');
      for (const [method, path] of [
        ['GET', `/api/infobox/${key}/status`],
        ['POST', `/api/infobox/${key}/complete`],
      ] as const) {
        const response = await api(app, method, path, { token: player.token });
        expect({ method, status: response.status }).toEqual({ method, status: 400 });
        expect(response.body).toMatchObject({
          message: 'Validation failed',
          details: ['مفتاح الدليل غير صحيح'],
        });
      }
      const minimized = await api(app, 'PUT', `/api/infobox/${key}/minimized`, {
        token: player.token,
        body: { isMinimized: true },
      });
      expect(minimized.status).toBe(400);
      const tooLong = await status(player, 'a'.repeat(65));
      expect(tooLong.status).toBe(400);
    });

    it('keeps statuses per user, and refuses keys that are not a guide of the spec', async () => {
      const [first, second] = [await createPlayer(app), await createPlayer(app)];
      await api(app, 'POST', '/api/infobox/gangDetails/complete', { token: first.token });
      await api(app, 'PUT', '/api/infobox/gangDetails/minimized', {
        token: first.token,
        body: { isMinimized: true },
      });
      expect((await status(second)).body).toEqual({ hasSeenComplete: false, isMinimized: false });
      // Issue 17: only the spec's guide keys (gangDetails) have rows, so a player cannot add more.
      expect((await status(first, 'otherGuide')).body).toMatchObject({
        statusCode: 400,
        details: ['مفتاح الدليل غير صحيح'],
      });
      expect((await status(first)).body).toEqual({ hasSeenComplete: true, isMinimized: true });
    });
  });

  describe('feature info', () => {
    const info = async (player: Player) => {
      const response = await api(app, 'GET', '/api/features/info', { token: player.token });
      expect(response.status).toBe(200);
      return response.body;
    };
    const setLevel = (player: Player, level: number) =>
      app.dataSource.query(`UPDATE characters SET level = $2 WHERE id = $1`, [player.characterId, level]);

    it('at level 1 unlocks the level-1 row of the table, with ministry missions next at 5', async () => {
      const player = await createPlayer(app);
      const body = await info(player);
      expect(body.playerLevel).toBe(1);
      expect(body.unlockedFeatures).toEqual([
        'home',
        'character',
        'shop',
        'hospital',
        'jail',
        'inventory',
        'globalChat',
        'loginGifts',
        'crimes',
        'gym',
        'jobs',
        'suggestions',
        'settings',
        'activePlayers',
        'friends',
        'messages',
        'specialShop',
        'tasks',
      ]);
      expect(body.unlockedFeatures).toContain('crimes');
      expect(body.unlockedFeatures).not.toContain('bank');
      expect(body.nextFeature).toEqual({ feature: 'ministryMissions', requiredLevel: 5, levelsRemaining: 4 });
      expect(body.featuresAtCurrentLevel).toEqual(body.unlockedFeatures);
      const locked = Object.fromEntries(
        (body.lockedFeatures as { feature: string; requiredLevel: number; progress: number }[]).map(
          (entry) => [entry.feature, [entry.requiredLevel, entry.progress]],
        ),
      );
      expect(locked).toEqual({
        ministryMissions: [5, 0.2],
        bloodContracts: [6, 0],
        fights: [6, 0],
        gangs: [10, 0],
        bank: [11, 0],
        houses: [16, 0],
        rides: [18, 0],
        blackMarket: [20, 0],
        pets: [21, 0],
        transfers: [25, 0],
        leaderboard: [30, 0],
      });
    });

    it('at level 11 unlocks the bank (and gangs), with houses next', async () => {
      const player = await createPlayer(app);
      await setLevel(player, 11);
      const body = await info(player);
      expect(body.playerLevel).toBe(11);
      expect(body.unlockedFeatures).toEqual(
        expect.arrayContaining(['bank', 'gangs', 'ministryMissions', 'bloodContracts', 'fights', 'crimes']),
      );
      expect(body.lockedFeatures.map((entry: { feature: string }) => entry.feature)).toEqual([
        'houses',
        'rides',
        'blackMarket',
        'pets',
        'transfers',
        'leaderboard',
      ]);
      expect(body.nextFeature).toEqual({ feature: 'houses', requiredLevel: 16, levelsRemaining: 5 });
      expect(body.featuresAtCurrentLevel).toEqual(['bank']);
    });

    it('at level 10 the bank is still locked, one level away (progress 0.8)', async () => {
      const player = await createPlayer(app);
      await setLevel(player, 10);
      const body = await info(player);
      expect(body.unlockedFeatures).not.toContain('bank');
      expect(body.lockedFeatures).toContainEqual({ feature: 'bank', requiredLevel: 11, progress: 0.8 });
      expect(body.nextFeature).toEqual({ feature: 'bank', requiredLevel: 11, levelsRemaining: 1 });
    });

    it('at level 31 everything is unlocked and nothing is next', async () => {
      const player = await createPlayer(app);
      await setLevel(player, 31);
      const body = await info(player);
      expect(body.playerLevel).toBe(31);
      expect(body.lockedFeatures).toEqual([]);
      expect(body.nextFeature).toBeNull();
      expect(body.unlockedFeatures).toEqual([...FEATURES]);
      expect(body.featuresAtCurrentLevel).toEqual([]);
    });

    it('requires a signed-in user', async () => {
      expect((await api(app, 'GET', '/api/features/info')).status).toBe(401);
    });
  });
});
