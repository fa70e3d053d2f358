// `npm start` (and `npm run dev` with --dev): build when needed, find or start PostgreSQL and Redis,
// then run the server (which migrates, creates the first admin and serves API + socket + client).
import { spawn, spawnSync } from 'node:child_process';
import { createECDH } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA, ensureServices, ROOT } from './services.mjs';

const dev = process.argv.includes('--dev');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function needsBuild(sourceDir, output) {
  return !existsSync(output) || newestMtime(sourceDir) > statSync(output).mtimeMs;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let services;
try {
  services = await ensureServices();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const env = {
  ...process.env,
  DATABASE_URL: services.databaseUrl,
  REDIS_URL: services.redisUrl,
  ...devVapidKeys(),
};

/**
 * Web push's VAPID key pair for local play (issue 26): the one set in the environment, else a P-256
 * pair generated on the first start and kept in `.data/vapid.json` (base64url, as the server reads
 * them), so the browsers' subscriptions stay valid from one start to the next.
 */
function devVapidKeys() {
  if (process.env.VAPID_PUBLIC_KEY || process.env.VAPID_PRIVATE_KEY) return {};
  const file = join(DATA, 'vapid.json');
  if (!existsSync(file)) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = {
      VAPID_PUBLIC_KEY: ecdh.getPublicKey('base64url', 'uncompressed'),
      // A scalar with leading zero bytes comes back shorter: the key is always 32 bytes.
      VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
        .subarray(-32)
        .toString('base64url'),
    };
    mkdirSync(DATA, { recursive: true });
    writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  }
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = JSON.parse(readFileSync(file, 'utf8'));
  return { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY };
}

const children = [];
if (dev) {
  children.push(
    spawn('npx', ['nest', 'start', '--watch'], { cwd: join(ROOT, 'server'), stdio: 'inherit', env }),
  );
  children.push(
    spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: join(ROOT, 'client'), stdio: 'inherit', env }),
  );
  console.log('[dev] server on http://localhost:3000 (API), client with hot reload on http://localhost:5173');
} else {
  if (needsBuild(join(ROOT, 'server', 'src'), join(ROOT, 'server', 'dist', 'main.js')))
    run('npm', ['run', 'build', '-w', 'server']);
  if (needsBuild(join(ROOT, 'client', 'src'), join(ROOT, 'client', 'dist', 'index.html')))
    run('npm', ['run', 'build', '-w', 'client']);
  children.push(
    spawn(process.execPath, [join(ROOT, 'server', 'dist', 'main.js')], { cwd: ROOT, stdio: 'inherit', env }),
  );
}

/** Resolves once `child` has exited; SIGKILLs it when it has not within `graceMs` (ms). */
function exited(child, graceMs) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
  });
}

let stopping = false;
// The server drains, then closes its pools and queues on PostgreSQL and Redis: stop the services
// only once it has exited (within its SHUTDOWN_TIMEOUT_SECONDS, 25 s by default, plus a margin).
async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((child) => exited(child, 35_000)));
  await services.stop();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));
for (const child of children) child.on('exit', (code) => void stop(code ?? 0));
