// The crime's bare baseline: Fastify + plain `pg`, no Nest, no TypeORM, no Redis. Per request it
// verifies the same JWT, makes the game's account check (`userOf`), reads the character, the
// enabled crimes, the cooldowns and the gear, draws the attempt with the game's rules (`server/dist/game/crimes.rules.js`), then runs the game's
// transaction verbatim: BEGIN, the lock, the one statement for cooldown and character
// (`RECORD_CRIME_SQL`), on success the one wallet statement (`APPLY_LEGS_SQL`, minted reward),
// COMMIT. Named prepared statements, like the game. What it leaves out is the game's framework:
// guards, pushes, energy regeneration and level-ups (the bench's crimes give 1 exp).
import { bareServerKit, dist, fairDraws, GEAR_SQL } from './bare.mjs';

/** Starts the bare crime server on `port`; `statements()` counts what it sent. */
export async function bareCrimeServer(databaseUrl, port) {
  const { resolveCrime } = dist('game/crimes.rules.js');
  const { DEFAULT_GAME_CONSTANTS } = dist('game/constants.js');
  const { RECORD_CRIME_SQL } = dist('modules/crimes/crimes.repository.js');
  const { APPLY_LEGS_SQL } = dist('modules/wallet/wallet.repository.js');
  const { PLAIN_COLUMNS } = dist('modules/character/character.repository.js');
  const { app, pool, query, inTransaction, userOf, listen } = bareServerKit(databaseUrl);
  const fair = fairDraws(pool, query);
  app.post('/api/crimes/:id/commit', async (request, reply) => {
    const userId = await userOf(request);
    if (!userId) return reply.code(401).send({ error: 'unauthorized' });
    const now = new Date();
    const crimeId = Number(request.params.id);
    const {
      rows: [character],
    } = await query(pool, `SELECT ${PLAIN_COLUMNS} FROM characters c WHERE c.user_id = ANY($1::uuid[])`, [
      [userId],
    ]);
    if (!character) return reply.code(404).send({ error: 'not found' });
    const [crimes, cooldowns, , ticket] = await Promise.all([
      query(pool, `SELECT * FROM crimes WHERE is_enabled = $1 ORDER BY req_level, id`, [true]),
      query(pool, `SELECT crime_id, available_at FROM crime_cooldowns WHERE character_id = $1`, [
        character.id,
      ]),
      query(pool, GEAR_SQL, [[character.id]]),
      fair.ticket(userId),
    ]);
    const crime = crimes.rows.find((row) => row.id === crimeId);
    if (!crime) return reply.code(404).send({ error: 'crime not found' });
    const cooldown = cooldowns.rows.find((row) => row.crime_id === crimeId);
    if (cooldown && cooldown.available_at > now) return reply.code(429).send({ error: 'cooldown' });
    if (character.energy < crime.energy_cost) return reply.code(400).send({ error: 'energy' });
    const terms = {
      successRate: Number(crime.success_rate),
      reward: Number(crime.reward),
      expReward: crime.exp_reward,
      failOutcome: crime.fail_outcome,
      jailMinutes: crime.jail_minutes,
      hospitalMinutes: crime.hospital_minutes,
    };
    // The player's seeded stream, as the game draws (issue 29).
    const stream = fair.stream(ticket);
    const outcome = resolveCrime(terms, stream.draw(), false, DEFAULT_GAME_CONSTANTS);
    await inTransaction(async (client) => {
      await query(
        client,
        `SELECT ${PLAIN_COLUMNS} FROM characters c WHERE c.id = ANY($1::int[]) ORDER BY c.id FOR UPDATE`,
        [[character.id]],
      );
      await fair.record(client, userId, ticket, {
        reference: `crime:${crimeId}`,
        otherUserId: null,
        draws: stream.count(),
        inputs: {
          kind: 'crime',
          crimeId,
          crimeName: crime.name,
          terms,
          isVip: false,
          constants: {
            vipFactor: 1.5,
            fightHospitalMinutes: 20,
            contractHospitalMinutes: 30,
            contractJailMinutes: 30,
          },
        },
        outcome,
      });
      const until = outcome.confinement
        ? new Date(now.getTime() + outcome.confinement.minutes * 60_000)
        : null;
      const recorded = await query(client, RECORD_CRIME_SQL, [
        character.id,
        crimeId,
        new Date(now.getTime() + crime.cooldown_seconds * 1000),
        now,
        character.energy - crime.energy_cost,
        now,
        character.level,
        Number(character.exp) + outcome.expGained,
        null,
        null,
        outcome.success ? 1 : 0,
        outcome.confinement?.kind === 'jail' ? until : null,
        outcome.confinement?.kind === 'hospital' ? until : null,
      ]);
      if (!recorded.rows.length) throw new Error('cooldown set meanwhile');
      if (outcome.success && outcome.moneyGained > 0) {
        await query(client, APPLY_LEGS_SQL, [
          [0, 1],
          [0, 0],
          ['cash', null],
          [character.id, null],
          ['money', 'money'],
          [outcome.moneyGained, -outcome.moneyGained],
          [null, 'mint:crime_reward'],
          1,
          'crime_reward',
          `crime:${crimeId}`,
          null,
          null,
        ]);
      }
    });
    return { success: outcome.success, moneyGained: outcome.moneyGained, expGained: outcome.expGained };
  });
  return listen(port);
}
