import { DomainError } from '../src/common/errors/domain-error';
import { Currency } from '../src/modules/wallet/ledger-entry.entity';
import { WalletErrorCode } from '../src/modules/wallet/wallet.errors';
import { BalanceChange, WalletService } from '../src/modules/wallet/wallet.service';
import { api, connectSocket, createPlayer, nextEvent, Player, signInAdmin } from './support/api';
import { closeSocket } from './support/cluster/sockets';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The wallet under concurrency (DESIGN.md section 4): conditional atomic updates, one append-only
 * ledger row per change, all-or-nothing operations, ascending lock order, idempotency keys.
 */

const BALANCE_COLUMN: Record<Currency, string> = {
  [Currency.MONEY]: 'money',
  [Currency.BLACKCOINS]: 'blackcoins',
  [Currency.BANK]: 'bank_balance',
};

const INSUFFICIENT: Record<Currency, WalletErrorCode> = {
  [Currency.MONEY]: WalletErrorCode.INSUFFICIENT_MONEY,
  [Currency.BLACKCOINS]: WalletErrorCode.INSUFFICIENT_BLACKCOINS,
  [Currency.BANK]: WalletErrorCode.INSUFFICIENT_BANK_BALANCE,
};

/** mulberry32: a tiny deterministic PRNG, so a failing mix can be replayed. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type MixOperation =
  | { kind: 'debit'; characterId: number; amount: number }
  | { kind: 'credit'; characterId: number; amount: number }
  | { kind: 'transfer'; from: number; to: number; amount: number; fromFirst: boolean };

/** A pseudo-random mix of debits (some larger than any balance), credits and two-account transfers. */
function buildMix(seed: number, count: number, characterIds: number[], seedBalance: number): MixOperation[] {
  const random = prng(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = () => characterIds[int(0, characterIds.length - 1)];
  const operations: MixOperation[] = [];
  for (let i = 0; i < count; i++) {
    const roll = random();
    if (roll < 0.3) {
      // Half small, half up to 1.5x the seed: many of these exceed the balance at the time they run.
      operations.push({
        kind: 'debit',
        characterId: pick(),
        amount: random() < 0.5 ? int(1, 200) : int(200, seedBalance * 1.5),
      });
    } else if (roll < 0.55) {
      operations.push({ kind: 'credit', characterId: pick(), amount: int(1, 400) });
    } else {
      const from = pick();
      let to = pick();
      while (to === from) to = pick();
      operations.push({
        kind: 'transfer',
        from,
        to,
        amount: int(1, seedBalance * 0.9),
        fromFirst: random() < 0.5,
      });
    }
  }
  return operations;
}

function changesOf(operation: MixOperation, currency: Currency): BalanceChange[] {
  switch (operation.kind) {
    case 'debit':
      return [{ characterId: operation.characterId, currency, delta: -operation.amount }];
    case 'credit':
      return [{ characterId: operation.characterId, currency, delta: operation.amount }];
    case 'transfer': {
      const debit = { characterId: operation.from, currency, delta: -operation.amount };
      const credit = { characterId: operation.to, currency, delta: operation.amount };
      return operation.fromFirst ? [debit, credit] : [credit, debit];
    }
  }
}

// Starting real servers takes a few seconds; the project-level testTimeout does not apply (jest reads it globally).
jest.setTimeout(30_000);

describe('WalletService (integration, real PostgreSQL)', () => {
  let app: TestApp;
  let wallet: WalletService;

  beforeAll(async () => {
    app = await startTestApp();
    wallet = app.app.get(WalletService);
  });
  afterAll(async () => {
    await app.close();
  });

  const balance = async (characterId: number, currency: Currency): Promise<number> => {
    const [row] = await app.dataSource.query(
      `SELECT ${BALANCE_COLUMN[currency]} AS balance FROM characters WHERE id = $1`,
      [characterId],
    );
    return Number(row.balance);
  };

  interface LedgerRow {
    id: number;
    delta: number;
    balanceAfter: number;
    reason: string;
    reference: string | null;
    idempotencyKey: string | null;
  }

  const ledger = async (characterId: number, currency: Currency): Promise<LedgerRow[]> =>
    (
      await app.dataSource.query(
        `SELECT id, delta, balance_after, reason, reference, idempotency_key FROM ledger_entries
          WHERE character_id = $1 AND currency = $2 ORDER BY id`,
        [characterId, currency],
      )
    ).map((row: Record<string, string>): LedgerRow => ({
      id: Number(row.id),
      delta: Number(row.delta),
      balanceAfter: Number(row.balance_after),
      reason: row.reason,
      reference: row.reference,
      idempotencyKey: row.idempotency_key,
    }));

  /** Every balance equals the sum of its ledger deltas, and each balance_after is the running sum. */
  const expectLedgerConsistent = async (characterId: number, currency: Currency) => {
    const rows = await ledger(characterId, currency);
    let running = 0;
    const mismatches: string[] = [];
    for (const row of rows) {
      running += row.delta;
      if (row.balanceAfter !== running)
        mismatches.push(`entry ${row.id}: balance_after ${row.balanceAfter}, running sum ${running}`);
    }
    expect(mismatches).toEqual([]);
    expect({ characterId, currency, balance: await balance(characterId, currency) }).toEqual({
      characterId,
      currency,
      balance: running,
    });
  };

  const players = async (count: number): Promise<Player[]> => {
    const made: Player[] = [];
    for (let i = 0; i < count; i++) made.push(await createPlayer(app));
    return made;
  };

  const seedAll = async (characterIds: number[], currency: Currency, amount: number) => {
    for (const characterId of characterIds) {
      await wallet.apply({ changes: [{ characterId, currency, delta: amount }], reason: 'test_seed' });
    }
  };

  /** Fires a seeded mix in parallel and checks every invariant of DESIGN.md section 4. */
  async function runConcurrentMix(currency: Currency, count: number, seed: number) {
    const SEED_BALANCE = 1000;
    const characterIds = (await players(5)).map((player) => player.characterId);
    await seedAll(characterIds, currency, SEED_BALANCE);
    const mix = buildMix(seed, count, characterIds, SEED_BALANCE);

    const results = await Promise.allSettled(
      mix.map((operation, index) =>
        wallet.apply({
          changes: changesOf(operation, currency),
          reason: `mix_${operation.kind}`,
          reference: `mix:${seed}:${index}`,
        }),
      ),
    );

    // Every rejection is the domain's "not enough" error: no deadlock, serialization failure or CHECK violation escaped.
    const unexpected = results.flatMap((result, index) =>
      result.status === 'rejected' &&
      !(result.reason instanceof DomainError && result.reason.code === INSUFFICIENT[currency])
        ? [`#${index} ${mix[index].kind}: ${String(result.reason?.code ?? '')} ${String(result.reason)}`]
        : [],
    );
    expect(unexpected).toEqual([]);

    // The mix really exercised both outcomes of every kind that can fail.
    const outcome = (kind: MixOperation['kind'], status: PromiseSettledResult<unknown>['status']) =>
      results.filter((result, index) => mix[index].kind === kind && result.status === status).length;
    expect(outcome('debit', 'fulfilled')).toBeGreaterThan(0);
    expect(outcome('debit', 'rejected')).toBeGreaterThan(0);
    expect(outcome('transfer', 'fulfilled')).toBeGreaterThan(0);
    expect(outcome('transfer', 'rejected')).toBeGreaterThan(0);
    expect(outcome('credit', 'rejected')).toBe(0);

    // Balances: never negative; each equals its ledger; the total moved only by successful credits and debits.
    const balances = await Promise.all(characterIds.map((id) => balance(id, currency)));
    for (const value of balances) expect(value).toBeGreaterThanOrEqual(0);
    for (const id of characterIds) await expectLedgerConsistent(id, currency);

    let expectedTotal = SEED_BALANCE * characterIds.length;
    mix.forEach((operation, index) => {
      if (results[index].status !== 'fulfilled') return;
      if (operation.kind === 'credit') expectedTotal += operation.amount;
      if (operation.kind === 'debit') expectedTotal -= operation.amount;
    });
    expect(balances.reduce((sum, value) => sum + value, 0)).toBe(expectedTotal);

    // All-or-nothing per operation, even under contention: a fulfilled operation left exactly its
    // entries, a rejected one left none (a failed transfer never half-applied).
    const entries: { reference: string; character_id: number; delta: string }[] = await app.dataSource.query(
      `SELECT reference, character_id, delta FROM ledger_entries WHERE reference LIKE $1 AND currency = $2`,
      [`mix:${seed}:%`, currency],
    );
    const byReference = new Map<string, { characterId: number; delta: number }[]>();
    for (const entry of entries) {
      const list = byReference.get(entry.reference) ?? [];
      list.push({ characterId: entry.character_id, delta: Number(entry.delta) });
      byReference.set(entry.reference, list);
    }
    const sortChanges = (list: { characterId: number; delta: number }[]) =>
      [...list].sort((a, b) => a.characterId - b.characterId || a.delta - b.delta);
    mix.forEach((operation, index) => {
      const recorded = sortChanges(byReference.get(`mix:${seed}:${index}`) ?? []);
      const expected =
        results[index].status === 'fulfilled'
          ? sortChanges(
              changesOf(operation, currency).map(({ characterId, delta }) => ({ characterId, delta })),
            )
          : [];
      expect({ index, kind: operation.kind, recorded }).toEqual({
        index,
        kind: operation.kind,
        recorded: expected,
      });
    });

    // A fulfilled operation reports the balances after each change, in ascending character id order.
    mix.forEach((operation, index) => {
      const result = results[index];
      if (result.status !== 'fulfilled') return;
      const ids = result.value.map((change) => change.characterId);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(result.value).toHaveLength(operation.kind === 'transfer' ? 2 : 1);
    });
  }

  describe('200 concurrent operations on 5 accounts', () => {
    it('keeps money consistent: no negative balance, balance = ledger sum, transfers conserve, only INSUFFICIENT_MONEY rejections', async () => {
      await runConcurrentMix(Currency.MONEY, 200, 20240611);
    });

    it('keeps blackcoins consistent under the same kind of load', async () => {
      await runConcurrentMix(Currency.BLACKCOINS, 120, 7);
    });

    it('keeps bank balances consistent under the same kind of load', async () => {
      await runConcurrentMix(Currency.BANK, 120, 99);
    });
  });

  describe('all-or-nothing', () => {
    it('leaves the first change unapplied when the second change fails', async () => {
      const [low, high] = (await players(2)).sort((a, b) => a.characterId - b.characterId);
      await seedAll([low.characterId, high.characterId], Currency.MONEY, 1000);

      // Changes are applied in ascending id order: the credit on the lower id runs first and succeeds,
      // then the debit on the higher id fails, so the whole operation must roll back.
      const attempt = wallet.apply({
        changes: [
          { characterId: high.characterId, currency: Currency.MONEY, delta: -5000 },
          { characterId: low.characterId, currency: Currency.MONEY, delta: 5000 },
        ],
        reason: 'test_partial',
      });
      await expect(attempt).rejects.toMatchObject({ code: WalletErrorCode.INSUFFICIENT_MONEY, status: 400 });

      expect(await balance(low.characterId, Currency.MONEY)).toBe(1000);
      expect(await balance(high.characterId, Currency.MONEY)).toBe(1000);
      const [{ count }] = await app.dataSource.query(
        `SELECT count(*)::int AS count FROM ledger_entries WHERE reason = 'test_partial'`,
      );
      expect(count).toBe(0);
      await expectLedgerConsistent(low.characterId, Currency.MONEY);
      await expectLedgerConsistent(high.characterId, Currency.MONEY);
    });

    it('rolls back a money change when a blackcoin change of the same operation fails (mixed currencies)', async () => {
      const [player] = await players(1);
      await seedAll([player.characterId], Currency.MONEY, 500);
      // Buying money with blackcoins the player does not have: money would go up first (currency order), then fail.
      await expect(
        wallet.apply({
          changes: [
            { characterId: player.characterId, currency: Currency.MONEY, delta: 10_000 },
            { characterId: player.characterId, currency: Currency.BLACKCOINS, delta: -3 },
          ],
          reason: 'test_mixed_partial',
        }),
      ).rejects.toMatchObject({ code: WalletErrorCode.INSUFFICIENT_BLACKCOINS });
      expect(await balance(player.characterId, Currency.MONEY)).toBe(500);
      expect(await balance(player.characterId, Currency.BLACKCOINS)).toBe(0);
      await expectLedgerConsistent(player.characterId, Currency.MONEY);
    });
  });

  describe('idempotency keys', () => {
    it('applies a key once when the same operation is sent twice in a row', async () => {
      const [a, b] = await players(2);
      await seedAll([a.characterId], Currency.MONEY, 1000);
      const operation = {
        changes: [
          { characterId: a.characterId, currency: Currency.MONEY, delta: -300 },
          { characterId: b.characterId, currency: Currency.MONEY, delta: 300 },
        ],
        reason: 'test_idempotent',
        idempotencyKey: `seq-${a.characterId}`,
      };
      const first = await wallet.apply(operation);
      const second = await wallet.apply(operation);
      expect(first).toHaveLength(2);
      expect(second).toEqual([]);
      expect(await balance(a.characterId, Currency.MONEY)).toBe(700);
      expect(await balance(b.characterId, Currency.MONEY)).toBe(300);
      await expectLedgerConsistent(a.characterId, Currency.MONEY);
      await expectLedgerConsistent(b.characterId, Currency.MONEY);
    });

    it('applies a key once when ten copies of a credit race', async () => {
      const [player] = await players(1);
      const key = `race-credit-${player.characterId}`;
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          wallet.apply({
            changes: [{ characterId: player.characterId, currency: Currency.MONEY, delta: 250 }],
            reason: 'test_idempotent',
            idempotencyKey: key,
          }),
        ),
      );
      expect(
        results
          .filter((result) => result.status === 'rejected')
          .map((result) => String((result as PromiseRejectedResult).reason)),
      ).toEqual([]);
      const applied = results.filter((result) => result.status === 'fulfilled' && result.value.length > 0);
      expect(applied).toHaveLength(1);
      expect(await balance(player.characterId, Currency.MONEY)).toBe(250);
      const [{ count }] = await app.dataSource.query(
        `SELECT count(*)::int AS count FROM ledger_entries WHERE idempotency_key LIKE $1`,
        [`${key}#%`],
      );
      expect(count).toBe(1);
      await expectLedgerConsistent(player.characterId, Currency.MONEY);
    });

    it('applies a key once when ten copies of a transfer race, and every copy reports success', async () => {
      const [a, b] = await players(2);
      await seedAll([a.characterId], Currency.MONEY, 1000);
      const key = `race-transfer-${a.characterId}`;
      // 600 can be paid once, not twice: a racing copy must still be recognised as "already applied",
      // not answered with INSUFFICIENT_MONEY for an operation that succeeded.
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          wallet.apply({
            changes:
              i % 2
                ? [
                    { characterId: a.characterId, currency: Currency.MONEY, delta: -600 },
                    { characterId: b.characterId, currency: Currency.MONEY, delta: 600 },
                  ]
                : [
                    { characterId: b.characterId, currency: Currency.MONEY, delta: 600 },
                    { characterId: a.characterId, currency: Currency.MONEY, delta: -600 },
                  ],
            reason: 'test_idempotent',
            idempotencyKey: key,
          }),
        ),
      );
      expect(await balance(a.characterId, Currency.MONEY)).toBe(400);
      expect(await balance(b.characterId, Currency.MONEY)).toBe(600);
      await expectLedgerConsistent(a.characterId, Currency.MONEY);
      await expectLedgerConsistent(b.characterId, Currency.MONEY);
      const rejected = results.flatMap((result) =>
        result.status === 'rejected'
          ? [`${(result.reason as DomainError).code ?? ''} ${String(result.reason)}`]
          : [],
      );
      expect(rejected).toEqual([]);
      expect(
        results.filter((result) => result.status === 'fulfilled' && result.value.length > 0),
      ).toHaveLength(1);
    });
  });

  describe('errors', () => {
    it('answers ACCOUNT_NOT_FOUND for an unknown character, for a credit and for a debit, and changes nothing', async () => {
      const [player] = await players(1);
      await seedAll([player.characterId], Currency.MONEY, 100);
      await expect(
        wallet.apply({
          changes: [{ characterId: 999_999_999, currency: Currency.MONEY, delta: 10 }],
          reason: 'test_unknown',
        }),
      ).rejects.toMatchObject({ code: WalletErrorCode.ACCOUNT_NOT_FOUND, status: 404 });
      await expect(
        wallet.apply({
          changes: [{ characterId: 999_999_999, currency: Currency.BLACKCOINS, delta: -10 }],
          reason: 'test_unknown',
        }),
      ).rejects.toMatchObject({ code: WalletErrorCode.ACCOUNT_NOT_FOUND });
      // A transfer to an unknown account does not take the sender's money.
      await expect(
        wallet.apply({
          changes: [
            { characterId: player.characterId, currency: Currency.MONEY, delta: -50 },
            { characterId: 999_999_999, currency: Currency.MONEY, delta: 50 },
          ],
          reason: 'test_unknown',
        }),
      ).rejects.toMatchObject({ code: WalletErrorCode.ACCOUNT_NOT_FOUND });
      expect(await balance(player.characterId, Currency.MONEY)).toBe(100);
      const [{ count }] = await app.dataSource.query(
        `SELECT count(*)::int AS count FROM ledger_entries WHERE reason = 'test_unknown'`,
      );
      expect(count).toBe(0);
    });

    it('names the currency that ran short: blackcoins and bank have their own codes', async () => {
      const [player] = await players(1);
      await seedAll([player.characterId], Currency.BLACKCOINS, 5);
      await seedAll([player.characterId], Currency.BANK, 50);
      await expect(
        wallet.apply({
          changes: [{ characterId: player.characterId, currency: Currency.BLACKCOINS, delta: -6 }],
          reason: 'test_short',
        }),
      ).rejects.toMatchObject({
        code: WalletErrorCode.INSUFFICIENT_BLACKCOINS,
        message: 'لا تملك عملات سوداء كافية',
      });
      await expect(
        wallet.apply({
          changes: [{ characterId: player.characterId, currency: Currency.BANK, delta: -51 }],
          reason: 'test_short',
        }),
      ).rejects.toMatchObject({
        code: WalletErrorCode.INSUFFICIENT_BANK_BALANCE,
        message: 'رصيدك في البنك غير كافٍ',
      });
      // Spending exactly the balance is allowed (CHECK >= 0, not > 0).
      await wallet.apply({
        changes: [{ characterId: player.characterId, currency: Currency.BLACKCOINS, delta: -5 }],
        reason: 'test_short',
      });
      expect(await balance(player.characterId, Currency.BLACKCOINS)).toBe(0);
      expect(await balance(player.characterId, Currency.BANK)).toBe(50);
      await expectLedgerConsistent(player.characterId, Currency.BLACKCOINS);
      await expectLedgerConsistent(player.characterId, Currency.BANK);
    });

    it('moves money between cash and bank in one operation (deposit), each with its own ledger', async () => {
      const [player] = await players(1);
      await seedAll([player.characterId], Currency.MONEY, 800);
      const result = await wallet.apply({
        changes: [
          { characterId: player.characterId, currency: Currency.BANK, delta: 300 },
          { characterId: player.characterId, currency: Currency.MONEY, delta: -300 },
        ],
        reason: 'bank_deposit',
      });
      expect(
        result
          .map(({ currency, balanceAfter }) => ({ currency, balanceAfter }))
          .sort((a, b) => a.currency.localeCompare(b.currency)),
      ).toEqual([
        { currency: Currency.BANK, balanceAfter: 300 },
        { currency: Currency.MONEY, balanceAfter: 500 },
      ]);
      await expectLedgerConsistent(player.characterId, Currency.MONEY);
      await expectLedgerConsistent(player.characterId, Currency.BANK);
    });
  });

  describe('admin balance routes', () => {
    let adminToken: string;
    beforeAll(async () => {
      adminToken = await signInAdmin(app);
    });

    it('refuses a deduction larger than the balance with 400 INSUFFICIENT_MONEY and leaves the balance as it was', async () => {
      const player = await createPlayer(app);
      const added = await api(app, 'POST', `/api/admin/characters/${player.characterId}/money`, {
        token: adminToken,
        body: { amount: 250 },
      });
      expect(added.status).toBe(200);
      expect(added.body).toEqual({ success: true, characterId: player.characterId, balance: 250 });

      const refused = await api(app, 'POST', `/api/admin/characters/${player.characterId}/money`, {
        token: adminToken,
        body: { amount: -251 },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        statusCode: 400,
        code: 'INSUFFICIENT_MONEY',
        message: 'لا تملك مالاً كافياً',
      });

      expect(await balance(player.characterId, Currency.MONEY)).toBe(250);
      const hud = await api(app, 'GET', '/api/character/hud', { token: player.token });
      expect(hud.body.money).toBe(250);
      const entries = await ledger(player.characterId, Currency.MONEY);
      expect(entries.map(({ delta, balanceAfter, reason }) => ({ delta, balanceAfter, reason }))).toEqual([
        { delta: 250, balanceAfter: 250, reason: 'admin_adjustment' },
      ]);
      expect(entries[0].reference).toMatch(/^admin:/);
    });

    it('answers 404 ACCOUNT_NOT_FOUND for an unknown character', async () => {
      const response = await api(app, 'POST', '/api/admin/characters/999999999/money', {
        token: adminToken,
        body: { amount: 10 },
      });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', message: 'الشخصية غير موجودة' });
      const beyond = await api(app, 'POST', `/api/admin/characters/${2 ** 31}/blackcoins`, {
        token: adminToken,
        body: { amount: 10 },
      });
      expect(beyond.body).toMatchObject({ statusCode: 404, code: 'ACCOUNT_NOT_FOUND' });
    });

    it('adds blackcoins through /blackcoins, records them in the ledger and pushes hud:update', async () => {
      const player = await createPlayer(app);
      const socket = await connectSocket(app, player.token);
      try {
        const update = nextEvent(socket, 'hud:update');
        const response = await api(app, 'POST', `/api/admin/characters/${player.characterId}/blackcoins`, {
          token: adminToken,
          body: { amount: 42 },
        });
        expect(response.status).toBe(200);
        expect(response.body).toEqual({ success: true, characterId: player.characterId, balance: 42 });
        const hud = await update;
        expect(hud.blackcoins).toBe(42);
        expect(hud.money).toBe(0);
        expect(hud).toEqual((await api(app, 'GET', '/api/character/hud', { token: player.token })).body);
        expect(await balance(player.characterId, Currency.BLACKCOINS)).toBe(42);
        await expectLedgerConsistent(player.characterId, Currency.BLACKCOINS);

        const refused = await api(app, 'POST', `/api/admin/characters/${player.characterId}/blackcoins`, {
          token: adminToken,
          body: { amount: -43 },
        });
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({
          code: 'INSUFFICIENT_BLACKCOINS',
          message: 'لا تملك عملات سوداء كافية',
        });
        expect(await balance(player.characterId, Currency.BLACKCOINS)).toBe(42);
      } finally {
        await closeSocket(socket);
      }
    });

    it('rejects a zero or fractional amount with the Arabic validation details', async () => {
      const player = await createPlayer(app);
      const zero = await api(app, 'POST', `/api/admin/characters/${player.characterId}/money`, {
        token: adminToken,
        body: { amount: 0 },
      });
      expect(zero.status).toBe(400);
      expect(zero.body).toMatchObject({
        message: 'Validation failed',
        details: ['المبلغ يجب ألا يكون صفراً'],
      });
      const fraction = await api(app, 'POST', `/api/admin/characters/${player.characterId}/money`, {
        token: adminToken,
        body: { amount: 1.5 },
      });
      expect(fraction.status).toBe(400);
      expect(fraction.body.details).toContain('المبلغ يجب أن يكون عدداً صحيحاً');
      expect(await balance(player.characterId, Currency.MONEY)).toBe(0);
    });
  });
});
