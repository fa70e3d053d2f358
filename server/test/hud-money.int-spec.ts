import type { RandomSource } from '../src/common/random';
import type { RealtimePublisher } from '../src/infra/realtime/realtime.publisher';
import type { HudDto } from '../src/modules/character/character.dto';
import { api, connectSocket, GameClientSocket, Player } from './support/api';
import { closeSocket } from './support/cluster/sockets';
import { balancesOf, givenAdmin, givenPlayer } from './support/factories';
import { gangName, givenGang } from './support/gangs';
import { PNG_1X1, uploadCrimeImage } from './support/images';
import { buyListing, givenOwner, givenWeapon, listItem } from './support/market';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * The HUD after every way money moves (issue 28 point 2; DESIGN.md section 4, "Money"): the wallet
 * announces the characters a transaction changed, once, after commit, and each affected player's
 * sockets, here on the OTHER node, get exactly one `hud:update` with the exact new cash and
 * blackcoins. Actions go to node A, sockets sit on node B.
 */
jest.setTimeout(60_000);

/** A `notificationsCount:update` count no real push carries: the end of what an action pushed. */
const MARKER = -28;

describe('one hud:update per player after every money move, across two nodes', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let admin: string;
  let weaponId: number;
  const sockets: GameClientSocket[] = [];

  beforeAll(async () => {
    nodeA = await sharedTestApp();
    nodeB = await sharedTestApp('second');
    admin = await givenAdmin(nodeA);
    weaponId = await givenWeapon(nodeA, { name: 'سكين الشاشة', price: 100 });
  });
  afterAll(async () => {
    for (const socket of sockets) await closeSocket(socket);
    await nodeB?.close();
    await nodeA?.close();
  });

  afterEach(() => jest.restoreAllMocks());

  const connect = async (player: Player) => {
    const socket = await connectSocket(nodeB, player.token);
    sockets.push(socket);
    return socket;
  };

  /** Resolves on the marker pushed to `player` now from node A, after everything node A pushed before. */
  const marker = (socket: GameClientSocket, player: Player) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the marker push did not arrive within 5 s')), 5000);
      const listener = ({ count }: { count: number }) => {
        if (count !== MARKER) return;
        clearTimeout(timer);
        socket.off('notificationsCount:update', listener);
        resolve();
      };
      socket.on('notificationsCount:update', listener);
      nodeA.app
        .get<RealtimePublisher>('RealtimePublisher')
        .toUser(player.userId, 'notificationsCount:update', { count: MARKER });
    });

  /**
   * Runs `act` (its requests to node A) and expects each player's balances to have moved and each
   * player's socket on node B to have got exactly one `hud:update`, showing the balances now stored.
   * Every push of a request leaves node A before its answer, and node A's emits reach node B in
   * order (one Redis channel), so a marker pushed after `act` ends what the action pushed.
   */
  async function expectOneHudEach(players: Player[], act: () => Promise<void>): Promise<void> {
    const connected = await Promise.all(players.map(connect));
    const huds = connected.map((socket) => {
      const seen: HudDto[] = [];
      socket.on('hud:update', (hud) => seen.push(hud));
      return seen;
    });
    const before = await Promise.all(players.map((player) => balancesOf(nodeA, player.characterId)));
    await act();
    await Promise.all(players.map((player, index) => marker(connected[index], player)));
    for (const [index, player] of players.entries()) {
      const after = await balancesOf(nodeA, player.characterId);
      expect({ money: after.money, blackcoins: after.blackcoins }).not.toEqual({
        money: before[index].money,
        blackcoins: before[index].blackcoins,
      });
      expect(huds[index]).toHaveLength(1);
      expect(huds[index][0]).toMatchObject({ money: after.money, blackcoins: after.blackcoins });
    }
  }

  const ok = (response: { status: number; body: unknown }, label: string) => {
    if (response.status >= 300)
      throw new Error(`${label}: ${response.status} ${JSON.stringify(response.body)}`);
  };

  describe('gang money moves', () => {
    it('creating a gang (50,000 paid)', async () => {
      const founder = await givenPlayer(nodeA, { level: 10, money: 50_700 });
      await expectOneHudEach([founder], async () =>
        ok(
          await api(nodeA, 'POST', '/api/gangs', { token: founder.token, body: { name: gangName() } }),
          'create',
        ),
      );
    });

    it('contributing to the treasury', async () => {
      const { GangRank } = await import('../src/game/gangs.rules');
      const gang = await givenGang(nodeA, { ranks: [GangRank.AUDW], bossMoney: 900, treasury: 1000 });
      await expectOneHudEach([gang.boss], async () =>
        ok(
          await api(nodeA, 'POST', `/api/gangs/${gang.id}/contribute`, {
            token: gang.boss.token,
            body: { amount: 300 },
          }),
          'contribute',
        ),
      );
    });

    it('paying a member from the treasury', async () => {
      const { GangRank } = await import('../src/game/gangs.rules');
      const gang = await givenGang(nodeA, { ranks: [GangRank.AUDW], treasury: 1000 });
      const member = gang.members[0].player;
      await expectOneHudEach([member], async () =>
        ok(
          await api(nodeA, 'POST', `/api/gangs/${gang.id}/transfer-money`, {
            token: gang.boss.token,
            body: { memberId: member.userId, amount: 250 },
          }),
          'transfer-money',
        ),
      );
    });

    it('dissolving the gang, the treasury split between the members', async () => {
      const { GangRank } = await import('../src/game/gangs.rules');
      const gang = await givenGang(nodeA, { ranks: [GangRank.NAIB], treasury: 301 });
      await expectOneHudEach([gang.boss, gang.members[0].player], async () =>
        ok(await api(nodeA, 'DELETE', `/api/gangs/${gang.id}`, { token: gang.boss.token }), 'dissolve'),
      );
    });
  });

  describe('the other money moves a player triggers', () => {
    it('a successful crime (money minted, the HUD computed by the crime itself)', async () => {
      const imageUrl = (await uploadCrimeImage(nodeA, admin, PNG_1X1, 'crime.png', 'image/png')).body
        .imageUrl;
      const crime = await api(nodeA, 'POST', '/api/crimes', {
        token: admin,
        body: { name: 'سرقة الشاشة', imageUrl, reward: 250, cooldown: 1 },
      });
      ok(crime, 'crime');
      const player = await givenPlayer(nodeA);
      jest.spyOn(nodeA.app.get<RandomSource>('RandomSource'), 'next').mockReturnValue(0);
      await expectOneHudEach([player], async () =>
        ok(
          await api(nodeA, 'POST', `/api/crimes/${crime.body.id}/commit`, { token: player.token }),
          'commit',
        ),
      );
    });

    it('a fight, for the winner and the loser', async () => {
      const attacker = await givenPlayer(nodeA, { level: 10, hp: 1900, energy: 100, money: 10_000 });
      const defender = await givenPlayer(nodeA, { level: 10, hp: 1900, energy: 100, money: 10_000 });
      await expectOneHudEach([attacker, defender], async () =>
        ok(await api(nodeA, 'POST', `/api/fight/${defender.userId}`, { token: attacker.token }), 'fight'),
      );
    });

    it('buying in the shop and selling back', async () => {
      const player = await givenPlayer(nodeA, { level: 10, money: 1000 });
      await expectOneHudEach([player], async () =>
        ok(
          await api(nodeA, 'POST', '/api/shop/buy', {
            token: player.token,
            body: { type: 'weapon', itemId: weaponId, quantity: 2 },
          }),
          'buy',
        ),
      );
      await expectOneHudEach([player], async () =>
        ok(
          await api(nodeA, 'POST', '/api/inventory/sell', {
            token: player.token,
            body: { type: 'weapon', itemId: weaponId, quantity: 1 },
          }),
          'sell',
        ),
      );
    });

    it('a bank deposit and a withdrawal', async () => {
      const player = await givenPlayer(nodeA, { level: 11, money: 1000 });
      await expectOneHudEach([player], async () =>
        ok(
          await api(nodeA, 'POST', '/api/bank/deposit', { token: player.token, body: { amount: 400 } }),
          'deposit',
        ),
      );
      await expectOneHudEach([player], async () =>
        ok(
          await api(nodeA, 'POST', '/api/bank/withdraw', { token: player.token, body: { amount: 150 } }),
          'withdraw',
        ),
      );
    });

    it('a money transfer, for the sender (amount and fee) and the receiver', async () => {
      const sender = await givenPlayer(nodeA, { level: 25, money: 2000 });
      const receiver = await givenPlayer(nodeA, { level: 25 });
      await expectOneHudEach([sender, receiver], async () =>
        ok(
          await api(nodeA, 'POST', '/api/transfers/money', {
            token: sender.token,
            body: { username: receiver.username, amount: 500 },
          }),
          'transfer',
        ),
      );
    });

    it('a black-market purchase, for the buyer (price and fee) and the seller', async () => {
      const seller = await givenOwner(nodeA, weaponId, 2);
      const listed = await listItem(nodeA, seller, {
        itemType: 'weapon',
        itemId: weaponId,
        quantity: 1,
        price: 1000,
      });
      ok(listed, 'list');
      const buyer = await givenPlayer(nodeA, { level: 25, money: 5000 });
      await expectOneHudEach([buyer, seller], async () =>
        ok(await buyListing(nodeA, buyer, listed.body.id), 'buy'),
      );
    });

    it('the login gift', async () => {
      const player = await givenPlayer(nodeA);
      await expectOneHudEach([player], async () =>
        ok(await api(nodeA, 'POST', '/api/login-gift/claim', { token: player.token }), 'claim'),
      );
    });

    it('posting a blood contract (escrow) and cancelling it (refund)', async () => {
      const poster = await givenPlayer(nodeA, { level: 10, money: 5000 });
      const target = await givenPlayer(nodeA, { level: 10 });
      let contractId = 0;
      await expectOneHudEach([poster], async () => {
        const posted = await api(nodeA, 'POST', '/api/blood-contracts', {
          token: poster.token,
          body: { targetUserId: target.userId, reward: 1000 },
        });
        ok(posted, 'post');
        contractId = posted.body.id;
      });
      await expectOneHudEach([poster], async () =>
        ok(
          await api(nodeA, 'DELETE', `/api/blood-contracts/${contractId}`, { token: poster.token }),
          'cancel',
        ),
      );
    });

    it('blackcoins: a VIP package, a money package and an early release from jail', async () => {
      const vip = await api(nodeA, 'POST', '/api/admin/vip-packages', {
        token: admin,
        body: { name: 'VIP الشاشة', durationDays: 7, price: 50 },
      });
      ok(vip, 'vip package');
      const pack = await api(nodeA, 'POST', '/api/admin/money-packages', {
        token: admin,
        body: { name: 'مال الشاشة', blackcoinCost: 10, moneyAmount: 5000 },
      });
      ok(pack, 'money package');
      const player = await givenPlayer(nodeA, { level: 10, blackcoins: 1000 });
      await expectOneHudEach([player], async () =>
        ok(
          await api(nodeA, 'POST', `/api/special-shop/vip-packages/${vip.body.id}/buy`, {
            token: player.token,
          }),
          'vip',
        ),
      );
      await expectOneHudEach([player], async () =>
        ok(
          await api(nodeA, 'POST', `/api/special-shop/money-packages/${pack.body.id}/buy`, {
            token: player.token,
          }),
          'money package',
        ),
      );
      await nodeA.dataSource.query(
        `UPDATE characters SET jail_until = now() + interval '10 minutes' WHERE id = $1`,
        [player.characterId],
      );
      await expectOneHudEach([player], async () =>
        ok(
          await api(nodeA, 'POST', '/api/confinement/release', {
            token: player.token,
            body: { type: 'jail' },
          }),
          'release',
        ),
      );
    });
  });
});
