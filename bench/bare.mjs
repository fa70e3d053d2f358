// What the bare baselines (`bare-fight.mjs`, `bare-crime.mjs`) share: Fastify, a plain `pg` pool
// whose parameterised statements are named prepared statements like the game's hot paths, the same
// JWT check, the game's compiled rules and SQL from `server/dist`, and the gear read.
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { JWT_KEY, processCpuMs, require, ROOT, stopProcess } from './lib.mjs';

const Fastify = require('fastify');
const pg = require('pg');
const jwt = require('jsonwebtoken');

/** A module of the compiled server (`server/dist/<path>`). */
export const dist = (path) => require(join(ROOT, 'server/dist', path));

/** The equipped gear of the characters in `$1` (the loadout's equipment and property rows). */
export const GEAR_SQL = `SELECT e.character_id, coalesce(w.damage, 0) AS damage, coalesce(a.def, 0) AS def
    FROM character_equipment e LEFT JOIN weapons w ON w.id = e.weapon_id LEFT JOIN armors a ON a.id = e.armor_id
   WHERE e.character_id = ANY($1)
  UNION ALL
  SELECT o.character_id, 0, 0 FROM owned_properties o WHERE o.is_equipped AND o.character_id = ANY($1)`;

/**
 * A bare server's parts: `app` (Fastify), `pool`, `query(client, text, values?)` (counted; with
 * values, a named prepared statement), `inTransaction(work)` (BEGIN, `work(client)`, COMMIT, or
 * ROLLBACK and rethrow), `userOf(request)` (resolves to the JWT's subject once the game's account
 * check passed, else null), and `listen(port)` resolving to `{ url, statements(), stop() }`.
 */
export function bareServerKit(databaseUrl) {
  const { ACCESS_ROW } = dist('modules/auth/auth.repository.js');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const app = Fastify();
  let statements = 0;
  const query = (client, text, values) => {
    statements++;
    if (!values) return client.query(text);
    const name = `bare_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    return client.query({ name, text, values });
  };
  const inTransaction = async (work) => {
    const client = await pool.connect();
    try {
      await query(client, 'BEGIN');
      const result = await work(client);
      await query(client, 'COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  };
  // The game's account check (AuthGuard, AccountAccessService): the user must exist, be unbanned and
  // hold a current session; the flags are kept in process for a minute, read with the game's
  // statement for a user not seen yet.
  const accounts = new Map();
  const userOf = async (request) => {
    let claims;
    try {
      claims = jwt.verify((request.headers.authorization ?? '').replace(/^Bearer /, ''), JWT_KEY);
    } catch {
      return null;
    }
    let account = accounts.get(claims.sub);
    if (!account || account.expiresAt <= Date.now()) {
      const [row] = (await query(pool, ACCESS_ROW.text, [claims.sub])).rows;
      account = { row, expiresAt: Date.now() + 60_000 };
      accounts.set(claims.sub, account);
    }
    const { row } = account;
    return row && !row.is_banned && (claims.gen ?? 0) >= row.session_generation ? claims.sub : null;
  };
  // The bench reads the count from its own process (the bare server runs in a child: startBareServer).
  app.get('/__bench/statements', async () => ({ statements }));
  const listen = async (port) => {
    await app.listen({ port, host: '127.0.0.1' });
    return {
      url: `http://127.0.0.1:${port}`,
      statements: () => statements,
      stop: async () => (await app.close(), await pool.end()),
    };
  };
  return { app, pool, query, inTransaction, userOf, listen };
}

/**
 * Starts a bare server (`kind`: profile, crime or fight) in its own process, as the game's node
 * runs in its own: in the bench's process it would share one thread with autocannon. Resolves to
 * `{ url, statements(): Promise<number>, cpuMs(), stop() }` once it answers.
 */
export async function startBareServer(kind, databaseUrl, port) {
  const child = spawn(process.execPath, [join(ROOT, 'bench/bare-server.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BARE_KIND: kind, BARE_DATABASE_URL: databaseUrl, BARE_PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  const statements = async () => (await (await fetch(`${url}/__bench/statements`)).json()).statements;
  for (let i = 0; i < 300; i++) {
    try {
      await statements();
      return { url, statements, cpuMs: () => processCpuMs(child.pid), stop: () => stopProcess(child) };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`bare ${kind} server did not start`);
}

/**
 * The game's provably fair draws for a bare server (issue 29), with the game's compiled code and SQL:
 * `ticket(userId)` reads the user's current seed (committing one on first need), `stream(ticket)` is
 * the HMAC-SHA256 stream of its nonce (the game's `RandomSource.stream`), and `record(client, ...)`
 * runs the game's one statement that takes the nonce and stores the proof in the transaction.
 */
export function fairDraws(pool, query) {
  const { RandomSource, commitmentOf } = dist('common/random.js');
  const { CURRENT_SEED_SQL, CREATE_SEED_SQL, TAKE_AND_RECORD_SQL, proofValues } = dist(
    'modules/fairness/fairness.repository.js',
  );
  const { FAIRNESS_RULE_VERSION } = dist('game/fairness.rules.js');
  const random = new RandomSource();
  const toTicket = (row) => ({
    seedId: String(row.id),
    nonce: row.nonce,
    seed: { serverSeed: row.server_seed, commitment: row.commitment.trim(), clientSeed: row.client_seed },
  });
  return {
    async ticket(userId) {
      let [row] = (await query(pool, CURRENT_SEED_SQL, [userId])).rows;
      if (!row) {
        const seed = random.newServerSeed();
        await query(pool, CREATE_SEED_SQL, [userId, seed, commitmentOf(seed), random.newClientSeed()]);
        [row] = (await query(pool, CURRENT_SEED_SQL, [userId])).rows;
      }
      return toTicket(row);
    },
    stream: (ticket) => random.stream(ticket.seed, ticket.nonce),
    async record(client, userId, ticket, proof) {
      const { rows } = await query(
        client,
        TAKE_AND_RECORD_SQL,
        proofValues({
          id: randomUUID(),
          userId,
          otherUserId: proof.otherUserId,
          seedId: ticket.seedId,
          commitment: ticket.seed.commitment,
          clientSeed: ticket.seed.clientSeed,
          nonce: ticket.nonce,
          kind: proof.inputs.kind,
          reference: proof.reference,
          draws: proof.draws,
          ruleVersion: FAIRNESS_RULE_VERSION,
          inputs: proof.inputs,
          outcome: proof.outcome,
          createdAt: new Date(),
        }),
      );
      if (rows.length !== 1) throw new Error('seed moved on');
    },
  };
}
