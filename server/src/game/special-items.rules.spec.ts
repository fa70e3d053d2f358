import {
  bonusPercent,
  daysToSeconds,
  defaultEffect,
  effectOf,
  extendFrom,
  isActiveUntil,
  packageTotal,
  restoredValue,
  usdToCents,
  vipExpiryAfter,
} from './special-items.rules';

const NOW = new Date('2026-11-26T10:00:00Z');
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3600_000);

describe('special item effects (spec 002 section 4)', () => {
  it('resets the effect to the type defaults: potions to max, immunity 3600 s, flags', () => {
    expect(defaultEffect('HEALTH_POTION')).toMatchObject({ health: 'max', energy: 0, experience: 0 });
    expect(defaultEffect('ENERGY_POTION')).toMatchObject({ health: 0, energy: 'max' });
    expect(defaultEffect('EXPERIENCE_POTION')).toMatchObject({
      health: 0,
      energy: 0,
      experience: 0,
      duration: 0,
    });
    expect(defaultEffect('NAME_CHANGE').nameChange).toBe(true);
    expect(defaultEffect('GANG_BOMB').gangBomb).toBe(true);
    expect(defaultEffect('ATTACK_IMMUNITY')).toMatchObject({ attackImmunity: true, duration: 3600 });
    expect(defaultEffect('CD_RESET').cdReset).toBe(true);
    expect(defaultEffect('OTHER')).toMatchObject({ nameChange: false, gangBomb: false, cdReset: false });
  });

  it('completes a partly stored effect with the type defaults', () => {
    expect(effectOf('ATTACK_IMMUNITY', { duration: 7200 })).toMatchObject({
      attackImmunity: true,
      duration: 7200,
    });
    expect(effectOf('HEALTH_POTION', null).health).toBe('max');
  });
});

describe('restoredValue (DESIGN 6: a potion to max, or + points)', () => {
  it('fills to the maximum for max', () => {
    expect(restoredValue(10, 150, 'max')).toBe(150);
  });
  it('adds points without passing the maximum', () => {
    expect(restoredValue(10, 150, 50)).toBe(60);
    expect(restoredValue(140, 150, 50)).toBe(150);
  });
  it('never lowers a value already above the maximum', () => {
    expect(restoredValue(200, 150, 10)).toBe(200);
  });
});

describe('extendFrom / vipExpiryAfter (max(now, current) + duration)', () => {
  it('starts from now when nothing is running or it has expired', () => {
    expect(extendFrom(null, NOW, 3600)).toEqual(hoursFromNow(1));
    expect(extendFrom(hoursFromNow(-5), NOW, 3600)).toEqual(hoursFromNow(1));
  });
  it('extends an unexpired end', () => {
    expect(extendFrom(hoursFromNow(2), NOW, 3600)).toEqual(hoursFromNow(3));
    expect(vipExpiryAfter(hoursFromNow(24), NOW, 7)).toEqual(hoursFromNow(24 * 8));
  });
  it('holds only while the end is in the future', () => {
    expect(isActiveUntil(hoursFromNow(1), NOW)).toBe(true);
    expect(isActiveUntil(NOW, NOW)).toBe(false);
    expect(isActiveUntil(null, NOW)).toBe(false);
  });
});

describe('blackcoin packages (spec 002 section 2.7)', () => {
  it('totals amount and bonus and rounds the bonus percentage', () => {
    expect(packageTotal(500, 50)).toBe(550);
    expect(bonusPercent(500, 50)).toBe(10);
    expect(bonusPercent(300, 25)).toBe(8);
    expect(bonusPercent(0, 25)).toBe(0);
  });
  it('converts days to whole seconds and dollars to cents', () => {
    expect(daysToSeconds(1)).toBe(86_400);
    expect(daysToSeconds(0.1)).toBe(8640);
    expect(usdToCents(4.99)).toBe(499);
  });
});
