import type { RandomSource } from '../src/common/random';
import { inRetriedTransaction } from '../src/infra/database/transaction';
import type { Tx } from '../src/infra/database/transaction';
import type { CombatService } from '../src/modules/combat/combat.service';
import { api, connectSocket, nextEvent } from './support/api';
import { characterRow, fight, fighterFactory, ledgerSum } from './support/fights';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

describe('fights', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await sharedTestApp();
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await app.close();
  });

  it('refuses an attacker below level 6 and a target below level 6', async () => {
    const low = await fighterFactory(app, { level: 5 });
    const high = await fighterFactory(app, { level: 10 });
    const locked = await fight(app, low, high);
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({
      code: 'FEATURE_LOCKED',
      requiredLevel: 6,
      message: 'هذه الميزة تتطلب المستوى ٦',
    });
    const lowTarget = await fight(app, high, low);
    expect(lowTarget.status).toBe(403);
    expect(lowTarget.body).toMatchObject({ code: 'TARGET_LEVEL_TOO_LOW', statusCode: 403 });
    expect((await characterRow(app, high)).energy).toBe(100);
  });

  it('refuses attacking yourself and an unknown player', async () => {
    const player = await fighterFactory(app);
    expect((await fight(app, player, player)).body).toMatchObject({
      statusCode: 400,
      code: 'CANNOT_ATTACK_SELF',
      message: 'لا يمكنك مهاجمة نفسك',
    });
    const unknown = await api(app, 'POST', '/api/fight/00000000-0000-4000-8000-000000000000', {
      token: player.token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('TARGET_NOT_FOUND');
    const invalid = await api(app, 'POST', '/api/fight/not-a-uuid', { token: player.token });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toEqual(['معرف اللاعب غير صحيح']);
  });

  it('answers an attacker in hospital with 403 type hospital and the spec message', async () => {
    const attacker = await fighterFactory(app);
    const target = await fighterFactory(app);
    await app.dataSource.query(
      `UPDATE characters SET hospital_until = now() + interval '5 minutes' WHERE id = $1`,
      [attacker.characterId],
    );
    const response = await fight(app, attacker, target);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      type: 'hospital',
      cost: 5,
      message: 'لا يمكنك الهجوم وأنت في المستشفى.',
      code: 'IN_HOSPITAL',
    });
    expect(response.body.remainingSeconds).toBeGreaterThan(290);
  });

  it('answers an attacker in jail with 403 type jail', async () => {
    const attacker = await fighterFactory(app);
    const target = await fighterFactory(app);
    await app.dataSource.query(
      `UPDATE characters SET jail_until = now() + interval '2 minutes' WHERE id = $1`,
      [attacker.characterId],
    );
    const response = await fight(app, attacker, target);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ type: 'jail', cost: 2, message: 'لا يمكنك الهجوم وأنت في السجن.' });
  });

  it('refuses a target in hospital or under attack immunity, spending no energy', async () => {
    const attacker = await fighterFactory(app);
    const patient = await fighterFactory(app);
    const immune = await fighterFactory(app);
    await app.dataSource.query(
      `UPDATE characters SET hospital_until = now() + interval '5 minutes' WHERE id = $1`,
      [patient.characterId],
    );
    await app.dataSource.query(
      `UPDATE characters SET attack_immunity_until = now() + interval '1 hour' WHERE id = $1`,
      [immune.characterId],
    );
    const inHospital = await fight(app, attacker, patient);
    expect(inHospital.status).toBe(409);
    expect(inHospital.body).toMatchObject({
      code: 'TARGET_IN_HOSPITAL',
      message: 'لا يمكنك مهاجمة لاعب في المستشفى',
    });
    const isImmune = await fight(app, attacker, immune);
    expect(isImmune.status).toBe(409);
    expect(isImmune.body.code).toBe('TARGET_IMMUNE');
    expect((await characterRow(app, attacker)).energy).toBe(100);
  });

  it('refuses a fight without 10 energy', async () => {
    const attacker = await fighterFactory(app, { energy: 9 });
    const target = await fighterFactory(app);
    const response = await fight(app, attacker, target);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('NOT_ENOUGH_ENERGY');
  });

  it('lets a winning attacker take 10% of the defender cash through the ledger and sends the loser to hospital for 20 minutes', async () => {
    const attacker = await fighterFactory(app, { trainedStrength: 100_000, money: 300 });
    const defender = await fighterFactory(app, { level: 8, money: 1234 });
    const attackerSocket = await connectSocket(app, attacker.token);
    const defenderSocket = await connectSocket(app, defender.token);
    try {
      const pushedToAttacker = nextEvent(attackerSocket, 'fightResult');
      const pushedToDefender = nextEvent(defenderSocket, 'fight:update');
      // One event per player: count what each socket receives of both fight events.
      const received: string[] = [];
      for (const [who, socket] of [
        ['attacker', attackerSocket],
        ['defender', defenderSocket],
      ] as const) {
        socket.on('fightResult', () => received.push(`${who}:fightResult`));
        socket.on('fight:update', () => received.push(`${who}:fight:update`));
      }
      const notification = nextEvent(defenderSocket, 'notification');
      const hospitalEnter = nextEvent(defenderSocket, 'hospital:enter');
      const before = Date.now();
      const response = await fight(app, attacker, defender);
      expect(response.status).toBe(200);
      const result = response.body;
      expect(result).toMatchObject({
        winner: attacker.userId,
        attackerId: attacker.userId,
        defenderId: defender.userId,
        isAttackerWinner: true,
        rounds: 1,
        amountStolen: 123,
        attackerMoneyGained: 123,
        attackerMoneyLost: 0,
        defenderFinalHp: 0,
        attackerFinalHp: 1900,
        xpGain: 60,
        attackerXpGain: 60,
        defenderXpGain: 0,
        isVIP: false,
        attackerIsVIP: false,
        defenderIsVIP: false,
        defenderHospitalized: true,
        attackerHospitalized: false,
        hospitalMinutes: 20,
      });
      expect(result.log[0]).toMatch(/^الجولة ١: .+ يضرب .+ ويسبب [٠-٩٬]+ ضرراً$/);
      expect(result.narrative).toEqual(expect.any(String));
      expect(result.totalDamage).toBe(result.attackerDamage + result.defenderDamage);

      expect((await pushedToAttacker).fightId).toBe(result.fightId);
      expect(await pushedToDefender).toEqual(result);
      expect(await notification).toMatchObject({
        type: 'attacked',
        message: `هاجمك ${attacker.username} وهزمك وسرق منك ١٢٣`,
        isRead: false,
        data: { fightId: result.fightId },
      });
      await hospitalEnter;
      // One event per player and fact: the attacker's result, the defender's update, never both to one socket.
      expect(received.sort()).toEqual(['attacker:fightResult', 'defender:fight:update']);

      const attackerRow = await characterRow(app, attacker);
      const defenderRow = await characterRow(app, defender);
      expect(attackerRow).toMatchObject({ money: 423, energy: 90, fights_won: 1, fights_lost: 0, exp: 60 });
      expect(defenderRow).toMatchObject({ money: 1111, hp: 0, fights_won: 0, fights_lost: 1 });
      expect(await ledgerSum(app, attacker)).toBe(423);
      expect(await ledgerSum(app, defender)).toBe(1111);
      const stayMs = new Date(defenderRow.hospital_until).getTime() - before;
      expect(stayMs).toBeGreaterThanOrEqual(20 * 60_000 - 1000);
      expect(stayMs).toBeLessThanOrEqual(20 * 60_000 + 5000);
      expect(attackerRow.hospital_until).toBeNull();
      const entries = await app.dataSource.query(
        `SELECT a.owner_id, l.delta, l.reason FROM ledger_entries l JOIN wallet_accounts a ON a.id = l.account_id
          WHERE l.reference = $1 ORDER BY a.owner_id`,
        [`fight:${result.fightId}`],
      );
      // One transfer: the defender's cash to the attacker's.
      expect(
        entries.map((e: { owner_id: string; delta: string; reason: string }) => [
          Number(e.owner_id),
          Number(e.delta),
          e.reason,
        ]),
      ).toEqual(
        [
          [attacker.characterId, 123, 'fight_loot'],
          [defender.characterId, -123, 'fight_loot'],
        ].sort((x, y) => (x[0] as number) - (y[0] as number)),
      );

      const [stored] = await app.dataSource.query(`SELECT * FROM fights WHERE id = $1`, [result.fightId]);
      expect(stored).toMatchObject({
        attacker_character_id: attacker.characterId,
        winner_character_id: attacker.characterId,
      });
      expect(stored.result).toEqual(result);
      const again = await fight(app, attacker, defender);
      expect(again.body.code).toBe('TARGET_IN_HOSPITAL');
    } finally {
      attackerSocket.close();
      defenderSocket.close();
    }
  });

  it('makes a losing attacker pay 5% of their cash to the defender and go to hospital', async () => {
    const attacker = await fighterFactory(app, { hp: 1, money: 2000 });
    const defender = await fighterFactory(app, { level: 12, money: 10 });
    const response = await fight(app, attacker, defender);
    expect(response.body).toMatchObject({
      isAttackerWinner: false,
      winner: defender.userId,
      amountStolen: 0,
      attackerMoneyLost: 100,
      attackerXpGain: 5,
      defenderXpGain: 30,
      attackerHospitalized: true,
      defenderHospitalized: false,
      attackerFinalHp: 0,
    });
    const attackerRow = await characterRow(app, attacker);
    expect(attackerRow).toMatchObject({ money: 1900, fights_lost: 1, hp: 0 });
    expect(attackerRow.hospital_until).not.toBeNull();
    expect(await characterRow(app, defender)).toMatchObject({ money: 110, fights_won: 1, exp: 30 });
    expect(await ledgerSum(app, attacker)).toBe(1900);
    expect(await ledgerSum(app, defender)).toBe(110);
  });

  it('multiplies a VIP attacker loot and experience by 1.5, taking it all from the defender', async () => {
    const attacker = await fighterFactory(app, { trainedStrength: 100_000, vip: true });
    const defender = await fighterFactory(app, { level: 6, money: 1000 });
    const response = await fight(app, attacker, defender);
    expect(response.body).toMatchObject({
      isVIP: true,
      attackerIsVIP: true,
      amountStolen: 150,
      attackerXpGain: 75,
      xpGain: 75,
    });
    expect((await characterRow(app, attacker)).money).toBe(150);
    expect((await characterRow(app, defender)).money).toBe(850);
  });

  it('fights over the socket with requestFight and acknowledges errors with the error body', async () => {
    const attacker = await fighterFactory(app, { trainedStrength: 100_000 });
    const defender = await fighterFactory(app);
    const socket = await connectSocket(app, attacker.token);
    try {
      const pushed = nextEvent(socket, 'fightResult');
      const ack = await socket.timeout(5000).emitWithAck('requestFight', { targetUserId: defender.userId });
      expect(ack).toMatchObject({ isAttackerWinner: true, defenderId: defender.userId });
      expect((await pushed).fightId).toBe((ack as { fightId: string }).fightId);
      const refused = await socket
        .timeout(5000)
        .emitWithAck('requestFight', { targetUserId: attacker.userId });
      expect(refused).toMatchObject({ code: 'CANNOT_ATTACK_SELF', statusCode: 400 });
    } finally {
      socket.close();
    }
  });

  it('refuses a fourth attack within 3 s with 429 ATTACKING_TOO_FAST, spending nothing, over REST and the socket', async () => {
    const attacker = await fighterFactory(app, { trainedStrength: 100_000 });
    const targets = await Promise.all([1, 2, 3, 4].map(() => fighterFactory(app)));
    for (const target of targets.slice(0, 3)) expect((await fight(app, attacker, target)).status).toBe(200);
    const before = await characterRow(app, attacker);

    const refused = await fight(app, attacker, targets[3]);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'ATTACKING_TOO_FAST',
      error: 'أنت تهاجم بسرعة كبيرة، انتظر قليلاً ثم حاول مرة أخرى',
      retryAfterMs: expect.any(Number),
    });
    expect(refused.body.retryAfterMs).toBeGreaterThan(0);
    expect(refused.body.retryAfterMs).toBeLessThanOrEqual(3000);
    const after = await characterRow(app, attacker);
    expect(after.energy).toBe(before.energy);
    const [{ n }] = await app.dataSource.query(
      `SELECT count(*)::int AS n FROM fights WHERE defender_character_id = $1`,
      [targets[3].characterId],
    );
    expect(n).toBe(0);

    const socket = await connectSocket(app, attacker.token);
    try {
      const ack = await socket.timeout(5000).emitWithAck('requestFight', { targetUserId: targets[3].userId });
      expect(ack).toMatchObject({ code: 'ATTACKING_TOO_FAST', statusCode: 429 });
    } finally {
      socket.close();
    }
    // Another player's budget is untouched.
    expect(
      (await fight(app, await fighterFactory(app, { trainedStrength: 100_000 }), targets[3])).status,
    ).toBe(200);
  });

  it('locks both fighters, then both cash accounts, in one statement, with the money as locked', async () => {
    const first = await fighterFactory(app, { money: 700 });
    const second = await fighterFactory(app, { money: 300 });
    const ids = [second.characterId, first.characterId];
    let locked: { id: number; money: number }[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let lockTaken!: () => void;
    const taken = new Promise<void>((resolve) => (lockTaken = resolve));
    const transaction = inRetriedTransaction(app.app.get<Tx>('TransactionHost'), async () => {
      locked = await app.app.get<CombatService>('CombatService').lockFighters(ids);
      lockTaken();
      await held;
    });
    await taken;
    // From another connection: every row the statement should hold is taken (55P03, lock_not_available).
    const tryLock = (sql: string, id: number) =>
      app.dataSource.transaction(async (manager) => {
        await manager.query(`${sql} FOR UPDATE NOWAIT`, [id]);
      });
    try {
      for (const id of ids) {
        await expect(tryLock(`SELECT 1 FROM characters WHERE id = $1`, id)).rejects.toMatchObject({
          driverError: { code: '55P03' },
        });
        await expect(
          tryLock(
            `SELECT 1 FROM wallet_accounts WHERE kind = 'cash' AND currency = 'money' AND owner_id = $1`,
            id,
          ),
        ).rejects.toMatchObject({ driverError: { code: '55P03' } });
      }
    } finally {
      release();
      await transaction;
    }
    expect(locked.map(({ id, money }) => ({ id, money }))).toEqual(
      [
        { id: first.characterId, money: 700 },
        { id: second.characterId, money: 300 },
      ].sort((a, b) => a.id - b.id),
    );
    // Released with the transaction.
    await tryLock(`SELECT 1 FROM wallet_accounts WHERE kind = 'cash' AND owner_id = $1`, first.characterId);
  });

  it('takes every hit from the injected random source', async () => {
    const attacker = await fighterFactory(app);
    const defender = await fighterFactory(app);
    const next = jest.spyOn(app.app.get<RandomSource>('RandomSource'), 'next').mockReturnValue(0);
    const response = await fight(app, attacker, defender);
    expect(response.status).toBe(200);
    // Equal level 10 fighters, minimum draws: every hit is the same, and the attacker, striking first, wins.
    const hits = new Set(
      response.body.log.slice(0, -1).map((line: string) => /ويسبب ([٠-٩٬]+)/.exec(line)![1]),
    );
    expect(hits.size).toBe(1);
    expect(next).toHaveBeenCalledTimes(response.body.log.length - 1);
    expect(response.body.isAttackerWinner).toBe(true);
    next.mockRestore();
  });

  it('lists online players with whether the caller can attack them, and the fight history', async () => {
    const viewer = await fighterFactory(app, { trainedStrength: 100_000 });
    const target = await fighterFactory(app, { level: 7 });
    const low = await fighterFactory(app, { level: 3 });
    const sockets = await Promise.all([viewer, target, low].map((p) => connectSocket(app, p.token)));
    try {
      const before = await api(app, 'GET', '/api/users/active', { token: viewer.token });
      expect(before.status).toBe(200);
      const byId = (body: { players: { userId: string }[] }) =>
        new Map(body.players.map((p) => [p.userId, p]));
      expect(byId(before.body).get(target.userId)).toMatchObject({
        canAttack: true,
        level: 7,
        username: target.username,
        isVip: false,
      });
      expect(byId(before.body).get(low.userId)).toMatchObject({ canAttack: false });
      expect(byId(before.body).get(viewer.userId)).toMatchObject({ canAttack: false });
      const result = await fight(app, viewer, target);
      const after = await api(app, 'GET', '/api/users/active', { token: viewer.token });
      expect(byId(after.body).get(target.userId)).toMatchObject({ canAttack: false });
      const history = await api(app, 'GET', '/api/fight/history', { token: target.token });
      expect(history.status).toBe(200);
      expect(history.body.fights[0]).toEqual(result.body);
    } finally {
      sockets.forEach((socket) => socket.close());
    }
  });
});
