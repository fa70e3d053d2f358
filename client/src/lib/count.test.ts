import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { arGame } from '../i18n/ar-game';
import { arPvp } from '../i18n/ar-pvp';
import { arGear } from '../i18n/ar-gear';
import { countOf, DAYS, HOURS, ITEMS, MINUTES } from './count';

/** Issue 31 point 6: every count the client writes follows Arabic plural rules (Intl.PluralRules('ar')). */
describe('countOf', () => {
  it('says 1 and 2 without a digit, 3 to 10 in the plural, 11 to 99 and 100 in the singular', () => {
    expect([1, 2, 3, 10, 11, 100].map((n) => countOf(n, ITEMS))).toEqual([
      'عنصر واحد',
      'عنصران',
      '٣ عناصر',
      '١٠ عناصر',
      '١١ عنصرًا',
      '١٠٠ عنصر',
    ]);
    expect(countOf(5, MINUTES)).toBe('٥ دقائق');
    expect(countOf(30, DAYS)).toBe('٣٠ يومًا');
    expect(countOf(1.5, HOURS)).toBe('١٫٥ ساعة');
  });

  it('is what the screens write', () => {
    expect(arGear.gear.resultCount(3)).toBe('٣ عناصر');
    expect(arGame.crimes.failJail(5)).toBe('الفشل: السجن ٥ دقائق');
    expect(arPvp.fightFlow.hospitalized(2)).toBe('نُقلت إلى المستشفى لمدة دقيقتين');
  });
});

const COUNTED = /\$\{[^}]*\} (عنصر|دقيقة|ساعة|يوم|عرض|لاعب|مهمة|نقطة|حرف|أحرف|حرفاً|كلمة)(?=[\s`،·]|$)/;

describe('no count is written without countOf', () => {
  const dir = join(__dirname, '..', 'i18n');
  it.each(readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.includes('.test.')))(
    '%s',
    (name) => {
      const lines = readFileSync(join(dir, name), 'utf8').split('\n');
      expect(lines.filter((line) => COUNTED.test(line) && !line.includes('(v: string)'))).toEqual([]);
    },
  );
});
