import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ar } from '../../../i18n/ar-admin';
import { formatNumber } from '../../../lib/format';
import { pageButtons } from './characters';

const buttonClass = 'min-h-9 min-w-9 rounded-lg border px-2 text-sm font-bold disabled:opacity-40';

/** Spec 001 section 9: previous, at most 5 page buttons around the current page, next (RTL arrows). */
export function CharacterPager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const t = ar.adminCharacters;
  return (
    <nav
      aria-label={t.pagerLabel}
      className="flex flex-wrap items-center justify-center gap-1.5"
      data-testid="characters-pager"
    >
      <button
        type="button"
        className={`${buttonClass} border-night-700 bg-night-900 text-night-200`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t.previous}
      >
        <ChevronRight className="mx-auto size-4" aria-hidden />
      </button>
      {pageButtons(page, totalPages).map((number) => (
        <button
          key={number}
          type="button"
          aria-current={number === page ? 'page' : undefined}
          className={`${buttonClass} ${
            number === page
              ? 'border-blood-500 bg-blood-600/20 text-white'
              : 'border-night-700 bg-night-900 text-night-200'
          }`}
          onClick={() => onPage(number)}
          data-testid="pager-page"
        >
          {formatNumber(number)}
        </button>
      ))}
      <button
        type="button"
        className={`${buttonClass} border-night-700 bg-night-900 text-night-200`}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
        aria-label={t.next}
      >
        <ChevronLeft className="mx-auto size-4" aria-hidden />
      </button>
    </nav>
  );
}
