import {
  countOf,
  formatNumber,
  MESSAGES_GENITIVE,
  MINUTES,
  MINUTES_GENITIVE,
  ROUNDS_GENITIVE,
} from './arabic-numbers.rules';

describe('numbers in server sentences', () => {
  it('writes numbers in ar-EG digits with group separators', () => {
    expect(formatNumber(1593)).toBe('١٬٥٩٣');
    expect(formatNumber(1000)).toBe('١٬٠٠٠');
    expect(formatNumber(1_234_567)).toBe('١٬٢٣٤٬٥٦٧');
    expect(formatNumber(0)).toBe('٠');
    expect(formatNumber(-50)).toBe('؜-٥٠');
  });

  it('says one and two without a digit, 3 to 10 with the plural, 11 and up with the singular', () => {
    expect(countOf(1, MINUTES)).toBe('دقيقة واحدة');
    expect(countOf(2, MINUTES)).toBe('دقيقتان');
    expect(countOf(3, MINUTES)).toBe('٣ دقائق');
    expect(countOf(10, MINUTES)).toBe('١٠ دقائق');
    expect(countOf(11, MINUTES)).toBe('١١ دقيقة');
    expect(countOf(99, MINUTES)).toBe('٩٩ دقيقة');
    expect(countOf(100, MINUTES)).toBe('١٠٠ دقيقة');
    expect(countOf(103, MINUTES)).toBe('١٠٣ دقائق');
    expect(countOf(1500, MINUTES)).toBe('١٬٥٠٠ دقيقة');
    expect(countOf(0, MINUTES)).toBe('٠ دقيقة');
  });

  it('uses the genitive dual after a preposition', () => {
    expect(countOf(2, MINUTES_GENITIVE)).toBe('دقيقتين');
    expect(countOf(30, MINUTES_GENITIVE)).toBe('٣٠ دقيقة');
    expect(countOf(2, ROUNDS_GENITIVE)).toBe('جولتين');
    expect(countOf(4, ROUNDS_GENITIVE)).toBe('٤ جولات');
    expect(countOf(2, MESSAGES_GENITIVE)).toBe('رسالتين');
    expect(countOf(7, MESSAGES_GENITIVE)).toBe('٧ رسائل');
  });
});
