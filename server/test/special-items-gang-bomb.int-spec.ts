import { GangRank } from '../src/game/gangs.rules';
import { api, connectSocket, GameClientSocket, nextEvent } from './support/api';
import { closeSocket } from './support/cluster/sockets';
import { economyAudit, givenAdmin, givenPlayer } from './support/factories';
import { givenGang } from './support/gangs';
import {
  buySpecialItem,
  characterRow,
  givenSpecialItem,
  unitsOf,
  useSpecialItem,
} from './support/special-items';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * The gang bomb (DESIGN.md section 6, "Special items"; spec 002 sections 3 and 9): every member of a
 * chosen other gang without active immunity goes to hospital for 30 minutes through the confinement
 * timers and is notified; immune members are spared.
 */

jest.setTimeout(90_000);

describe('gang bomb', () => {
  let app: TestApp;
  let admin: string;
  let bomb: { id: number };
  const sockets: GameClientSocket[] = [];

  beforeAll(async () => {
    app = await sharedTestApp();
    admin = await givenAdmin(app);
    bomb = await givenSpecialItem(app, admin, { type: 'GANG_BOMB', levelRequired: 10 });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => closeSocket(socket)));
    await app?.close();
  });

  const minutesLeft = (until: Date) => (new Date(until).getTime() - Date.now()) / 60_000;

  it('hospitalises every member without immunity for 30 minutes, spares the immune one, notifies the victims', async () => {
    const target = await givenGang(app, { ranks: [GangRank.WAZIR, GangRank.AUDW] });
    const [wazir, immune] = target.members.map((m) => m.player);
    await app.dataSource.query(
      `UPDATE characters SET attack_immunity_until = now() + interval '1 hour' WHERE id = $1`,
      [immune.characterId],
    );
    const bomber = await givenPlayer(app, { level: 10, blackcoins: 5 });
    await buySpecialItem(app, bomber, bomb.id);
    const socket = await connectSocket(app, wazir.token);
    sockets.push(socket);
    const entered = nextEvent(socket, 'hospital:enter');
    const notified = nextEvent(socket, 'notification');

    const used = await useSpecialItem(app, bomber, { itemId: bomb.id, targetGangId: target.id });
    expect(used.status).toBe(200);
    expect(used.body).toMatchObject({ success: true, type: 'GANG_BOMB', hospitalized: 2, spared: 1 });

    for (const member of [target.boss, wazir]) {
      const row = await characterRow(app, member);
      expect(minutesLeft(row.hospital_until)).toBeGreaterThan(29.5);
      expect(minutesLeft(row.hospital_until)).toBeLessThanOrEqual(30);
    }
    expect((await characterRow(app, immune)).hospital_until).toBeNull();
    await entered;
    expect(await notified).toMatchObject({ type: 'gang_bomb' });
    const confined = await api(app, 'GET', '/api/confinement', { token: wazir.token });
    expect(confined.body.hospital.inHospital).toBe(true);
    expect(await unitsOf(app, bomber, bomb.id)).toBe(0);
  });

  it('refuses the bomber own gang, a missing target and an unknown gang, keeping the bomb', async () => {
    const own = await givenGang(app, { ranks: [GangRank.AUDW] });
    const bomber = own.members[0].player;
    await app.dataSource.query(`UPDATE characters SET level = 10 WHERE id = $1`, [bomber.characterId]);
    await app.dataSource.query(
      `INSERT INTO inventory_stacks (character_id, item_type, item_id, quantity) VALUES ($1, 'special', $2, 1)`,
      [bomber.characterId, bomb.id],
    );
    const ownTarget = await useSpecialItem(app, bomber, { itemId: bomb.id, targetGangId: own.id });
    expect(ownTarget.status).toBe(400);
    expect(ownTarget.body.message).toBe('لا يمكنك تفجير عصابتك');
    expect((await useSpecialItem(app, bomber, { itemId: bomb.id })).status).toBe(400);
    expect((await useSpecialItem(app, bomber, { itemId: bomb.id, targetGangId: 999_999 })).status).toBe(404);
    expect(await unitsOf(app, bomber, bomb.id)).toBe(1);
    expect((await characterRow(app, own.boss)).hospital_until).toBeNull();
  });

  it('refuses a bomber under the required level or in hospital', async () => {
    const target = await givenGang(app);
    const low = await givenPlayer(app, { level: 9, blackcoins: 5 });
    await buySpecialItem(app, low, bomb.id);
    const refused = await useSpecialItem(app, low, { itemId: bomb.id, targetGangId: target.id });
    expect(refused.status).toBe(403);
    const confined = await givenPlayer(app, { level: 10, blackcoins: 5 });
    await buySpecialItem(app, confined, bomb.id);
    await app.dataSource.query(
      `UPDATE characters SET hospital_until = now() + interval '5 minutes' WHERE id = $1`,
      [confined.characterId],
    );
    const inHospital = await useSpecialItem(app, confined, { itemId: bomb.id, targetGangId: target.id });
    expect(inHospital.status).toBe(403);
    expect(inHospital.body.type).toBe('hospital');
    expect(await unitsOf(app, confined, bomb.id)).toBe(1);
    expect((await characterRow(app, target.boss)).hospital_until).toBeNull();
  });

  it('leaves the books balanced', async () => {
    expect((await economyAudit(app)).ok).toBe(true);
  });
});
