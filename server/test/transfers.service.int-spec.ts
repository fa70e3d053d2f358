import { DomainError } from '../src/common/errors/domain-error';
import { inRetriedTransaction, Tx } from '../src/infra/database/transaction';
import { GearErrorCode } from '../src/modules/gear/gear.errors';
import { ShopService } from '../src/modules/gear/shop.service';
import { HELD_NOTICE, TransfersService } from '../src/modules/transfers/transfers.service';
import { TransferErrorCode } from '../src/modules/transfers/transfers.errors';
import { TransfersModule } from '../src/modules/transfers/transfers.module';
import { account, Currency } from '../src/modules/wallet/account';
import { WalletErrorCode } from '../src/modules/wallet/wallet.errors';
import { WalletService } from '../src/modules/wallet/wallet.service';
import { seenAt, uniqueTestIp } from './support/factories';
import { entriesOf, stackOf } from './support/market';
import { CharacterRow, ServiceModule, startServiceModule } from './support/service-module';
import { givenOwner, givenTrader, givenWeapon } from './support/service-market';
import { expectBooksBalanced, expectLedgerConsistent } from './support/wallet-books';

/**
 * Transfers between players at the service level (DESIGN.md section 6, "Transfers"; issue 13):
 * TransfersService on its module and real PostgreSQL, no HTTP. Money with the 5% fee rounded up
 * paid on top (`player_transfer`, `transfer_fee` to `sink:transfer_fee`), at most 20 money transfers
 * a day per sender (also when sent at once; items not counted), items without fee, the level-25
 * receiver, refusals that change nothing, concurrent transfers that never overdraw, same-address
 * pairs flagged, transfers between linked accounts held in escrow until one admin decision, and
 * balanced books. The routes, validation, pushes and the sender's level lock are in
 * transfers.int-spec.ts.
 */

jest.setTimeout(60_000);

describe('TransfersService (service level, real PostgreSQL)', () => {
  let app: ServiceModule;
  let transfers: TransfersService;
  let wallet: WalletService;
  let weaponId: number;

  beforeAll(async () => {
    app = await startServiceModule([TransfersModule]);
    transfers = app.module.get(TransfersService);
    wallet = app.module.get(WalletService);
    weaponId = await givenWeapon(app, { name: 'بندقية التحويل' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const cash = (player: CharacterRow) => wallet.balance(account.cash(player.characterId), Currency.MONEY);
  const sendMoney = (from: CharacterRow, username: string, amount: number) =>
    transfers.sendMoney(from.userId, { username, amount });
  const sendWeapon = (from: CharacterRow, to: CharacterRow, quantity?: number) =>
    transfers.sendItem(from.userId, {
      username: to.username,
      itemType: 'weapon',
      itemId: weaponId,
      quantity,
    });
  /** Rows every transfer writes, to show a refused one wrote none. */
  const written = async () => {
    const [row] = await app.dataSource.query(
      `SELECT (SELECT count(*)::int FROM transfers) AS transfers,
              (SELECT count(*)::int FROM ledger_entries) AS entries,
              (SELECT count(*)::int FROM notifications) AS notifications`,
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

  it('sends money with a 5% fee rounded up paid on top to sink:transfer_fee, notifies the receiver and keeps the history', async () => {
    const sender = await givenTrader(app, { money: 2000 });
    const receiver = await givenTrader(app);

    const sent = await sendMoney(sender, receiver.username.toUpperCase(), 1000);
    expect(sent).toMatchObject({
      kind: 'money',
      direction: 'sent',
      counterpartName: receiver.username,
      amount: 1000,
      fee: 50,
      itemId: null,
      status: 'completed',
      notice: null,
    });
    expect(await cash(sender)).toBe(950);
    expect(await cash(receiver)).toBe(1000);
    expect(await entriesOf(app, `transfer:${sent.id}`)).toEqual([
      { reason: 'player_transfer', account: `cash:${sender.characterId}`, delta: -1000 },
      { reason: 'player_transfer', account: `cash:${receiver.characterId}`, delta: 1000 },
      { reason: 'transfer_fee', account: `cash:${sender.characterId}`, delta: -50 },
      { reason: 'transfer_fee', account: 'sink:transfer_fee', delta: 50 },
    ]);
    const notices = await app.dataSource.query(`SELECT type, message FROM notifications WHERE user_id = $1`, [
      receiver.userId,
    ]);
    expect(notices).toEqual([
      { type: 'transfer_received', message: `حوّل إليك ${sender.username} مبلغ ١٬٠٠٠` },
    ]);

    expect((await sendMoney(sender, receiver.username, 101)).fee).toBe(6);
    expect(await cash(sender)).toBe(950 - 107);
    const history = await transfers.getTransfers(sender.userId);
    expect(history).toMatchObject({ sentToday: 2, dailyLimit: 20, feePercent: 5, minAmount: 100 });
    expect(history.transfers.map((t) => [t.direction, t.amount])).toEqual([
      ['sent', 101],
      ['sent', 1000],
    ]);
    const received = await transfers.getTransfers(receiver.userId);
    expect(received.sentToday).toBe(0);
    expect(received.transfers.map((t) => [t.direction, t.counterpartName])).toEqual([
      ['received', sender.username],
      ['received', sender.username],
    ]);
    await expectLedgerConsistent(app, account.cash(sender.characterId), Currency.MONEY);
  });

  it('refuses an unknown, banned or self receiver and an unaffordable amount with their codes, writing nothing', async () => {
    const sender = await givenTrader(app, { money: 1049 });
    const receiver = await givenTrader(app);
    const banned = await givenTrader(app);
    await app.dataSource.query(`UPDATE users SET is_banned = true WHERE id = $1`, [banned.userId]);
    const before = await written();

    await expect(sendMoney(sender, 'no_such_player_x', 100)).rejects.toMatchObject({
      code: TransferErrorCode.RECEIVER_NOT_FOUND,
      status: 404,
      message: 'لا يوجد لاعب بهذا الاسم',
    });
    await expect(sendMoney(sender, banned.username, 100)).rejects.toMatchObject({
      code: TransferErrorCode.RECEIVER_NOT_FOUND,
    });
    await expect(sendMoney(sender, sender.username, 100)).rejects.toMatchObject({
      code: TransferErrorCode.CANNOT_TRANSFER_TO_SELF,
      message: 'لا يمكنك التحويل إلى نفسك',
    });
    // 1000 + 50 fee is one more than the sender has.
    await expect(sendMoney(sender, receiver.username, 1000)).rejects.toMatchObject({
      code: WalletErrorCode.INSUFFICIENT_MONEY,
      message: 'لا تملك مالاً كافياً',
    });
    expect(await cash(sender)).toBe(1049);
    expect(await cash(receiver)).toBe(0);
    expect(await written()).toEqual(before);
    expect((await transfers.getTransfers(sender.userId)).sentToday).toBe(0);
    // What was one too many a moment ago is exactly affordable.
    expect((await sendMoney(sender, receiver.username, 999)).fee).toBe(50);
    expect(await cash(sender)).toBe(0);
  });

  it('refuses money and items to a player below level 25 with RECEIVER_LEVEL_TOO_LOW and requiredLevel 25, moving nothing', async () => {
    const sender = await givenOwner(app, weaponId, 1, { money: 1000 });
    const low = await givenTrader(app, { level: 24 });
    const before = await written();
    const refusal = {
      code: TransferErrorCode.RECEIVER_LEVEL_TOO_LOW,
      status: 400,
      message: 'لا يستقبل التحويلات إلا من بلغ المستوى ٢٥',
      extra: { requiredLevel: 25 },
    };
    await expect(sendMoney(sender, low.username, 100)).rejects.toMatchObject(refusal);
    await expect(sendWeapon(sender, low)).rejects.toMatchObject(refusal);
    expect(await cash(sender)).toBe(1000);
    expect(await cash(low)).toBe(0);
    expect(await stackOf(app, sender.characterId, 'weapon', weaponId)).toBe(1);
    expect(await stackOf(app, low.characterId, 'weapon', weaponId)).toBe(0);
    expect(await written()).toEqual(before);
    expect((await transfers.getTransfers(sender.userId)).transfers).toEqual([]);
  });

  it('allows 20 money transfers per game day, also when several are sent at once, and again the next day', async () => {
    const sender = await givenTrader(app, { money: 100_000 });
    const receiver = await givenTrader(app);
    for (let i = 0; i < 17; i++) await sendMoney(sender, receiver.username, 100);
    const burst = await Promise.allSettled(
      Array.from({ length: 5 }, () => sendMoney(sender, receiver.username, 100)),
    );
    expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(codesOf(burst)).toEqual([
      TransferErrorCode.DAILY_TRANSFER_LIMIT,
      TransferErrorCode.DAILY_TRANSFER_LIMIT,
    ]);
    expect(
      burst.flatMap((r) => (r.status === 'rejected' ? [(r.reason as DomainError).message] : [])),
    ).toEqual([
      'لقد بلغت الحد اليومي للتحويلات المالية (٢٠ تحويلاً)، حاول غداً',
      'لقد بلغت الحد اليومي للتحويلات المالية (٢٠ تحويلاً)، حاول غداً',
    ]);
    expect(await cash(receiver)).toBe(2000);
    expect(await cash(sender)).toBe(100_000 - 20 * 105);
    const [{ day }] = await app.dataSource.query(`SELECT (now() AT TIME ZONE $1)::date::text AS day`, [
      app.config.TZ_GAME,
    ]);
    const [{ days }] = await app.dataSource.query(
      `SELECT array_agg(DISTINCT game_day::text) AS days FROM transfers WHERE sender_character_id = $1`,
      [sender.characterId],
    );
    expect(days).toEqual([day]);
    // Yesterday's transfers do not count today.
    await app.dataSource.query(
      `UPDATE transfers SET game_day = game_day - 1 WHERE sender_character_id = $1`,
      [sender.characterId],
    );
    expect((await sendMoney(sender, receiver.username, 100)).status).toBe('completed');
    expect((await transfers.getTransfers(sender.userId)).sentToday).toBe(1);
  });

  it('counts only money transfers against the daily limit: weapons and armors still go after 20', async () => {
    const sender = await givenOwner(app, weaponId, 3, { money: 100_000 });
    const receiver = await givenTrader(app);
    // Items first: they do not use up the day's money transfers.
    for (let i = 0; i < 2; i++) await sendWeapon(sender, receiver);
    expect((await transfers.getTransfers(sender.userId)).sentToday).toBe(0);
    for (let i = 0; i < 20; i++) await sendMoney(sender, receiver.username, 100);
    await expect(sendMoney(sender, receiver.username, 100)).rejects.toMatchObject({
      code: TransferErrorCode.DAILY_TRANSFER_LIMIT,
      status: 400,
    });
    expect((await sendWeapon(sender, receiver)).kind).toBe('item');
    expect(await stackOf(app, receiver.characterId, 'weapon', weaponId)).toBe(3);
    const today = await transfers.getTransfers(sender.userId);
    expect(today).toMatchObject({ sentToday: 20, dailyLimit: 20 });
    expect(today.transfers).toHaveLength(23);
  });

  it('never overdraws a sender whose transfers race: exactly as many as the cash covers go through', async () => {
    // Three transfers of 1000 and their fees (3 x 1050), six sent at once to six receivers.
    const sender = await givenTrader(app, { money: 3 * 1050 });
    const receivers = await Promise.all(Array.from({ length: 6 }, () => givenTrader(app)));
    const results = await Promise.allSettled(
      receivers.map((receiver) => sendMoney(sender, receiver.username, 1000)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(codesOf(results)).toEqual(Array(3).fill(WalletErrorCode.INSUFFICIENT_MONEY));
    expect(await cash(sender)).toBe(0);
    const received = await Promise.all(receivers.map(cash));
    expect(received.sort((a, b) => a - b)).toEqual([0, 0, 0, 1000, 1000, 1000]);
    const [{ n }] = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM transfers WHERE sender_character_id = $1`,
      [sender.characterId],
    );
    expect(n).toBe(3);
    await expectLedgerConsistent(app, account.cash(sender.characterId), Currency.MONEY);
  });

  it('lets two players send to each other at once, many times over, without a deadlock', async () => {
    // Sixteen crossing transfers: with only the sender's row locked, each waited on the other's row
    // (the transfer row's foreign key) and PostgreSQL aborted most as deadlocks, past every retry.
    const [a, b] = await Promise.all([
      givenTrader(app, { money: 50_000 }),
      givenTrader(app, { money: 50_000 }),
    ]);
    const results = await Promise.allSettled(
      Array.from({ length: 16 }, (_, i) =>
        i % 2 ? sendMoney(a, b.username, 100) : sendMoney(b, a.username, 100),
      ),
    );
    expect(
      results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason)),
    ).toEqual([]);
    // Each sent 8 x 100 and paid 8 x 5 in fees; each received 8 x 100.
    expect([await cash(a), await cash(b)]).toEqual([50_000 - 40, 50_000 - 40]);
    await expectLedgerConsistent(app, account.cash(a.characterId), Currency.MONEY);
    await expectLedgerConsistent(app, account.cash(b.characterId), Currency.MONEY);
  });

  it('gives unequipped weapons without fee, several at once, and refuses equipped or unknown ones', async () => {
    const sender = await givenOwner(app, weaponId, 3, { money: 500 });
    const receiver = await givenTrader(app);
    const before = await written();
    const sent = await sendWeapon(sender, receiver, 2);
    expect(sent).toMatchObject({
      kind: 'item',
      fee: 0,
      amount: null,
      itemName: 'بندقية التحويل',
      quantity: 2,
    });
    expect(await stackOf(app, sender.characterId, 'weapon', weaponId)).toBe(1);
    expect(await stackOf(app, receiver.characterId, 'weapon', weaponId)).toBe(2);
    expect(await cash(sender)).toBe(500);
    expect((await written()).entries).toBe(before.entries);
    const [notice] = await app.dataSource.query(
      `SELECT message FROM notifications WHERE user_id = $1 AND type = 'transfer_received'`,
      [receiver.userId],
    );
    expect(notice.message).toBe(`أرسل إليك ${sender.username} بندقية التحويل ×٢`);

    // The last unit is worn: it is not in the stack, so it cannot be given.
    await app.module.get(ShopService).equip(sender.userId, { type: 'weapon', itemId: weaponId });
    const beforeRefusals = await written();
    await expect(sendWeapon(sender, receiver)).rejects.toMatchObject({
      code: GearErrorCode.NOT_ENOUGH_ITEMS,
      status: 409,
      message: 'لا تملك هذه الكمية من العنصر غير مجهزة',
    });
    await expect(
      transfers.sendItem(sender.userId, {
        username: receiver.username,
        itemType: 'armor',
        itemId: 999_999,
      }),
    ).rejects.toMatchObject({ code: GearErrorCode.ITEM_NOT_FOUND });
    expect(await written()).toEqual(beforeRefusals);
    expect(await stackOf(app, receiver.characterId, 'weapon', weaponId)).toBe(2);
    expect((await transfers.getTransfers(receiver.userId)).transfers[0]).toMatchObject({
      direction: 'received',
      counterpartName: sender.username,
      itemName: 'بندقية التحويل',
    });
  });

  it('records transfers between accounts that share an address as a flagged pair for the admin IPs screen', async () => {
    const sender = await givenTrader(app, { money: 10_000 });
    const twin = await givenTrader(app);
    const stranger = await givenTrader(app);
    const sharedIp = uniqueTestIp();
    await seenAt(app, sender, sharedIp, uniqueTestIp());
    await seenAt(app, twin, sharedIp, uniqueTestIp());
    await seenAt(app, stranger, uniqueTestIp());
    await sendMoney(sender, twin.username, 500);
    await sendMoney(sender, twin.username, 700);
    await sendMoney(sender, stranger.username, 900);
    const pairs = await transfers.flaggedTransferPairs();
    const ours = pairs.filter((pair) => [twin.userId, stranger.userId].includes(pair.receiverUserId));
    expect(ours).toEqual([
      {
        senderUserId: sender.userId,
        senderName: sender.username,
        receiverUserId: twin.userId,
        receiverName: twin.username,
        sharedIps: [sharedIp],
        transferCount: 2,
        totalMoney: 1200,
        lastTransferAt: expect.any(String),
      },
    ]);
  });

  describe('between linked accounts (issue 30, part 6)', () => {
    const review = () => app.config.LINKED_REVIEW_MIN;
    const decide = (decision: 'approveHeld' | 'rejectHeld', adminId: string, id: number) =>
      inRetriedTransaction(app.module.get(Tx), () => transfers[decision](adminId, id));
    const escrow = (id: number) => wallet.balance(account.transferHold(id), Currency.MONEY);

    /** A sender and a receiver who signed in from one address, and an admin. */
    async function linkedPair(money: number) {
      const sender = await givenTrader(app, { money });
      const receiver = await givenTrader(app);
      const admin = await givenTrader(app);
      const ip = uniqueTestIp();
      await seenAt(app, sender, ip);
      await seenAt(app, receiver, ip);
      return { sender, receiver, admin };
    }

    it('holds a transfer at the review amount in escrow (amount and fee), tells the sender why, and returns it on rejection', async () => {
      const amount = review();
      const fee = Math.ceil(amount * 0.05);
      const { sender, receiver, admin } = await linkedPair(amount + fee);
      const held = await sendMoney(sender, receiver.username, amount);
      expect(held).toMatchObject({ status: 'held', notice: HELD_NOTICE, amount, fee });
      expect(await cash(sender)).toBe(0);
      expect(await cash(receiver)).toBe(0);
      expect(await escrow(held.id)).toBe(amount + fee);
      expect(
        (await entriesOf(app, `transfer:${held.id}`)).map((e) => [e.reason, e.account, e.delta]),
      ).toEqual([
        ['transfer_hold', `cash:${sender.characterId}`, -(amount + fee)],
        ['transfer_hold', `transfer_hold:${held.id}`, amount + fee],
      ]);
      const told = await app.dataSource.query(`SELECT type FROM notifications WHERE user_id = ANY($1)`, [
        [sender.userId, receiver.userId],
      ]);
      expect(told).toEqual([{ type: 'transfer_held' }]);
      expect((await transfers.heldTransfers()).map((h) => [h.id, h.status])).toContainEqual([
        held.id,
        'held',
      ]);

      const { after } = await decide('rejectHeld', admin.userId, held.id);
      expect(after.status).toBe('rejected');
      expect(await cash(sender)).toBe(amount + fee);
      expect(await escrow(held.id)).toBe(0);
      expect((await transfers.getTransfers(sender.userId)).transfers[0]).toMatchObject({
        id: held.id,
        status: 'rejected',
      });
      await expect(decide('approveHeld', admin.userId, held.id)).rejects.toMatchObject({
        code: TransferErrorCode.HELD_TRANSFER_DECIDED,
        status: 409,
      });
      await expect(decide('rejectHeld', admin.userId, 999_999_999)).rejects.toMatchObject({
        code: TransferErrorCode.HELD_TRANSFER_NOT_FOUND,
        status: 404,
      });
      expect(await cash(receiver)).toBe(0);
    });

    it('sends below the review amount at once between the same linked accounts', async () => {
      const { sender, receiver } = await linkedPair(2 * review());
      const sent = await sendMoney(sender, receiver.username, review() - 1);
      expect(sent.status).toBe('completed');
      expect(await cash(receiver)).toBe(review() - 1);
    });

    /** Sends `amount` `times` times and says how each ended. */
    const sendPieces = async (from: CharacterRow, to: CharacterRow, amount: number, times: number) => {
      const statuses: string[] = [];
      for (let i = 0; i < times; i++) statuses.push((await sendMoney(from, to.username, amount)).status);
      return statuses;
    };

    it('holds the piece that brings ten pieces below the review amount to it within the window (structuring)', async () => {
      const piece = review() / 10;
      const { sender, receiver } = await linkedPair(11 * (piece + Math.ceil(piece * 0.05)));
      expect(await sendPieces(sender, receiver, piece, 9)).toEqual(Array(9).fill('completed'));
      await expectBooksBalanced(app);
      const crossing = await sendMoney(sender, receiver.username, piece);
      expect(crossing).toMatchObject({ status: 'held', notice: HELD_NOTICE, amount: piece });
      expect(await cash(receiver)).toBe(9 * piece);
      expect(await escrow(crossing.id)).toBe(piece + Math.ceil(piece * 0.05));
      // The other way round is another direction: what the receiver sends back is judged alone.
      expect((await sendMoney(receiver, sender.username, piece)).status).toBe('completed');
      await expectBooksBalanced(app);
    });

    it('judges the next piece only on what moved after an approval; a rejection clears nothing', async () => {
      const piece = review() / 10;
      const fee = Math.ceil(piece * 0.05);
      const { sender, receiver, admin } = await linkedPair(13 * (piece + fee));
      await sendPieces(sender, receiver, piece, 9);
      const first = await sendMoney(sender, receiver.username, piece);
      expect(first.status).toBe('held');
      await decide('rejectHeld', admin.userId, first.id);
      await expectBooksBalanced(app);
      // Rejected: the nine pieces still count, so the next one is held again.
      const second = await sendMoney(sender, receiver.username, piece);
      expect(second.status).toBe('held');
      await decide('approveHeld', admin.userId, second.id);
      expect(await cash(receiver)).toBe(10 * piece);
      await expectBooksBalanced(app);
      // Approved: what moved up to the approval was reviewed; the same piece goes through, and the
      // window fills again from there.
      expect(await sendPieces(sender, receiver, piece, 2)).toEqual(['completed', 'completed']);
      expect(await cash(receiver)).toBe(12 * piece);
      await expectBooksBalanced(app);
    });

    it('counts item transfers at their shop value with money transfers the same way', async () => {
      const price = review() / 4;
      const gun = await givenWeapon(app, { name: 'بندقية التقسيط', price });
      // Two units bought at the shop (price each), and money for two units' worth plus its fee.
      const sender = await givenOwner(app, gun, 2, {
        money: 2 * price - 200 + 2 * price + Math.ceil(price / 10),
      });
      const receiver = await givenTrader(app);
      const ip = uniqueTestIp();
      await seenAt(app, sender, ip);
      await seenAt(app, receiver, ip);
      const item = () =>
        transfers.sendItem(sender.userId, { username: receiver.username, itemType: 'weapon', itemId: gun });
      expect((await item()).status).toBe('completed');
      expect((await sendMoney(sender, receiver.username, 2 * price)).status).toBe('completed');
      // One unit, two units' worth of money, and this unit: the review amount.
      expect((await item()).status).toBe('held');
      await expectBooksBalanced(app);
    });

    it('moves a held transfer once when an approval and a rejection arrive at once', async () => {
      const amount = review();
      const fee = Math.ceil(amount * 0.05);
      const { sender, receiver, admin } = await linkedPair(amount + fee);
      const held = await sendMoney(sender, receiver.username, amount);
      const results = await Promise.allSettled([
        decide('approveHeld', admin.userId, held.id),
        decide('rejectHeld', admin.userId, held.id),
      ]);
      expect(codesOf(results)).toEqual([TransferErrorCode.HELD_TRANSFER_DECIDED]);
      const approved = results[0].status === 'fulfilled';
      expect({
        sender: await cash(sender),
        receiver: await cash(receiver),
        escrow: await escrow(held.id),
      }).toEqual(
        approved
          ? { sender: 0, receiver: amount, escrow: 0 }
          : { sender: amount + fee, receiver: 0, escrow: 0 },
      );
      const fees = (await entriesOf(app, `transfer:${held.id}`)).filter(
        (e) => e.account === 'sink:transfer_fee',
      );
      expect(fees).toEqual(
        approved ? [{ reason: 'transfer_fee', account: 'sink:transfer_fee', delta: fee }] : [],
      );
    });
  });

  it('keeps the books balanced', async () => {
    await expectBooksBalanced(app);
  });
});
