import { TextField } from './TextField';

/** The two bounds of a date range, `YYYY-MM-DD` or '' (no bound). */
export interface DateRange {
  dateFrom: string;
  dateTo: string;
}

interface DateRangeFilterProps {
  range: DateRange;
  /** Called with the bound that changed and its new value. */
  onChange: (key: keyof DateRange, date: string) => void;
  /** The fields' labels ("من تاريخ", "إلى تاريخ"): a section's catalogue has them under these keys. */
  labels: { dateFrom: string; dateTo: string };
  /** The inputs' test ids are `<testIdPrefix>-from` and `<testIdPrefix>-to`. */
  testIdPrefix: string;
}

/**
 * A from/to pair of date inputs of a list filter (purchases, audit log, blocked messages): two
 * labelled fields that sit in the filter's grid; an empty date is no bound.
 */
export function DateRangeFilter({ range, onChange, labels, testIdPrefix }: DateRangeFilterProps) {
  return (
    <>
      <TextField
        type="date"
        label={labels.dateFrom}
        value={range.dateFrom}
        onChange={(event) => onChange('dateFrom', event.target.value)}
        data-testid={`${testIdPrefix}-from`}
      />
      <TextField
        type="date"
        label={labels.dateTo}
        value={range.dateTo}
        onChange={(event) => onChange('dateTo', event.target.value)}
        data-testid={`${testIdPrefix}-to`}
      />
    </>
  );
}
