import { effectiveStats, StatBonuses } from '../src/game/stats.rules';
import { LoadoutBonusSource } from '../src/modules/character/character-loadout.service';
import type { CharacterLoadoutService } from '../src/modules/character/character-loadout.service';
import type { ConfinementTimers } from '../src/modules/confinement/confinement.timers';
import type { FameBoardService } from '../src/modules/leaderboard/fame-board.service';
import { api, createPlayer, Player } from './support/api';
import { grant } from './support/factories';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * Effective stats (DESIGN.md section 6) through the loadout seam: a test-only bonus source reads
 * the bonuses of a table this test creates, the way the equipment, house, ride, pet and rank modules
 * will register theirs; every screen and rule that shows or uses stats must add them.
 */
describe('effective stats with loadout bonuses', () => {
  let app: TestApp;
  let unregister: (() => void)[] = [];

  /** Equipment-like bonuses stored in a table, read with the other sources in one statement. */
  function tableSource(): LoadoutBonusSource<StatBonuses> {
    return {
      bonusItemsSql: `SELECT character_id, json_build_object('strengthBonus', strength, 'defenseBonus', defense,
                                                           'hpBonus', hp, 'energyBonus', energy) AS item
                        FROM test_gear WHERE character_id = ANY($1::int[])`,
      bonusesOf: (item) => item,
    };
  }

  beforeAll(async () => {
    app = await sharedTestApp();
    await app.dataSource.query(
      `CREATE TABLE test_gear (character_id int PRIMARY KEY, strength int NOT NULL DEFAULT 0, defense int NOT NULL DEFAULT 0,
                               hp int NOT NULL DEFAULT 0, energy int NOT NULL DEFAULT 0)`,
    );
    unregister.push(app.app.get<CharacterLoadoutService>('CharacterLoadoutService').register(tableSource()));
  });

  afterAll(async () => {
    unregister.forEach((remove) => remove());
    unregister = [];
    await app.close();
  });

  async function playerWith(
    level: number,
    gear: { strength?: number; defense?: number; hp?: number; energy?: number },
    options: { hp?: number; money?: number } = {},
  ): Promise<Player> {
    const player = await createPlayer(app);
    await app.dataSource.query(
      `UPDATE characters SET level = $2, hp = $3, hp_updated_at = now(), energy = 100, energy_updated_at = now() WHERE id = $1`,
      [player.characterId, level, options.hp ?? 1900],
    );
    await app.dataSource.query(
      `INSERT INTO test_gear (character_id, strength, defense, hp, energy) VALUES ($1, $2, $3, $4, $5)`,
      [player.characterId, gear.strength ?? 0, gear.defense ?? 0, gear.hp ?? 0, gear.energy ?? 0],
    );
    await grant(app, player.characterId, { money: options.money });
    return player;
  }

  const bonuses = (gear: {
    strength?: number;
    defense?: number;
    hp?: number;
    energy?: number;
  }): StatBonuses => ({
    strengthBonus: gear.strength ?? 0,
    defenseBonus: gear.defense ?? 0,
    hpBonus: gear.hp ?? 0,
    energyBonus: gear.energy ?? 0,
  });

  it('adds the bonuses to the HUD and the character page, fame included', async () => {
    const gear = { strength: 50, defense: 20, hp: 300, energy: 10 };
    const player = await playerWith(1, gear, { hp: 1300 });
    const expected = effectiveStats(1, bonuses(gear));

    const hud = await api(app, 'GET', '/api/character/hud', { token: player.token });
    expect(hud.body).toMatchObject({ maxHp: 1300, hp: 1300, maxEnergy: 110 });

    const profile = await api(app, 'GET', '/api/character/profile', { token: player.token });
    expect(profile.body).toMatchObject({
      strength: 60,
      defense: 25,
      maxHp: 1300,
      maxEnergy: 110,
      fame: expected.fame,
    });
    expect(expected.fame).toBeGreaterThan(effectiveStats(1).fame);
    // The same read from the character id, for services that hold no row.
    expect(
      await app.app
        .get<CharacterLoadoutService>('CharacterLoadoutService')
        .effectiveStats(player.characterId),
    ).toEqual(expected);
  });

  it('sums every registered source (a rank on top of the equipment)', async () => {
    const player = await playerWith(1, { strength: 5 });
    const rank: LoadoutBonusSource<StatBonuses> = {
      bonusItemsSql: `SELECT id AS character_id, json_build_object('strengthBonus', 7, 'defenseBonus', 3) AS item
                        FROM unnest($1::int[]) AS id WHERE id = ${player.characterId}`,
      bonusesOf: (item) => item,
    };
    const remove = app.app.get<CharacterLoadoutService>('CharacterLoadoutService').register(rank);
    try {
      const profile = await api(app, 'GET', '/api/character/profile', { token: player.token });
      expect(profile.body).toMatchObject({ strength: 10 + 5 + 7, defense: 5 + 3 });
    } finally {
      remove();
    }
    const after = await api(app, 'GET', '/api/character/profile', { token: player.token });
    expect(after.body.strength).toBe(15);
  });

  it('answers a read in flight with the sources it started with when one unregisters meanwhile (shutdown)', async () => {
    const player = await playerWith(1, { strength: 5 });
    const loadout = app.app.get<CharacterLoadoutService>('CharacterLoadoutService');
    const remove = loadout.register<StatBonuses>({
      bonusItemsSql: `SELECT id AS character_id, json_build_object('strengthBonus', 7) AS item
                        FROM unnest($1::int[]) AS id`,
      bonusesOf: (item) => item,
    });
    const reading = loadout.bonusesOf([player.characterId]);
    // The statement is on its way; the module stops (onModuleDestroy) before the rows come back.
    remove();
    expect((await reading).get(player.characterId)).toMatchObject({ strengthBonus: 5 + 7 });
    expect((await loadout.bonusesOf([player.characterId])).get(player.characterId)).toMatchObject({
      strengthBonus: 5,
    });
  });

  it('shows the effective fame on public profiles', async () => {
    const gear = { strength: 1234, hp: 50 };
    const player = await playerWith(12, gear);
    const viewer = await createPlayer(app);
    const response = await api(app, 'GET', `/api/character/profile/by-username/${player.username}`, {
      token: viewer.token,
    });
    expect(response.status).toBe(200);
    expect(response.body.fame).toBe(effectiveStats(12, bonuses(gear)).fame);
  });

  it('ranks the fame board by effective fame', async () => {
    const gear = { strength: 5_000_000 };
    const player = await playerWith(3, gear);
    const [first] = await app.app.get<FameBoardService>('FameBoardService').top(50);
    expect(first).toMatchObject({ userId: player.userId, criteria: effectiveStats(3, bonuses(gear)).fame });
  });

  it('fights with the effective stats of both sides, asked for in one batch', async () => {
    const attacker = await playerWith(10, {});
    const defender = await playerWith(10, { strength: 100_000 });
    const bonusesOf = jest.spyOn(
      app.app.get<CharacterLoadoutService>('CharacterLoadoutService'),
      'bonusesOf',
    );
    const response = await api(app, 'POST', `/api/fight/${defender.userId}`, { token: attacker.token });
    expect(response.status).toBe(200);
    // Without the bonus the attacker, striking first, would win; the defender's bonus knocks it out at once.
    expect(response.body).toMatchObject({ isAttackerWinner: false, rounds: 1, attackerFinalHp: 0 });
    expect(bonusesOf.mock.calls).toContainEqual([
      expect.arrayContaining([attacker.characterId, defender.characterId]),
    ]);
    bonusesOf.mockRestore();
  });

  it('executes blood contracts with the effective stats', async () => {
    const poster = await playerWith(10, {}, { money: 1000 });
    const target = await playerWith(10, { defense: 1_000_000, hp: 100_000 });
    const assassin = await playerWith(10, {});
    const posted = await api(app, 'POST', '/api/blood-contracts', {
      token: poster.token,
      body: { targetUserId: target.userId, reward: 500 },
    });
    expect(posted.status).toBe(201);
    const response = await api(app, 'POST', `/api/blood-contracts/${posted.body.id}/execute`, {
      token: assassin.token,
    });
    expect(response.status).toBe(200);
    // The target's defense bonus turns every hit into 1 damage, so its HP share stays the higher one.
    expect(response.body.isAttackerWinner).toBe(false);
    expect(response.body.attackerDamage).toBe(response.body.rounds);
    expect(response.body.confinementKind).toBe('jail');
  });

  it('restores HP to the effective max when hospital ends', async () => {
    const gear = { hp: 700 };
    const player = await playerWith(1, gear, { hp: 10 });
    await app.dataSource.query(
      `UPDATE characters SET hospital_until = now() - interval '1 second' WHERE id = $1`,
      [player.characterId],
    );
    const [row] = await app.dataSource.query(`SELECT hospital_until FROM characters WHERE id = $1`, [
      player.characterId,
    ]);
    const released = await app.app.get<ConfinementTimers>('ConfinementTimers').release({
      characterId: player.characterId,
      kind: 'hospital',
      until: new Date(row.hospital_until).toISOString(),
    });
    expect(released).toBe(true);
    const [after] = await app.dataSource.query(`SELECT hp FROM characters WHERE id = $1`, [
      player.characterId,
    ]);
    expect(after.hp).toBe(1700);
  });
});
