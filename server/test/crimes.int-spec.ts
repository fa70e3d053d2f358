import type { RandomSource } from '../src/common/random';
import type { DefaultContentService } from '../src/default-content';
import { api, connectSocket, createPlayer, nextEvent, Player, signInAdmin } from './support/api';
import { balancesOf, ledgerSum } from './support/factories';
import { PNG_1X1, uploadCrimeImage as upload } from './support/images';
import { startTestApp, TestApp } from './support/test-app';
import { account, Currency } from '../src/modules/wallet/account';

describe('crimes, jail and hospital', () => {
  let app: TestApp;
  let adminToken: string;
  let imageUrl: string;

  beforeAll(async () => {
    app = await startTestApp();
    adminToken = await signInAdmin(app);
    imageUrl = (await upload(app, adminToken, PNG_1X1, 'crime.png', 'image/png')).body.imageUrl;
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await app.close();
  });

  const forceDraw = (value: number) =>
    jest.spyOn(app.app.get<RandomSource>('RandomSource'), 'next').mockReturnValue(value);

  async function createCrime(overrides: Record<string, unknown> = {}) {
    const response = await api(app, 'POST', '/api/crimes', {
      token: adminToken,
      body: { name: 'سرقة اختبار', imageUrl, ...overrides },
    });
    expect(response.status).toBe(201);
    return response.body;
  }

  async function character(player: Player) {
    const [row] = await app.dataSource.query(`SELECT * FROM characters WHERE id = $1`, [player.characterId]);
    return { ...row, ...(await balancesOf(app, player.characterId)) };
  }

  it('creates a crime with the spec defaults and lists it to players with locks', async () => {
    const crime = await createCrime({ req_level: 3 });
    expect(crime).toMatchObject({
      req_level: 3,
      energyCost: 5,
      successRate: 0.5,
      reward: 100,
      cooldown: 60,
      expReward: 50,
      failOutcome: 'jail',
      jailMinutes: 3,
      hospitalMinutes: 2,
      isEnabled: true,
      imageUrl,
    });
    const player = await createPlayer(app);
    const list = await api(app, 'GET', '/api/crimes', { token: player.token });
    const listed = list.body.crimes.find((item: { id: number }) => item.id === crime.id);
    expect(listed).toMatchObject({ locked: true, cooldownRemainingSeconds: 0 });
  });

  it('commits with the real random source, succeeding or failing by the rules', async () => {
    jest.restoreAllMocks();
    const crime = await createCrime({ successRate: 0.5, jailMinutes: 0, hospitalMinutes: 0, cooldown: 1 });
    const player = await createPlayer(app);
    const result = await api(app, 'POST', `/api/crimes/${crime.id}/commit`, { token: player.token });
    expect(result.status).toBe(200);
    expect(result.body.energyLeft).toBe(95);
    expect(result.body.moneyGained).toBe(result.body.success ? 100 : 0);
    expect(result.body.confinement).toBeNull();
  });

  it('pays a successful crime through the wallet and starts its cooldown', async () => {
    const crime = await createCrime({ reward: 250, expReward: 40, energyCost: 10, cooldown: 120 });
    const player = await createPlayer(app);
    forceDraw(0);
    const result = await api(app, 'POST', `/api/crimes/${crime.id}/commit`, { token: player.token });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      success: true,
      moneyGained: 250,
      expGained: 40,
      energyLeft: 90,
      confinement: null,
    });
    // Numbers in ar-EG digits with separators (issue 17); the crime's name as it is.
    expect(result.body.message).toBe(`نجحت في ${crime.name} وربحت ٢٥٠ من المال و٤٠ من الخبرة`);
    const row = await character(player);
    expect(Number(row.money)).toBe(250);
    expect(Number(row.exp)).toBe(40);
    expect(row.crimes_committed).toBe(1);
    expect(await ledgerSum(app, account.cash(player.characterId), Currency.MONEY)).toBe(250);
    const again = await api(app, 'POST', `/api/crimes/${crime.id}/commit`, { token: player.token });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('CRIME_ON_COOLDOWN');
    expect(again.body.remainingSeconds).toBeGreaterThan(110);
    expect(again.body.remainingSeconds).toBeLessThanOrEqual(120);
  });

  it('pays a VIP 1.5 times the reward', async () => {
    const crime = await createCrime({ reward: 101, expReward: 11 });
    const player = await createPlayer(app);
    await app.dataSource.query(
      `UPDATE characters SET vip_expires_at = now() + interval '1 day' WHERE id = $1`,
      [player.characterId],
    );
    forceDraw(0);
    const result = await api(app, 'POST', `/api/crimes/${crime.id}/commit`, { token: player.token });
    expect(result.body).toMatchObject({ isVip: true, moneyGained: 151, expGained: 16 });
  });

  it('refuses a crime above the player level with the required level', async () => {
    const crime = await createCrime({ req_level: 9 });
    const player = await createPlayer(app);
    const result = await api(app, 'POST', `/api/crimes/${crime.id}/commit`, { token: player.token });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({
      code: 'CRIME_LOCKED',
      requiredLevel: 9,
      message: 'هذه الجريمة تتطلب المستوى ٩',
    });
  });

  it('refuses a crime without enough energy and changes nothing', async () => {
    const crime = await createCrime({ energyCost: 150 });
    const player = await createPlayer(app);
    const result = await api(app, 'POST', `/api/crimes/${crime.id}/commit`, { token: player.token });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ code: 'NOT_ENOUGH_ENERGY', message: 'لا تملك طاقة كافية' });
    expect((await character(player)).energy).toBe(100);
    const cooldowns = await app.dataSource.query(`SELECT 1 FROM crime_cooldowns WHERE character_id = $1`, [
      player.characterId,
    ]);
    expect(cooldowns).toHaveLength(0);
  });

  it('jails a failed crime, then answers every blocked action with the confinement body', async () => {
    const crime = await createCrime({ failOutcome: 'jail', jailMinutes: 3 });
    const other = await createCrime({ name: 'جريمة أخرى' });
    const player = await createPlayer(app);
    forceDraw(0.999);
    const result = await api(app, 'POST', `/api/crimes/${crime.id}/commit`, { token: player.token });
    expect(result.body).toMatchObject({ success: false, confinement: 'jail', confinementMinutes: 3 });
    expect(result.body.message).toBe(`فشلت في ${crime.name} وتم إرسالك إلى السجن لمدة ٣ دقائق`);
    const blocked = await api(app, 'POST', `/api/crimes/${other.id}/commit`, { token: player.token });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ code: 'IN_JAIL', type: 'jail', cost: 3 });
    expect(blocked.body.remainingSeconds).toBeGreaterThan(170);
    expect(blocked.body.remainingSeconds).toBeLessThanOrEqual(180);
    const state = await api(app, 'GET', '/api/confinement', { token: player.token });
    expect(state.body.jail).toMatchObject({ inJail: true, cost: 3 });
    expect(state.body.hospital).toMatchObject({ inHospital: false, cost: 0 });
    const inmates = await api(app, 'GET', '/api/jail', { token: player.token });
    expect(inmates.body.players.map((p: { userId: string }) => p.userId)).toContain(player.userId);
  });

  it('sends a failed crime to hospital when that is its outcome', async () => {
    const crime = await createCrime({ failOutcome: 'hospital', hospitalMinutes: 2 });
    const player = await createPlayer(app);
    forceDraw(0.999);
    const failed = await api(app, 'POST', `/api/crimes/${crime.id}/commit`, { token: player.token });
    expect(failed.body.message).toBe(`فشلت في ${crime.name} وتم إرسالك إلى المستشفى لمدة دقيقتين`);
    const blocked = await api(app, 'POST', `/api/crimes/${crime.id}/commit`, { token: player.token });
    expect(blocked.body).toMatchObject({ code: 'IN_HOSPITAL', type: 'hospital', cost: 2 });
  });

  it('charges early release exactly once even when it is sent twice at once', async () => {
    const crime = await createCrime({ failOutcome: 'jail', jailMinutes: 5 });
    const player = await createPlayer(app);
    await api(app, 'POST', `/api/admin/characters/${player.characterId}/blackcoins`, {
      token: adminToken,
      body: { amount: 20 },
    });
    forceDraw(0.999);
    await api(app, 'POST', `/api/crimes/${crime.id}/commit`, { token: player.token });
    const socket = await connectSocket(app, player.token);
    try {
      const leave = nextEvent(socket, 'jail:leave');
      const [first, second] = await Promise.all([
        api(app, 'POST', '/api/confinement/release', { token: player.token, body: { type: 'jail' } }),
        api(app, 'POST', '/api/confinement/release', { token: player.token, body: { type: 'jail' } }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 400]);
      expect([first, second].find((r) => r.status === 400)!.body.code).toBe('NOT_CONFINED');
      await leave;
      const row = await character(player);
      expect(Number(row.blackcoins)).toBe(15);
      expect(row.jail_until).toBeNull();
      const entries = await app.dataSource.query(
        `SELECT l.delta, a.kind, l.system_account FROM ledger_entries l LEFT JOIN wallet_accounts a ON a.id = l.account_id
          WHERE l.reason = 'early_release' AND (a.owner_id = $1 OR l.system_account IS NOT NULL) ORDER BY l.id`,
        [player.characterId],
      );
      // Paid from the player's blackcoins into the early-release sink.
      expect(
        entries.map((e: { delta: string; kind: string | null; system_account: string | null }) => [
          Number(e.delta),
          e.kind ?? e.system_account,
        ]),
      ).toEqual([
        [-5, 'cash'],
        [5, 'sink:early_release'],
      ]);
    } finally {
      socket.close();
    }
  });

  it('refuses early release without enough blackcoins and keeps the player jailed', async () => {
    const crime = await createCrime({ failOutcome: 'jail', jailMinutes: 5 });
    const player = await createPlayer(app);
    forceDraw(0.999);
    await api(app, 'POST', `/api/crimes/${crime.id}/commit`, { token: player.token });
    const response = await api(app, 'POST', '/api/confinement/release', {
      token: player.token,
      body: { type: 'jail' },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('INSUFFICIENT_BLACKCOINS');
    expect((await character(player)).jail_until).not.toBeNull();
  });

  it('answers the crime admin routes with 403 to a player and 401 without a token', async () => {
    const player = await createPlayer(app);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/crimes/admin'],
      ['POST', '/api/crimes', { name: 'x', imageUrl }],
      ['PUT', '/api/crimes/1', { isEnabled: false }],
      ['DELETE', '/api/crimes/1'],
    ];
    for (const [method, path, body] of calls) {
      expect((await api(app, method, path, { token: player.token, body })).status).toBe(403);
      expect((await api(app, method, path, { body })).status).toBe(401);
    }
  });

  it('validates crime fields with Arabic messages', async () => {
    const response = await api(app, 'POST', '/api/crimes', {
      token: adminToken,
      body: { name: '', successRate: 1.5, energyCost: 0, imageUrl: 'http://evil.example/x.png' },
    });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual(
      expect.arrayContaining([
        'اسم الجريمة مطلوب',
        'نسبة النجاح يجب أن تكون بين 1 و 99',
        'الطاقة يجب أن يكون 1 على الأقل',
        'يرجى رفع صورة للجريمة.',
      ]),
    );
  });

  it('refuses a reward above 10^12 or experience above 10^9, creating and editing, changing nothing', async () => {
    const created = await api(app, 'POST', '/api/crimes', {
      token: adminToken,
      body: { name: 'جريمة ضخمة', imageUrl, reward: 1e19, expReward: 3e9 },
    });
    expect(created.status).toBe(400);
    expect(created.body.details).toEqual(
      expect.arrayContaining([
        'المكافأة يجب أن يكون 1000000000000 كحد أقصى',
        'الخبرة يجب أن يكون 1000000000 كحد أقصى',
      ]),
    );
    const crime = await createCrime();
    const edited = await api(app, 'PUT', `/api/crimes/${crime.id}`, {
      token: adminToken,
      body: { reward: 6e15 },
    });
    expect(edited.status).toBe(400);
    const [row] = await app.dataSource.query('SELECT reward FROM crimes WHERE id = $1', [crime.id]);
    expect(Number(row.reward)).toBe(crime.reward);
  });

  it('toggles, edits and deletes a crime; a disabled crime is hidden from players', async () => {
    const crime = await createCrime();
    const player = await createPlayer(app);
    const toggled = await api(app, 'PUT', `/api/crimes/${crime.id}`, {
      token: adminToken,
      body: { isEnabled: false },
    });
    expect(toggled.body.isEnabled).toBe(false);
    const list = await api(app, 'GET', '/api/crimes', { token: player.token });
    expect(list.body.crimes.map((c: { id: number }) => c.id)).not.toContain(crime.id);
    expect((await api(app, 'POST', `/api/crimes/${crime.id}/commit`, { token: player.token })).status).toBe(
      404,
    );
    const edited = await api(app, 'PUT', `/api/crimes/${crime.id}`, {
      token: adminToken,
      body: { reward: 777, cooldown: 300 },
    });
    expect(edited.body).toMatchObject({ reward: 777, cooldown: 300, name: 'سرقة اختبار' });
    expect((await api(app, 'DELETE', `/api/crimes/${crime.id}`, { token: adminToken })).body).toEqual({
      success: true,
    });
    expect((await api(app, 'DELETE', `/api/crimes/${crime.id}`, { token: adminToken })).status).toBe(404);
  });

  it('answers 404 for a crime id beyond the id column, to players and admins', async () => {
    const player = await createPlayer(app);
    const id = 2 ** 31;
    expect((await api(app, 'POST', `/api/crimes/${id}/commit`, { token: player.token })).body).toMatchObject({
      statusCode: 404,
      code: 'CRIME_NOT_FOUND',
    });
    const edit = await api(app, 'PUT', `/api/crimes/${id}`, {
      token: adminToken,
      body: { isEnabled: false },
    });
    expect(edit.body).toMatchObject({ statusCode: 404, code: 'CRIME_NOT_FOUND' });
    const removal = await api(app, 'DELETE', `/api/crimes/${id}`, { token: adminToken });
    expect(removal.body).toMatchObject({ statusCode: 404, code: 'CRIME_NOT_FOUND' });
  });

  it('answers 404 for a media path that is not a UUID, even one of 36 hex digits and dashes', async () => {
    for (const id of ['-'.repeat(36), 'f'.repeat(36), 'nope']) {
      const response = await api(app, 'GET', `/media/${id}`);
      expect(response.body).toMatchObject({ statusCode: 404, code: 'MEDIA_NOT_FOUND' });
    }
  });

  it('stores an uploaded image re-encoded and serves it with an ETag', async () => {
    const stored = await upload(app, adminToken, PNG_1X1, 'a.png', 'image/png');
    expect(stored.status).toBe(201);
    expect(stored.body.imageUrl).toMatch(/^\/media\/[0-9a-f-]{36}$/);
    const served = await fetch(`${app.url}${stored.body.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const etag = served.headers.get('etag')!;
    expect(served.headers.get('cache-control')).toContain('immutable');
    const cached = await fetch(`${app.url}${stored.body.imageUrl}`, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
  });

  it('refuses a script renamed .png, an SVG and a 6 MB image, storing nothing', async () => {
    const [before] = await app.dataSource.query(`SELECT count(*)::int AS n FROM media`);
    const script = await upload(
      app,
      adminToken,
      Buffer.from('#!/bin/sh\nrm -rf /\n'),
      'evil.png',
      'image/png',
    );
    expect(script.status).toBe(415);
    expect(script.body.code).toBe('IMAGE_TYPE_NOT_ALLOWED');
    const svg = await upload(
      app,
      adminToken,
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
      'x.svg',
      'image/svg+xml',
    );
    expect(svg.status).toBe(415);
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await upload(app, adminToken, big, 'big.png', 'image/png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe('IMAGE_TOO_LARGE');
    const [after] = await app.dataSource.query(`SELECT count(*)::int AS n FROM media`);
    expect(after.n).toBe(before.n);
    const player = await createPlayer(app);
    expect((await upload(app, player.token, PNG_1X1, 'a.png', 'image/png')).status).toBe(403);
  });

  it('loads twelve default crimes from level 1 to 30 and six jobs (one per tier) into an empty catalogue, once', async () => {
    await app.dataSource.query(`DELETE FROM crimes`);
    await app.dataSource.query(`DELETE FROM jobs`);
    const seeder = app.app.get<DefaultContentService>('DefaultContentService');
    // The gear catalogues were empty too: 8 weapons, 8 armors, 4 houses, 4 rides, 4 pets; and the
    // three ministry missions, the 15 login-gift days, and the blackcoin shop: 10 special items, 3
    // blackcoin, 3 money and 2 VIP packages.
    const first = await seeder.loadIfEmpty();
    expect(first).toMatchObject({
      crimes: 12,
      jobs: 6,
      gear: 28,
      specialItems: 10,
      packages: 8,
      missions: 3,
      loginGifts: 15,
    });
    expect(first.tasks).toBeGreaterThan(0);
    const second = await seeder.loadIfEmpty();
    expect(Object.keys(second).sort()).toEqual(Object.keys(first).sort());
    expect(Object.values(second).every((count) => count === 0)).toBe(true);
    const tiers = await app.dataSource.query(`SELECT tier FROM jobs ORDER BY tier`);
    expect(tiers.map((row: { tier: number }) => row.tier)).toEqual([1, 2, 3, 4, 5, 6]);
    const rows = await app.dataSource.query(`SELECT req_level, image_url FROM crimes ORDER BY req_level`);
    expect(rows).toHaveLength(12);
    expect(rows[0].req_level).toBe(1);
    expect(rows[11].req_level).toBe(30);
    const image = await fetch(`${app.url}${rows[5].image_url}`);
    expect(image.status).toBe(200);
  });

  it('answers crimes:request with crimesList:update and pushes crime:update after a commit', async () => {
    const crime = await createCrime({ cooldown: 30 });
    const player = await createPlayer(app);
    const socket = await connectSocket(app, player.token);
    try {
      const list = nextEvent(socket, 'crimesList:update');
      socket.emit('crimes:request');
      expect((await list).crimes.map((c) => c.id)).toContain(crime.id);
      forceDraw(0);
      const pushed = nextEvent(socket, 'crime:update');
      const hud = nextEvent(socket, 'hud:update');
      await api(app, 'POST', `/api/crimes/${crime.id}/commit`, { token: player.token });
      expect((await pushed).success).toBe(true);
      expect((await hud).money).toBe(100);
    } finally {
      socket.close();
    }
  });

  it('pushes the crime list after a commit only when a level gained changed its locks (issue 16)', async () => {
    const easy = await createCrime({ cooldown: 30, expReward: 1 });
    const rich = await createCrime({ cooldown: 30, expReward: 100_000 });
    const locked = await createCrime({ req_level: 2 });
    const player = await createPlayer(app);
    const socket = await connectSocket(app, player.token);
    const lists: { crimes: { id: number; locked: boolean; cooldownRemainingSeconds: number }[] }[] = [];
    socket.on('crimesList:update', (list) => lists.push(list));
    try {
      forceDraw(0);
      const first = nextEvent(socket, 'crime:update');
      const hud = nextEvent(socket, 'hud:update');
      await api(app, 'POST', `/api/crimes/${easy.id}/commit`, { token: player.token });
      expect(await first).toMatchObject({ crimeId: easy.id, levelsGained: 0, cooldownSeconds: 30 });
      // The HUD, sent after the result, is there: a list would have come before it.
      await hud;
      expect(lists).toEqual([]);

      const second = nextEvent(socket, 'crime:update');
      const list = nextEvent(socket, 'crimesList:update');
      await api(app, 'POST', `/api/crimes/${rich.id}/commit`, { token: player.token });
      expect((await second).levelsGained).toBeGreaterThan(0);
      const crimes = (await list).crimes;
      expect(crimes.find((c) => c.id === locked.id)?.locked).toBe(false);
      expect(crimes.find((c) => c.id === easy.id)?.cooldownRemainingSeconds).toBeGreaterThan(25);
      expect(crimes.find((c) => c.id === rich.id)?.cooldownRemainingSeconds).toBe(30);
    } finally {
      socket.close();
    }
  });
});
