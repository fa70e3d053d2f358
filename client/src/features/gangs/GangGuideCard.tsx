import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, ChevronDown, ChevronUp } from 'lucide-react';
import {
  useCompleteInfobox,
  useGetInfoboxStatus,
  useSetInfoboxMinimized,
} from '../../api/generated/infobox/infobox';
import type { InfoboxStatusDto } from '../../api/generated/model/infoboxStatusDto';
import { Button } from '../../components/Button';
import { arGangs } from '../../i18n/ar-gangs';
import { formatNumber } from '../../lib/format';
import { infoboxStatusChanged } from '../../realtime/answer-writes';

/** The infobox key of the gang guide (spec 000 section 7, spec 001 section 2.1). */
export const GANG_GUIDE_KEY = 'gangDetails';

/** Spec 000 section 8: an infobox whose status call failed counts as unseen (expanded). */
const UNSEEN: InfoboxStatusDto = { hasSeenComplete: false, isMinimized: false };

/**
 * Spec 001 section 2.1: the gang-management guide, three pages with previous/next, collapsible
 * (`PUT /api/infobox/gangDetails/minimized`), shown while the server says it was not seen to the
 * end; "finish" on the last page (`POST .../complete`) removes it for good. When the status call
 * fails the guide shows as unseen (spec 000 section 8, issue 31).
 */
export function GangGuideCard() {
  const t = arGangs.gangs.guide;
  const queryClient = useQueryClient();
  const status = useGetInfoboxStatus(GANG_GUIDE_KEY, { query: { retry: false } });
  const minimize = useSetInfoboxMinimized();
  const complete = useCompleteInfobox();
  const [page, setPage] = useState(0);
  const data = status.data ?? (status.isError ? UNSEEN : undefined);
  if (!data || data.hasSeenComplete) return null;

  const write = (next: Partial<InfoboxStatusDto>) => infoboxStatusChanged(queryClient, GANG_GUIDE_KEY, next);
  const minimized = data.isMinimized;
  const toggle = () => {
    write({ isMinimized: !minimized });
    minimize.mutate({ key: GANG_GUIDE_KEY, data: { isMinimized: !minimized } });
  };
  const finish = () =>
    complete.mutate({ key: GANG_GUIDE_KEY }, { onSuccess: () => write({ hasSeenComplete: true }) });

  const pages = t.pages;
  const current = pages[page];
  const last = page === pages.length - 1;
  return (
    <section
      data-testid="gang-guide"
      data-minimized={minimized}
      className="flex flex-col gap-3 rounded-3xl border border-gold-500/40 bg-gradient-to-b from-gold-400/10 to-night-900 p-4 sm:p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-extrabold text-gold-300">
          <BookOpen className="size-5" aria-hidden />
          {t.title}
        </h2>
        <button
          type="button"
          onClick={toggle}
          aria-expanded={!minimized}
          aria-label={minimized ? t.expand : t.collapse}
          className="rounded-lg p-2 text-night-300 hover:bg-night-800 hover:text-white"
        >
          {minimized ? (
            <ChevronDown className="size-5" aria-hidden />
          ) : (
            <ChevronUp className="size-5" aria-hidden />
          )}
        </button>
      </div>
      {!minimized && (
        <>
          <div className="flex flex-col gap-1.5">
            <h3 className="font-bold text-white">{current.heading}</h3>
            <ul className="flex list-disc flex-col gap-1 ps-5 text-sm text-night-200">
              {current.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm text-night-400" data-testid="gang-guide-step">
              {t.step(formatNumber(page + 1), formatNumber(pages.length))}
            </span>
            <div className="flex gap-2">
              <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
                {t.previous}
              </Button>
              {last ? (
                <Button pending={complete.isPending} onClick={finish}>
                  {t.finish}
                </Button>
              ) : (
                <Button onClick={() => setPage(page + 1)}>{t.next}</Button>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
