import { formatLongDateTime, formatNumber, formatPercent, shortenMoney } from './format';

describe('shortenMoney', () => {
  it('shows amounts under a thousand in full with Arabic-Indic digits', () => {
    expect(shortenMoney(0)).toBe('٠');
    expect(shortenMoney(999)).toBe('٩٩٩');
  });

  it('shortens thousands to K with one decimal at most', () => {
    expect(shortenMoney(1000)).toBe('١K');
    expect(shortenMoney(1500)).toBe('١٫٥K');
    expect(shortenMoney(5000)).toBe('٥K');
    expect(shortenMoney(999_999)).toBe('٩٩٩٫٩K');
  });

  it('rounds toward zero so it never shows more money than held', () => {
    expect(shortenMoney(1999)).toBe('١٫٩K');
  });

  it('shortens millions to M', () => {
    expect(shortenMoney(1_000_000)).toBe('١M');
    expect(shortenMoney(2_750_000)).toBe('٢٫٧M');
    expect(shortenMoney(1_250_000_000)).toBe('١٬٢٥٠M');
  });

  it('keeps the sign of a debt', () => {
    expect(shortenMoney(-2500)).toContain('٢٫٥K');
    expect(shortenMoney(-2500)).toContain('-');
  });
});

describe('formatNumber', () => {
  it('uses the ar-EG locale with thousands separators', () => {
    expect(formatNumber(1234567)).toBe('١٬٢٣٤٬٥٦٧');
  });
});

describe('formatLongDateTime', () => {
  it('formats a valid date in Arabic with hour and minute', () => {
    const text = formatLongDateTime('2025-01-05T13:04:00Z');
    expect(text).toContain('يناير');
    expect(text).toContain('٢٠٢٥');
  });

  it('returns null for a missing or invalid date', () => {
    expect(formatLongDateTime(null)).toBeNull();
    expect(formatLongDateTime('')).toBeNull();
    expect(formatLongDateTime('not a date')).toBeNull();
  });
});

describe('formatPercent', () => {
  it('shows a volume fraction as an ar-EG percentage', () => {
    expect(formatPercent(0.5)).toMatch(/^٥٠٪/);
  });
});
