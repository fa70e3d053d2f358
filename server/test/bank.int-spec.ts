import { balancesOf, grant } from './support/factories';
import { api, connectSocket, createPlayer, nextEvent, Player } from './support/api';
import { closeSocket, expectNoAnswer } from './support/cluster/sockets';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * The bank (DESIGN.md section 6, level 11 per spec 000 section 9): deposits and withdrawals are one
 * wallet operation each, with a ledger entry per balance; the history is the ledger's bank entries.
 */

// Starting real servers takes a few seconds; the project-level testTimeout does not apply (jest reads it globally).
jest.setTimeout(60_000);

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

type Held = 'cash' | 'bank';

describe('bank', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await sharedTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const setLevel = (characterId: number, level: number) =>
    app.dataSource.query(`UPDATE characters SET level = $2 WHERE id = $1`, [characterId, level]);

  /** A level-11 player with `money` in cash (credited through the wallet, so the ledger holds it). */
  const banker = async (money: number): Promise<Player> => {
    const player = await createPlayer(app);
    await setLevel(player.characterId, 11);
    await grant(app, player.characterId, { money });
    return player;
  };

  const balances = async (characterId: number) => {
    const { money, bankBalance } = await balancesOf(app, characterId);
    return { money, bank: bankBalance };
  };

  /** The money entries of a character's cash or bank account, oldest first. */
  const ledger = async (characterId: number, kind: Held) =>
    (
      await app.dataSource.query(
        `SELECT l.id, l.delta, l.balance_after, l.reason FROM ledger_entries l
           JOIN wallet_accounts a ON a.id = l.account_id
          WHERE a.owner_id = $1 AND a.kind = $2 AND a.currency = 'money' ORDER BY l.id`,
        [characterId, kind],
      )
    ).map((row: Record<string, string>) => ({
      id: Number(row.id),
      delta: Number(row.delta),
      balanceAfter: Number(row.balance_after),
      reason: row.reason,
    }));

  /** Every balance_after is the running sum of the deltas and never negative; the balance equals the sum. */
  const expectLedgerConsistent = async (characterId: number, kind: Held, balance: number) => {
    const rows = await ledger(characterId, kind);
    let running = 0;
    for (const row of rows) {
      running += row.delta;
      expect({ entry: row.id, balanceAfter: row.balanceAfter }).toEqual({
        entry: row.id,
        balanceAfter: running,
      });
      expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
    }
    expect({ kind, balance }).toEqual({ kind, balance: running });
  };

  describe('level gate', () => {
    it('refuses every bank route below level 11 with 403 FEATURE_LOCKED', async () => {
      const player = await createPlayer(app);
      await setLevel(player.characterId, 10);
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/bank'],
        ['POST', '/api/bank/deposit', { amount: 1 }],
        ['POST', '/api/bank/withdraw', { amount: 1 }],
      ];
      for (const [method, path, body] of calls) {
        const response = await api(app, method, path, { token: player.token, body });
        expect({ path, status: response.status, body: response.body }).toEqual({
          path,
          status: 403,
          body: {
            statusCode: 403,
            code: 'FEATURE_LOCKED',
            error: 'هذه الميزة تتطلب المستوى ١١',
            message: 'هذه الميزة تتطلب المستوى ١١',
            feature: 'bank',
            requiredLevel: 11,
          },
        });
      }
      await setLevel(player.characterId, 11);
      expect((await api(app, 'GET', '/api/bank', { token: player.token })).status).toBe(200);
    });

    it('answers 401 without a token', async () => {
      expect((await api(app, 'GET', '/api/bank')).status).toBe(401);
    });
  });

  describe('deposit and withdraw', () => {
    it('shows an empty bank with the cash on hand', async () => {
      const player = await banker(250);
      const response = await api(app, 'GET', '/api/bank', { token: player.token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ balance: 0, money: 250, history: [] });
    });

    it('moves money between cash and bank, one ledger entry per balance, history newest first', async () => {
      const player = await banker(1000);
      const deposited = await api(app, 'POST', '/api/bank/deposit', {
        token: player.token,
        body: { amount: 300 },
      });
      expect(deposited.status).toBe(200);
      expect(deposited.body).toMatchObject({ balance: 300, money: 700 });
      expect(deposited.body.history).toEqual([
        {
          id: expect.any(Number),
          delta: 300,
          balanceAfter: 300,
          reason: 'bank_deposit',
          createdAt: expect.any(String),
        },
      ]);

      const withdrawn = await api(app, 'POST', '/api/bank/withdraw', {
        token: player.token,
        body: { amount: 100 },
      });
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.body).toMatchObject({ balance: 200, money: 800 });
      expect(
        withdrawn.body.history.map(({ delta, balanceAfter, reason }: any) => ({
          delta,
          balanceAfter,
          reason,
        })),
      ).toEqual([
        { delta: -100, balanceAfter: 200, reason: 'bank_withdrawal' },
        { delta: 300, balanceAfter: 300, reason: 'bank_deposit' },
      ]);
      expect(withdrawn.body).toEqual((await api(app, 'GET', '/api/bank', { token: player.token })).body);

      expect(await balances(player.characterId)).toEqual({ money: 800, bank: 200 });
      expect(
        (await ledger(player.characterId, 'cash')).map(({ delta, reason }: any) => ({
          delta,
          reason,
        })),
      ).toEqual([
        { delta: 1000, reason: 'test_grant' },
        { delta: -300, reason: 'bank_deposit' },
        { delta: 100, reason: 'bank_withdrawal' },
      ]);
      await expectLedgerConsistent(player.characterId, 'cash', 800);
      await expectLedgerConsistent(player.characterId, 'bank', 200);
      const hud = await api(app, 'GET', '/api/character/hud', { token: player.token });
      expect(hud.body.money).toBe(800);
    });

    it("refuses more than the cash or the bank balance with the wallet's errors and changes nothing", async () => {
      const player = await banker(100);
      const tooMuch = await api(app, 'POST', '/api/bank/deposit', {
        token: player.token,
        body: { amount: 101 },
      });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body).toMatchObject({
        statusCode: 400,
        code: 'INSUFFICIENT_MONEY',
        message: 'لا تملك مالاً كافياً',
      });
      const overdrawn = await api(app, 'POST', '/api/bank/withdraw', {
        token: player.token,
        body: { amount: 1 },
      });
      expect(overdrawn.status).toBe(400);
      expect(overdrawn.body).toMatchObject({
        code: 'INSUFFICIENT_BANK_BALANCE',
        message: 'رصيدك في البنك غير كافٍ',
      });
      expect(await balances(player.characterId)).toEqual({ money: 100, bank: 0 });
      expect(await ledger(player.characterId, 'bank')).toEqual([]);
    });

    it('rejects an amount that is not a whole number of at least 1', async () => {
      const player = await banker(100);
      for (const body of [{ amount: 0 }, { amount: -5 }, { amount: 1.5 }, { amount: '10' }, {}]) {
        const response = await api(app, 'POST', '/api/bank/deposit', { token: player.token, body });
        expect({ body, status: response.status, message: response.body.message }).toEqual({
          body,
          status: 400,
          message: 'Validation failed',
        });
        expect(response.body.details).toContain('أدخل مبلغًا صحيحًا');
      }
      expect(await balances(player.characterId)).toEqual({ money: 100, bank: 0 });
    });

    it('pushes hud:update and bank:update after a deposit', async () => {
      const player = await banker(500);
      const socket = await connectSocket(app, player.token);
      try {
        const hud = nextEvent(socket, 'hud:update');
        const bank = nextEvent(socket, 'bank:update');
        const response = await api(app, 'POST', '/api/bank/deposit', {
          token: player.token,
          body: { amount: 200 },
        });
        expect((await hud).money).toBe(300);
        expect(await bank).toEqual(response.body);
      } finally {
        await closeSocket(socket);
      }
    });
  });

  describe('under concurrency', () => {
    it('keeps cash and bank each equal to their ledger sums and never negative after 100 parallel deposits and withdrawals', async () => {
      const SEED = 5000;
      const player = await banker(SEED);
      const random = prng(20261121);
      const operations = Array.from({ length: 100 }, () => ({
        kind: random() < 0.5 ? 'deposit' : 'withdraw',
        // Up to 1.2x the seed, so many exceed what is there when they run.
        amount: 1 + Math.floor(random() * SEED * (random() < 0.7 ? 0.2 : 1.2)),
      }));
      const responses = await Promise.all(
        operations.map(({ kind, amount }) =>
          api(app, 'POST', `/api/bank/${kind}`, { token: player.token, body: { amount } }),
        ),
      );

      const unexpected = responses.flatMap((response, index) =>
        response.status === 200 ||
        (response.status === 400 &&
          response.body.code ===
            (operations[index].kind === 'deposit' ? 'INSUFFICIENT_MONEY' : 'INSUFFICIENT_BANK_BALANCE'))
          ? []
          : [
              `#${index} ${operations[index].kind} ${operations[index].amount}: ${response.status} ${JSON.stringify(response.body)}`,
            ],
      );
      expect(unexpected).toEqual([]);
      const succeeded = (kind: string) =>
        responses.filter((response, index) => operations[index].kind === kind && response.status === 200)
          .length;
      const refused = responses.filter((response) => response.status === 400).length;
      // The mix really exercised both directions and both outcomes.
      expect(succeeded('deposit')).toBeGreaterThan(0);
      expect(succeeded('withdraw')).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(0);

      const { money, bank } = await balances(player.characterId);
      expect(money).toBeGreaterThanOrEqual(0);
      expect(bank).toBeGreaterThanOrEqual(0);
      expect(money + bank).toBe(SEED);
      const moved = operations.reduce(
        (sum, { kind, amount }, index) =>
          responses[index].status === 200 ? sum + (kind === 'deposit' ? amount : -amount) : sum,
        0,
      );
      expect(bank).toBe(moved);
      await expectLedgerConsistent(player.characterId, 'cash', money);
      await expectLedgerConsistent(player.characterId, 'bank', bank);
      const bankEntries = await ledger(player.characterId, 'bank');
      expect(bankEntries).toHaveLength(succeeded('deposit') + succeeded('withdraw'));

      // The history holds the latest 50 bank entries, newest first.
      const view = await api(app, 'GET', '/api/bank', { token: player.token });
      expect(view.body).toMatchObject({ balance: bank, money });
      const expectedIds = bankEntries
        .map((entry: { id: number }) => entry.id)
        .reverse()
        .slice(0, 50);
      expect(view.body.history.map((entry: { id: number }) => entry.id)).toEqual(expectedIds);
    });
  });

  describe('socket', () => {
    it('answers bank:request with bank:update carrying the body of GET /api/bank', async () => {
      const player = await banker(900);
      await api(app, 'POST', '/api/bank/deposit', { token: player.token, body: { amount: 400 } });
      const socket = await connectSocket(app, player.token);
      try {
        const update = nextEvent(socket, 'bank:update');
        socket.emit('bank:request');
        const payload = await update;
        expect(payload).toMatchObject({ balance: 400, money: 500 });
        expect(payload).toEqual((await api(app, 'GET', '/api/bank', { token: player.token })).body);
      } finally {
        await closeSocket(socket);
      }
    });

    it('does not answer bank:request below level 11', async () => {
      const player = await createPlayer(app);
      const socket = await connectSocket(app, player.token);
      try {
        await expectNoAnswer(socket, 'bank:request', 'bank:update');
      } finally {
        await closeSocket(socket);
      }
    });
  });
});
