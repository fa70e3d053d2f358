import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/Button';
import { ar } from '../../../i18n/ar-admin';
import { formatNumber } from '../../../lib/format';

/** Previous / next paging with 'page x of y' (right-to-left: previous points right). */
export function Pager({
  page,
  totalPages,
  onPage,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}) {
  const t = ar.adminBlocked;
  const last = Math.max(1, totalPages);
  return (
    <nav className="flex items-center justify-center gap-3" data-testid="admin-pager">
      <Button
        variant="secondary"
        className="min-h-9 px-3 py-1 text-sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        data-testid="pager-previous"
      >
        <ChevronRight className="size-4" aria-hidden />
        {t.previous}
      </Button>
      <span className="text-sm text-night-300" data-testid="pager-label">
        {t.page(formatNumber(page), formatNumber(last))}
      </span>
      <Button
        variant="secondary"
        className="min-h-9 px-3 py-1 text-sm"
        disabled={page >= last}
        onClick={() => onPage(page + 1)}
        data-testid="pager-next"
      >
        {t.next}
        <ChevronLeft className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}
