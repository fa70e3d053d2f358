// Builds a workspace when its output is missing or older than its sources; `npm start`, `npm test`
// and the test harness share it so nothing is built twice.
//   node scripts/build.mjs server client     (builds each stale one, the named ones side by side)
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');

/** What each workspace builds from, and the file whose age says when it was last built. */
const TARGETS = {
  server: {
    sources: ['server/src', 'server/tsconfig.json', 'server/tsconfig.build.json'],
    output: 'server/dist/main.js',
  },
  client: {
    sources: ['client/src', 'client/index.html', 'client/public', 'client/vite.config.ts'],
    output: 'client/dist/index.html',
  },
};

/** Newest modification time (ms) under a file or directory, skipping node_modules, dist and dotfiles. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** True when `workspace`'s build output is missing or older than any of its sources. */
export function needsBuild(workspace) {
  const { sources, output } = TARGETS[workspace];
  const built = join(ROOT, output);
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => newestMtime(join(ROOT, source)) > builtAt);
}

/** Runs `npm run build -w <workspace>`; resolves with its exit code. */
function build(workspace) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Builds every stale workspace of `workspaces` at once (tsc and vite are mostly single-threaded, so
 * two builds share two cores). @returns the first non-zero exit code, or 0.
 */
export async function buildIfStale(workspaces) {
  const stale = workspaces.filter(needsBuild);
  const codes = await Promise.all(stale.map(build));
  return codes.find((code) => code !== 0) ?? 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const workspaces = process.argv.slice(2);
  const unknown = workspaces.filter((name) => !(name in TARGETS));
  if (unknown.length) {
    console.error(`unknown workspace: ${unknown.join(', ')} (known: ${Object.keys(TARGETS).join(', ')})`);
    process.exit(2);
  }
  process.exit(await buildIfStale(workspaces.length ? workspaces : Object.keys(TARGETS)));
}
