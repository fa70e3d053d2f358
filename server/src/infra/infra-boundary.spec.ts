import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = resolve(__dirname, '..');
const INFRA = __dirname;
const COMMON = join(SRC, 'common');
/** What infra may not reach: the feature modules and the files that assemble them. */
const FORBIDDEN = [
  join(SRC, 'modules'),
  join(SRC, 'realtime-events'),
  join(SRC, 'app.module'),
  join(SRC, 'default-content'),
];
const SPECIFIER = /(?:from\s+|import\s*\(\s*|require\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Relative imports (static, dynamic, require) of a file, resolved to absolute paths without extension. */
function importsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
    .map((match) => match[1])
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolve(dirname(file), specifier));
}

describe('infra boundary (issue 10: infra/ imports no module)', () => {
  const files = sourceFiles(INFRA);

  it('finds the infra sources and reads their imports', () => {
    expect(files.length).toBeGreaterThan(10);
    const publisher = files.find((file) => file.endsWith('realtime.publisher.ts'))!;
    expect(importsOf(publisher)).toContain(join(INFRA, 'realtime', 'events'));
  });

  it('no file under src/infra imports from src/modules or the files assembling them', () => {
    const offending = files.flatMap((file) =>
      importsOf(file)
        .filter((target) =>
          FORBIDDEN.some((forbidden) => target === forbidden || target.startsWith(`${forbidden}/`)),
        )
        .map((target) => `${relative(SRC, file)} -> ${relative(SRC, target)}`),
    );
    expect(offending).toEqual([]);
  });
});

describe('common boundary (issue 28: common/ imports nothing from infra/ or modules/)', () => {
  const files = sourceFiles(COMMON);
  /** What common may not reach: infra, the feature modules and the files that assemble them. */
  const forbidden = [INFRA, ...FORBIDDEN];

  it('finds the common sources and reads their imports', () => {
    expect(files.length).toBeGreaterThan(5);
    const module = files.find((file) => file.endsWith('core.module.ts'))!;
    expect(importsOf(module)).toContain(join(COMMON, 'clock'));
  });

  it('no file under src/common imports from src/infra, src/modules or the files assembling them', () => {
    const offending = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => forbidden.some((barred) => target === barred || target.startsWith(`${barred}/`)))
        .map((target) => `${relative(SRC, file)} -> ${relative(SRC, target)}`),
    );
    expect(offending).toEqual([]);
  });
});
