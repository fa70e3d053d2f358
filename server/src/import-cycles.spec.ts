import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * No import cycles on the server (issue 28, item 6): none between files (type-only imports count: a
 * DTO and an entity importing each other are one unit split in two) and none between feature modules
 * (`modules/<feature>`: a module that needs another's work at a moment the other owns registers with
 * it, DESIGN.md section 11). Relative imports only; packages cannot import back.
 */

const SRC = __dirname;
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"](\.[^'"]*)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The file a relative specifier names (`x.ts` or `x/index.ts`), or null. */
function target(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), base])
    if (candidate.endsWith('.ts') && existsSync(candidate)) return candidate;
  return null;
}

/** Every file of src/ with the files it imports. */
function fileGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const deps = new Set<string>();
    for (const match of text.matchAll(SPECIFIER)) {
      const to = target(file, match[1]);
      if (to) deps.add(to);
    }
    graph.set(file, deps);
  }
  return graph;
}

/** The strongly connected components of more than one node (Tarjan): each is a cycle. */
function cycles<T>(graph: Map<T, Set<T>>): T[][] {
  let next = 0;
  const index = new Map<T, number>();
  const low = new Map<T, number>();
  const stack: T[] = [];
  const onStack = new Set<T>();
  const found: T[][] = [];
  const visit = (node: T) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const dep of graph.get(node) ?? []) {
      if (!index.has(dep)) {
        visit(dep);
        low.set(node, Math.min(low.get(node)!, low.get(dep)!));
      } else if (onStack.has(dep)) low.set(node, Math.min(low.get(node)!, index.get(dep)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: T[] = [];
    let member: T;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.reverse());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** `modules/<feature>` of a file, or null outside the feature modules. */
function featureOf(file: string): string | null {
  const [top, feature] = relative(SRC, file).split('/');
  return top === 'modules' ? feature : null;
}

describe('import cycles', () => {
  const graph = fileGraph();

  it('finds the files it reads (a wrong path would check nothing)', () => {
    expect(graph.size).toBeGreaterThan(300);
    const fight = graph.get(join(SRC, 'modules/fight/fight.service.ts'));
    expect(fight?.has(join(SRC, 'modules/fight/fight.dto.ts'))).toBe(true);
  });

  it('has no cycle between files', () => {
    expect(cycles(graph).map((cycle) => cycle.map((file) => relative(SRC, file)))).toEqual([]);
  });

  it('has no cycle between feature modules', () => {
    const modules = new Map<string, Set<string>>();
    for (const [file, deps] of graph) {
      const from = featureOf(file);
      if (!from) continue;
      for (const dep of deps) {
        const to = featureOf(dep);
        if (to && to !== from) modules.set(from, (modules.get(from) ?? new Set()).add(to));
      }
    }
    expect(modules.size).toBeGreaterThan(20);
    expect(cycles(modules)).toEqual([]);
  });

  it('the check itself finds a cycle', () => {
    const graphOf = (edges: [string, string][]) => {
      const made = new Map<string, Set<string>>();
      for (const [from, to] of edges) made.set(from, (made.get(from) ?? new Set()).add(to));
      return made;
    };
    expect(
      cycles(
        graphOf([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
          ['c', 'd'],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      cycles(
        graphOf([
          ['a', 'b'],
          ['b', 'c'],
        ]),
      ),
    ).toEqual([]);
  });
});
