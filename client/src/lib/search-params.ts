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
