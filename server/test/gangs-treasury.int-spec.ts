import { GangRank } from '../src/game/gangs.rules';
import { api, Player } from './support/api';
import { balancesOf, economyAudit, givenPlayer, grant } from './support/factories';
import { givenGang, treasuryOf } from './support/gangs';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * The treasury and the gang's lifecycle through the API (DESIGN.md section 6): contributions and
 * transfers through the wallet, leadership transfer, leaving, and deletion splitting the treasury
 * (also when a contribution races it). The treasury's rules that need no HTTP (refusals, 100
 * concurrent moves, held payouts, the split) are also tested on the service in
 * gangs-treasury.service.int-spec.ts. Invariants: exactly one BOSS while the gang exists, the boss
 * cannot leave while others remain, the last member leaving deletes the gang.
 */

jest.setTimeout(120_000);

const { WAZIR, NAIB, AUDW } = GangRank;

describe('gang treasury and lifecycle', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await sharedTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (player: Player, path: string, body: object = {}) =>
    api(app, 'POST', path, { token: player.token, body });
  const rolesOf = async (gangId: number) =>
    Object.fromEntries(
      (await app.dataSource.query(`SELECT user_id, role FROM gang_members WHERE gang_id = $1`, [gangId])).map(
        (row: { user_id: string; role: string }) => [row.user_id, row.role],
      ),
    );
  const bossCount = async (gangId: number) =>
    (await app.dataSource.query(`SELECT 1 FROM gang_members WHERE gang_id = $1 AND role = 'BOSS'`, [gangId]))
      .length;

  describe('contribute and transfer-money (spec 001 sections 5 and 7)', () => {
    it('moves cash to the treasury and back to a member, answering gangMoney', async () => {
      const gang = await givenGang(app, { ranks: [AUDW] });
      const member = gang.members[0].player;
      await grant(app, member.characterId, { money: 5_000 });

      const given = await post(member, `/api/gangs/${gang.id}/contribute`, { amount: 3_000 });
      expect(given.body).toEqual({ gangMoney: 3_000, money: 2_000, status: 'completed', notice: null });
      const paid = await post(gang.boss, `/api/gangs/${gang.id}/transfer-money`, {
        memberId: member.userId,
        amount: 1_200,
      });
      expect(paid.body).toEqual({ gangMoney: 1_800, money: 0, status: 'completed', notice: null });
      expect((await balancesOf(app, member.characterId)).money).toBe(3_200);
      expect((await api(app, 'GET', `/api/gangs/${gang.id}`, { token: member.token })).body.money).toBe(
        1_800,
      );
      const reasons = await app.dataSource.query(
        `SELECT DISTINCT reason FROM ledger_entries WHERE reference = $1 ORDER BY reason`,
        [`gang:${gang.id}`],
      );
      expect(reasons.map((r: { reason: string }) => r.reason)).toEqual([
        'gang_contribution',
        'gang_creation',
        'gang_transfer',
      ]);
    });

    it('refuses bad amounts with "أدخل مبلغًا صحيحًا", more than the cash or the treasury, and a non-member receiver', async () => {
      const gang = await givenGang(app, { treasury: 500 });
      const outsider = await givenPlayer(app, { level: 10 });
      for (const amount of [0, -5, 1.5, 'abc']) {
        const response = await post(gang.boss, `/api/gangs/${gang.id}/contribute`, { amount });
        expect({ amount, status: response.status, details: response.body.details }).toEqual({
          amount,
          status: 400,
          details: ['أدخل مبلغًا صحيحًا'],
        });
      }
      expect((await post(gang.boss, `/api/gangs/${gang.id}/contribute`, { amount: 1 })).body.code).toBe(
        'INSUFFICIENT_MONEY',
      );
      const tooMuch = await post(gang.boss, `/api/gangs/${gang.id}/transfer-money`, {
        memberId: gang.boss.userId,
        amount: 501,
      });
      expect(tooMuch.body.code).toBe('INSUFFICIENT_TREASURY');
      const stranger = await post(gang.boss, `/api/gangs/${gang.id}/transfer-money`, {
        memberId: outsider.userId,
        amount: 10,
      });
      expect({ status: stranger.status, code: stranger.body.code, message: stranger.body.message }).toEqual({
        status: 404,
        code: 'MEMBER_NOT_FOUND',
        message: 'اختر عضوًا',
      });
      expect(await treasuryOf(app, gang.id)).toBe(500);
    });
  });

  describe('leadership', () => {
    it('transfers leadership, then the new boss demotes the old one, who has lost every boss right', async () => {
      const gang = await givenGang(app, { ranks: [AUDW, AUDW] });
      const [heir, other] = gang.members.map((m) => m.player);
      const transferred = await post(gang.boss, `/api/gangs/${gang.id}/transfer-leadership`, {
        newLeaderId: heir.userId,
      });
      expect(transferred.body).toEqual({ success: true, message: 'تم نقل القيادة بنجاح!' });
      expect(await rolesOf(gang.id)).toEqual({
        [gang.boss.userId]: 'WAZIR',
        [heir.userId]: 'BOSS',
        [other.userId]: 'AUDW',
      });

      const demoted = await post(heir, `/api/gangs/${gang.id}/change-role`, {
        userId: gang.boss.userId,
        newRole: 'AUDW',
      });
      expect(demoted.status).toBe(200);
      expect((await rolesOf(gang.id))[gang.boss.userId]).toBe('AUDW');
      for (const [path, body] of [
        [`/api/gangs/${gang.id}/transfer-leadership`, { newLeaderId: other.userId }],
        [`/api/gangs/${gang.id}/change-role`, { userId: other.userId, newRole: 'WAZIR' }],
        [`/api/gangs/${gang.id}/kick`, { targetUserId: other.userId }],
      ] as const) {
        const response = await post(gang.boss, path, body);
        expect({ path, code: response.body.code }).toEqual({ path, code: 'RANK_FORBIDDEN' });
      }
      expect((await api(app, 'DELETE', `/api/gangs/${gang.id}`, { token: gang.boss.token })).body.code).toBe(
        'RANK_FORBIDDEN',
      );
      expect(await bossCount(gang.id)).toBe(1);
      expect(
        (await post(heir, `/api/gangs/${gang.id}/transfer-leadership`, { newLeaderId: heir.userId })).body
          .code,
      ).toBe('CANNOT_TARGET_SELF');
    });

    it('keeps exactly one BOSS when two transfers race', async () => {
      const gang = await givenGang(app, { ranks: [AUDW, AUDW] });
      const results = await Promise.all(
        gang.members.map((m) =>
          post(gang.boss, `/api/gangs/${gang.id}/transfer-leadership`, { newLeaderId: m.player.userId }),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(await bossCount(gang.id)).toBe(1);
    });
  });

  describe('leaving and deleting', () => {
    it('refuses the boss leaving while others remain; a member leaves', async () => {
      const gang = await givenGang(app, { ranks: [NAIB] });
      const stay = await post(gang.boss, '/api/gangs/leave');
      expect({ status: stay.status, code: stay.body.code }).toEqual({
        status: 409,
        code: 'BOSS_CANNOT_LEAVE',
      });
      const member = gang.members[0].player;
      expect((await post(member, '/api/gangs/leave')).body).toEqual({
        success: true,
        message: 'تمت مغادرة العصابة بنجاح',
      });
      expect((await api(app, 'GET', '/api/gangs/user/mine', { token: member.token })).status).toBe(404);
      expect((await post(member, '/api/gangs/leave')).body.code).toBe('NOT_IN_GANG');
      expect(await rolesOf(gang.id)).toEqual({ [gang.boss.userId]: 'BOSS' });
    });

    it('deletes the gang when the last member leaves, paying its treasury to them', async () => {
      const gang = await givenGang(app, { treasury: 7_500 });
      expect((await post(gang.boss, '/api/gangs/leave')).status).toBe(200);
      expect(await app.dataSource.query(`SELECT 1 FROM gangs WHERE id = $1`, [gang.id])).toHaveLength(0);
      expect((await balancesOf(app, gang.boss.characterId)).money).toBe(7_500);
      expect(await treasuryOf(app, gang.id)).toBe(0);
      const page = await api(app, 'GET', `/api/gangs/${gang.id}`, { token: gang.boss.token });
      expect(page.body).toMatchObject({ code: 'GANG_NOT_FOUND', message: 'العصابة غير موجودة' });
      expect((await economyAudit(app)).ok).toBe(true);
    });

    it('splits the treasury equally on deletion, the remainder to the boss', async () => {
      const gang = await givenGang(app, { ranks: [WAZIR, AUDW], treasury: 1_003 });
      const [wazir, audw] = gang.members.map((m) => m.player);
      await api(app, 'POST', `/api/gangs/${gang.id}/join-requests`, {
        token: (await givenPlayer(app, { level: 10 })).token,
        body: {},
      });
      const deleted = await api(app, 'DELETE', `/api/gangs/${gang.id}`, { token: gang.boss.token });
      expect(deleted.body).toEqual({ success: true, message: 'تم حذف العصابة بنجاح' });
      expect((await balancesOf(app, gang.boss.characterId)).money).toBe(335);
      expect((await balancesOf(app, wazir.characterId)).money).toBe(334);
      expect((await balancesOf(app, audw.characterId)).money).toBe(334);
      expect(await treasuryOf(app, gang.id)).toBe(0);
      for (const table of ['gangs', 'gang_members', 'gang_join_requests'])
        expect(
          await app.dataSource.query(
            `SELECT 1 FROM ${table} WHERE ${table === 'gangs' ? 'id' : 'gang_id'} = $1`,
            [gang.id],
          ),
        ).toHaveLength(0);
      const [row] = await app.dataSource.query(
        `SELECT count(*)::int AS n FROM ledger_entries WHERE reason = 'gang_dissolution' AND reference = $1 AND delta > 0`,
        [`gang:${gang.id}`],
      );
      expect(row.n).toBe(3);
      expect((await economyAudit(app)).ok).toBe(true);
    });

    it('does not lose a contribution racing the deletion', async () => {
      const gang = await givenGang(app, { ranks: [AUDW, AUDW, AUDW], treasury: 900 });
      const players = gang.members.map((m) => m.player);
      for (const player of players) await grant(app, player.characterId, { money: 1_000 });
      await Promise.all([
        ...players.map((p) => post(p, `/api/gangs/${gang.id}/contribute`, { amount: 600 })),
        api(app, 'DELETE', `/api/gangs/${gang.id}`, { token: gang.boss.token }),
      ]);
      expect(await treasuryOf(app, gang.id)).toBe(0);
      const cash = await Promise.all([gang.boss, ...players].map((p) => balancesOf(app, p.characterId)));
      expect(cash.reduce((s, b) => s + b.money, 0)).toBe(900 + 3_000);
      expect((await economyAudit(app)).ok).toBe(true);
    });
  });
});
