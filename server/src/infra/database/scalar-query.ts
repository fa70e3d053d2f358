/**
 * One value read by a SQL expression that can ride in another statement (a column of it), so a hot
 * path's transaction asks two things in one round trip. `sql` writes the expression, binding its
 * parameters through `bind` (which returns the placeholder, `$n`, of the value in the host
 * statement); `parse` turns the column's raw value into `T` (also when the host returned no row:
 * `undefined`).
 */
export interface ScalarQuery<T> {
  sql(bind: (value: unknown) => string): string;
  parse(value: unknown): T;
}

/**
 * Builds a host statement's parameters: `bind(value)` appends `value` and returns its placeholder.
 * @param initial the host's own parameters ($1..$n), kept first
 */
export function parameters(initial: unknown[] = []): { values: unknown[]; bind: (value: unknown) => string } {
  const values = [...initial];
  return {
    values,
    bind: (value) => {
      values.push(value);
      return `$${values.length}`;
    },
  };
}
