/**
 * Row ids of the tables keyed by a `serial` (PostgreSQL int4) column: crimes, jobs, blood contracts,
 * private messages, reports, filtered words, characters.
 */

/** The largest value an int4 id column holds. */
export const MAX_SERIAL_ID = 2_147_483_647;

/**
 * Whether `id` can name a row of a serial-keyed table. An id from a request beyond this range names
 * no row: repositories answer "not found" for it instead of sending it to PostgreSQL, which would
 * fail the whole request ('out of range for type integer') with a 500.
 */
export function isSerialId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= MAX_SERIAL_ID;
}
