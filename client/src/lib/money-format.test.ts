import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { handWrittenSources } from '../test/hand-written-sources';
import { formatBlackcoins, formatMoney, formatMoneyShort, formatPrice, formatUsd } from './format';

/** Issue 31 point 4: one way to write game money, one for blackcoins, one for real (USD) prices. */
describe('money formats', () => {
  it('writes game money as $ and the ar-EG amount', () => {
    expect(formatMoney(1500)).toBe('$١٬٥٠٠');
    expect(formatMoneyShort(25_000)).toBe('$٢٥K');
  });

  it('writes blackcoins as the ar-EG amount and the unit', () => {
    expect(formatBlackcoins(2000)).toBe('٢٬٠٠٠ بلاك كوين');
    expect(formatPrice(5, 'blackcoin')).toBe('٥ بلاك كوين');
    expect(formatPrice(5, 'money')).toBe('$٥');
  });

  it('writes a real price with Intl currency formatting in US dollars, cents kept', () => {
    expect(formatUsd(10.99)).toBe(
      new Intl.NumberFormat('ar-EG', { style: 'currency', currency: 'USD' }).format(10.99),
    );
    expect(formatUsd(10.99)).toContain('١٠٫٩٩');
    expect(formatUsd(10.99)).toContain('US$');
  });
});

const SRC = join(__dirname, '..');

/**
 * Hand-made money: a '$' glued to an interpolated number in a template ('$${'), a '$' as JSX text
 * before an expression, a '$' after an amount ('} $`'), a '$' prefix prop, or a locale string built
 * by hand (`toLocaleString`). Only lib/format.ts may write the symbol.
 */
const HAND_MADE = [
  /\$\$\{/,
  /(^|>|\s)\$\{(formatNumber|shortenMoney)\(/,
  /\} \$`/,
  /prefix[=:] ?['"]\$['"]/,
  /toLocaleString\(/,
];

describe('money is written only by lib/format', () => {
  it.each(
    handWrittenSources(SRC)
      .filter((path) => !path.endsWith(join('lib', 'format.ts')))
      .map((path) => [relative(SRC, path), path]),
  )('%s writes no money by hand', (_name, path) => {
    const text = readFileSync(path, 'utf8');
    const lines = text.split('\n');
    const offending = lines.filter((line) => {
      if (line.trim().startsWith('//') || line.trim().startsWith('*')) return false;
      return HAND_MADE.some((pattern) => {
        const match = pattern.exec(line);
        if (!match) return false;
        // A template interpolation `${formatNumber(` inside backticks is not a '$' sign.
        if (pattern === HAND_MADE[1])
          return (line.slice(0, match.index).split('`').length - 1) % 2 === 0 && /\.tsx$/.test(path);
        return true;
      });
    });
    expect(offending).toEqual([]);
  });
});
