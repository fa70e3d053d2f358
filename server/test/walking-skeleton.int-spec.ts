import { api, connectSocket, createPlayer, nextEvent, signInAdmin } from './support/api';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

describe('walking skeleton', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await sharedTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('creates a guest, sets the account up and serves the level-1 HUD', async () => {
    const player = await createPlayer(app);
    const hud = await api(app, 'GET', '/api/character/hud', { token: player.token });
    expect(hud.status).toBe(200);
    expect(hud.body).toEqual({
      hp: 1000,
      maxHp: 1000,
      energy: 100,
      maxEnergy: 100,
      exp: 0,
      nextLevelExp: 200,
      level: 1,
      money: 0,
      blackcoins: 0,
      isVip: false,
      vipExpiresAt: null,
    });
  });

  it('pushes hud:update to the player when an admin adds money', async () => {
    const player = await createPlayer(app);
    const adminToken = await signInAdmin(app);
    const socket = await connectSocket(app, player.token);
    try {
      const update = nextEvent(socket, 'hud:update');
      const adjusted = await api(app, 'POST', `/api/admin/characters/${player.characterId}/money`, {
        token: adminToken,
        body: { amount: 5000 },
      });
      expect(adjusted.status).toBe(200);
      expect((await update).money).toBe(5000);
    } finally {
      socket.close();
    }
  });

  it('refuses admin routes to players', async () => {
    const player = await createPlayer(app);
    const response = await api(app, 'POST', `/api/admin/characters/${player.characterId}/money`, {
      token: player.token,
      body: { amount: 1 },
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('ADMIN_ONLY');
  });
});
