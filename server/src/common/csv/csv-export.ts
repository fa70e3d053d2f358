import { StreamableFile } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { Readable } from 'node:stream';

/** Rows read per keyset page of an export: memory holds one page at a time, never the whole list. */
export const CSV_EXPORT_BATCH = 500;

/** UTF-8 byte order mark: spreadsheet programs (Excel) then read the Arabic text as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** A cell value as an export hands it over: text, a number, a time, a flag or nothing. */
export type CsvCell = string | number | boolean | Date | null | undefined;

/** One column of an export: its Arabic header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

/**
 * A text cell a spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return) gets a leading `'` (OWASP "CSV injection"). Numbers stay numbers: a negative
 * amount is written as a number, which a spreadsheet never evaluates.
 */
export function neutraliseCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * Reads a list by keyset pages: `page(after, limit)` returns the rows after the key `after` (null:
 * from the start) in key order; the next page starts after the last row's key. Ends on a short page.
 */
export async function* keysetRows<Row, Key>(
  page: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  first?: Row[],
  limit = CSV_EXPORT_BATCH,
): AsyncGenerator<Row> {
  let rows = first ?? (await page(null, limit));
  for (;;) {
    yield* rows;
    if (rows.length < limit) return;
    rows = await page(keyOf(rows[rows.length - 1]), limit);
  }
}

/**
 * A CSV download (issue 30, part 4): UTF-8 with a BOM, a header row of `columns`, then every row the
 * keyset pager reads, streamed through csv-stringify (one page in memory at a time), every text cell
 * neutralised against formula injection. The first page is read before the answer starts, so a
 * failing query is still an error response; a later failure cuts the download.
 * @param filename ASCII name the browser saves (`Content-Disposition: attachment`)
 */
export async function csvDownload<Row, Key>(
  filename: string,
  columns: CsvColumn<Row>[],
  page: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
): Promise<StreamableFile> {
  const first = await page(null, CSV_EXPORT_BATCH);
  const rows = keysetRows(page, keyOf, first);
  async function* records(): AsyncGenerator<string[]> {
    for await (const row of rows) yield columns.map((column) => neutraliseCell(column.value(row)));
  }
  const csv = stringify({ header: true, columns: columns.map((column) => column.header), bom: true });
  Readable.from(records())
    .on('error', (error) => csv.destroy(error))
    .pipe(csv);
  return new StreamableFile(csv, {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${filename}"`,
  });
}

/** `<kind>-<YYYY-MM-DD>.csv`, the day of `now` in UTC. */
export function csvFilename(kind: string, now = new Date()): string {
  return `${kind}-${now.toISOString().slice(0, 10)}.csv`;
}
