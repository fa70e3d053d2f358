import { GangRank } from '../src/game/gangs.rules';
import { api, Player } from './support/api';
import { givenPlayer, grant } from './support/factories';
import { gangState, givenGang, TestGang, treasuryOf } from './support/gangs';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * Every right of spec 001 section 6, checked on the server for every rank (and an outsider): what a
 * rank may do succeeds, what it may not is refused and changes nothing (gang row, members and ranks,
 * requests, treasury, ledger).
 */

jest.setTimeout(120_000);

const { BOSS, WAZIR, NAIB, MUSHREF, AUDW } = GangRank;
type Actor = GangRank | 'OUTSIDER';

/** Who may do each action (spec 001 section 6). */
const MAY: Record<string, Actor[]> = {
  viewRequests: [BOSS, WAZIR, NAIB],
  acceptRequest: [BOSS, WAZIR, NAIB],
  rejectRequest: [BOSS, WAZIR, NAIB],
  editBoard: [BOSS, WAZIR],
  transferMoney: [BOSS, WAZIR],
  contribute: [BOSS, WAZIR, NAIB, MUSHREF, AUDW],
  editInfo: [BOSS],
  changeRole: [BOSS],
  transferLeadership: [BOSS],
  deleteGang: [BOSS],
};

/** The kick matrix: which ranks each rank may kick. */
const KICKS: Record<Actor, GangRank[]> = {
  [BOSS]: [WAZIR, NAIB, MUSHREF, AUDW],
  [WAZIR]: [NAIB, MUSHREF, AUDW],
  [NAIB]: [MUSHREF, AUDW],
  [MUSHREF]: [],
  [AUDW]: [],
  OUTSIDER: [],
};

describe('gang rights (spec 001 section 6)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await sharedTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A gang with every rank twice (the boss once), two pending join requests and 10,000 in the treasury. */
  async function fullGang() {
    const gang = await givenGang(app, {
      ranks: [WAZIR, NAIB, MUSHREF, AUDW, WAZIR, NAIB, MUSHREF, AUDW],
      treasury: 10_000,
    });
    const requests: number[] = [];
    for (let i = 0; i < 2; i++) {
      const outsider = await givenPlayer(app, { level: 10 });
      const sent = await api(app, 'POST', `/api/gangs/${gang.id}/join-requests`, {
        token: outsider.token,
        body: { message: 'أريد الانضمام' },
      });
      expect(sent.status).toBe(201);
      requests.push(sent.body.request.id);
    }
    return { gang, requests };
  }

  /** The first member of a rank (the one acting), or the second (a target of the same rank). */
  const nth = (gang: TestGang, role: GangRank, index: 0 | 1): Player =>
    role === BOSS ? gang.boss : gang.members.filter((member) => member.role === role)[index].player;

  /** Runs one call; if the rank may not, expects the refusal and an unchanged gang. */
  async function attempt(
    gang: TestGang,
    allowed: boolean,
    call: () => Promise<{ status: number; body: any }>,
    refusal: { status: number; error: string },
  ): Promise<{ status: number; body: any }> {
    const before = await gangState(app, gang.id);
    const response = await call();
    if (allowed) {
      // The body on failure says which rule refused it.
      expect(response.status < 300 ? 'ok' : response.body).toBe('ok');
    } else {
      expect({ status: response.status, error: response.body?.code }).toEqual(refusal);
      expect(await gangState(app, gang.id)).toEqual(before);
    }
    return response;
  }

  const forbidden = (actor: Actor) =>
    actor === 'OUTSIDER' ? { status: 403, error: 'NOT_A_MEMBER' } : { status: 403, error: 'RANK_FORBIDDEN' };

  describe.each<Actor>([BOSS, WAZIR, NAIB, MUSHREF, AUDW, 'OUTSIDER'])('%s', (actor) => {
    let gang: TestGang;
    let requests: number[];
    let me: Player;

    beforeAll(async () => {
      ({ gang, requests } = await fullGang());
      me = actor === 'OUTSIDER' ? await givenPlayer(app, { level: 10 }) : nth(gang, actor, 0);
      await grant(app, me.characterId, { money: 1_000 });
    });

    const may = (action: string) => MAY[action].includes(actor);

    it('sees the join requests only as BOSS, WAZIR or NAIB', async () => {
      const response = await attempt(
        gang,
        may('viewRequests'),
        () => api(app, 'GET', `/api/gangs/${gang.id}/join-requests`, { token: me.token }),
        forbidden(actor),
      );
      if (may('viewRequests'))
        expect(response.body.map((r: { id: number }) => r.id).sort()).toEqual([...requests].sort());
    });

    it('edits the board only as BOSS or WAZIR', async () => {
      await attempt(
        gang,
        may('editBoard'),
        () =>
          api(app, 'PATCH', `/api/gangs/${gang.id}/board`, {
            token: me.token,
            body: { board: `لوحة ${actor}` },
          }),
        forbidden(actor),
      );
      if (may('editBoard'))
        expect((await api(app, 'GET', `/api/gangs/${gang.id}`, { token: me.token })).body.board).toBe(
          `لوحة ${actor}`,
        );
    });

    it('edits the gang info only as BOSS', async () => {
      await attempt(
        gang,
        may('editInfo'),
        () =>
          api(app, 'PATCH', `/api/gangs/${gang.id}`, {
            token: me.token,
            body: { name: `${gang.name.slice(0, 16)}_new`, description: 'وصف جديد' },
          }),
        forbidden(actor),
      );
    });

    it('contributes as any member', async () => {
      const before = await treasuryOf(app, gang.id);
      const response = await attempt(
        gang,
        may('contribute'),
        () =>
          api(app, 'POST', `/api/gangs/${gang.id}/contribute`, { token: me.token, body: { amount: 250 } }),
        forbidden(actor),
      );
      if (may('contribute'))
        expect(response.body).toEqual({
          gangMoney: before + 250,
          money: 750,
          status: 'completed',
          notice: null,
        });
      if (may('contribute')) expect(await treasuryOf(app, gang.id)).toBe(before + 250);
    });

    it('transfers from the treasury only as BOSS or WAZIR', async () => {
      const receiver = nth(gang, AUDW, 1);
      const response = await attempt(
        gang,
        may('transferMoney'),
        () =>
          api(app, 'POST', `/api/gangs/${gang.id}/transfer-money`, {
            token: me.token,
            body: { memberId: receiver.userId, amount: 100 },
          }),
        forbidden(actor),
      );
      if (may('transferMoney')) expect(response.body.gangMoney).toBe(await treasuryOf(app, gang.id));
    });

    it('accepts and rejects requests only as BOSS, WAZIR or NAIB', async () => {
      await attempt(
        gang,
        may('acceptRequest'),
        () =>
          api(app, 'POST', `/api/gangs/${gang.id}/join-requests/accept`, {
            token: me.token,
            body: { requestId: requests[0] },
          }),
        forbidden(actor),
      );
      await attempt(
        gang,
        may('rejectRequest'),
        () =>
          api(app, 'POST', `/api/gangs/${gang.id}/join-requests/reject`, {
            token: me.token,
            body: { requestId: requests[1] },
          }),
        forbidden(actor),
      );
      const statuses = await app.dataSource.query(
        `SELECT status FROM gang_join_requests WHERE id = ANY($1) ORDER BY id`,
        [requests],
      );
      expect(statuses.map((row: { status: string }) => row.status)).toEqual(
        may('acceptRequest') ? ['accepted', 'rejected'] : ['pending', 'pending'],
      );
    });

    it('changes roles only as BOSS, never to BOSS and never on oneself', async () => {
      const target = nth(gang, MUSHREF, 1);
      await attempt(
        gang,
        may('changeRole'),
        () =>
          api(app, 'POST', `/api/gangs/${gang.id}/change-role`, {
            token: me.token,
            body: { userId: target.userId, newRole: 'NAIB' },
          }),
        forbidden(actor),
      );
      await attempt(
        gang,
        false,
        () =>
          api(app, 'POST', `/api/gangs/${gang.id}/change-role`, {
            token: me.token,
            body: { userId: target.userId, newRole: 'BOSS' },
          }),
        { status: 400, error: 'VALIDATION_FAILED' },
      );
      if (actor !== 'OUTSIDER')
        await attempt(
          gang,
          false,
          () =>
            api(app, 'POST', `/api/gangs/${gang.id}/change-role`, {
              token: me.token,
              body: { userId: me.userId, newRole: 'AUDW' },
            }),
          may('changeRole') ? { status: 400, error: 'CANNOT_TARGET_SELF' } : forbidden(actor),
        );
      const [row] = await app.dataSource.query(`SELECT role FROM gang_members WHERE user_id = $1`, [
        target.userId,
      ]);
      expect(row.role).toBe(may('changeRole') ? NAIB : MUSHREF);
      // Put it back so the kick matrix below sees the ranks it expects.
      if (may('changeRole'))
        await app.dataSource.query(`UPDATE gang_members SET role = 'MUSHREF' WHERE user_id = $1`, [
          target.userId,
        ]);
    });

    it('kicks exactly by the kick matrix, never the boss and never oneself', async () => {
      if (actor !== 'OUTSIDER')
        await attempt(
          gang,
          false,
          () =>
            api(app, 'POST', `/api/gangs/${gang.id}/kick`, {
              token: me.token,
              body: { targetUserId: me.userId },
            }),
          KICKS[actor].length ? { status: 400, error: 'CANNOT_TARGET_SELF' } : forbidden(actor),
        );
      for (const target of [BOSS, WAZIR, NAIB, MUSHREF, AUDW]) {
        if (target === BOSS && actor === BOSS) continue;
        const victim = nth(gang, target, 1 as 0 | 1);
        const allowed = KICKS[actor].includes(target);
        const refusal =
          actor === 'OUTSIDER' || !KICKS[actor].length
            ? forbidden(actor)
            : { status: 403, error: 'CANNOT_KICK_MEMBER' };
        await attempt(
          gang,
          allowed,
          () =>
            api(app, 'POST', `/api/gangs/${gang.id}/kick`, {
              token: me.token,
              body: { targetUserId: victim.userId },
            }),
          refusal,
        );
        const rows = await app.dataSource.query(`SELECT 1 FROM gang_members WHERE user_id = $1`, [
          victim.userId,
        ]);
        expect({ target, stillMember: rows.length === 1 }).toEqual({ target, stillMember: !allowed });
      }
    });

    it('transfers leadership and deletes the gang only as BOSS', async () => {
      const heir = nth(gang, NAIB, 0);
      await attempt(
        gang,
        may('transferLeadership'),
        () =>
          api(app, 'POST', `/api/gangs/${gang.id}/transfer-leadership`, {
            token: me.token,
            body: { newLeaderId: heir.userId },
          }),
        forbidden(actor),
      );
      const deleter = may('transferLeadership') ? heir : me;
      await attempt(
        gang,
        may('deleteGang'),
        () => api(app, 'DELETE', `/api/gangs/${gang.id}`, { token: deleter.token }),
        forbidden(actor),
      );
      const rows = await app.dataSource.query(`SELECT 1 FROM gangs WHERE id = $1`, [gang.id]);
      expect(rows.length).toBe(may('deleteGang') ? 0 : 1);
    });
  });
});
