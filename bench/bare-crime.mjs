// The crime's bare baseline: Fastify + plain `pg`, no Nest, no TypeORM, no Redis. Per request it
// verifies the same JWT, reads the character, the enabled crimes, the cooldowns and the gear, draws
// the attempt with the game's rules (`server/dist/game/crimes.rules.js`), then runs the game's
// transaction verbatim: BEGIN, the lock, the one statement for cooldown and character
// (`RECORD_CRIME_SQL`), on success the one wallet statement (`APPLY_LEGS_SQL`, minted reward),
// COMMIT. Named prepared statements, like the game. What it leaves out is the game's framework:
// guards, pushes, energy regeneration and level-ups (the bench's crimes give 1 exp).
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { JWT_SECRET, require, ROOT } from './lib.mjs';

const Fastify = require('fastify');
const pg = require('pg');
const jwt = require('jsonwebtoken');
const dist = (path) => require(join(ROOT, 'server/dist', path));

/** Starts the bare crime server on `port`; `statements()` counts what it sent. */
export async function bareCrimeServer(databaseUrl, port) {
  const { resolveCrime } = dist('game/crimes.rules.js');
  const { DEFAULT_GAME_CONSTANTS } = dist('game/constants.js');
  const { RECORD_CRIME_SQL } = dist('modules/crimes/crimes.repository.js');
  const { APPLY_LEGS_SQL } = dist('modules/wallet/wallet.repository.js');
  const { PLAIN_COLUMNS } = dist('modules/character/character.repository.js');
  const GEAR_SQL = `SELECT e.character_id, coalesce(w.damage, 0) AS damage, coalesce(a.def, 0) AS def
      FROM character_equipment e LEFT JOIN weapons w ON w.id = e.weapon_id LEFT JOIN armors a ON a.id = e.armor_id
     WHERE e.character_id = ANY($1)
    UNION ALL
    SELECT o.character_id, 0, 0 FROM owned_properties o WHERE o.is_equipped AND o.character_id = ANY($1)`;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  let statements = 0;
  const query = (client, text, values) => {
    statements++;
    if (!values) return client.query(text);
    const name = `bare_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    return client.query({ name, text, values });
  };
  const app = Fastify();
  app.post('/api/crimes/:id/commit', async (request, reply) => {
    let userId;
    try {
      userId = jwt.verify((request.headers.authorization ?? '').replace(/^Bearer /, ''), JWT_SECRET).sub;
    } catch {
      return reply.code(401).send({ error: 'unauthorized' });
    }
    const now = new Date();
    const crimeId = Number(request.params.id);
    const {
      rows: [character],
    } = await query(pool, `SELECT ${PLAIN_COLUMNS} FROM characters c WHERE c.user_id = ANY($1::uuid[])`, [
      [userId],
    ]);
    if (!character) return reply.code(404).send({ error: 'not found' });
    const [crimes, cooldowns] = await Promise.all([
      query(pool, `SELECT * FROM crimes WHERE is_enabled = $1 ORDER BY req_level, id`, [true]),
      query(pool, `SELECT crime_id, available_at FROM crime_cooldowns WHERE character_id = $1`, [
        character.id,
      ]),
      query(pool, GEAR_SQL, [[character.id]]),
    ]);
    const crime = crimes.rows.find((row) => row.id === crimeId);
    if (!crime) return reply.code(404).send({ error: 'crime not found' });
    const cooldown = cooldowns.rows.find((row) => row.crime_id === crimeId);
    if (cooldown && cooldown.available_at > now) return reply.code(429).send({ error: 'cooldown' });
    if (character.energy < crime.energy_cost) return reply.code(400).send({ error: 'energy' });
    const outcome = resolveCrime(
      {
        successRate: Number(crime.success_rate),
        reward: Number(crime.reward),
        expReward: crime.exp_reward,
        failOutcome: crime.fail_outcome,
        jailMinutes: crime.jail_minutes,
        hospitalMinutes: crime.hospital_minutes,
      },
      Math.random(),
      false,
      DEFAULT_GAME_CONSTANTS,
    );
    const client = await pool.connect();
    try {
      await query(client, 'BEGIN');
      await query(
        client,
        `SELECT ${PLAIN_COLUMNS} FROM characters c WHERE c.id = ANY($1::int[]) ORDER BY c.id FOR UPDATE`,
        [[character.id]],
      );
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
        ]);
      }
      await query(client, 'COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
    return { success: outcome.success, moneyGained: outcome.moneyGained, expGained: outcome.expGained };
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    statements: () => statements,
    stop: async () => (await app.close(), await pool.end()),
  };
}
