import { TextField } from './TextField';

interface DateRangeFilterProps {
  /** `YYYY-MM-DD` or '' (no bound). */
  from: string;
  to: string;
  onFrom: (date: string) => void;
  onTo: (date: string) => void;
  fromLabel: string;
  toLabel: string;
  /** The inputs' test ids are `<testIdPrefix>-from` and `<testIdPrefix>-to`. */
  testIdPrefix: string;
}

/**
 * A from/to pair of date inputs of a list filter (purchases, audit log, blocked messages): two
 * labelled fields that sit in the filter's grid; an empty date is no bound.
 */
export function DateRangeFilter({
  from,
  to,
  onFrom,
  onTo,
  fromLabel,
  toLabel,
  testIdPrefix,
}: DateRangeFilterProps) {
  return (
    <>
      <TextField
        type="date"
        label={fromLabel}
        value={from}
        onChange={(event) => onFrom(event.target.value)}
        data-testid={`${testIdPrefix}-from`}
      />
      <TextField
        type="date"
        label={toLabel}
        value={to}
        onChange={(event) => onTo(event.target.value)}
        data-testid={`${testIdPrefix}-to`}
      />
    </>
  );
}
