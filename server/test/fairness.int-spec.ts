import { createHash, createHmac } from 'node:crypto';
import {
  fairMessage,
  roundsFor,
  verifyRoll,
  type RollInputs,
  type RollOutcome,
} from '../src/game/fairness.rules';
import type { ActionRateLimiter } from '../src/infra/rate-limit/action-rate-limiter';
import type { CrimesService } from '../src/modules/crimes/crimes.service';
import type { FightService } from '../src/modules/fight/fight.service';
import type { MetricsService } from '../src/modules/metrics/metrics.service';
import { api, Player, signInAdmin } from './support/api';
import { execute, playerFactory, post } from './support/blood-contracts';
import { characterRow, fight, fighterFactory } from './support/fights';
import { PNG_1X1, uploadCrimeImage as upload } from './support/images';
import { startTestApp, TestApp } from './support/test-app';

/** Issue 29: committed seeds, client seeds, rotation, the commitment guard and replays of stored rolls. */
describe('provably fair rolls', () => {
  let app: TestApp;
  let adminToken: string;
  let crimeId: number;

  beforeAll(async () => {
    app = await startTestApp();
    adminToken = await signInAdmin(app);
    const { imageUrl } = (await upload(app, adminToken, PNG_1X1, 'crime.png', 'image/png')).body;
    const crime = await api(app, 'POST', '/api/crimes', {
      token: adminToken,
      body: {
        name: 'سرقة عادلة',
        imageUrl,
        successRate: 0.5,
        jailMinutes: 0,
        hospitalMinutes: 0,
        cooldown: 1,
      },
    });
    crimeId = crime.body.id;
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await app.close();
  });

  const state = async (player: Player) =>
    (await api(app, 'GET', '/api/fairness', { token: player.token })).body;
  const commit = (player: Player) =>
    api(app, 'POST', `/api/crimes/${crimeId}/commit`, { token: player.token });
  const rotate = (player: Player) => api(app, 'POST', '/api/fairness/rotate', { token: player.token });
  const proof = (player: Player, id: string) =>
    api(app, 'GET', `/api/fairness/proofs/${id}`, { token: player.token });
  /** The value of one of the node's counters (`darkcity_fairness_*`), read from its registry. */
  const counter = async (name: string) => {
    const metric = app.app.get<MetricsService>('MetricsService').registry.getSingleMetric(name);
    return (await metric!.get()).values[0].value;
  };
  const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
  /** The replay a player makes: HMAC blocks from the revealed seed, the pure rules, line by line. */
  const replay = (
    serverSeedHex: string,
    clientSeed: string,
    nonce: number,
    draws: number,
    inputs: RollInputs,
    outcome: RollOutcome,
  ) => {
    const key = Buffer.from(serverSeedHex, 'hex');
    const blocks = Array.from({ length: roundsFor(draws) }, (_, round) =>
      createHmac('sha256', key)
        .update(fairMessage(clientSeed, nonce, round))
        .digest(),
    );
    return verifyRoll(inputs, outcome, draws, (round) => blocks[round]);
  };

  it('commits a server seed before any roll: SHA-256 shown, a random client seed, nonce 0', async () => {
    const player = await playerFactory(app);
    const first = await state(player);
    expect(first).toMatchObject({ nonce: 0, ruleVersion: 'fair-1', revealedSeeds: [], recentRolls: [] });
    expect(first.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(first.clientSeed).toMatch(/^[0-9a-f]{32}$/);
    expect((await state(player)).commitment).toBe(first.commitment);
  });

  it('sets a valid client seed and refuses an invalid one with an Arabic message, changing nothing', async () => {
    const player = await playerFactory(app);
    const before = await state(player);
    for (const clientSeed of ['', 'a:b', 'x'.repeat(65), 'بذرة', 42]) {
      const refused = await api(app, 'PUT', '/api/fairness/client-seed', {
        token: player.token,
        body: { clientSeed },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.details).toContain(
        'بذرة اللاعب يجب أن تكون من ١ إلى ٦٤ حرفاً من الحروف اللاتينية أو الأرقام أو - أو _',
      );
    }
    expect((await state(player)).clientSeed).toBe(before.clientSeed);
    const set = await api(app, 'PUT', '/api/fairness/client-seed', {
      token: player.token,
      body: { clientSeed: 'my-lucky_seed7' },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ clientSeed: 'my-lucky_seed7', commitment: before.commitment, nonce: 0 });
  });

  it('returns the proof with a crime, counts the nonce, and on rotation reveals exactly the committed seed', async () => {
    const player = await playerFactory(app);
    await api(app, 'PUT', '/api/fairness/client-seed', {
      token: player.token,
      body: { clientSeed: 'crime-check' },
    });
    const before = await state(player);
    const result = await commit(player);
    expect(result.status).toBe(200);
    expect(result.body.fairness).toMatchObject({
      commitment: before.commitment,
      clientSeed: 'crime-check',
      nonce: 0,
      draws: 1,
      ruleVersion: 'fair-1',
    });
    expect((await state(player)).nonce).toBe(1);
    const hidden = await proof(player, result.body.fairness.proofId);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ kind: 'crime', reference: `crime:${crimeId}`, serverSeed: null });
    expect(hidden.body.inputs).toMatchObject({
      kind: 'crime',
      terms: { successRate: 0.5, reward: 100 },
      isVip: false,
    });
    expect(hidden.body.outcome).toMatchObject({
      success: result.body.success,
      moneyGained: result.body.moneyGained,
    });

    const rotationsBefore = await counter('darkcity_fairness_seed_rotations_total');
    const rotated = await rotate(player);
    expect(rotated.status).toBe(200);
    expect(await counter('darkcity_fairness_seed_rotations_total')).toBe(rotationsBefore + 1);
    expect(rotated.body.revealedCommitment).toBe(before.commitment);
    expect(sha256(rotated.body.revealedServerSeed)).toBe(before.commitment);
    expect(rotated.body.revealedNonce).toBe(1);
    expect(rotated.body.state).toMatchObject({ nonce: 0, clientSeed: 'crime-check' });
    expect(rotated.body.state.commitment).not.toBe(before.commitment);
    expect(rotated.body.state.revealedSeeds[0]).toMatchObject({
      commitment: before.commitment,
      serverSeed: rotated.body.revealedServerSeed,
      rolls: 1,
    });

    const revealed = (await proof(player, result.body.fairness.proofId)).body;
    expect(revealed.serverSeed).toBe(rotated.body.revealedServerSeed);
    const verdict = replay(
      revealed.serverSeed,
      revealed.clientSeed,
      revealed.nonce,
      revealed.draws,
      revealed.inputs,
      revealed.outcome,
    );
    expect(verdict).toMatchObject({ matches: true, error: null, drawsUsed: 1 });
    // The draw says which way it went: success exactly when the first number is below the rate.
    const first =
      createHmac('sha256', Buffer.from(revealed.serverSeed, 'hex'))
        .update('crime-check:0:0')
        .digest()
        .readUInt32BE(0) /
      2 ** 32;
    expect(result.body.success).toBe(first < 0.5);
  });

  it('proves a fight with the attacker stream: stats, bonuses, log; the defender may read it, others may not', async () => {
    const attacker = await fighterFactory(app, { trainedStrength: 50 });
    const defender = await fighterFactory(app);
    const result = await fight(app, attacker, defender);
    expect(result.status).toBe(200);
    const { fairness } = result.body;
    expect(fairness).toMatchObject({ nonce: 0, ruleVersion: 'fair-1' });
    expect(fairness.draws).toBeGreaterThan(0);
    const stored = (await proof(attacker, fairness.proofId)).body;
    expect(stored.kind).toBe('fight');
    expect(stored.reference).toBe(`fight:${result.body.fightId}`);
    expect(stored.inputs.attacker).toMatchObject({ id: attacker.userId, bonuses: { trainedStrength: 50 } });
    expect(stored.outcome.log).toEqual(result.body.log);
    expect((await proof(defender, fairness.proofId)).status).toBe(200);
    expect((await proof(await playerFactory(app), fairness.proofId)).status).toBe(404);
    const history = await api(app, 'GET', '/api/fight/history', { token: attacker.token });
    expect(history.body.fights[0].fairness).toEqual(fairness);

    const rotated = (await rotate(attacker)).body;
    const revealed = (await proof(attacker, fairness.proofId)).body;
    expect(revealed.serverSeed).toBe(rotated.revealedServerSeed);
    expect(
      replay(
        revealed.serverSeed,
        revealed.clientSeed,
        revealed.nonce,
        revealed.draws,
        revealed.inputs,
        revealed.outcome,
      ),
    ).toMatchObject({ matches: true });
    // A tampered stored line is shown as a mismatch on that line.
    const tampered = { ...revealed.outcome, log: [...revealed.outcome.log] };
    tampered.log[0] = tampered.log[0].replace(/[٠-٩]+/, '٩٩٩٩');
    const verdict = replay(
      revealed.serverSeed,
      revealed.clientSeed,
      revealed.nonce,
      revealed.draws,
      revealed.inputs,
      tampered,
    );
    expect(verdict.matches).toBe(false);
    expect(verdict.lines.filter((line) => !line.matches).map((line) => line.label)).toEqual(['log[0]']);
  });

  it('proves a blood contract execution with the assassin stream', async () => {
    const poster = await playerFactory(app, { money: 10_000 });
    const target = await playerFactory(app);
    const assassin = await playerFactory(app, { trainedStrength: 500 });
    const contract = (await post(app, poster, target, 1000)).body;
    const result = await execute(app, assassin, contract.id);
    expect(result.status).toBe(200);
    const stored = (await proof(assassin, result.body.fairness.proofId)).body;
    expect(stored).toMatchObject({ kind: 'contract', reference: `contract:${contract.id}` });
    expect(stored.outcome).toMatchObject({
      log: result.body.log,
      amountStolen: 0,
      isAttackerWinner: result.body.isAttackerWinner,
    });
    const rotated = (await rotate(assassin)).body;
    expect(
      replay(
        rotated.revealedServerSeed,
        stored.clientSeed,
        stored.nonce,
        stored.draws,
        stored.inputs,
        stored.outcome,
      ).matches,
    ).toBe(true);
  });

  it('refuses a roll, changing nothing, when the stored seed does not hash to the commitment', async () => {
    const attacker = await fighterFactory(app, { money: 1000 });
    const defender = await fighterFactory(app, { money: 1000 });
    const committed = await state(attacker);
    await app.dataSource.query(
      `UPDATE player_seeds SET server_seed = $2 WHERE user_id = $1 AND revealed_at IS NULL`,
      [attacker.userId, Buffer.alloc(32, 1)],
    );
    const before = await characterRow(app, attacker);
    const refusedBefore = await counter('darkcity_fairness_rolls_refused_total');
    const refusedCrime = await commit(attacker);
    expect(refusedCrime.status).toBe(409);
    expect(refusedCrime.body).toMatchObject({ code: 'SEED_COMMITMENT_MISMATCH' });
    expect(refusedCrime.body.message).toMatch(/لا تطابق الالتزام/);
    const refusedFight = await fight(app, attacker, defender);
    expect(refusedFight.status).toBe(409);
    expect(refusedFight.body.code).toBe('SEED_COMMITMENT_MISMATCH');
    expect(await counter('darkcity_fairness_rolls_refused_total')).toBe(refusedBefore + 2);
    const after = await characterRow(app, attacker);
    expect(after).toMatchObject({
      energy: before.energy,
      money: before.money,
      hp: before.hp,
      fights_won: before.fights_won,
      fights_lost: before.fights_lost,
    });
    expect((await state(attacker)).nonce).toBe(committed.nonce);
    const [{ count }] = await app.dataSource.query(
      `SELECT (SELECT count(*) FROM roll_proofs WHERE user_id = $1) + (SELECT count(*) FROM crime_cooldowns WHERE character_id = $2)
            + (SELECT count(*) FROM fights WHERE attacker_character_id = $2) AS count`,
      [attacker.userId, attacker.characterId],
    );
    expect(Number(count)).toBe(0);
  });

  it("shows admins a player's commitments and rotations, read only and with the current seed hidden", async () => {
    const player = await playerFactory(app);
    const first = await state(player);
    const rotated = (await rotate(player)).body;
    const view = await api(app, 'GET', `/api/admin/users/${player.userId}/fairness`, { token: adminToken });
    expect(view.status).toBe(200);
    expect(view.body.seeds).toHaveLength(2);
    expect(view.body.seeds[0]).toMatchObject({
      commitment: rotated.state.commitment,
      serverSeed: null,
      revealedAt: null,
    });
    expect(view.body.seeds[1]).toMatchObject({
      commitment: first.commitment,
      serverSeed: rotated.revealedServerSeed,
    });
    expect(
      (await api(app, 'GET', `/api/admin/users/${player.userId}/fairness`, { token: player.token })).status,
    ).toBe(403);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      expect(
        (
          await api(app, method, `/api/admin/users/${player.userId}/fairness`, {
            token: adminToken,
            body: {},
          })
        ).status,
      ).toBe(404);
    }
    const again = await api(app, 'GET', `/api/admin/users/${player.userId}/fairness`, { token: adminToken });
    expect(again.body).toEqual(view.body);
  });

  it('replays 1,000 recorded fights and crimes from their stored inputs to the stored log and outcome exactly', async () => {
    jest
      .spyOn(app.app.get<ActionRateLimiter>('ActionRateLimiter'), 'take')
      .mockResolvedValue({ allowed: true, retryAfterMs: 0 } as never);
    const fights = app.app.get<FightService>('FightService');
    const crimes = app.app.get<CrimesService>('CrimesService');
    const attackers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        fighterFactory(app, { trainedStrength: index * 40, money: 5000 }),
      ),
    );
    const defenders = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        fighterFactory(app, { trainedStrength: (9 - index) * 40, money: 5000 }),
      ),
    );
    const everyone = [...attackers, ...defenders];
    const ids = everyone.map((player) => player.characterId);
    const reset = () =>
      app.dataSource.query(
        `UPDATE characters SET hospital_until = NULL, jail_until = NULL, hp = 1900, hp_updated_at = now(), energy = 100, energy_updated_at = now(), level = 10, exp = 0
          WHERE id = ANY($1)`,
        [ids],
      );
    const fightResults = new Map<string, { log: string[]; fightId: string }>();
    const crimeResults = new Map<string, { success: boolean; moneyGained: number; expGained: number }>();
    for (let batch = 0; batch < 50; batch += 1) {
      await reset();
      await app.dataSource.query(`DELETE FROM crime_cooldowns WHERE character_id = ANY($1)`, [ids]);
      for (let index = 0; index < 10; index += 1) {
        // The crime first: the fight may send the attacker to hospital.
        const crime = await crimes.commitCrime(attackers[index].userId, crimeId);
        crimeResults.set(crime.fairness.proofId, {
          success: crime.success,
          moneyGained: crime.moneyGained,
          expGained: crime.expGained,
        });
        const result = await fights.attackPlayer(
          attackers[index].userId,
          defenders[(index + batch) % 10].userId,
        );
        fightResults.set(result.fairness!.proofId, result);
      }
    }
    expect(fightResults.size + crimeResults.size).toBe(1000);
    for (const player of everyone) expect((await rotate(player)).status).toBe(200);

    const rows: {
      id: string;
      kind: string;
      reference: string;
      client_seed: string;
      nonce: number;
      draws: number;
      inputs: RollInputs;
      outcome: RollOutcome;
      server_seed: Buffer;
      commitment: string;
      result: { log: string[] } | null;
    }[] = await app.dataSource.query(
      `SELECT p.id, p.kind, p.reference, p.client_seed, p.nonce, p.draws, p.inputs, p.outcome, p.commitment, s.server_seed, f.result
           FROM roll_proofs p JOIN player_seeds s ON s.id = p.seed_id AND s.revealed_at IS NOT NULL
           LEFT JOIN fights f ON p.kind = 'fight' AND f.id::text = substring(p.reference from 7)
          WHERE p.id = ANY($1)`,
      [[...fightResults.keys(), ...crimeResults.keys()]],
    );
    expect(rows).toHaveLength(1000);
    let mismatches = 0;
    for (const row of rows) {
      expect(createHash('sha256').update(row.server_seed).digest('hex')).toBe(row.commitment.trim());
      const verdict = replay(
        row.server_seed.toString('hex'),
        row.client_seed,
        row.nonce,
        row.draws,
        row.inputs,
        row.outcome,
      );
      if (!verdict.matches) mismatches += 1;
      if (row.kind === 'fight') {
        // The fight's own stored log (fights.result) is the proof's, line for line.
        expect(row.result!.log).toEqual((row.outcome as { log: string[] }).log);
        expect(fightResults.get(row.id)!.log).toEqual(row.result!.log);
      } else {
        expect(row.outcome).toMatchObject(crimeResults.get(row.id)!);
      }
    }
    expect(mismatches).toBe(0);
    // Each player's nonces are the count of their rolls, without gaps.
    const [gaps] = await app.dataSource.query(
      `SELECT count(*)::int AS gaps FROM (SELECT seed_id, max(nonce) + 1 - count(*) AS missing FROM roll_proofs WHERE id = ANY($1) GROUP BY seed_id) g WHERE missing <> 0`,
      [[...fightResults.keys(), ...crimeResults.keys()]],
    );
    expect(gaps.gaps).toBe(0);
  }, 300_000);
});
