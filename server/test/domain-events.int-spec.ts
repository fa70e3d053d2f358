import { randomUUID } from 'node:crypto';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DomainEvents } from '../src/infra/events/domain-events';
import { inRetriedTransaction, Tx } from '../src/infra/database/transaction';
import { api, connectSocket, createPlayer, nextEvent } from './support/api';
import { grant } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/** Domain events go out after the commit of the transaction that published them, never before, never on rollback. */
describe('domain events', () => {
  let app: TestApp;
  let events: DomainEvents;
  let tx: Tx;
  /** What the listener saw: the user id and whether the transaction's row was already visible to others. */
  const seen: { userId: string; committed: boolean }[] = [];

  beforeAll(async () => {
    // From source: the test publishes through the app's DomainEvents with its own transaction helper and
    // classes, which must be the app's.
    app = await startTestApp({ fromSource: true });
    events = app.app.get(DomainEvents);
    tx = app.app.get(Tx);
    await app.dataSource.query(`CREATE TABLE test_facts (id uuid PRIMARY KEY)`);
    app.app.get(EventEmitter2).on('character.changed', async ({ userId }: { userId: string }) => {
      // A fresh connection: sees the row only once the publishing transaction has committed.
      const rows = await app.dataSource.query(`SELECT 1 FROM test_facts WHERE id = $1`, [userId]);
      seen.push({ userId, committed: rows.length === 1 });
    });
  });

  afterAll(() => app.close());

  const fact = async (id: string) => {
    await tx.tx.query(`INSERT INTO test_facts (id) VALUES ($1)`, [id]);
    await events.publish('character.changed', { userId: id });
  };

  it('delivers an event published in a transaction after its commit', async () => {
    const id = randomUUID();
    await inRetriedTransaction(tx, async () => {
      await fact(id);
      expect(seen.filter((s) => s.userId === id)).toEqual([]);
    });
    expect(seen.filter((s) => s.userId === id)).toEqual([{ userId: id, committed: true }]);
  });

  it('runs listeners after the connection went back to the pool, so a full pool cannot deadlock', async () => {
    // More transactions than pool connections (20), each with a listener that needs a connection.
    const ids: string[] = Array.from({ length: 30 }, () => randomUUID());
    await Promise.all(ids.map((id) => inRetriedTransaction(tx, () => fact(id))));
    expect(seen.filter((s) => ids.includes(s.userId))).toHaveLength(30);
    expect(seen.filter((s) => ids.includes(s.userId)).every((s) => s.committed)).toBe(true);
  });

  it('drops the events of a transaction that rolls back', async () => {
    const id = randomUUID();
    await expect(
      inRetriedTransaction(tx, async () => {
        await fact(id);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen.filter((s) => s.userId === id)).toEqual([]);
  });

  it('delivers once when a serialization failure retries the transaction', async () => {
    const id = randomUUID();
    let attempts = 0;
    await inRetriedTransaction(tx, async () => {
      attempts += 1;
      await fact(id);
      if (attempts === 1) throw Object.assign(new Error('could not serialize'), { code: '40001' });
    });
    expect(attempts).toBe(2);
    expect(seen.filter((s) => s.userId === id)).toEqual([{ userId: id, committed: true }]);
  });

  it('delivers at once outside a transaction', async () => {
    const id = randomUUID();
    await events.publish('character.changed', { userId: id });
    expect(seen.filter((s) => s.userId === id)).toEqual([{ userId: id, committed: false }]);
  });

  it('does not fail the publisher when a listener throws', async () => {
    const emitter = app.app.get(EventEmitter2);
    const failing = () => {
      throw new Error('listener down');
    };
    emitter.on('user.kicked', failing);
    try {
      await expect(events.publish('user.kicked', { userId: randomUUID() })).resolves.toBeUndefined();
    } finally {
      emitter.off('user.kicked', failing);
    }
  });

  it('turns a service event into the room emit after the commit (a bank deposit)', async () => {
    const player = await createPlayer(app);
    await app.dataSource.query(`UPDATE characters SET level = 11 WHERE id = $1`, [player.characterId]);
    // Granted before the socket connects: the grant's own hud:update (the wallet's announcement) is not the one awaited.
    await grant(app, player.characterId, { money: 100 });
    const socket = await connectSocket(app, player.token);
    try {
      const hud = nextEvent(socket, 'hud:update');
      const bank = nextEvent(socket, 'bank:update');
      const moved = await api(app, 'POST', '/api/bank/deposit', {
        token: player.token,
        body: { amount: 40 },
      });
      expect(moved.status).toBe(200);
      expect(await bank).toEqual(moved.body);
      expect(await hud).toMatchObject({ money: 60 });
    } finally {
      socket.disconnect();
    }
  });
});
