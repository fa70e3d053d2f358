/**
 * Tiny search-param readers for route `validateSearch`, so the initial bundle does not carry a
 * schema library for a couple of optional strings.
 */
export function optionalString(search: Record<string, unknown>, key: string): string | undefined {
  const value = search[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The value when it is one of `allowed`, else undefined. */
export function oneOf<T extends string>(
  search: Record<string, unknown>,
  key: string,
  allowed: readonly T[],
): T | undefined {
  const value = search[key];
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** A UUID (any version, either case, as zod's `uuid()` accepts), else undefined. */
export function optionalUuid(search: Record<string, unknown>, key: string): string | undefined {
  const value = search[key];
  return typeof value === 'string' &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
    ? value
    : undefined;
}

/** A positive safe integer id (a number, or its decimal text in the URL), else undefined. */
export function optionalId(search: Record<string, unknown>, key: string): number | undefined {
  const value = search[key];
  const number = typeof value === 'string' && /^[1-9][0-9]{0,14}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}
