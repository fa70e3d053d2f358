import type { ReactNode } from 'react';
import { Button } from './Button';

interface FilterPanelProps {
  legend: string;
  /** The grid's columns from `sm` up, e.g. `sm:grid-cols-2 lg:grid-cols-4`. */
  columnsClass: string;
  resetLabel: string;
  onReset: () => void;
  resetTestId: string;
  /** Controls in the reset button's row, before it (a checkbox, a chip). */
  footer?: ReactNode;
  /** The filter fields, one grid cell each. */
  children: ReactNode;
}

/**
 * The filters of a list: a titled box whose fields sit in a grid (one column on a phone), then a
 * full-width row with `footer` and the reset button. Used by the admin purchases, audit-log and
 * blocked-messages tabs.
 */
export function FilterPanel({
  legend,
  columnsClass,
  resetLabel,
  onReset,
  resetTestId,
  footer,
  children,
}: FilterPanelProps) {
  return (
    <fieldset
      className={`grid gap-3 rounded-2xl border border-night-800 bg-night-900/60 p-3 ${columnsClass}`}
    >
      <legend className="px-1 text-sm font-bold text-night-300">{legend}</legend>
      {children}
      <div className="col-span-full flex flex-wrap items-center gap-2">
        {footer}
        <Button variant="ghost" size="sm" onClick={onReset} data-testid={resetTestId}>
          {resetLabel}
        </Button>
      </div>
    </fieldset>
  );
}
