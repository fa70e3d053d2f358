import { DomainError } from '../src/common/errors/domain-error';
import { inRetriedTransaction, Tx } from '../src/infra/database/transaction';
import { listingExpiryJobId, QueueName } from '../src/infra/queue/queues';
import type { SyncTimers } from '../src/infra/queue/sync-timers';
import { PURCHASE_HELD_NOTICE } from '../src/modules/black-market/black-market-holds.service';
import { BlackMarketHoldsService } from '../src/modules/black-market/black-market-holds.service';
import { BlackMarketErrorCode } from '../src/modules/black-market/black-market.errors';
import { BlackMarketModule } from '../src/modules/black-market/black-market.module';
import { BlackMarketService } from '../src/modules/black-market/black-market.service';
import { BlackMarketTimers } from '../src/modules/black-market/black-market.timers';
import { GearErrorCode } from '../src/modules/gear/gear.errors';
import { ShopService } from '../src/modules/gear/shop.service';
import { account, Currency } from '../src/modules/wallet/account';
import { WalletErrorCode } from '../src/modules/wallet/wallet.errors';
import { WalletService } from '../src/modules/wallet/wallet.service';
import { seenAt, uniqueTestIp } from './support/factories';
import { expectSaleEntries, stackOf } from './support/market';
import { CharacterRow, ServiceModule, startServiceModule } from './support/service-module';
import { givenOwner, givenTrader, givenWeapon } from './support/service-market';
import { expectBooksBalanced, expectLedgerConsistent } from './support/wallet-books';

/**
 * The black market at the service level (DESIGN.md section 6, "Black market"; issue 13):
 * BlackMarketService, its expiry timer and its holds on their module and real PostgreSQL, no HTTP.
 * Units leave the inventory into the listing (item escrow) and come back once on cancel or expiry;
 * a sale pays the seller 95% rounded down (`black_market_sale`) and 5% to `sink:black_market_fee`;
 * of buyers, cancels and expiries racing for one listing exactly one wins; a purchase between linked
 * accounts waits in escrow for one admin decision; refusals change nothing; the books balance. The
 * routes, validation, filters, pushes and the level lock are in black-market.int-spec.ts.
 */

jest.setTimeout(60_000);

describe('BlackMarketService (service level, real PostgreSQL)', () => {
  let app: ServiceModule;
  let market: BlackMarketService;
  let wallet: WalletService;
  let weaponId: number;

  beforeAll(async () => {
    app = await startServiceModule([BlackMarketModule]);
    market = app.module.get(BlackMarketService);
    wallet = app.module.get(WalletService);
    weaponId = await givenWeapon(app, { name: 'مسدس السوق السوداء', damage: 25 });
  });
  afterAll(async () => {
    await app?.close();
  });

  const cash = (player: CharacterRow) => wallet.balance(account.cash(player.characterId), Currency.MONEY);
  const units = (player: CharacterRow) => stackOf(app, player.characterId, 'weapon', weaponId);
  const list = (seller: CharacterRow, price: number, quantity?: number) =>
    market.createListing(seller.userId, { itemType: 'weapon', itemId: weaponId, price, quantity });
  const statusOf = async (listingId: number) =>
    (await app.dataSource.query(`SELECT status FROM black_market_listings WHERE id = $1`, [listingId]))[0]
      .status;
  /** Rows a listing change writes, to show a refused call wrote none. */
  const written = async () => {
    const [row] = await app.dataSource.query(
      `SELECT (SELECT count(*)::int FROM black_market_listings) AS listings,
              (SELECT string_agg(id || ':' || status, ',' ORDER BY id) FROM black_market_listings) AS statuses,
              (SELECT count(*)::int FROM ledger_entries) AS entries,
              (SELECT coalesce(sum(quantity), 0)::int FROM inventory_stacks) AS stacked`,
    );
    return row;
  };
  /** The domain error codes of the rejected results, in order. */
  const codesOf = (results: PromiseSettledResult<unknown>[]) =>
    results.flatMap((result) =>
      result.status === 'rejected'
        ? [result.reason instanceof DomainError ? result.reason.code : String(result.reason)]
        : [],
    );

  it('moves listed units out of the inventory into a 7-day listing, and refuses equipped or missing units', async () => {
    const seller = await givenOwner(app, weaponId, 3);
    const listed = await list(seller, 5000, 2);
    expect(listed).toMatchObject({
      itemType: 'weapon',
      itemId: weaponId,
      itemName: 'مسدس السوق السوداء',
      damage: 25,
      quantity: 2,
      price: 5000,
      status: 'active',
      sellerId: seller.userId,
      sellerName: seller.username,
      buyerName: null,
      closedAt: null,
    });
    expect((Date.parse(listed.expiresAt) - Date.parse(listed.createdAt)) / 86_400_000).toBe(7);
    expect(await units(seller)).toBe(1);

    // The last unit goes on; an equipped unit is not in the stack, so it cannot be listed.
    await app.module.get(ShopService).equip(seller.userId, { type: 'weapon', itemId: weaponId });
    const before = await written();
    await expect(list(seller, 10)).rejects.toMatchObject({
      code: GearErrorCode.NOT_ENOUGH_ITEMS,
      status: 409,
      message: 'لا تملك هذه الكمية من العنصر غير مجهزة',
    });
    await expect(
      market.createListing(seller.userId, { itemType: 'armor', itemId: 999_999, price: 10 }),
    ).rejects.toMatchObject({ code: GearErrorCode.ITEM_NOT_FOUND, status: 404 });
    expect(await written()).toEqual(before);

    const page = await market.getListings({});
    expect(page).toMatchObject({ page: 1, limit: 20, sellerSharePercent: 95, feePercent: 5 });
    expect(page.listings.map((l) => l.id)).toContain(listed.id);
    expect((await market.getMyListings(seller.userId)).listings.map((l) => l.id)).toEqual([listed.id]);
  });

  it("cancels only the seller's own listing, gives the units back once when cancels race, and refuses a cancelled listing", async () => {
    const seller = await givenOwner(app, weaponId, 2);
    const other = await givenTrader(app, { money: 1000 });
    const listing = await list(seller, 300, 2);
    expect(await units(seller)).toBe(0);
    await expect(market.cancelListing(other.userId, listing.id)).rejects.toMatchObject({
      code: BlackMarketErrorCode.NOT_YOUR_LISTING,
      status: 403,
      message: 'هذا العرض ليس لك',
    });
    expect(await statusOf(listing.id)).toBe('active');

    const cancels = await Promise.allSettled(
      Array.from({ length: 3 }, () => market.cancelListing(seller.userId, listing.id)),
    );
    expect(cancels.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(codesOf(cancels)).toEqual([
      BlackMarketErrorCode.LISTING_NOT_AVAILABLE,
      BlackMarketErrorCode.LISTING_NOT_AVAILABLE,
    ]);
    expect(await statusOf(listing.id)).toBe('cancelled');
    expect(await units(seller)).toBe(2);
    await expect(market.cancelListing(seller.userId, 999_999_999)).rejects.toMatchObject({
      code: BlackMarketErrorCode.LISTING_NOT_FOUND,
      status: 404,
    });
    await expect(market.buyListing(other.userId, listing.id)).rejects.toMatchObject({
      code: BlackMarketErrorCode.LISTING_NOT_AVAILABLE,
      status: 409,
    });
    expect(await cash(other)).toBe(1000);
  });

  it('sells to a buyer: 95% rounded down to the seller, the rest to sink:black_market_fee, units to the buyer, the seller told', async () => {
    const seller = await givenOwner(app, weaponId, 1);
    const buyer = await givenTrader(app, { money: 10_000 });
    const listing = await list(seller, 1999);
    await expect(market.buyListing(seller.userId, listing.id)).rejects.toMatchObject({
      code: BlackMarketErrorCode.OWN_LISTING,
      status: 400,
      message: 'لا يمكنك شراء عرضك الخاص',
    });

    const sold = await market.buyListing(buyer.userId, listing.id);
    expect(sold).toMatchObject({ status: 'sold', buyerName: buyer.username, notice: null });
    expect(await cash(buyer)).toBe(10_000 - 1999);
    expect(await cash(seller)).toBe(1899);
    expect(await units(buyer)).toBe(1);
    await expectSaleEntries(app, listing.id, {
      buyerCharacterId: buyer.characterId,
      sellerCharacterId: seller.characterId,
      sellerShare: 1899,
      fee: 100,
    });
    const notices = await app.dataSource.query(`SELECT type, message FROM notifications WHERE user_id = $1`, [
      seller.userId,
    ]);
    expect(notices).toEqual([
      {
        type: 'black_market_sold',
        message: `اشترى ${buyer.username} عرضك في السوق السوداء: مسدس السوق السوداء ×١ وحصلت على ١٬٨٩٩`,
      },
    ]);
    await expect(market.buyListing(buyer.userId, listing.id)).rejects.toMatchObject({
      code: BlackMarketErrorCode.LISTING_NOT_AVAILABLE,
    });
    expect(await cash(buyer)).toBe(10_000 - 1999);
    expect((await market.getMyListings(seller.userId)).listings[0]).toMatchObject({
      id: listing.id,
      status: 'sold',
      buyerName: buyer.username,
    });
    await expectLedgerConsistent(app, account.cash(buyer.characterId), Currency.MONEY);
  });

  it('leaves the listing on sale when the buyer cannot pay', async () => {
    const seller = await givenOwner(app, weaponId, 1);
    const poor = await givenTrader(app, { money: 99 });
    const listing = await list(seller, 100);
    const before = await written();
    await expect(market.buyListing(poor.userId, listing.id)).rejects.toMatchObject({
      code: WalletErrorCode.INSUFFICIENT_MONEY,
      status: 400,
      message: 'لا تملك مالاً كافياً',
    });
    expect(await cash(poor)).toBe(99);
    expect(await units(poor)).toBe(0);
    expect(await statusOf(listing.id)).toBe('active');
    expect(await written()).toEqual(before);
    // Still on sale: a buyer who can pay gets it.
    const able = await givenTrader(app, { money: 100 });
    expect((await market.buyListing(able.userId, listing.id)).status).toBe('sold');
  });

  it('lets exactly one of three buyers at once win, the others get LISTING_NOT_AVAILABLE and keep their money', async () => {
    for (let round = 0; round < 5; round++) {
      const seller = await givenOwner(app, weaponId, 1);
      const buyers = await Promise.all(Array.from({ length: 3 }, () => givenTrader(app, { money: 1000 })));
      const listing = await list(seller, 500);
      const results = await Promise.allSettled(
        buyers.map((buyer) => market.buyListing(buyer.userId, listing.id)),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(codesOf(results)).toEqual([
        BlackMarketErrorCode.LISTING_NOT_AVAILABLE,
        BlackMarketErrorCode.LISTING_NOT_AVAILABLE,
      ]);
      const loser = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect((loser.reason as DomainError).message).toBe(
        'هذا العرض لم يعد متاحاً: بيع لمشترٍ آخر أو سُحب أو انتهت مدته',
      );
      expect((await Promise.all(buyers.map(cash))).sort((x, y) => x - y)).toEqual([500, 1000, 1000]);
      expect((await Promise.all(buyers.map(units))).sort((x, y) => x - y)).toEqual([0, 0, 1]);
      expect(await cash(seller)).toBe(475);
    }
  });

  it('settles a purchase racing its cancel once: the units go to the buyer or back to the seller, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const seller = await givenOwner(app, weaponId, 1);
      const buyer = await givenTrader(app, { money: 1000 });
      const listing = await list(seller, 400);
      const [bought, cancelled] = await Promise.allSettled([
        market.buyListing(buyer.userId, listing.id),
        market.cancelListing(seller.userId, listing.id),
      ]);
      expect(codesOf([bought, cancelled])).toEqual([BlackMarketErrorCode.LISTING_NOT_AVAILABLE]);
      const sold = bought.status === 'fulfilled';
      expect({
        status: await statusOf(listing.id),
        buyerUnits: await units(buyer),
        sellerUnits: await units(seller),
        buyerCash: await cash(buyer),
        sellerCash: await cash(seller),
      }).toEqual(
        sold
          ? { status: 'sold', buyerUnits: 1, sellerUnits: 0, buyerCash: 600, sellerCash: 380 }
          : { status: 'cancelled', buyerUnits: 0, sellerUnits: 1, buyerCash: 1000, sellerCash: 0 },
      );
    }
  });

  it('hides and refuses a listing past its 7 days, and expiry returns its units exactly once', async () => {
    const seller = await givenOwner(app, weaponId, 2);
    const buyer = await givenTrader(app, { money: 1000 });
    const listing = await list(seller, 100, 2);
    const expiry = app.module.get(BlackMarketTimers);
    expect(await expiry.expire(listing.id)).toEqual({ notBefore: new Date(listing.expiresAt) });
    await app.dataSource.query(
      `UPDATE black_market_listings SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [listing.id],
    );
    expect((await market.getListings({ limit: 50 })).listings.map((l) => l.id)).not.toContain(listing.id);
    await expect(market.buyListing(buyer.userId, listing.id)).rejects.toMatchObject({
      code: BlackMarketErrorCode.LISTING_NOT_AVAILABLE,
    });
    expect(await cash(buyer)).toBe(1000);
    const runs = await Promise.all([
      expiry.expire(listing.id),
      expiry.expire(listing.id),
      expiry.expire(listing.id),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await units(seller)).toBe(2);
    expect(await statusOf(listing.id)).toBe('expired');
    const [notices] = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND type = 'black_market_expired'`,
      [seller.userId],
    );
    expect(notices.n).toBe(1);
    await expect(market.cancelListing(seller.userId, listing.id)).rejects.toMatchObject({
      code: BlackMarketErrorCode.LISTING_NOT_AVAILABLE,
    });
    expect(await units(seller)).toBe(2);
  });

  it('schedules the expiry at the end of the listing, the boot reconciler moves it when the end moved, and firing it returns the units once', async () => {
    const seller = await givenOwner(app, weaponId, 1);
    const listing = await list(seller, 100);
    const expiry = app.module.get(BlackMarketTimers);
    const timers = app.app.get<SyncTimers>('Timers');
    const timer = () =>
      timers.scheduled(QueueName.BLACK_MARKET).find((held) => held.jobId === listingExpiryJobId(listing.id));
    expect(timer()).toEqual(expect.objectContaining({ payload: { listingId: listing.id } }));
    expect(timer()!.dueAt.toISOString()).toBe(listing.expiresAt);
    await app.dataSource.query(
      `UPDATE black_market_listings SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [listing.id],
    );
    expect(await expiry.reconcile()).toBeGreaterThanOrEqual(1);
    expect(timer()!.dueAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await timers.fireDue()).toContain(listingExpiryJobId(listing.id));
    expect(await units(seller)).toBe(1);
    expect(timer()).toBeUndefined();
    // Performed: the reconciler schedules it no more, and the transition does nothing again.
    await expiry.reconcile();
    expect(timer()).toBeUndefined();
    expect(await expiry.expire(listing.id)).toBe(false);
    expect(await units(seller)).toBe(1);
  });

  it('holds the purchase from a linked seller that reaches the review amount with the ones before it; an approval clears them', async () => {
    const piece = app.config.LINKED_REVIEW_MIN / 4;
    const admin = await givenTrader(app);
    const seller = await givenOwner(app, weaponId, 6);
    const buyer = await givenTrader(app, { money: 6 * piece });
    const ip = uniqueTestIp();
    await seenAt(app, seller, ip);
    await seenAt(app, buyer, ip);
    const buy = async () => (await market.buyListing(buyer.userId, (await list(seller, piece, 1)).id)).status;
    expect([await buy(), await buy(), await buy()]).toEqual(['sold', 'sold', 'sold']);
    await expectBooksBalanced(app);
    const listing = await list(seller, piece, 1);
    expect(await market.buyListing(buyer.userId, listing.id)).toMatchObject({
      status: 'held',
      notice: PURCHASE_HELD_NOTICE,
    });
    await inRetriedTransaction(app.module.get(Tx), () =>
      app.module.get(BlackMarketHoldsService).approveHeld(admin.userId, listing.id),
    );
    await expectBooksBalanced(app);
    // Reviewed up to the approval: the next piece is judged alone.
    expect(await buy()).toBe('sold');
    expect(await units(buyer)).toBe(5);
    await expectBooksBalanced(app);
  });

  it('holds a purchase between linked accounts in escrow and settles it once when a release and a return arrive at once', async () => {
    const price = app.config.LINKED_REVIEW_MIN;
    const holds = app.module.get(BlackMarketHoldsService);
    const decide = (decision: 'approveHeld' | 'rejectHeld', adminId: string, id: number) =>
      inRetriedTransaction(app.module.get(Tx), () => holds[decision](adminId, id));
    const admin = await givenTrader(app);
    for (let round = 0; round < 3; round++) {
      const seller = await givenOwner(app, weaponId, 1);
      const buyer = await givenTrader(app, { money: price });
      const ip = uniqueTestIp();
      await seenAt(app, seller, ip);
      await seenAt(app, buyer, ip);
      const listing = await list(seller, price);

      const held = await market.buyListing(buyer.userId, listing.id);
      expect(held).toMatchObject({ status: 'held', notice: PURCHASE_HELD_NOTICE });
      expect(await cash(buyer)).toBe(0);
      expect(await wallet.balance(account.marketHold(listing.id), Currency.MONEY)).toBe(price);
      expect(await units(buyer)).toBe(0);
      await expect(market.buyListing(admin.userId, listing.id)).rejects.toMatchObject({
        code: BlackMarketErrorCode.LISTING_NOT_AVAILABLE,
      });

      const results = await Promise.allSettled([
        decide('approveHeld', admin.userId, listing.id),
        decide('rejectHeld', admin.userId, listing.id),
      ]);
      expect(codesOf(results)).toEqual([BlackMarketErrorCode.HELD_PURCHASE_DECIDED]);
      const released = results[0].status === 'fulfilled';
      const fee = price - Math.floor(price * 0.95);
      expect({
        status: await statusOf(listing.id),
        escrow: await wallet.balance(account.marketHold(listing.id), Currency.MONEY),
        buyerCash: await cash(buyer),
        sellerCash: await cash(seller),
        buyerUnits: await units(buyer),
        sellerUnits: await units(seller),
      }).toEqual(
        released
          ? {
              status: 'sold',
              escrow: 0,
              buyerCash: 0,
              sellerCash: price - fee,
              buyerUnits: 1,
              sellerUnits: 0,
            }
          : { status: 'returned', escrow: 0, buyerCash: price, sellerCash: 0, buyerUnits: 0, sellerUnits: 1 },
      );
    }
  });

  it('keeps the books balanced', async () => {
    await expectBooksBalanced(app);
  });
});
