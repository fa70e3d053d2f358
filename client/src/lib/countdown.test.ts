import { formatCountdown, progressBetween, remainingNow } from './countdown';

const western = (text: string) => text.replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)));

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds in Arabic digits', () => {
    expect(formatCountdown(65)).toBe('١:٠٥');
    expect(western(formatCountdown(120))).toBe('2:00');
  });

  it('adds hours from one hour up', () => {
    expect(western(formatCountdown(3600 + 61))).toBe('1:01:01');
  });

  it('rounds part seconds up and never goes below zero', () => {
    expect(western(formatCountdown(0.2))).toBe('0:01');
    expect(western(formatCountdown(-5))).toBe('0:00');
  });
});

describe('remainingNow', () => {
  it('counts down from the time the server answered', () => {
    expect(remainingNow(90, 1_000_000, 1_000_000)).toBe(90);
    expect(remainingNow(90, 1_000_000, 1_000_000 + 30_500)).toBe(60);
    expect(remainingNow(90, 1_000_000, 1_000_000 + 200_000)).toBe(0);
  });

  it('never adds time for a clock read before the answer arrived', () => {
    expect(remainingNow(90, 1_000_000, 990_000)).toBe(90);
    expect(remainingNow(0, 1_000_000, 990_000)).toBe(0);
  });
});

describe('progressBetween', () => {
  it('is the share of the time elapsed, clamped to 0..1', () => {
    expect(progressBetween(0, 100, 25)).toBe(0.25);
    expect(
      progressBetween('2030-01-01T00:00:00Z', '2030-01-01T00:00:30Z', Date.parse('2030-01-01T00:00:15Z')),
    ).toBe(0.5);
    expect(progressBetween(0, 100, 500)).toBe(1);
    expect(progressBetween(0, 100, -5)).toBe(0);
  });
});
