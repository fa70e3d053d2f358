/** Spec 001 sections 2.4 and 2.7: the status filter of the admin content lists. */
export const STATUS_FILTERS = ['all', 'enabled', 'disabled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

interface ListItem {
  name: string;
  description?: string | null;
  isEnabled: boolean;
}

/**
 * Filters an admin list by status and a free-text search over name and description
 * (case-insensitive, trimmed), then sorts it with `compare`. Never mutates `items`.
 */
export function filterAndSort<T extends ListItem>(
  items: readonly T[],
  { status, search, compare }: { status: StatusFilter; search: string; compare: (a: T, b: T) => number },
): T[] {
  const query = search.trim().toLowerCase();
  return items
    .filter((item) => status === 'all' || item.isEnabled === (status === 'enabled'))
    .filter(
      (item) =>
        !query ||
        item.name.toLowerCase().includes(query) ||
        (item.description ?? '').toLowerCase().includes(query),
    )
    .sort(compare);
}

/** A comparator for one field: numbers ascending, strings in Arabic collation; ties by name. */
export function byField<T extends { name: string }>(field: keyof T): (a: T, b: T) => number {
  return (a, b) => {
    const x = a[field];
    const y = b[field];
    const primary =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'ar');
    return primary !== 0 ? primary : a.name.localeCompare(b.name, 'ar');
  };
}

/** Total and enabled counts for the stat cards. */
export function countEnabled(items: readonly { isEnabled: boolean }[]): { total: number; enabled: number } {
  return { total: items.length, enabled: items.filter((item) => item.isEnabled).length };
}
