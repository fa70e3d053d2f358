import { randomBytes } from 'node:crypto';
import { Module } from '@nestjs/common';
import { DomainError } from '../src/common/errors/domain-error';
import { GANG_LIMITS, GangRank, gangNameKey } from '../src/game/gangs.rules';
import { inRetriedTransaction, Tx } from '../src/infra/database/transaction';
import { lockAsMember } from '../src/modules/gangs/gang-access';
import { GangMembersService } from '../src/modules/gangs/gang-members.service';
import { GangNoticesService } from '../src/modules/gangs/gang-notices.service';
import { GangTreasuryHoldsRepository } from '../src/modules/gangs/gang-treasury-holds.repository';
import {
  GangTreasuryHoldsService,
  PAYOUT_HELD_CONTRIBUTORS_NOTICE,
  PAYOUT_HELD_NOTICE,
} from '../src/modules/gangs/gang-treasury-holds.service';
import { GangTreasuryService } from '../src/modules/gangs/gang-treasury.service';
import { GangErrorCode } from '../src/modules/gangs/gangs.errors';
import { GangsRepository } from '../src/modules/gangs/gangs.repository';
import { LinkedAccountsModule } from '../src/modules/linked-accounts/linked-accounts.module';
import { TREASURY_CONTRIBUTION_WINDOW_DAYS } from '../src/modules/linked-accounts/linked-accounts.rules';
import { LinkedAccountsService } from '../src/modules/linked-accounts/linked-accounts.service';
import { NotificationsModule } from '../src/modules/notifications/notifications.module';
import { account, Currency } from '../src/modules/wallet/account';
import { WalletErrorCode } from '../src/modules/wallet/wallet.errors';
import { WalletModule } from '../src/modules/wallet/wallet.module';
import { WalletService } from '../src/modules/wallet/wallet.service';
import { seenAt, uniqueTestIp } from './support/factories';
import { entriesOf } from './support/market';
import { CharacterRow, insertCharacters, ServiceModule, startServiceModule } from './support/service-module';
import { expectBooksBalanced, seedAccounts } from './support/wallet-books';

/**
 * The treasury's part of GangsModule, with the same providers and imports: the gang repositories,
 * the treasury and its held payouts, leaving (GangMembersService) and its notices. GangsService
 * (founding, the gang page, deletion) is left out: it injects PresenceService for the members'
 * online flags, whose start needs Redis, which a service-level module does not have. Its deletion
 * is the treasury's `dissolve` under the boss's exclusive lock, which `deleteGang` below does the
 * same way; founding is two repository inserts here (its 50,000 fee is tested in gangs.int-spec.ts).
 */
@Module({
  imports: [LinkedAccountsModule, NotificationsModule, WalletModule],
  providers: [
    GangsRepository,
    GangTreasuryHoldsRepository,
    GangTreasuryHoldsService,
    GangTreasuryService,
    GangMembersService,
    GangNoticesService,
  ],
})
class GangTreasuryModule {}

/**
 * The gang treasury at the service level (DESIGN.md section 6; spec 001 sections 5 to 7): the
 * wallet account `gang_treasury`; any member contributes from cash (`gang_contribution`), BOSS and
 * WAZIR pay a member (`gang_transfer`), a payout to a linked member waits in escrow, deleting the
 * gang returns held payouts and splits the treasury equally with the remainder to the boss
 * (`gang_dissolution`), the last member leaving takes it all. Refusals change nothing, concurrent
 * moves conserve money, the books balance. The routes and validation are in gangs-treasury.int-spec.ts.
 */

jest.setTimeout(60_000);

const { BOSS, WAZIR, NAIB, MUSHREF, AUDW } = GangRank;

/** A gang made for a test: its id, its boss and its other members in the order of the ranks asked for. */
interface Gang {
  id: number;
  boss: CharacterRow;
  members: CharacterRow[];
}

describe('GangTreasuryService (service level, real PostgreSQL)', () => {
  let app: ServiceModule;
  let treasury: GangTreasuryService;
  let gangs: GangsRepository;
  let wallet: WalletService;

  beforeAll(async () => {
    app = await startServiceModule([GangTreasuryModule]);
    treasury = app.module.get(GangTreasuryService);
    gangs = app.module.get(GangsRepository);
    wallet = app.module.get(WalletService);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A gang with a level-10 boss, members of `ranks`, and `treasuryMoney` minted into its treasury. */
  async function givenGang({
    ranks = [],
    treasuryMoney = 0,
  }: { ranks?: GangRank[]; treasuryMoney?: number } = {}) {
    const [boss, ...members] = await insertCharacters(app.dataSource, 1 + ranks.length, { level: 10 });
    const name = `g${randomBytes(6).toString('hex')}`;
    const id = (await gangs.insertGang(name, gangNameKey(name), '', GANG_LIMITS.maxMembers))!;
    await gangs.insertMember(id, boss.userId, BOSS);
    for (const [index, member] of members.entries())
      await gangs.insertMember(id, member.userId, ranks[index]);
    if (treasuryMoney) await seedAccounts(app, [account.gangTreasury(id)], Currency.MONEY, treasuryMoney);
    return { id, boss, members } satisfies Gang;
  }
  const cash = (player: CharacterRow) => wallet.balance(account.cash(player.characterId), Currency.MONEY);
  const give = (players: CharacterRow[], amount: number) =>
    seedAccounts(
      app,
      players.map((player) => account.cash(player.characterId)),
      Currency.MONEY,
      amount,
    );
  /** What GangsService.deleteGang does: the boss locks the gang exclusively, the treasury dissolves it. */
  const deleteGang = (userId: string, gangId: number) =>
    inRetriedTransaction(app.module.get(Tx), async () =>
      treasury.dissolve(await lockAsMember(gangs, gangId, userId, 'update', 'deleteGang')),
    );
  const ledgerCount = async () =>
    (await app.dataSource.query(`SELECT count(*)::int AS n FROM ledger_entries`))[0].n as number;
  /** The domain error codes of the rejected results, in order. */
  const codesOf = (results: PromiseSettledResult<unknown>[]) =>
    results.flatMap((result) =>
      result.status === 'rejected'
        ? [result.reason instanceof DomainError ? result.reason.code : String(result.reason)]
        : [],
    );

  it('moves cash to the treasury and back to a member, answering both balances, with the ledger reasons', async () => {
    const gang = await givenGang({ ranks: [AUDW] });
    const [member] = gang.members;
    await give([member], 5_000);

    expect(await treasury.contribute(member.userId, gang.id, 3_000)).toEqual({
      gangMoney: 3_000,
      money: 2_000,
      status: 'completed',
      notice: null,
    });
    expect(await treasury.transferMoney(gang.boss.userId, gang.id, member.userId, 1_200)).toEqual({
      gangMoney: 1_800,
      money: 0,
      status: 'completed',
      notice: null,
    });
    // To oneself: the answer's money is the caller's cash after the payout.
    expect(await treasury.transferMoney(gang.boss.userId, gang.id, gang.boss.userId, 800)).toEqual({
      gangMoney: 1_000,
      money: 800,
      status: 'completed',
      notice: null,
    });
    expect(await cash(member)).toBe(3_200);
    expect(await treasury.balance(gang.id)).toBe(1_000);
    const byEntry = (x: { reason: string; account: string; delta: number }) =>
      `${x.reason} ${x.account} ${x.delta}`;
    const treasuryAccount = `gang_treasury:${gang.id}`;
    expect((await entriesOf(app, `gang:${gang.id}`)).map(byEntry).sort()).toEqual(
      [
        { reason: 'gang_contribution', account: `cash:${member.characterId}`, delta: -3_000 },
        { reason: 'gang_contribution', account: treasuryAccount, delta: 3_000 },
        { reason: 'gang_transfer', account: treasuryAccount, delta: -1_200 },
        { reason: 'gang_transfer', account: `cash:${member.characterId}`, delta: 1_200 },
        { reason: 'gang_transfer', account: treasuryAccount, delta: -800 },
        { reason: 'gang_transfer', account: `cash:${gang.boss.characterId}`, delta: 800 },
      ]
        .map(byEntry)
        .sort(),
    );
  });

  it('refuses more than the cash or the treasury, a non-member receiver, an outsider, a rank below WAZIR and an unknown gang, changing nothing', async () => {
    const gang = await givenGang({ ranks: [WAZIR, NAIB, AUDW], treasuryMoney: 500 });
    const [wazir, naib, audw] = gang.members;
    const [outsider] = await insertCharacters(app.dataSource, 1, { level: 10 });
    await give([gang.boss, outsider], 100);
    const entries = await ledgerCount();

    await expect(treasury.contribute(gang.boss.userId, gang.id, 101)).rejects.toMatchObject({
      code: WalletErrorCode.INSUFFICIENT_MONEY,
    });
    await expect(treasury.transferMoney(wazir.userId, gang.id, wazir.userId, 501)).rejects.toMatchObject({
      code: WalletErrorCode.INSUFFICIENT_TREASURY,
    });
    await expect(
      treasury.transferMoney(gang.boss.userId, gang.id, outsider.userId, 10),
    ).rejects.toMatchObject({
      code: GangErrorCode.MEMBER_NOT_FOUND,
      status: 404,
      message: 'اختر عضوًا',
    });
    for (const ranked of [naib, audw])
      await expect(treasury.transferMoney(ranked.userId, gang.id, ranked.userId, 10)).rejects.toMatchObject({
        code: GangErrorCode.RANK_FORBIDDEN,
        status: 403,
      });
    await expect(treasury.contribute(outsider.userId, gang.id, 10)).rejects.toMatchObject({
      code: GangErrorCode.NOT_A_MEMBER,
      status: 403,
    });
    await expect(treasury.contribute(gang.boss.userId, 999_999_999, 10)).rejects.toMatchObject({
      code: GangErrorCode.GANG_NOT_FOUND,
      status: 404,
    });
    expect(await treasury.balance(gang.id)).toBe(500);
    expect(await Promise.all([gang.boss, outsider, wazir].map(cash))).toEqual([100, 100, 0]);
    expect(await ledgerCount()).toBe(entries);
  });

  it('conserves money under 100 concurrent contributions and transfers', async () => {
    const gang = await givenGang({ ranks: [WAZIR, NAIB, MUSHREF, AUDW, AUDW, AUDW], treasuryMoney: 2_000 });
    const players = [gang.boss, ...gang.members];
    await give(players, 2_000);
    const officers = [gang.boss, gang.members[0]];
    const total = async () =>
      (await treasury.balance(gang.id)) + (await Promise.all(players.map(cash))).reduce((s, m) => s + m, 0);
    const totalBefore = await total();

    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => {
        const amount = 50 + ((i * 37) % 400);
        if (i % 3 === 0) {
          const receiver = players[i % players.length];
          return treasury.transferMoney(officers[i % 2].userId, gang.id, receiver.userId, amount);
        }
        return treasury.contribute(players[i % players.length].userId, gang.id, amount);
      }),
    );
    // Only an empty treasury or cash may refuse a move; nothing fails any other way.
    expect(codesOf(results).filter((code) => !code.startsWith('INSUFFICIENT_'))).toEqual([]);
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeGreaterThan(50);
    expect(await total()).toBe(totalBefore);
    await expectBooksBalanced(app);
  });

  it('splits the treasury equally on deletion, the remainder to the boss, and removes the gang with its members and requests', async () => {
    const gang = await givenGang({ ranks: [WAZIR, AUDW], treasuryMoney: 1_003 });
    const [wazir, audw] = gang.members;
    const [applicant] = await insertCharacters(app.dataSource, 1, { level: 10 });
    await app.dataSource.query(`INSERT INTO gang_join_requests (gang_id, user_id) VALUES ($1, $2)`, [
      gang.id,
      applicant.userId,
    ]);
    await expect(deleteGang(wazir.userId, gang.id)).rejects.toMatchObject({
      code: GangErrorCode.RANK_FORBIDDEN,
    });

    await deleteGang(gang.boss.userId, gang.id);
    expect(await Promise.all([gang.boss, wazir, audw].map(cash))).toEqual([335, 334, 334]);
    expect(await treasury.balance(gang.id)).toBe(0);
    for (const [table, column] of [
      ['gangs', 'id'],
      ['gang_members', 'gang_id'],
      ['gang_join_requests', 'gang_id'],
    ])
      expect(await app.dataSource.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [gang.id])).toEqual(
        [],
      );
    const entries = await app.dataSource.query(
      `SELECT reason, delta::int AS delta FROM ledger_entries WHERE reference = $1 AND delta > 0 ORDER BY delta`,
      [`gang:${gang.id}`],
    );
    expect(entries).toEqual([
      { reason: 'gang_dissolution', delta: 334 },
      { reason: 'gang_dissolution', delta: 334 },
      { reason: 'gang_dissolution', delta: 335 },
    ]);
    await expect(treasury.contribute(gang.boss.userId, gang.id, 1)).rejects.toMatchObject({
      code: GangErrorCode.GANG_NOT_FOUND,
    });
  });

  it('deletes the gang when the last member leaves, paying its whole treasury to them; the boss may not leave before', async () => {
    const gang = await givenGang({ ranks: [NAIB], treasuryMoney: 7_500 });
    const [naib] = gang.members;
    const members = app.module.get(GangMembersService);
    await expect(members.leave(gang.boss.userId)).rejects.toMatchObject({
      code: GangErrorCode.BOSS_CANNOT_LEAVE,
      status: 409,
    });
    await members.leave(naib.userId);
    expect(await cash(naib)).toBe(0);
    await members.leave(gang.boss.userId);
    expect(await app.dataSource.query(`SELECT 1 FROM gangs WHERE id = $1`, [gang.id])).toEqual([]);
    expect(await cash(gang.boss)).toBe(7_500);
    expect(await treasury.balance(gang.id)).toBe(0);
    await expect(members.leave(gang.boss.userId)).rejects.toMatchObject({ code: GangErrorCode.NOT_IN_GANG });
  });

  it('does not lose a contribution racing the deletion', async () => {
    for (let round = 0; round < 3; round++) {
      const gang = await givenGang({ ranks: [AUDW, AUDW, AUDW], treasuryMoney: 900 });
      await give(gang.members, 1_000);
      const results = await Promise.allSettled([
        ...gang.members.map((member) => treasury.contribute(member.userId, gang.id, 600)),
        deleteGang(gang.boss.userId, gang.id),
      ]);
      // A contribution after the deletion finds no gang; the deletion itself always goes through.
      expect(results[3].status).toBe('fulfilled');
      expect(codesOf(results).filter((code) => code !== GangErrorCode.GANG_NOT_FOUND)).toEqual([]);
      expect(await treasury.balance(gang.id)).toBe(0);
      const everyone = await Promise.all([gang.boss, ...gang.members].map(cash));
      expect(everyone.reduce((s, m) => s + m, 0)).toBe(900 + 3_000);
    }
  });

  describe('payouts to a linked member (issue 30, part 6)', () => {
    const review = () => app.config.LINKED_REVIEW_MIN;
    const holds = () => app.module.get(GangTreasuryHoldsService);
    const approve = (adminId: string, holdId: number) =>
      inRetriedTransaction(app.module.get(Tx), () => holds().approveHeld(adminId, holdId));

    /** A gang whose boss and AUDW member signed in from one address, with `review() + 1000` in its treasury. */
    async function linkedGang() {
      const gang = await givenGang({ ranks: [AUDW], treasuryMoney: review() + 1_000 });
      const ip = uniqueTestIp();
      await seenAt(app, gang.boss, ip);
      await seenAt(app, gang.members[0], ip);
      return gang;
    }
    const holdIdOf = async (gangId: number) =>
      (await holds().heldPayouts()).find((held) => held.gangId === gangId && held.status === 'held')!.id;

    it('holds the payout to a linked member that reaches the review amount with the payouts before it in the window', async () => {
      const gang = await givenGang({ ranks: [AUDW], treasuryMoney: 2 * review() });
      const [member] = gang.members;
      const ip = uniqueTestIp();
      await seenAt(app, gang.boss, ip);
      await seenAt(app, member, ip);
      const [admin] = await insertCharacters(app.dataSource, 1);
      const half = review() / 2;
      const pay = () => treasury.transferMoney(gang.boss.userId, gang.id, member.userId, half);
      expect(await pay()).toMatchObject({ status: 'completed', notice: null });
      expect(await cash(member)).toBe(half);
      await expectBooksBalanced(app);
      expect(await pay()).toMatchObject({ status: 'held', notice: PAYOUT_HELD_NOTICE });
      expect(await cash(member)).toBe(half);
      const [held] = (await holds().heldPayouts()).filter((h) => h.gangId === gang.id && h.status === 'held');
      expect(held).toMatchObject({ reason: 'linked_parties', amount: half });
      await approve(admin.userId, held.id);
      // Approved: the next half is judged on what moved after the approval.
      expect(await pay()).toMatchObject({ status: 'completed' });
      expect(await cash(member)).toBe(3 * half);
      await expectBooksBalanced(app);
    });

    it('holds the payout out of the treasury in escrow, and the deletion returns it to the treasury before the split', async () => {
      const gang = await linkedGang();
      const [member] = gang.members;
      const held = await treasury.transferMoney(gang.boss.userId, gang.id, member.userId, review());
      expect(held).toEqual({ gangMoney: 1_000, money: 0, status: 'held', notice: PAYOUT_HELD_NOTICE });
      const holdId = await holdIdOf(gang.id);
      expect(await wallet.balance(account.treasuryHold(holdId), Currency.MONEY)).toBe(review());
      expect(await cash(member)).toBe(0);

      await deleteGang(gang.boss.userId, gang.id);
      expect(await wallet.balance(account.treasuryHold(holdId), Currency.MONEY)).toBe(0);
      const half = (review() + 1_000) / 2;
      expect(await Promise.all([gang.boss, member].map(cash))).toEqual([half, half]);
      const [admin] = await insertCharacters(app.dataSource, 1);
      await expect(approve(admin.userId, holdId)).rejects.toMatchObject({
        code: GangErrorCode.HELD_PAYOUT_DECIDED,
      });
      expect(await cash(member)).toBe(half);
    });

    it('pays a held payout once when its release races the deletion of the gang', async () => {
      const [admin] = await insertCharacters(app.dataSource, 1);
      for (let round = 0; round < 3; round++) {
        const gang = await linkedGang();
        const [member] = gang.members;
        await treasury.transferMoney(gang.boss.userId, gang.id, member.userId, review());
        const holdId = await holdIdOf(gang.id);
        const [released, deleted] = await Promise.allSettled([
          approve(admin.userId, holdId),
          deleteGang(gang.boss.userId, gang.id),
        ]);
        expect(deleted.status).toBe('fulfilled');
        expect(codesOf([released])).toEqual(
          released.status === 'fulfilled' ? [] : [GangErrorCode.HELD_PAYOUT_DECIDED],
        );
        // Released first: the member has the payout and half of the rest; else half of everything.
        expect(await Promise.all([gang.boss, member].map(cash))).toEqual(
          released.status === 'fulfilled'
            ? [500, review() + 500]
            : [(review() + 1_000) / 2, (review() + 1_000) / 2],
        );
        expect(await wallet.balance(account.treasuryHold(holdId), Currency.MONEY)).toBe(0);
        expect(await treasury.balance(gang.id)).toBe(0);
      }
    });
  });

  describe('payouts from a treasury that accounts linked to the paid member filled (issue 30, part 6)', () => {
    const review = () => app.config.LINKED_REVIEW_MIN;
    const holds = () => app.module.get(GangTreasuryHoldsService);
    const decide = (decision: 'approve' | 'reject', adminId: string, holdId: number) =>
      inRetriedTransaction(app.module.get(Tx), () =>
        decision === 'approve' ? holds().approveHeld(adminId, holdId) : holds().rejectHeld(adminId, holdId),
      );
    const heldOf = async (gangId: number) =>
      (await holds().heldPayouts()).filter((held) => held.gangId === gangId && held.status === 'held');
    /** Signs the players in from one fresh address (each had none before). */
    const shareAddress = async (...players: CharacterRow[]) => {
      const ip = uniqueTestIp();
      for (const player of players) await seenAt(app, player, ip);
    };
    /** The players contribute `amounts` (money) to the gang's treasury through the treasury's own path. */
    const contributeAll = async (gangId: number, players: CharacterRow[], amounts: number[]) => {
      for (const [index, player] of players.entries()) {
        await give([player], amounts[index]);
        await treasury.contribute(player.userId, gangId, amounts[index]);
      }
    };
    /**
     * A gang whose boss shares a sign-in address with two AUDW "farm" accounts (no household mark)
     * that contributed `review()` between them, plus `extra` minted into its treasury.
     */
    async function farmedGang(extra = 1_000) {
      const gang = await givenGang({ ranks: [AUDW, AUDW], treasuryMoney: extra });
      const farm = gang.members;
      await shareAddress(gang.boss, ...farm);
      await contributeAll(gang.id, farm, [review() * 0.6, review() * 0.4]);
      return { gang, farm };
    }

    it('holds the boss paying himself from a treasury his linked farm filled: escrowed, treasury down, his cash unchanged; released by an admin', async () => {
      const { gang } = await farmedGang();
      const [admin] = await insertCharacters(app.dataSource, 1);
      const result = await treasury.transferMoney(gang.boss.userId, gang.id, gang.boss.userId, review());
      expect(result).toMatchObject({ gangMoney: 1_000, money: 0, status: 'held' });
      expect(result.notice).toBe(PAYOUT_HELD_CONTRIBUTORS_NOTICE);
      const [held] = await heldOf(gang.id);
      expect(held).toMatchObject({
        kind: 'treasury',
        reason: 'linked_contributors',
        sender: { userId: gang.boss.userId },
        receiver: { userId: gang.boss.userId },
        amount: review(),
      });
      expect(await wallet.balance(account.treasuryHold(held.id), Currency.MONEY)).toBe(review());
      expect(await treasury.balance(gang.id)).toBe(1_000);
      expect(await cash(gang.boss)).toBe(0);
      // Paying oneself: one notification, not two.
      const told: { type: string; message: string }[] = await app.dataSource.query(
        `SELECT type, message FROM notifications WHERE user_id = $1 ORDER BY id`,
        [gang.boss.userId],
      );
      expect(told).toEqual([
        { type: 'gang_payout_held', message: expect.stringContaining(PAYOUT_HELD_CONTRIBUTORS_NOTICE) },
      ]);
      await expectBooksBalanced(app);

      await decide('approve', admin.userId, held.id);
      expect(await cash(gang.boss)).toBe(review());
      expect(await wallet.balance(account.treasuryHold(held.id), Currency.MONEY)).toBe(0);
      expect(await treasury.balance(gang.id)).toBe(1_000);
      await expectBooksBalanced(app);
    });

    it('holds a WAZIR paying a third member linked by device to the contributors; rejecting returns it to the treasury', async () => {
      const gang = await givenGang({ ranks: [WAZIR, AUDW, AUDW] });
      const [wazir, member, farm] = gang.members;
      const device = `device-${randomBytes(6).toString('hex')}`;
      for (const player of [member, farm])
        await app.dataSource.query(
          `INSERT INTO user_devices (user_id, device_id, first_seen_at, last_seen_at) VALUES ($1, $2, now(), now())`,
          [player.userId, device],
        );
      await contributeAll(gang.id, [farm], [review()]);
      const [admin] = await insertCharacters(app.dataSource, 1);

      const result = await treasury.transferMoney(wazir.userId, gang.id, member.userId, review());
      expect(result).toEqual({
        gangMoney: 0,
        money: 0,
        status: 'held',
        notice: PAYOUT_HELD_CONTRIBUTORS_NOTICE,
      });
      const [held] = await heldOf(gang.id);
      expect(held).toMatchObject({ reason: 'linked_contributors', receiver: { userId: member.userId } });
      expect(await cash(member)).toBe(0);
      await decide('reject', admin.userId, held.id);
      expect(await treasury.balance(gang.id)).toBe(review());
      expect(await cash(member)).toBe(0);
      expect(await wallet.balance(account.treasuryHold(held.id), Currency.MONEY)).toBe(0);
      await expectBooksBalanced(app);
    });

    it('pays at once below the review amount, and holds from the review amount', async () => {
      const { gang } = await farmedGang(review());
      const below = await treasury.transferMoney(gang.boss.userId, gang.id, gang.boss.userId, review() - 1);
      expect(below).toMatchObject({ status: 'completed', notice: null, money: review() - 1 });
      expect(await heldOf(gang.id)).toEqual([]);
      const at = await treasury.transferMoney(gang.boss.userId, gang.id, gang.boss.userId, review());
      expect(at).toMatchObject({ status: 'held', money: review() - 1 });
      expect(await heldOf(gang.id)).toHaveLength(1);
      await expectBooksBalanced(app);
    });

    it('does not count contributions older than the window', async () => {
      const { gang, farm } = await farmedGang(2 * review());
      await app.dataSource.query(
        `UPDATE ledger_entries SET created_at = created_at - make_interval(days => $2 + 1)
          WHERE reference = $1 AND reason = 'gang_contribution'`,
        [`gang:${gang.id}`, TREASURY_CONTRIBUTION_WINDOW_DAYS],
      );
      // A recent contribution one short of the review amount does not reach it alone...
      await contributeAll(gang.id, [farm[0]], [review() - 1]);
      const paid = await treasury.transferMoney(gang.boss.userId, gang.id, gang.boss.userId, review());
      expect(paid).toMatchObject({ status: 'completed', money: review() });
      expect(await heldOf(gang.id)).toEqual([]);
      // ...one more within the window does.
      await contributeAll(gang.id, [farm[1]], [1]);
      const held = await treasury.transferMoney(gang.boss.userId, gang.id, gang.boss.userId, review());
      expect(held).toMatchObject({ status: 'held', money: review() });
      await expectBooksBalanced(app);
    });

    it('holds the payout piece that reaches the review amount with the earlier ones; a rejection clears nothing, an approval clears what was paid and given before it', async () => {
      const { gang, farm } = await farmedGang(2 * review());
      const [admin] = await insertCharacters(app.dataSource, 1);
      const half = review() / 2;
      const payHimself = () => treasury.transferMoney(gang.boss.userId, gang.id, gang.boss.userId, half);
      expect(await payHimself()).toMatchObject({ status: 'completed', money: half });
      await expectBooksBalanced(app);
      const second = await payHimself();
      expect(second).toMatchObject({ status: 'held', notice: PAYOUT_HELD_CONTRIBUTORS_NOTICE, money: half });
      const [secondHold] = await heldOf(gang.id);
      expect(secondHold).toMatchObject({ reason: 'linked_contributors', amount: half });
      await decide('reject', admin.userId, secondHold.id);
      await expectBooksBalanced(app);
      // Returned to the treasury: the first half still counts, so the next half is held again.
      expect(await payHimself()).toMatchObject({ status: 'held', money: half });
      const [thirdHold] = await heldOf(gang.id);
      await decide('approve', admin.userId, thirdHold.id);
      expect(await cash(gang.boss)).toBe(2 * half);
      await expectBooksBalanced(app);
      // Approved: the farm's contributions and the payouts up to the approval were reviewed.
      expect(await payHimself()).toMatchObject({ status: 'completed', money: 3 * half });
      expect(await payHimself()).toMatchObject({ status: 'completed', money: 4 * half });
      // The farm gives the review amount again: the next half, with the two since the approval, waits.
      await contributeAll(gang.id, farm, [review() / 2, review() / 2]);
      expect(await payHimself()).toMatchObject({ status: 'held', money: 4 * half });
      expect(await heldOf(gang.id)).toHaveLength(1);
      await expectBooksBalanced(app);
    });

    it("holds the next large payout no more once an admin approved one: the farm's contributions up to the approval were reviewed", async () => {
      const { gang } = await farmedGang(2 * review());
      const [admin] = await insertCharacters(app.dataSource, 1);
      const payHimself = () => treasury.transferMoney(gang.boss.userId, gang.id, gang.boss.userId, review());
      expect(await payHimself()).toMatchObject({ status: 'held' });
      const [held] = await heldOf(gang.id);
      await decide('approve', admin.userId, held.id);
      expect(await payHimself()).toMatchObject({ status: 'completed', money: 2 * review() });
      expect(await heldOf(gang.id)).toEqual([]);
      await expectBooksBalanced(app);
    });

    it('does not hold once the contributors are marked a known household of the paid member', async () => {
      const { gang, farm } = await farmedGang(review());
      const [admin] = await insertCharacters(app.dataSource, 1);
      const first = await treasury.transferMoney(gang.boss.userId, gang.id, gang.boss.userId, review());
      expect(first.status).toBe('held');
      await inRetriedTransaction(app.module.get(Tx), () =>
        app.module
          .get(LinkedAccountsService)
          .markHousehold(admin.userId, [gang.boss.userId, ...farm.map((player) => player.userId)], null),
      );
      const second = await treasury.transferMoney(gang.boss.userId, gang.id, gang.boss.userId, review());
      expect(second).toMatchObject({ status: 'completed', money: review() });
      expect(await heldOf(gang.id)).toHaveLength(1);
      await expectBooksBalanced(app);
    });

    it("does not count an unlinked member's contributions, nor a linked account's to another gang", async () => {
      const gang = await givenGang({ ranks: [AUDW] });
      const [stranger] = gang.members;
      await contributeAll(gang.id, [stranger], [2 * review()]);
      const other = await givenGang({ ranks: [AUDW] });
      await shareAddress(gang.boss, other.members[0]);
      await contributeAll(other.id, [other.members[0]], [review()]);
      const paid = await treasury.transferMoney(gang.boss.userId, gang.id, gang.boss.userId, review());
      expect(paid).toMatchObject({ status: 'completed', money: review() });
      expect(await heldOf(gang.id)).toEqual([]);
      // The same contributions count once the stranger signs in from the boss's address.
      await seenAt(
        app,
        stranger,
        (await app.dataSource.query(`SELECT ip FROM user_ips WHERE user_id = $1`, [gang.boss.userId]))[0].ip,
      );
      const held = await treasury.transferMoney(gang.boss.userId, gang.id, gang.boss.userId, review());
      expect(held).toMatchObject({ status: 'held', money: review() });
      await expectBooksBalanced(app);
    });
  });

  it('keeps the books balanced', async () => {
    await expectBooksBalanced(app);
  });
});
