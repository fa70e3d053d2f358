import { calendarDate, isCalendarDate, localTime, payrollDateDue } from './payroll.rules';

describe('payroll calendar (DESIGN.md section 6: one payment per calendar day of the game time zone)', () => {
  it("takes the calendar day of Asia/Riyadh (UTC+3), not the server's UTC day", () => {
    expect(calendarDate(new Date('2026-03-01T20:59:00Z'), 'Asia/Riyadh')).toBe('2026-03-01');
    expect(calendarDate(new Date('2026-03-01T21:00:00Z'), 'Asia/Riyadh')).toBe('2026-03-02');
    expect(calendarDate(new Date('2026-03-01T21:00:00Z'), 'UTC')).toBe('2026-03-01');
  });

  it('reads the local minute of the day on a 24-hour clock', () => {
    expect(localTime(new Date('2026-03-01T21:05:00Z'), 'Asia/Riyadh')).toEqual({
      date: '2026-03-02',
      minuteOfDay: 5,
    });
    expect(localTime(new Date('2026-03-01T20:59:00Z'), 'Asia/Riyadh')).toEqual({
      date: '2026-03-01',
      minuteOfDay: 23 * 60 + 59,
    });
  });

  it('makes the day due at 00:05 local time and not before', () => {
    expect(payrollDateDue(new Date('2026-03-01T21:04:59Z'), 'Asia/Riyadh')).toBeNull();
    expect(payrollDateDue(new Date('2026-03-01T21:05:00Z'), 'Asia/Riyadh')).toBe('2026-03-02');
    expect(payrollDateDue(new Date('2026-03-02T12:00:00Z'), 'Asia/Riyadh')).toBe('2026-03-02');
  });

  it('follows a half-hour zone and daylight saving time', () => {
    // India is UTC+5:30: 00:05 local is 18:35 UTC the day before.
    expect(payrollDateDue(new Date('2026-03-01T18:34:00Z'), 'Asia/Kolkata')).toBeNull();
    expect(payrollDateDue(new Date('2026-03-01T18:35:00Z'), 'Asia/Kolkata')).toBe('2026-03-02');
    // New York in July is UTC-4: 00:05 local is 04:05 UTC.
    expect(payrollDateDue(new Date('2026-07-10T04:04:00Z'), 'America/New_York')).toBeNull();
    expect(payrollDateDue(new Date('2026-07-10T04:05:00Z'), 'America/New_York')).toBe('2026-07-10');
  });

  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-1')).toBe(false);
    expect(isCalendarDate("2026-01-01'; DROP TABLE jobs")).toBe(false);
  });
});
