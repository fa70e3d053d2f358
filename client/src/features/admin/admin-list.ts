/** Spec 001 sections 2.4 and 2.7: the status filter of the admin content lists. */
export const STATUS_FILTERS = ['all', 'enabled', 'disabled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The on/off flag of a content item: `isEnabled` (crimes, jobs) or `isActive` (the gear catalogues). */
export interface OnOffItem {
  isEnabled?: boolean;
  isActive?: boolean;
}

interface ListItem extends OnOffItem {
  name: string;
  description?: string | null;
}

/**
 * Whether an item is on: its `isEnabled`, else its `isActive`; a missing flag counts as on
 * (spec 001 section 4 for armors, spec 002 section 3 for pets).
 */
export function isOn(item: OnOffItem): boolean {
  return (item.isEnabled ?? item.isActive) !== false;
}

/**
 * Filters an admin list by status, by the caller's own filter `keep` (rarity, slot) and a free-text
 * search over name and description (case-insensitive, trimmed), then sorts it with `compare` (kept in
 * the server's order without one). Never mutates `items`.
 */
export function filterAndSort<T extends ListItem>(
  items: readonly T[],
  {
    status,
    search,
    compare,
    keep = () => true,
  }: {
    status: StatusFilter;
    search: string;
    compare?: (a: T, b: T) => number;
    keep?: (item: T) => boolean;
  },
): T[] {
  const query = search.trim().toLowerCase();
  const shown = items
    .filter((item) => status === 'all' || isOn(item) === (status === 'enabled'))
    .filter(keep)
    .filter(
      (item) =>
        !query ||
        item.name.toLowerCase().includes(query) ||
        (item.description ?? '').toLowerCase().includes(query),
    );
  return compare ? shown.sort(compare) : shown;
}

/** Ascending comparison of one field: numbers by value, anything else in Arabic collation. */
function compareField<T>(a: T, b: T, field: keyof T): number {
  const x = a[field];
  const y = b[field];
  return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'ar');
}

/** A comparator for one field: numbers ascending, strings in Arabic collation; ties by name. */
export function byField<T extends { name: string }>(field: keyof T): (a: T, b: T) => number {
  return (a, b) => compareField(a, b, field) || a.name.localeCompare(b.name, 'ar');
}

/** Largest first, for a sort the spec orders descending (damage, price); ties by name ascending. */
export function byFieldDescending<T extends { name: string }>(field: keyof T): (a: T, b: T) => number {
  return (a, b) => compareField(b, a, field) || a.name.localeCompare(b.name, 'ar');
}

/** Total and enabled (active) counts for the stat cards. */
export function countEnabled(items: readonly OnOffItem[]): { total: number; enabled: number } {
  return { total: items.length, enabled: items.filter(isOn).length };
}
