import { contractExpiryJobId, QueueName } from '../src/infra/queue/queues';
import type { BloodContractTimers } from '../src/modules/blood-contracts/blood-contracts.timers';
import { api, connectSocket, nextEvent, Player } from './support/api';
import { closeSocket, expectNoAnswer } from './support/cluster/sockets';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';
import { syncTimers } from './support/timers';
import { playerFactory, money, ledger, contractEntries, post, execute } from './support/blood-contracts';

/**
 * Blood contracts: expiry through its timer (the shared app's synchronous driver; the BullMQ run is in
 * `timers.int-spec.ts`), execution racing expiry, bloodContract:request on the
 * socket, self-contracts in any letter case and ids beyond the id column.
 */
describe('blood contracts', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await sharedTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('expires an overdue contract through its timer and refunds it once', async () => {
    const poster = await playerFactory(app, { money: 1000 });
    const target = await playerFactory(app);
    const { body: contract } = await post(app, poster, target, 250);
    const expiry = app.app.get<BloodContractTimers>('BloodContractTimers');
    const timer = () =>
      syncTimers(app)
        .scheduled(QueueName.BLOOD_CONTRACTS)
        .find((held) => held.jobId === contractExpiryJobId(contract.id));
    // Posting scheduled the expiry at the contract's 24 h end; not due, it does nothing yet.
    expect(timer()).toEqual(expect.objectContaining({ payload: { contractId: contract.id } }));
    expect(timer()!.dueAt.toISOString()).toBe(contract.expiresAt);
    expect(await syncTimers(app).fireDue()).not.toContain(contractExpiryJobId(contract.id));
    expect(await expiry.expire(contract.id)).toEqual({ notBefore: new Date(contract.expiresAt) });
    expect(await money(app, poster)).toBe(750);

    await app.dataSource.query(
      `UPDATE blood_contracts SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [contract.id],
    );
    expect((await execute(app, await playerFactory(app), contract.id)).body.code).toBe('CONTRACT_NOT_OPEN');
    // The boot reconciler moves the timer to the new end; firing the due timers expires it.
    await expiry.reconcile();
    expect(timer()!.dueAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await syncTimers(app).fireDue()).toContain(contractExpiryJobId(contract.id));
    expect(await money(app, poster)).toBe(1000);
    const [row] = await app.dataSource.query(`SELECT status FROM blood_contracts WHERE id = $1`, [
      contract.id,
    ]);
    expect(row.status).toBe('expired');
    expect(await expiry.expire(contract.id)).toBe(false);
    await expiry.reconcile();
    expect(timer()).toBeUndefined();
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
    const service = app.app.get<BloodContractTimers>('BloodContractTimers');
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
