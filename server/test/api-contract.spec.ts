import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const SERVER = resolve(__dirname, '..');

/**
 * The OpenAPI document as `npm run openapi` writes it, built from `dist/` (compiled by `nest build`
 * with the Swagger CLI plugin, which needs the type-checker; jest compiles without it). The global
 * set-up rebuilds `dist/` when a source is newer.
 */
function buildOpenApiYaml(): string {
  const result = spawnSync(
    process.execPath,
    [
      '-e',
      "require('./dist/openapi.document').buildOpenApiYaml().then((yaml) => process.stdout.write(yaml, () => process.exit(0)))",
    ],
    { cwd: SERVER, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`building the OpenAPI document failed:\n${result.stderr}`);
  return result.stdout;
}
const CLIENT = join(ROOT, 'client');

function filesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

describe('the typed API contract', () => {
  it('openapi.yaml matches the controllers and DTOs (run `npm run openapi` after changing an API)', () => {
    const committed = readFileSync(join(ROOT, 'openapi.yaml'), 'utf8');
    expect(buildOpenApiYaml()).toBe(committed);
  });

  it('client/src/api/generated matches openapi.yaml (run `npm run api:generate` after `npm run openapi`)', () => {
    const checkDir = 'src/api/generated-check';
    rmSync(join(CLIENT, checkDir), { recursive: true, force: true });
    try {
      const result = spawnSync('npx', ['orval', '--config', 'orval.config.ts'], {
        cwd: CLIENT,
        env: { ...process.env, ORVAL_OUTPUT_DIR: checkDir },
        encoding: 'utf8',
      });
      expect(result.status).toBe(0);
      expect(existsSync(join(CLIENT, checkDir))).toBe(true);
      const fresh = filesUnder(join(CLIENT, checkDir));
      const committed = filesUnder(join(CLIENT, 'src/api/generated'));
      expect([...committed.keys()].sort()).toEqual([...fresh.keys()].sort());
      for (const [path, content] of fresh)
        expect({ path, content: committed.get(path) }).toEqual({ path, content });
    } finally {
      rmSync(join(CLIENT, checkDir), { recursive: true, force: true });
    }
  }, 120_000);
});
