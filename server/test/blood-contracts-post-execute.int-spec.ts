import { contractExpiryJobId, QueueName } from '../src/infra/queue/queues';
import { api, connectSocket, nextEvent } from './support/api';
import { economyAudit } from './support/factories';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';
import { syncTimers } from './support/timers';
import { playerFactory, money, ledger, contractEntries, post, execute } from './support/blood-contracts';

/**
 * Blood contracts: posting with the reward escrowed, cancelling, executing (win and loss), the attack
 * budget shared with fights, and who may not execute.
 */
describe('blood contracts', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await sharedTestApp();
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
      const expiry = syncTimers(app)
        .scheduled(QueueName.BLOOD_CONTRACTS)
        .find((held) => held.jobId === contractExpiryJobId(response.body.id));
      expect(expiry?.dueAt.toISOString()).toBe(response.body.expiresAt);
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
});
