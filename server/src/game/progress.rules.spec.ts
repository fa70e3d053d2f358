import {
  consecutiveRun,
  currentRung,
  daysBetween,
  gameDate,
  giftStanding,
  nextRung,
  rankPercent,
  taskProgress,
} from './progress.rules';

describe('login gift streak', () => {
  it('reads the calendar day in the game time zone', () => {
    // 22:30 UTC on 1 March is already 2 March in Riyadh (UTC+3).
    expect(gameDate(new Date('2026-03-01T22:30:00Z'), 'Asia/Riyadh')).toBe('2026-03-02');
    expect(gameDate(new Date('2026-03-01T20:59:00Z'), 'Asia/Riyadh')).toBe('2026-03-01');
  });

  it('counts whole days between dates, across months', () => {
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysBetween('2026-03-05', '2026-03-01')).toBe(-4);
  });

  it('starts at day 1 on the first claim', () => {
    expect(giftStanding(null, '2026-03-01', 0)).toEqual({ canClaim: true, dayNumber: 1, streak: 0 });
  });

  it('refuses a second claim the same day', () => {
    expect(giftStanding({ date: '2026-03-01', dayNumber: 4 }, '2026-03-01', 4)).toEqual({
      canClaim: false,
      dayNumber: 4,
      streak: 4,
    });
  });

  it('advances one day the day after the last claim', () => {
    expect(giftStanding({ date: '2026-03-01', dayNumber: 4 }, '2026-03-02', 4)).toEqual({
      canClaim: true,
      dayNumber: 5,
      streak: 4,
    });
  });

  it('wraps from day 15 to day 1', () => {
    expect(giftStanding({ date: '2026-03-15', dayNumber: 15 }, '2026-03-16', 15).dayNumber).toBe(1);
  });

  it('restarts at day 1 after a missed day', () => {
    expect(giftStanding({ date: '2026-03-01', dayNumber: 9 }, '2026-03-03', 9)).toEqual({
      canClaim: true,
      dayNumber: 1,
      streak: 0,
    });
  });

  it('measures the run of consecutive days', () => {
    expect(consecutiveRun([])).toBe(0);
    expect(consecutiveRun(['2026-01-03', '2026-01-02', '2025-12-30'])).toBe(2);
    expect(consecutiveRun(['2026-01-01', '2025-12-31', '2025-12-30'])).toBe(3);
  });
});

describe('task progress', () => {
  it('caps progress at the goal and is complete from the goal on', () => {
    expect(taskProgress(3, 10)).toEqual({ progress: 3, percent: 30, completed: false });
    expect(taskProgress(10, 10)).toEqual({ progress: 10, percent: 100, completed: true });
    expect(taskProgress(25, 10)).toEqual({ progress: 10, percent: 100, completed: true });
  });
});

describe('rank ladder', () => {
  const ladder = [
    { id: 1, rank: 1, requiredPoints: 0, isActive: true },
    { id: 2, rank: 2, requiredPoints: 50, isActive: true },
    { id: 3, rank: 3, requiredPoints: 120, isActive: false },
    { id: 4, rank: 4, requiredPoints: 200, isActive: true },
  ];

  it('is the highest active rank whose required points are reached', () => {
    expect(currentRung(ladder, 0)?.id).toBe(1);
    expect(currentRung(ladder, 50)?.id).toBe(2);
    expect(currentRung(ladder, 150)?.id).toBe(2);
    expect(currentRung(ladder, 999)?.id).toBe(4);
    expect(currentRung(ladder.slice(1), 10)).toBeNull();
  });

  it('names the next active rank and the way to it', () => {
    expect(nextRung(ladder, 60)?.id).toBe(4);
    expect(nextRung(ladder, 200)).toBeNull();
    expect(rankPercent(125, ladder[1], ladder[3])).toBe(50);
    expect(rankPercent(300, ladder[3], null)).toBe(100);
  });
});
