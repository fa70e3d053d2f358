import { badgeText } from './badges';
import { isVip } from './vip';
import { HttpError } from '../api/http';
import { isUnlocked, lockedLevel, lockFor, requiredLevel, unlockProgress } from './feature-lock';

describe("badgeText (spec 000 Side HUD: '99+' above 99)", () => {
  it('shows nothing for zero or no count', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(undefined)).toBeNull();
  });
  it('shows the count in ar-EG digits up to 99', () => {
    expect(badgeText(7)).toBe('٧');
    expect(badgeText(99)).toBe('٩٩');
  });
  it("shows '99+' from 100", () => {
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(5000)).toBe('99+');
  });
});

describe('isVip (spec 000 section 3)', () => {
  const now = Date.parse('2025-06-01T00:00:00Z');
  it('holds when isVip or isVIP is true', () => {
    expect(isVip({ isVip: true }, now)).toBe(true);
    expect(isVip({ isVIP: true, vipExpiresAt: '2020-01-01' }, now)).toBe(true);
  });
  it('holds while vipExpiresAt is in the future', () => {
    expect(isVip({ isVip: false, vipExpiresAt: '2025-06-02T00:00:00Z' }, now)).toBe(true);
  });
  it('does not hold once vipExpiresAt has passed, or with neither field', () => {
    expect(isVip({ isVip: false, vipExpiresAt: '2025-05-31T23:59:59Z' }, now)).toBe(false);
    expect(isVip({ vipExpiresAt: 'not a date' }, now)).toBe(false);
    expect(isVip({}, now)).toBe(false);
  });
});

describe('feature locks (spec 000 sections 4 and 9)', () => {
  it('unlocks at the required level', () => {
    expect(isUnlocked('bank', 10)).toBe(false);
    expect(isUnlocked('bank', 11)).toBe(true);
  });
  it('unlocks everything from level 31', () => {
    expect(isUnlocked('leaderboard', 29)).toBe(false);
    expect(isUnlocked('leaderboard', 31)).toBe(true);
  });
  it('defaults an unknown or level-1 feature to level 1', () => {
    expect(requiredLevel('home')).toBe(1);
    expect(requiredLevel('fights')).toBe(6);
  });
  it('gives progress 1 − missing/5, floored at 0', () => {
    expect(unlockProgress(1, 30)).toBe(0);
    expect(unlockProgress(8, 11)).toBeCloseTo(0.4);
    expect(unlockProgress(10, 11)).toBeCloseTo(0.8);
  });
  it('caps progress at 0.9', () => {
    expect(unlockProgress(11, 11)).toBe(0.9);
    expect(unlockProgress(40, 11)).toBe(0.9);
  });
});

describe('lockFor and lockedLevel (spec 000 section 9: a locked screen shows its level)', () => {
  const locked = (data: unknown) =>
    new HttpError('x', 'ERR_BAD_REQUEST', { url: '/api/x' }, { status: 403, data });

  it('locks a feature below its level and opens it at the level or from level 31', () => {
    expect(lockFor('houses', 15)).toBe(16);
    expect(lockFor('houses', 16)).toBeNull();
    expect(lockFor('leaderboard', 29)).toBe(30);
    expect(lockFor('leaderboard', 31)).toBeNull();
  });

  it('does not lock while the level is unknown (the server still refuses)', () => {
    expect(lockFor('bank', undefined)).toBeNull();
  });

  it("reads the level of a 403 FEATURE_LOCKED answer, else the table's", () => {
    expect(lockedLevel(locked({ code: 'FEATURE_LOCKED', requiredLevel: 30 }), 'leaderboard')).toBe(30);
    expect(lockedLevel(locked({ code: 'FEATURE_LOCKED' }), 'bank')).toBe(11);
    expect(lockedLevel(locked({ code: 'FORBIDDEN' }), 'bank')).toBeNull();
    expect(lockedLevel(null, 'bank')).toBeNull();
  });
});
