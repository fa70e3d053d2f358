import { ChevronLeft, ChevronRight } from 'lucide-react';
import { arComponents } from '../i18n/ar-components';
import { formatNumber } from '../lib/format';
import { Button } from './Button';

/** Spec 001 section 9: a numbered pager shows at most five page buttons. */
export const MAX_PAGE_BUTTONS = 5;

/**
 * The page numbers a numbered pager shows: at most `max` consecutive pages around `page` (clamped
 * to 1..`totalPages`), shifted to stay within the pages. `totalPages` below 1 counts as 1.
 */
export function pageButtons(page: number, totalPages: number, max = MAX_PAGE_BUTTONS): number[] {
  const last = Math.max(1, totalPages);
  const count = Math.min(max, last);
  const current = Math.min(Math.max(1, page), last);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), last - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /**
   * `label` (default): previous, "page x of y", next. `numbered`: previous, at most five page
   * buttons around the current page, next (arrows only, named by `aria-label`).
   */
  variant?: 'label' | 'numbered';
  /** The navigation's accessible name (the numbered pager of the characters list names it). */
  ariaLabel?: string;
  testId?: string;
}

/**
 * Previous / next paging of a list, right to left (previous points right). Page numbers in
 * Arabic-Indic digits; the previous and next buttons are disabled at the ends.
 */
export function Pager({
  page,
  totalPages,
  onPage,
  variant = 'label',
  ariaLabel,
  testId = 'admin-pager',
}: PagerProps) {
  const t = arComponents.pager;
  const last = Math.max(1, totalPages);
  const numbered = variant === 'numbered';
  return (
    <nav
      aria-label={ariaLabel}
      className={`flex flex-wrap items-center justify-center ${numbered ? 'gap-1.5' : 'gap-3'}`}
      data-testid={testId}
    >
      <Button
        variant="secondary"
        size="sm"
        className={numbered ? 'min-w-9 px-2' : ''}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={numbered ? t.previous : undefined}
        data-testid="pager-previous"
      >
        <ChevronRight className="size-4" aria-hidden />
        {!numbered && t.previous}
      </Button>
      {numbered ? (
        pageButtons(page, last).map((number) => (
          <Button
            key={number}
            variant="secondary"
            size="sm"
            aria-current={number === page ? 'page' : undefined}
            className={`min-w-9 px-2 ${number === page ? 'border-blood-500 bg-blood-600/20 text-white' : ''}`}
            onClick={() => onPage(number)}
            data-testid="pager-page"
          >
            {formatNumber(number)}
          </Button>
        ))
      ) : (
        <span className="text-sm text-night-300" data-testid="pager-label">
          {t.page(formatNumber(page), formatNumber(last))}
        </span>
      )}
      <Button
        variant="secondary"
        size="sm"
        className={numbered ? 'min-w-9 px-2' : ''}
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
        aria-label={numbered ? t.next : undefined}
        data-testid="pager-next"
      >
        {!numbered && t.next}
        <ChevronLeft className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}
