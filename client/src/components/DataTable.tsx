import type { ReactNode } from 'react';

/** One column: its header and how a row shows in it. */
export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Extra classes of the column's cells (`text-night-200`, `tabular-nums`). */
  className?: string;
}

interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** A last column of buttons for each row (edit, delete...); its header is `actionsHeader`. */
  actions?: (row: Row) => ReactNode;
  actionsHeader?: ReactNode;
  /** Attributes of each row: its test id and data-* values the browser tests find it by. */
  rowProps?: (row: Row) => Record<`data-${string}`, string | number | undefined>;
  /** Below this width the table scrolls sideways inside its box (a phone), e.g. `min-w-[720px]`. */
  minWidthClass?: string;
  /**
   * Caps the box's height (`max-h-72`): a long table (the purchases' day totals) scrolls inside it,
   * up and down as well as sideways, under a header that stays in view.
   */
  maxHeightClass?: string;
  testId?: string;
}

/**
 * A table of an admin list with an actions column: headers on a dark band, one bordered row per
 * item, and the whole table scrolling sideways inside its rounded box on narrow screens. Cells are
 * start-aligned, so the first column is on the right in RTL. The back office's one table.
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  actions,
  actionsHeader,
  rowProps,
  minWidthClass = 'min-w-[720px]',
  maxHeightClass,
  testId,
}: DataTableProps<Row>) {
  const scroll = maxHeightClass ? `overflow-auto ${maxHeightClass}` : 'overflow-x-auto';
  return (
    <div className={`${scroll} rounded-2xl border border-night-800`} data-testid={testId}>
      <table className={`w-full ${minWidthClass} text-start text-sm`}>
        <thead className={`bg-night-900 text-night-300 ${maxHeightClass ? 'sticky top-0' : ''}`}>
          <tr>
            {columns.map((column) => (
              <th key={column.key} className="px-3 py-2 text-start font-semibold">
                {column.header}
              </th>
            ))}
            {actions && <th className="px-3 py-2 text-start font-semibold">{actionsHeader}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-night-800 bg-night-950/60" {...rowProps?.(row)}>
              {columns.map((column) => (
                <td key={column.key} className={`px-3 py-2 ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
              {actions && (
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-1">{actions(row)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
