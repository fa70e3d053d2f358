import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { handWrittenSources } from '../test/hand-written-sources';

/**
 * Issue 31 point 5: one digit system per screen, Arabic-Indic (ar-EG). Every screen's text comes from
 * i18n/ or is written in a component: no string with Arabic letters carries Latin digits, and no
 * string function interpolates a `number` parameter without formatting it (a raw `${max}` writes '20').
 */
const SRC = join(__dirname, '..');
const ARABIC = /[\u0600-\u06FF]/;
const LATIN_DIGIT = /[0-9]/;

/** The string literals and JSX texts of a source file, without comments and `${...}` holes. */
function texts(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const literals = [...code.matchAll(/'([^'\n]*)'|`([^`]*)`|"([^"\n]*)"/g)].map((m) =>
    (m[1] ?? m[2] ?? m[3]).replace(/\$\{[^}]*\}/g, ''),
  );
  const jsx = [...code.matchAll(/>([^<>{}\n]+)</g)].map((m) => m[1]);
  return [...literals, ...jsx].filter((text) => ARABIC.test(text));
}

/** `name: number` parameters interpolated as they are: `(max: number) => \`...${max}...\``. */
function rawNumberHoles(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\(([^()]*)\)\s*(?::\s*string\s*)?=>\s*\n?\s*`([^`]*)`/g)) {
    const numbers = [...match[1].matchAll(/(\w+)\s*:\s*number/g)].map((m) => m[1]);
    for (const name of numbers) if (match[2].includes(`\${${name}}`)) found.push(match[0].split('\n')[0]);
  }
  return found;
}

const files = handWrittenSources(SRC).map((path) => [relative(SRC, path), path] as const);

describe('Arabic-Indic digits on every screen', () => {
  it.each(files)('%s writes no Latin digit in Arabic text', (_name, path) => {
    const source = readFileSync(path, 'utf8');
    expect(texts(source).filter((text) => LATIN_DIGIT.test(text))).toEqual([]);
    expect(rawNumberHoles(source)).toEqual([]);
  });

  it('finds the cases it is for', () => {
    expect(texts("a: 'من 3 إلى 20 حرفاً', b: 'آخر ٢٤ ساعة'").filter((t) => LATIN_DIGIT.test(t))).toEqual([
      'من 3 إلى 20 حرفاً',
    ]);
    expect(rawNumberHoles('stars: (n: number) => `${n} من ٥ نجوم`,')).toHaveLength(1);
    expect(rawNumberHoles('stars: (n: number) => `${formatNumber(n)} من ٥ نجوم`,')).toEqual([]);
  });
});
