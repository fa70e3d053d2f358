import { api, connectSocket, GameClientSocket, nextEvent } from './support/api';
import { closeSocket } from './support/cluster/sockets';
import { givenAdmin, givenPlayer } from './support/factories';
import { sharedTestApp } from './support/shared-app';
import { givenSpecialItem } from './support/special-items';
import type { TestApp } from './support/test-app';

/**
 * Issue 31 point 13 (spec 000 section 7): `specialShop:update` is not only the answer to
 * `specialShop:request`. An admin's change of a package or a special item, made on one node, reaches
 * the blackcoin shops open on the other node, as weapon changes reach the shop.
 */

jest.setTimeout(60_000);

type Any = any;

describe('the blackcoin shop live after admin changes (two nodes)', () => {
  let first: TestApp;
  let second: TestApp;
  let admin: string;
  let socket: GameClientSocket;

  beforeAll(async () => {
    first = await sharedTestApp();
    second = await sharedTestApp('second');
    admin = await givenAdmin(first);
    const player = await givenPlayer(first);
    socket = await connectSocket(second, player.token);
    const opened = nextEvent(socket, 'specialShop:update');
    socket.emit('specialShop:request');
    await opened;
  });
  afterAll(async () => {
    if (socket) await closeSocket(socket);
  });

  /** The next pushed shop in which `check` holds (earlier pushes of other tests' changes are skipped). */
  const pushedShop = (check: (shop: Any) => boolean) =>
    new Promise<Any>((resolve, reject) => {
      const timer = setTimeout(() => {
        socket.off('specialShop:update', onShop);
        reject(new Error('no matching specialShop:update within 5 s'));
      }, 5000);
      const onShop = (shop: Any) => {
        if (!check(shop)) return;
        clearTimeout(timer);
        socket.off('specialShop:update', onShop);
        resolve(shop);
      };
      socket.on('specialShop:update', onShop);
    });

  it('pushes a new, a deactivated and a deleted money package', async () => {
    const name = `حزمة حية ${Date.now()}`;
    const created = pushedShop((shop) => shop.moneyPackages.some((p: Any) => p.name === name));
    const response = await api(first, 'POST', '/api/admin/money-packages', {
      token: admin,
      body: { name, blackcoinCost: 3, moneyAmount: 5000 },
    });
    expect(response.status).toBe(201);
    await created;

    const id = response.body.id;
    const hidden = pushedShop((shop) => !shop.moneyPackages.some((p: Any) => p.id === id));
    await api(first, 'PATCH', `/api/admin/money-packages/${id}/toggle-status`, {
      token: admin,
      body: { isActive: false },
    });
    await hidden;

    await api(first, 'PATCH', `/api/admin/money-packages/${id}/toggle-status`, {
      token: admin,
      body: { isActive: true },
    });
    const gone = pushedShop((shop) => !shop.moneyPackages.some((p: Any) => p.id === id));
    expect((await api(first, 'DELETE', `/api/admin/money-packages/${id}`, { token: admin })).status).toBe(200);
    await gone;
  });

  it('pushes a new special item and its price change', async () => {
    const name = `عنصر حي ${Date.now()}`;
    const created = pushedShop((shop) => shop.items.some((item: Any) => item.name === name));
    const item = await givenSpecialItem(first, admin, { type: 'NAME_CHANGE', name, price: 7 });
    await created;
    const repriced = pushedShop((shop) =>
      shop.items.some((entry: Any) => entry.id === item.id && entry.price === 9),
    );
    await api(first, 'PUT', `/api/special-items/admin/${item.id}`, { token: admin, body: { price: 9 } });
    await repriced;
  });
});
