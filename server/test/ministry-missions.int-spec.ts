import type { MinistryMissionsSeed } from '../src/modules/ministry-missions/ministry-missions.seed';
import { api, connectSocket, GameClientSocket, nextEvent, Player } from './support/api';
import { closeSocket } from './support/cluster/sockets';
import { balancesOf, economyAudit, givenAdmin, givenPlayer } from './support/factories';
import { PNG_1X1 } from './support/images';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Ministry story missions (issue 14; spec 002 sections 2.9, 3, 4, 5, 7, 9; spec 000 section 9, level 5;
 * DESIGN.md section 6): the admin routes, the server's scoring of every path, one paid play per
 * character and mission, the level and confinement gates on REST and socket, the seeded missions.
 */

jest.setTimeout(90_000);

type Any = any;

function ack(socket: GameClientSocket, event: string, payload?: unknown): Promise<Any> {
  const timed = (
    socket as unknown as { timeout(ms: number): { emitWithAck(...args: unknown[]): Promise<Any> } }
  ).timeout(5000);
  return payload === undefined ? timed.emitWithAck(event) : timed.emitWithAck(event, payload);
}

const scene = (label: string) => ({
  text: `نص ${label}`,
  image: '',
  choices: [{ text: `${label} أولاً` }, { text: `${label} ثانياً`, givesPoint: true }],
});

/** A mission body whose rewards tell the points apart: money 100·(p+1), blackcoins p, exp 0. */
let sequence = 0;
function missionBody(overrides: Record<string, unknown> = {}) {
  return {
    missionId: `mission-${process.pid}-${++sequence}`,
    title: `مهمة ${sequence}`,
    description: 'وصف المهمة',
    intro: scene('المقدمة'),
    scene1: scene('المشهد 1'),
    scene2: scene('المشهد 2'),
    scene3: scene('المشهد 3'),
    endings: {
      0: { text: 'نهاية 0' },
      1: { text: 'نهاية 1' },
      2: { text: 'نهاية 2' },
      3: { text: 'نهاية 3' },
    },
    rewards: Object.fromEntries(
      [0, 1, 2, 3].map((points) => [points, { exp: 0, money: 100 * (points + 1), blackcoins: points }]),
    ),
    ...overrides,
  };
}

describe('ministry missions', () => {
  let app: TestApp;
  let admin: string;
  const sockets: GameClientSocket[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    admin = await givenAdmin(app);
  });
  afterAll(async () => {
    for (const socket of sockets) await closeSocket(socket);
    await app?.close();
  });

  const connect = async (player: Player) => {
    const socket = await connectSocket(app, player.token);
    sockets.push(socket);
    return socket;
  };

  const createMission = async (overrides: Record<string, unknown> = {}) => {
    const response = await api(app, 'POST', '/api/ministry-missions/admin', {
      token: admin,
      body: missionBody(overrides),
    });
    expect(response.status).toBe(201);
    return response.body.data as { id: number; missionId: string };
  };

  const play = (player: Player, id: number, choices: unknown) =>
    api(app, 'POST', `/api/ministry-missions/${id}/play`, { token: player.token, body: { choices } });

  describe('admin', () => {
    it('creates a mission with the spec defaults and the first choice of each scene worth a point', async () => {
      const body = missionBody();
      delete (body as Partial<typeof body>).rewards;
      const response = await api(app, 'POST', '/api/ministry-missions/admin', { token: admin, body });
      expect(response.status).toBe(201);
      expect(response.body.success).toBe(true);
      const mission = response.body.data;
      expect(mission).toMatchObject({ minLevel: 5, order: 0, isActive: true, thumbnail: '' });
      expect(mission.rewards).toEqual({
        0: { exp: 200, money: 0, blackcoins: 0 },
        1: { exp: 500, money: 0, blackcoins: 0 },
        2: { exp: 800, money: 1000, blackcoins: 0 },
        3: { exp: 1200, money: 2000, blackcoins: 5 },
      });
      expect(mission.intro.choices.map((c: Any) => c.givesPoint)).toEqual([false, false]);
      for (const page of ['scene1', 'scene2', 'scene3'])
        expect(mission[page].choices.map((c: Any) => c.givesPoint)).toEqual([true, false]);

      const list = await api(app, 'GET', '/api/ministry-missions/admin/list', { token: admin });
      expect(list.status).toBe(200);
      const row = list.body.data.find((m: Any) => m.id === mission.id);
      expect(row).toMatchObject({ pagesCount: 4, endingsCount: 4, createdAt: expect.any(String) });
    });

    it('edits and deletes a mission, refuses a taken missionId and unknown ids', async () => {
      const first = await createMission();
      const second = await createMission();
      const edited = await api(app, 'PUT', `/api/ministry-missions/admin/${first.id}`, {
        token: admin,
        body: { title: 'عنوان جديد', isActive: false, minLevel: 7 },
      });
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({ title: 'عنوان جديد', isActive: false, minLevel: 7 });
      const taken = await api(app, 'PUT', `/api/ministry-missions/admin/${first.id}`, {
        token: admin,
        body: { missionId: second.missionId },
      });
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe('MISSION_ID_TAKEN');
      expect(
        (await api(app, 'DELETE', `/api/ministry-missions/admin/${first.id}`, { token: admin })).body,
      ).toEqual({ success: true, id: first.id });
      expect(
        (await api(app, 'DELETE', `/api/ministry-missions/admin/${first.id}`, { token: admin })).status,
      ).toBe(404);
      expect(
        (await api(app, 'PUT', '/api/ministry-missions/admin/999999', { token: admin, body: {} })).status,
      ).toBe(404);
    });

    it('creates one of two missions sent at once with the same missionId and refuses the other with 409', async () => {
      const body = missionBody();
      const [a, b] = await Promise.all(
        [0, 1].map(() => api(app, 'POST', '/api/ministry-missions/admin', { token: admin, body })),
      );
      expect([a.status, b.status].sort()).toEqual([201, 409]);
      expect((a.status === 409 ? a : b).body.code).toBe('MISSION_ID_TAKEN');
    });

    it('refuses a mission without scenes or with one choice, with Arabic details, and stores nothing', async () => {
      const before = (await api(app, 'GET', '/api/ministry-missions/admin/list', { token: admin })).body.data
        .length;
      const missing = await api(app, 'POST', '/api/ministry-missions/admin', {
        token: admin,
        body: { missionId: 'x', title: 'y' },
      });
      expect(missing.status).toBe(400);
      expect(missing.body.details).toEqual(expect.arrayContaining(['المقدمة مطلوب', 'النهايات مطلوب']));
      const oneChoice = await api(app, 'POST', '/api/ministry-missions/admin', {
        token: admin,
        body: missionBody({ scene2: { text: 'نص', choices: [{ text: 'وحيد' }] } }),
      });
      expect(oneChoice.status).toBe(400);
      expect(oneChoice.body.details).toContain('كل مشهد يحتاج اختيارين');
      const negative = await api(app, 'POST', '/api/ministry-missions/admin', {
        token: admin,
        body: missionBody({ rewards: { 0: { exp: -1, money: 0, blackcoins: 0 } } }),
      });
      expect(negative.status).toBe(400);
      expect(
        (await api(app, 'GET', '/api/ministry-missions/admin/list', { token: admin })).body.data,
      ).toHaveLength(before);
    });

    it('uploads an image and answers 413 above 5 MB and 415 for a file that is not an image', async () => {
      const upload = async (bytes: Buffer, type: string) => {
        const form = new FormData();
        form.append('image', new Blob([new Uint8Array(bytes)], { type }), 'file');
        const response = await fetch(`${app.url}/api/ministry-missions/admin/upload-image`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}` },
          body: form,
        });
        return { status: response.status, body: (await response.json()) as Any };
      };
      const ok = await upload(PNG_1X1, 'image/png');
      expect(ok.status).toBe(201);
      expect(ok.body).toEqual({ success: true, url: expect.stringMatching(/^\/media\//) });
      expect((await fetch(`${app.url}${ok.body.url}`)).status).toBe(200);
      expect((await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'image/png')).status).toBe(413);
      expect((await upload(Buffer.from('not an image at all'), 'text/plain')).status).toBe(415);
    });

    it('refuses every admin route to a player with 403', async () => {
      const player = await givenPlayer(app, { level: 30 });
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/ministry-missions/admin/list'],
        ['POST', '/api/ministry-missions/admin', missionBody()],
        ['PUT', '/api/ministry-missions/admin/1', { title: 'x' }],
        ['DELETE', '/api/ministry-missions/admin/1'],
        ['POST', '/api/ministry-missions/admin/upload-image'],
      ];
      for (const [method, path, body] of calls)
        expect({
          path,
          status: (await api(app, method, path, { token: player.token, body })).status,
        }).toEqual({
          path,
          status: 403,
        });
    });
  });

  describe('playing', () => {
    it('scores all 16 choice paths on the server and pays the reward of the points reached', async () => {
      const mission = await createMission();
      for (let path = 0; path < 16; path++) {
        const choices = [0, 1, 2, 3].map((bit) => (path >> bit) & 1);
        const points = choices.slice(1).filter((choice) => choice === 0).length;
        const player = await givenPlayer(app, { level: 5 });
        const response = await play(player, mission.id, choices);
        expect({ choices, status: response.status }).toEqual({ choices, status: 200 });
        expect(response.body.result).toMatchObject({
          points,
          ending: `نهاية ${points}`,
          reward: { exp: 0, money: 100 * (points + 1), blackcoins: points },
          choices,
        });
        expect(await balancesOf(app, player.characterId)).toMatchObject({
          money: 100 * (points + 1),
          blackcoins: points,
        });
      }
      expect((await economyAudit(app)).ok).toBe(true);
    });

    it('pays experience with level-ups and lists the mission as completed with its ending', async () => {
      const mission = await createMission({
        rewards: {
          0: { exp: 0, money: 0, blackcoins: 0 },
          1: { exp: 0, money: 0, blackcoins: 0 },
          2: { exp: 0, money: 0, blackcoins: 0 },
          3: { exp: 5000, money: 0, blackcoins: 0 },
        },
      });
      const player = await givenPlayer(app, { level: 5 });
      const response = await play(player, mission.id, [1, 0, 0, 0]);
      expect(response.status).toBe(200);
      expect(response.body.levelsGained).toBeGreaterThan(0);
      expect(response.body.level).toBe(5 + response.body.levelsGained);
      const list = await api(app, 'GET', '/api/ministry-missions', { token: player.token });
      const row = list.body.missions.find((m: Any) => m.id === mission.id);
      expect(row).toMatchObject({ completed: true, result: { points: 3, ending: 'نهاية 3' } });
      expect(row.scene1.choices[0]).toEqual({ text: 'المشهد 1 أولاً' });
    });

    it('refuses a second play and pays once when two plays arrive at once', async () => {
      const mission = await createMission();
      const player = await givenPlayer(app, { level: 5 });
      const [a, b] = await Promise.all([
        play(player, mission.id, [0, 0, 0, 0]),
        play(player, mission.id, [0, 1, 1, 1]),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const refused = a.status === 409 ? a : b;
      expect(refused.body).toMatchObject({ code: 'MISSION_ALREADY_PLAYED' });
      const again = await play(player, mission.id, [0, 0, 0, 0]);
      expect(again.status).toBe(409);
      const paid = (a.status === 200 ? a : b).body.result.points;
      expect(await balancesOf(app, player.characterId)).toMatchObject({
        money: 100 * (paid + 1),
        blackcoins: paid,
      });
      const [{ count }] = await app.dataSource.query(
        `SELECT count(*)::int AS count FROM ledger_entries WHERE reason = 'ministry_mission_reward' AND reference = $1 AND account_id IS NOT NULL`,
        [`ministry_mission:${mission.id}`],
      );
      expect(count).toBe(paid > 0 ? 2 : 1);
      expect((await economyAudit(app)).ok).toBe(true);
    });

    it('refuses bad choices with 400 and changes nothing', async () => {
      const mission = await createMission();
      const player = await givenPlayer(app, { level: 5 });
      for (const choices of [[0, 0, 0], [0, 0, 0, 2], 'abcd', [0, 0, 0, 0, 0]]) {
        const response = await play(player, mission.id, choices);
        expect(response.status).toBe(400);
        expect(response.body.details.length).toBeGreaterThan(0);
      }
      expect((await play(player, mission.id, [0, 0, 0, 0])).status).toBe(200);
    });

    it('locks missions below level 5 on REST and socket, and hides missions above the level', async () => {
      const low = await givenPlayer(app, { level: 4 });
      const mission = await createMission({ minLevel: 8 });
      const list = await api(app, 'GET', '/api/ministry-missions', { token: low.token });
      expect(list.status).toBe(403);
      expect(list.body).toMatchObject({ code: 'FEATURE_LOCKED', requiredLevel: 5 });
      expect((await play(low, mission.id, [0, 0, 0, 0])).status).toBe(403);
      const lowSocket = await connect(low);
      expect(await ack(lowSocket, 'ministryMission:request')).toMatchObject({
        statusCode: 403,
        code: 'FEATURE_LOCKED',
      });

      const five = await givenPlayer(app, { level: 5 });
      const visible = await api(app, 'GET', '/api/ministry-missions', { token: five.token });
      expect(visible.body.missions.map((m: Any) => m.id)).not.toContain(mission.id);
      const locked = await play(five, mission.id, [0, 0, 0, 0]);
      expect(locked.status).toBe(403);
      expect(locked.body).toMatchObject({ code: 'MISSION_LOCKED', requiredLevel: 8 });
    });

    it('refuses a play in hospital with the confinement body and answers the socket with the REST list', async () => {
      const mission = await createMission();
      const player = await givenPlayer(app, { level: 5 });
      await app.dataSource.query(
        `UPDATE characters SET hospital_until = now() + interval '5 minutes' WHERE id = $1`,
        [player.characterId],
      );
      const confined = await play(player, mission.id, [0, 0, 0, 0]);
      expect(confined.status).toBe(403);
      expect(confined.body).toMatchObject({ type: 'hospital', code: 'IN_HOSPITAL' });
      await app.dataSource.query(`UPDATE characters SET hospital_until = NULL WHERE id = $1`, [
        player.characterId,
      ]);

      const socket = await connect(player);
      const answered = nextEvent(socket, 'ministryMission:update');
      socket.emit('ministryMission:request');
      const rest = await api(app, 'GET', '/api/ministry-missions', { token: player.token });
      expect(await answered).toEqual(rest.body);

      const pushed = nextEvent(socket, 'ministryMission:update');
      expect((await play(player, mission.id, [0, 0, 0, 0])).status).toBe(200);
      const after = await pushed;
      expect(after.missions.find((m) => m.id === mission.id)).toMatchObject({ completed: true });
    });
  });

  it('seeds three Arabic missions with stored images, once', async () => {
    const seed = app.app.get<MinistryMissionsSeed>('MinistryMissionsSeed');
    await app.dataSource.query('DELETE FROM ministry_missions');
    expect(await seed.loadIfEmpty()).toBe(3);
    expect(await seed.loadIfEmpty()).toBe(0);
    const list = (await api(app, 'GET', '/api/ministry-missions/admin/list', { token: admin })).body.data;
    expect(list).toHaveLength(3);
    for (const mission of list) {
      expect(mission).toMatchObject({ pagesCount: 4, endingsCount: 4, isActive: true });
      expect(mission.title).toMatch(/[\u0600-\u06FF]/);
      for (const image of [mission.thumbnail, mission.intro.image, mission.scene3.image]) {
        expect(image).toMatch(/^\/media\//);
        const response = await fetch(`${app.url}${image}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\//);
      }
    }
    const player = await givenPlayer(app, { level: 5 });
    const shown = (await api(app, 'GET', '/api/ministry-missions', { token: player.token })).body.missions;
    expect(shown.map((m: Any) => m.missionId)).toEqual(['port-shipment', 'casino-informant']);
    expect((await economyAudit(app)).ok).toBe(true);
  });
});
