import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { contractExpiryJobId, QueueName } from '../src/infra/queue/queues';
import { BloodContractExpiryService } from '../src/modules/blood-contracts/blood-contract-expiry.service';
import { account, Currency } from '../src/modules/wallet/account';
import { api, connectSocket, createPlayer, nextEvent, Player } from './support/api';
import { closeSocket, expectNoAnswer } from './support/cluster/sockets';
import { balancesOf, economyAudit, grant, ledgerSum } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/** A level-10 player by default, with the cash and strength a test needs. */
async function playerFactory(
  app: TestApp,
  options: { level?: number; money?: number; trainedStrength?: number; hp?: number } = {},
) {
  const player = await createPlayer(app);
  await app.dataSource.query(
    `UPDATE characters SET level = $2, trained_strength = $3, hp = $4, hp_updated_at = now(), energy = 100, energy_updated_at = now() WHERE id = $1`,
    [player.characterId, options.level ?? 10, options.trainedStrength ?? 0, options.hp ?? 1900],
  );
  if (options.money) {
    await grant(app, player.characterId, { money: options.money });
  }
  return player;
}

async function money(app: TestApp, player: Player): Promise<number> {
  return (await balancesOf(app, player.characterId)).money;
}

async function ledger(app: TestApp, player: Player): Promise<number> {
  return ledgerSum(app, account.cash(player.characterId), Currency.MONEY);
}

/** A contract's ledger entries on players' cash accounts, oldest first; with `escrow`, its escrow account's too. */
async function contractEntries(
  app: TestApp,
  contractId: number,
  { escrow = false } = {},
): Promise<{ reason: string; delta: number; account: string }[]> {
  const rows = await app.dataSource.query(
    `SELECT l.reason, l.delta, a.kind || ':' || a.owner_id AS account FROM ledger_entries l
       JOIN wallet_accounts a ON a.id = l.account_id
      WHERE l.reference = $1 AND (a.kind = 'cash' OR $2) ORDER BY l.id`,
    [`blood-contract:${contractId}`, escrow],
  );
  return rows.map((row: { reason: string; delta: string; account: string }) => ({
    ...row,
    delta: Number(row.delta),
  }));
}

const post = (app: TestApp, poster: Player, target: Player, reward: number) =>
  api(app, 'POST', '/api/blood-contracts', {
    token: poster.token,
    body: { targetUserId: target.userId, reward },
  });
const execute = (app: TestApp, assassin: Player, contractId: number) =>
  api(app, 'POST', `/api/blood-contracts/${contractId}/execute`, { token: assassin.token });

async function waitFor(check: () => Promise<boolean>, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('blood contracts', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('escrows the reward from the poster through the ledger and lists the contract for 24 hours', async () => {
    const poster = await playerFactory(app, { money: 5000 });
    const target = await playerFactory(app);
    const socket = await connectSocket(app, poster.token);
    try {
      const pushed = nextEvent(socket, 'bloodContract:update');
      const response = await post(app, poster, target, 1200);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        reward: 1200,
        status: 'open',
        isOwn: true,
        targetUserId: target.userId,
        posterUserId: poster.userId,
        targetLevel: 10,
      });
      const hours = (new Date(response.body.expiresAt).getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
      expect((await pushed).contracts.map((c) => c.id)).toContain(response.body.id);
      expect(await money(app, poster)).toBe(3800);
      expect(await ledger(app, poster)).toBe(3800);
      // The reward moves from the poster's cash into the contract's escrow account.
      expect(await contractEntries(app, response.body.id, { escrow: true })).toEqual([
        { reason: 'contract_escrow', delta: -1200, account: `cash:${poster.characterId}` },
        { reason: 'contract_escrow', delta: 1200, account: `contract_escrow:${response.body.id}` },
      ]);
      const list = await api(app, 'GET', '/api/blood-contracts', { token: target.token });
      expect(list.body.contracts.find((c: { id: number }) => c.id === response.body.id)).toMatchObject({
        isTarget: true,
        isOwn: false,
      });
      const job = await app.app
        .get<Queue>(getQueueToken(QueueName.BLOOD_CONTRACTS))
        .getJob(contractExpiryJobId(response.body.id));
      expect(await job?.getState()).toBe('delayed');
    } finally {
      socket.close();
    }
  });

  it('refuses posting below level 6, on yourself, on a low target and without the money, escrowing nothing', async () => {
    const low = await playerFactory(app, { level: 5, money: 1000 });
    const poster = await playerFactory(app, { money: 100 });
    const target = await playerFactory(app);
    expect((await post(app, low, target, 10)).body).toMatchObject({
      statusCode: 403,
      code: 'FEATURE_LOCKED',
    });
    expect((await post(app, poster, poster, 10)).body).toMatchObject({
      statusCode: 400,
      code: 'CANNOT_TARGET_SELF',
    });
    expect((await post(app, poster, low, 10)).body).toMatchObject({
      statusCode: 403,
      code: 'CONTRACT_TARGET_LEVEL_TOO_LOW',
    });
    expect((await post(app, poster, target, 101)).body).toMatchObject({
      statusCode: 400,
      code: 'INSUFFICIENT_MONEY',
    });
    const invalid = await post(app, poster, target, 0);
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toEqual(['المكافأة يجب أن يكون 1 على الأقل']);
    expect(await money(app, poster)).toBe(100);
    const [{ n }] = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM blood_contracts WHERE poster_character_id = $1`,
      [poster.characterId],
    );
    expect(n).toBe(0);
  });

  it('refunds a cancelled contract once, to the poster only', async () => {
    const poster = await playerFactory(app, { money: 1000 });
    const other = await playerFactory(app);
    const target = await playerFactory(app);
    const { body: contract } = await post(app, poster, target, 400);
    expect(
      (await api(app, 'DELETE', `/api/blood-contracts/${contract.id}`, { token: other.token })).body.code,
    ).toBe('NOT_CONTRACT_POSTER');
    const [first, second] = await Promise.all([
      api(app, 'DELETE', `/api/blood-contracts/${contract.id}`, { token: poster.token }),
      api(app, 'DELETE', `/api/blood-contracts/${contract.id}`, { token: poster.token }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((r) => r.status === 200)!.body).toEqual({ success: true, refunded: 400 });
    expect(await money(app, poster)).toBe(1000);
    expect((await contractEntries(app, contract.id)).map((e) => [e.reason, e.delta])).toEqual([
      ['contract_escrow', -400],
      ['contract_refund', 400],
    ]);
    expect((await execute(app, other, contract.id)).body.code).toBe('CONTRACT_NOT_OPEN');
  });

  it('pays the reward to an assassin who wins and sends the target to hospital for 30 minutes', async () => {
    const poster = await playerFactory(app, { money: 1000 });
    const target = await playerFactory(app, { money: 777 });
    const assassin = await playerFactory(app, { trainedStrength: 100_000 });
    const { body: contract } = await post(app, poster, target, 500);
    const before = Date.now();
    const response = await execute(app, assassin, contract.id);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      contractId: contract.id,
      isAttackerWinner: true,
      winner: assassin.userId,
      attackerId: assassin.userId,
      defenderId: target.userId,
      contractStatus: 'completed',
      reward: 500,
      confinedUserId: target.userId,
      confinementKind: 'hospital',
      confinementMinutes: 30,
      attackerXpGain: 70,
      xpGain: 70,
      defenderFinalHp: 0,
    });
    for (const field of ['amountStolen', 'attackerMoneyGained', 'attackerMoneyLost'])
      expect(response.body).not.toHaveProperty(field);
    expect(response.body.log.length).toBeGreaterThan(1);
    const stay = new Date(response.body.confinedUntil).getTime() - before;
    expect(stay).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(stay).toBeLessThanOrEqual(30 * 60_000 + 5000);
    expect(await money(app, assassin)).toBe(500);
    expect(await money(app, target)).toBe(777);
    expect(await ledger(app, assassin)).toBe(500);
    const entries = await contractEntries(app, contract.id, { escrow: true });
    expect(entries.map((e) => [e.reason, e.delta, e.account])).toEqual([
      ['contract_escrow', -500, `cash:${poster.characterId}`],
      ['contract_escrow', 500, `contract_escrow:${contract.id}`],
      ['contract_payout', 500, `cash:${assassin.characterId}`],
      ['contract_payout', -500, `contract_escrow:${contract.id}`],
    ]);
    expect((await economyAudit(app)).ok).toBe(true);
    const [row] = await app.dataSource.query(
      `SELECT status, assassin_character_id, result FROM blood_contracts WHERE id = $1`,
      [contract.id],
    );
    expect(row).toMatchObject({ status: 'completed', assassin_character_id: assassin.characterId });
    expect(row.result).toEqual(response.body);
    expect((await execute(app, await playerFactory(app), contract.id)).body.code).toBe('CONTRACT_NOT_OPEN');
    expect(
      (await api(app, 'DELETE', `/api/blood-contracts/${contract.id}`, { token: poster.token })).body.code,
    ).toBe('CONTRACT_NOT_OPEN');
  });

  it('jails an assassin who loses for 30 minutes and keeps the contract open', async () => {
    const poster = await playerFactory(app, { money: 1000 });
    const target = await playerFactory(app, { level: 20 });
    const assassin = await playerFactory(app, { hp: 1 });
    const { body: contract } = await post(app, poster, target, 300);
    const response = await execute(app, assassin, contract.id);
    expect(response.body).toMatchObject({
      isAttackerWinner: false,
      contractStatus: 'open',
      confinedUserId: assassin.userId,
      confinementKind: 'jail',
      confinementMinutes: 30,
      attackerXpGain: 5,
    });
    const [row] = await app.dataSource.query(`SELECT jail_until FROM characters WHERE id = $1`, [
      assassin.characterId,
    ]);
    expect(new Date(row.jail_until).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(await money(app, assassin)).toBe(0);
    expect((await contractEntries(app, contract.id)).map((e) => e.reason)).toEqual(['contract_escrow']);
    const jailed = await execute(app, assassin, contract.id);
    expect(jailed.status).toBe(403);
    expect(jailed.body).toMatchObject({ type: 'jail', code: 'IN_JAIL' });
    const list = await api(app, 'GET', '/api/blood-contracts', { token: assassin.token });
    expect(list.body.contracts.map((c: { id: number }) => c.id)).toContain(contract.id);
  });

  it('counts executions and fights against one attack budget: a fourth attack within 3 s is refused, changing nothing', async () => {
    const poster = await playerFactory(app, { money: 1000 });
    const target = await playerFactory(app);
    const assassin = await playerFactory(app, { trainedStrength: 100_000 });
    const { body: contract } = await post(app, poster, target, 300);
    for (let i = 0; i < 3; i++) {
      const victim = await playerFactory(app);
      const fought = await api(app, 'POST', `/api/fight/${victim.userId}`, { token: assassin.token });
      expect(fought.status).toBe(200);
    }
    const [before] = await app.dataSource.query(`SELECT energy FROM characters WHERE id = $1`, [
      assassin.characterId,
    ]);
    const refused = await execute(app, assassin, contract.id);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'ATTACKING_TOO_FAST', retryAfterMs: expect.any(Number) });
    const [after] = await app.dataSource.query(`SELECT energy FROM characters WHERE id = $1`, [
      assassin.characterId,
    ]);
    expect(after.energy).toBe(before.energy);
    expect((await contractEntries(app, contract.id)).map((e) => e.reason)).toEqual(['contract_escrow']);
    const [row] = await app.dataSource.query(`SELECT status FROM blood_contracts WHERE id = $1`, [
      contract.id,
    ]);
    expect(row.status).toBe('open');
  });

  it('refuses the poster and the target as assassins', async () => {
    const poster = await playerFactory(app, { money: 1000 });
    const target = await playerFactory(app);
    const { body: contract } = await post(app, poster, target, 100);
    expect((await execute(app, poster, contract.id)).body).toMatchObject({
      statusCode: 403,
      code: 'POSTER_CANNOT_EXECUTE',
    });
    expect((await execute(app, target, contract.id)).body).toMatchObject({
      statusCode: 403,
      code: 'TARGET_CANNOT_EXECUTE',
    });
    expect((await execute(app, poster, 999_999)).status).toBe(404);
  });

  it('expires an overdue contract through the queue and refunds it once', async () => {
    const poster = await playerFactory(app, { money: 1000 });
    const target = await playerFactory(app);
    const { body: contract } = await post(app, poster, target, 250);
    const queue = app.app.get<Queue>(getQueueToken(QueueName.BLOOD_CONTRACTS));
    await (await queue.getJob(contractExpiryJobId(contract.id)))?.remove();
    await app.dataSource.query(
      `UPDATE blood_contracts SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [contract.id],
    );
    expect((await execute(app, await playerFactory(app), contract.id)).body.code).toBe('CONTRACT_NOT_OPEN');
    // The boot reconciler schedules what the queue does not know; the worker expires it.
    await app.app.get(BloodContractExpiryService).reconcile();
    await waitFor(async () => (await money(app, poster)) === 1000);
    const [row] = await app.dataSource.query(`SELECT status FROM blood_contracts WHERE id = $1`, [
      contract.id,
    ]);
    expect(row.status).toBe('expired');
    expect(await app.app.get(BloodContractExpiryService).expire(contract.id)).toBe(false);
    expect((await contractEntries(app, contract.id)).map((e) => [e.reason, e.delta])).toEqual([
      ['contract_escrow', -250],
      ['contract_refund', 250],
    ]);
  });

  it('pays or refunds exactly once when execution and expiry happen at the same moment', async () => {
    const poster = await playerFactory(app, { money: 100_000 });
    const pairs: { target: Player; assassin: Player }[] = [];
    for (let i = 0; i < 12; i++) {
      pairs.push({
        target: await playerFactory(app),
        assassin: await playerFactory(app, { trainedStrength: 100_000 }),
      });
    }
    const contracts: number[] = [];
    for (const { target } of pairs) contracts.push((await post(app, poster, target, 1000)).body.id);
    const moment = Date.now() + 500;
    await app.dataSource.query(`UPDATE blood_contracts SET expires_at = $2 WHERE id = ANY($1)`, [
      contracts,
      new Date(moment),
    ]);
    const service = app.app.get(BloodContractExpiryService);
    const at = <T>(time: number, work: () => Promise<T>) =>
      new Promise<T>((resolve, reject) =>
        setTimeout(() => work().then(resolve, reject), Math.max(0, time - Date.now())),
      );
    // Every expiry runs as the contracts fall due; the executions start from 0 to 110 ms before, so
    // some reach the row lock first and some after.
    const outcomes = await Promise.all(
      contracts.flatMap((id, index) => [
        at(moment - 10 * index, () => execute(app, pairs[index].assassin, id)).then((r) => r.status),
        at(moment + 1, () => service.expire(id)),
      ]),
    );
    expect(outcomes.filter((o) => typeof o === 'number' && o >= 500)).toEqual([]);
    let paid = 0;
    let refunded = 0;
    for (const [index, id] of contracts.entries()) {
      // The expiry run may have come early and been put back: run it once more after the moment.
      await service.expire(id);
      const reasons = (await contractEntries(app, id)).map((e) => e.reason);
      const [row] = await app.dataSource.query(`SELECT status FROM blood_contracts WHERE id = $1`, [id]);
      if (row.status === 'completed') {
        expect(reasons).toEqual(['contract_escrow', 'contract_payout']);
        expect(await money(app, pairs[index].assassin)).toBe(1000);
        paid += 1;
      } else {
        expect(row.status).toBe('expired');
        expect(reasons).toEqual(['contract_escrow', 'contract_refund']);
        expect(await money(app, pairs[index].assassin)).toBe(0);
        refunded += 1;
      }
    }
    expect(paid + refunded).toBe(contracts.length);
    expect(await money(app, poster)).toBe(100_000 - paid * 1000);
    expect(await ledger(app, poster)).toBe(await money(app, poster));
  });

  it('answers bloodContract:request with bloodContract:update', async () => {
    const player = await playerFactory(app);
    const socket = await connectSocket(app, player.token);
    try {
      const update = nextEvent(socket, 'bloodContract:update');
      socket.emit('bloodContract:request');
      expect(Array.isArray((await update).contracts)).toBe(true);
    } finally {
      socket.close();
    }
  });

  it('does not answer bloodContract:request below level 6, like the REST list', async () => {
    const poster = await playerFactory(app, { money: 1000 });
    await post(app, poster, await playerFactory(app), 100);
    const low = await playerFactory(app, { level: 5 });
    expect((await api(app, 'GET', '/api/blood-contracts', { token: low.token })).body.code).toBe(
      'FEATURE_LOCKED',
    );
    const socket = await connectSocket(app, low.token);
    try {
      await expectNoAnswer(socket, 'bloodContract:request', 'bloodContract:update');
    } finally {
      await closeSocket(socket);
    }
  });

  it('refuses a contract on yourself whatever the case of your id, escrowing nothing', async () => {
    const poster = await playerFactory(app, { money: 100 });
    const response = await api(app, 'POST', '/api/blood-contracts', {
      token: poster.token,
      body: { targetUserId: poster.userId.toUpperCase(), reward: 10 },
    });
    expect(response.body).toMatchObject({ statusCode: 400, code: 'CANNOT_TARGET_SELF' });
    expect(await money(app, poster)).toBe(100);
  });

  it('answers 404 for a contract id beyond the id column, executing or cancelling', async () => {
    const player = await playerFactory(app);
    const id = 2 ** 31;
    expect((await execute(app, player, id)).body).toMatchObject({
      statusCode: 404,
      code: 'CONTRACT_NOT_FOUND',
    });
    const cancel = await api(app, 'DELETE', `/api/blood-contracts/${id}`, { token: player.token });
    expect(cancel.body).toMatchObject({ statusCode: 404, code: 'CONTRACT_NOT_FOUND' });
  });
});
