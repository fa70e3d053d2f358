import { api, connectSocket, GameClientSocket, nextEvent, Player } from './support/api';
import { closeSocket, poll, recordEvents, sleep } from './support/cluster/sockets';
import { givenPlayer } from './support/factories';
import { gangName, givenGang, TestGang } from './support/gangs';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';
import type { GangDto } from '../src/modules/gangs/gangs.dto';

/**
 * Gangs live, on two nodes (DESIGN.md section 6, "Gangs"): `gang:request` → `gang:update`, every change
 * pushed as `gang:update` to room `gang:<id>` on every node, the member it concerns notified, and a
 * member who leaves or is kicked out of the room.
 */
jest.setTimeout(60_000);

describe('gangs over the socket, across two nodes', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  const sockets: GameClientSocket[] = [];

  beforeAll(async () => {
    nodeA = await sharedTestApp();
    nodeB = await sharedTestApp('second');
  });
  afterAll(async () => {
    for (const socket of sockets) await closeSocket(socket);
    await nodeB?.close();
    await nodeA?.close();
  });

  const connect = async (node: TestApp, player: Player) => {
    const socket = await connectSocket(node, player.token);
    sockets.push(socket);
    return socket;
  };

  /** The first `gang:update` on `socket` that matches (room pushes of earlier changes may still arrive first). */
  const updateWhere = (socket: GameClientSocket, matches: (gang: GangDto | null) => boolean) =>
    new Promise<GangDto | null>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching gang:update within 5 s')), 5000);
      const listener = (gang: GangDto | null) => {
        if (!matches(gang)) return;
        clearTimeout(timer);
        socket.off('gang:update', listener);
        resolve(gang);
      };
      socket.on('gang:update', listener);
    });

  /** `gang:request` answered with `gang:update` (and the socket in the gang's room). */
  const requestGang = async (socket: GameClientSocket) => {
    const update = nextEvent(socket, 'gang:update');
    socket.emit('gang:request');
    return update;
  };

  it('answers gang:request with the gang page, or null without a gang', async () => {
    const gang = await givenGang(nodeA);
    const loner = await givenPlayer(nodeA, { level: 10 });
    const bossSocket = await connect(nodeB, gang.boss);
    const page = await requestGang(bossSocket);
    expect(page).toEqual((await api(nodeA, 'GET', `/api/gangs/${gang.id}`, { token: gang.boss.token })).body);
    expect(await requestGang(await connect(nodeA, loner))).toBeNull();
  });

  it('pushes an accepted member into the room on the other node, notifies them, and keeps every member current', async () => {
    const gang: TestGang = await givenGang(nodeA, { bossMoney: 5000 });
    const applicant = await givenPlayer(nodeA, { level: 10, money: 5000 });
    const bossSocket = await connect(nodeA, gang.boss);
    await requestGang(bossSocket);
    const applicantSocket = await connect(nodeB, applicant);
    expect(await requestGang(applicantSocket)).toBeNull();

    // The officers hear of a new request (their page refetches the request list on the push).
    const requestSeen = nextEvent(bossSocket, 'gang:update');
    const sent = await api(nodeB, 'POST', `/api/gangs/${gang.id}/join-requests`, {
      token: applicant.token,
      body: { message: 'خذوني' },
    });
    expect(sent.status).toBe(201);
    expect((await requestSeen)!.memberCount).toBe(1);
    const joined = nextEvent(applicantSocket, 'gang:update');
    const notified = nextEvent(applicantSocket, 'notification');
    const bossSees = updateWhere(bossSocket, (g) => g?.memberCount === 2);
    const accepted = await api(nodeA, 'POST', `/api/gangs/${gang.id}/join-requests/accept`, {
      token: gang.boss.token,
      body: { requestId: sent.body.request.id },
    });
    expect(accepted.status).toBe(200);
    expect((await joined)!.GangMembers.map((m) => m.userId).sort()).toEqual(
      [gang.boss.userId, applicant.userId].sort(),
    );
    expect((await bossSees)!.memberCount).toBe(2);
    expect(await notified).toMatchObject({ type: 'gang_request_accepted', data: { gangId: gang.id } });
    expect((await notified).message).toContain(gang.name);

    // The new member is in the room on node B: a contribution made through node A reaches them.
    await poll(
      async () =>
        (
          await nodeA.app
            .get((await import('../src/infra/realtime/realtime.publisher')).RealtimePublisher)
            .socketsIn(`gang:${gang.id}`)
        ).length,
      (count) => count === 2,
      { timeoutMs: 5000, what: 'both members in the gang room' },
    );
    // A member who joins gets the page twice (the room's push and their own: GangsPush),
    // and the second may land after this point: wait for the contribution's page, not the next one.
    const moneySeen = updateWhere(applicantSocket, (g) => g?.money === 1000);
    const contributed = await api(nodeA, 'POST', `/api/gangs/${gang.id}/contribute`, {
      token: gang.boss.token,
      body: { amount: 1000 },
    });
    expect(contributed.status).toBe(200);
    expect((await moneySeen)!.money).toBe(1000);
  });

  it('notifies a promoted member and a new boss, and takes a kicked member out of the room', async () => {
    const { GangRank } = await import('../src/game/gangs.rules');
    const gang = await givenGang(nodeA, { ranks: [GangRank.AUDW, GangRank.AUDW] });
    const [first, second] = gang.members.map((member) => member.player);
    const firstSocket = await connect(nodeB, first);
    const secondSocket = await connect(nodeA, second);
    await requestGang(firstSocket);
    await requestGang(secondSocket);

    const promotion = nextEvent(firstSocket, 'notification');
    // The promotion's room push reaches the other member too: wait for it, so it is not taken for the kick's.
    const promotionSeen = nextEvent(secondSocket, 'gang:update');
    expect(
      (
        await api(nodeA, 'POST', `/api/gangs/${gang.id}/change-role`, {
          token: gang.boss.token,
          body: { userId: first.userId, newRole: GangRank.WAZIR },
        })
      ).status,
    ).toBe(200);
    expect(await promotion).toMatchObject({ type: 'gang_promoted', data: { role: GangRank.WAZIR } });
    expect((await promotionSeen)!.GangMembers.find((m) => m.userId === first.userId)?.role).toBe(
      GangRank.WAZIR,
    );

    const kickedNotice = nextEvent(secondSocket, 'notification');
    const kickedUpdate = nextEvent(secondSocket, 'gang:update');
    const kickSeen = updateWhere(firstSocket, (g) => g?.memberCount === 2);
    expect(
      (
        await api(nodeB, 'POST', `/api/gangs/${gang.id}/kick`, {
          token: gang.boss.token,
          body: { targetUserId: second.userId },
        })
      ).status,
    ).toBe(200);
    expect(await kickedUpdate).toBeNull();
    expect(await kickedNotice).toMatchObject({ type: 'gang_kicked' });
    expect((await kickSeen)!.memberCount).toBe(2);

    // A later change reaches the members still in the room, and not the kicked one.
    const stillMember = updateWhere(firstSocket, (g) => g?.board === 'اجتماع الليلة');
    const kickedHears = recordEvents(secondSocket, 'gang:update');
    await sleep(300);
    expect(
      (
        await api(nodeA, 'PATCH', `/api/gangs/${gang.id}/board`, {
          token: gang.boss.token,
          body: { board: 'اجتماع الليلة' },
        })
      ).status,
    ).toBe(200);
    expect((await stillMember)!.board).toBe('اجتماع الليلة');
    await sleep(500);
    kickedHears.stop();
    expect(kickedHears.payloads).toEqual([]);

    const crowned = nextEvent(firstSocket, 'notification');
    expect(
      (
        await api(nodeA, 'POST', `/api/gangs/${gang.id}/transfer-leadership`, {
          token: gang.boss.token,
          body: { newLeaderId: first.userId },
        })
      ).status,
    ).toBe(200);
    expect(await crowned).toMatchObject({ type: 'gang_leader' });
  });

  it('tells every member of a deleted gang that they have none', async () => {
    const { GangRank } = await import('../src/game/gangs.rules');
    const gang = await givenGang(nodeA, { ranks: [GangRank.NAIB], treasury: 301 });
    const member = gang.members[0].player;
    const memberSocket = await connect(nodeB, member);
    await requestGang(memberSocket);
    const gone = nextEvent(memberSocket, 'gang:update');
    expect((await api(nodeA, 'DELETE', `/api/gangs/${gang.id}`, { token: gang.boss.token })).status).toBe(
      200,
    );
    expect(await gone).toBeNull();
  });

  describe('the HUD after gang money moves (issue 31 point 1)', () => {
    /** The first `hud:update` on `socket` showing `money` cash (earlier pushes may still arrive first). */
    const hudWithMoney = (socket: GameClientSocket, money: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no hud:update with money ${money} within 5 s`)),
          5000,
        );
        const listener = (hud: { money: number }) => {
          if (hud.money !== money) return;
          clearTimeout(timer);
          socket.off('hud:update', listener);
          resolve();
        };
        socket.on('hud:update', listener);
      });

    it('pushes the founder their cash after paying 50,000 for a gang', async () => {
      const founder = await givenPlayer(nodeA, { level: 10, money: 50_700 });
      const socket = await connect(nodeB, founder);
      const hud = hudWithMoney(socket, 700);
      const created = await api(nodeA, 'POST', '/api/gangs', {
        token: founder.token,
        body: { name: gangName() },
      });
      expect(created.status).toBe(201);
      await hud;
    });

    it('pushes a donor their cash after a contribution, and a member theirs after being paid from the treasury', async () => {
      const { GangRank } = await import('../src/game/gangs.rules');
      const gang = await givenGang(nodeA, { ranks: [GangRank.AUDW], bossMoney: 900, treasury: 1000 });
      const member = gang.members[0].player;
      const bossSocket = await connect(nodeB, gang.boss);
      const memberSocket = await connect(nodeB, member);
      const donated = hudWithMoney(bossSocket, 600);
      expect(
        (
          await api(nodeA, 'POST', `/api/gangs/${gang.id}/contribute`, {
            token: gang.boss.token,
            body: { amount: 300 },
          })
        ).status,
      ).toBe(200);
      await donated;
      const paid = hudWithMoney(memberSocket, 250);
      expect(
        (
          await api(nodeA, 'POST', `/api/gangs/${gang.id}/transfer-money`, {
            token: gang.boss.token,
            body: { memberId: member.userId, amount: 250 },
          })
        ).status,
      ).toBe(200);
      await paid;
    });

    it('pushes every member their share when the gang is deleted', async () => {
      const { GangRank } = await import('../src/game/gangs.rules');
      const gang = await givenGang(nodeA, { ranks: [GangRank.NAIB], treasury: 301 });
      const bossSocket = await connect(nodeB, gang.boss);
      const memberSocket = await connect(nodeA, gang.members[0].player);
      const bossShare = hudWithMoney(bossSocket, 151);
      const memberShare = hudWithMoney(memberSocket, 150);
      expect((await api(nodeA, 'DELETE', `/api/gangs/${gang.id}`, { token: gang.boss.token })).status).toBe(
        200,
      );
      await Promise.all([bossShare, memberShare]);
    });
  });
});
