import { useState } from 'react';

/**
 * The filters and page of a filtered admin list (purchases, audit log, blocked messages): changing
 * a filter or resetting them all goes back to page 1. `empty` is the filters' reset state.
 */
export function useListFilters<F extends object>(empty: F) {
  const [filters, setFilters] = useState<F>(empty);
  const [page, setPage] = useState(1);
  return {
    filters,
    page,
    setPage,
    /** Sets one filter and returns to page 1. */
    setFilter: <K extends keyof F>(key: K, value: F[K]) => {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    },
    /** Back to `empty` and page 1. */
    reset: () => {
      setFilters(empty);
      setPage(1);
    },
  };
}
