/**
 * The game's calendar day (DESIGN.md section 6: salaries are paid once per calendar day of the
 * game's time zone, default Asia/Riyadh). Plain functions of plain data.
 */

/** Local minute of the day at which the daily payroll becomes due: 00:05. */
export const PAYROLL_DUE_MINUTE = 5;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** The wall clock of `timeZone` at `now`: its calendar date `YYYY-MM-DD` and minutes since local midnight. */
export function localTime(now: Date, timeZone: string): { date: string; minuteOfDay: number } {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Calendar date `YYYY-MM-DD` of `now` in `timeZone`. */
export function calendarDate(now: Date, timeZone: string): string {
  return localTime(now, timeZone).date;
}

/**
 * The day whose payroll is due at `now`: today's date from 00:05 local time on, null before.
 * Asked every minute, so a node that was down at 00:05 still enqueues the day's run when it comes back.
 */
export function payrollDateDue(now: Date, timeZone: string): string | null {
  const local = localTime(now, timeZone);
  return local.minuteOfDay >= PAYROLL_DUE_MINUTE ? local.date : null;
}

/** Whether `value` is a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}
