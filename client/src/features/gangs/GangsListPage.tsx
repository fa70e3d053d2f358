import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight, Crown, Search, Shield, Star, Users } from 'lucide-react';
import { useGetMyJoinRequests, useListGangs } from '../../api/generated/gangs/gangs';
import type { GangSummaryDto } from '../../api/generated/model/gangSummaryDto';
import type { MyGangDto } from '../../api/generated/model/myGangDto';
import { errorText } from '../../api/error-text';
import { Button, buttonClass } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { fieldClass } from '../../components/TextField';
import { arGangs } from '../../i18n/ar-gangs';
import { formatNumber } from '../../lib/format';
import { CreateGangForm } from './CreateGangForm';
import { JoinRequestModal } from './JoinRequestModal';
import { MyJoinRequests } from './MyJoinRequests';
import { useOwnGangLive } from './use-gang-live';

/** Gangs per page of `/gangs` (the server's default). */
export const GANGS_PAGE_SIZE = 20;

/**
 * `/gangs` (spec 000 section 2, DESIGN.md section 6): the player's gang or the form to found one,
 * their pending join requests, and every gang by total fame with a name search and a join button.
 */
export function GangsListPage() {
  const t = arGangs.gangs;
  const own = useOwnGangLive();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [joining, setJoining] = useState<GangSummaryDto | null>(null);
  const params = { page, limit: GANGS_PAGE_SIZE, ...(search ? { search } : {}) };
  const gangs = useListGangs(params, { query: { retry: false, placeholderData: (previous) => previous } });
  const mine = useGetMyJoinRequests({ query: { retry: false, enabled: own.data === null } });
  const pendingIds = new Set((mine.data?.requests ?? []).map((request) => request.gangId));

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(text.trim());
    setPage(1);
  };

  return (
    <SectionPage bannerKey="gangs" title={t.listTitle}>
      {own.data ? <OwnGangCard gang={own.data} /> : own.data === null && <CreateGangForm />}
      {own.data === null && <MyJoinRequests />}

      <section className="flex flex-col gap-3">
        <form onSubmit={onSearch} role="search" className="flex gap-2">
          <label className="sr-only" htmlFor="gang-search">
            {t.searchLabel}
          </label>
          <input
            id="gang-search"
            type="search"
            value={text}
            maxLength={20}
            placeholder={t.searchPlaceholder}
            onChange={(event) => setText(event.target.value)}
            className={`${fieldClass(false)} min-w-0 flex-1`}
          />
          <Button type="submit" aria-label={t.search} className="px-4">
            <Search className="size-5" aria-hidden />
            <span className="hidden sm:inline">{t.search}</span>
          </Button>
        </form>

        {gangs.isPending && <div className="h-40 animate-pulse rounded-3xl bg-night-900/80" />}
        {gangs.isError && (
          <ErrorPanel
            detail={errorText(gangs.error, { fallback: t.listFailed })}
            onRetry={() => gangs.refetch()}
          />
        )}
        {gangs.data &&
          (gangs.data.gangs.length === 0 ? (
            <EmptyState title={search ? t.noMatches : t.noGangs} />
          ) : (
            <ol className="flex flex-col gap-2" data-testid="gang-list">
              {gangs.data.gangs.map((gang, index) => (
                <GangRow
                  key={gang.id}
                  gang={gang}
                  position={(gangs.data.page - 1) * GANGS_PAGE_SIZE + index + 1}
                  canRequest={own.data === null && !pendingIds.has(gang.id)}
                  pending={pendingIds.has(gang.id)}
                  onRequest={() => setJoining(gang)}
                />
              ))}
            </ol>
          ))}
        {gangs.data && gangs.data.totalPages > 1 && (
          <Pager page={gangs.data.page} total={gangs.data.totalPages} onPage={setPage} />
        )}
      </section>
      <JoinRequestModal gang={joining} onClose={() => setJoining(null)} />
    </SectionPage>
  );
}

function OwnGangCard({ gang }: { gang: MyGangDto }) {
  const t = arGangs.gangs;
  return (
    <section
      data-testid="own-gang"
      className="flex flex-wrap items-center gap-4 rounded-3xl border border-blood-800/60 bg-gradient-to-l from-blood-950/60 to-night-900 p-4 sm:p-5"
    >
      <Shield className="size-10 shrink-0 text-blood-400" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm text-night-300">{t.yourGang}</span>
        <span className="truncate text-xl font-black text-white">{gang.name}</span>
        <span className="text-sm text-gold-300">{t.yourRank(t.ranks[gang.role])}</span>
      </div>
      <Link to="/gangs/$id" params={{ id: gang.id }} className={buttonClass('primary', 'w-full sm:w-auto')}>
        {t.openYourGang}
      </Link>
    </section>
  );
}

function GangRow({
  gang,
  position,
  canRequest,
  pending,
  onRequest,
}: {
  gang: GangSummaryDto;
  position: number;
  canRequest: boolean;
  pending: boolean;
  onRequest: () => void;
}) {
  const t = arGangs.gangs;
  const full = gang.memberCount >= gang.maxMembers;
  return (
    <li
      data-testid="gang-row"
      data-gang-id={gang.id}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-night-800 bg-night-900/80 px-4 py-3"
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-full bg-night-800 text-sm font-black text-gold-300">
        {formatNumber(position)}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link
          to="/gangs/$id"
          params={{ id: gang.id }}
          className="truncate text-lg font-extrabold text-white hover:text-blood-300"
        >
          {gang.name}
        </Link>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-sm text-night-300">
          <span className="flex items-center gap-1">
            <Crown className="size-3.5 text-gold-400" aria-hidden />
            {gang.bossName}
          </span>
          <span className="flex items-center gap-1" data-testid="gang-row-members">
            <Users className="size-3.5" aria-hidden />
            {formatNumber(gang.memberCount)}/{formatNumber(gang.maxMembers)}
          </span>
          <span className="flex items-center gap-1" data-testid="gang-row-fame">
            <Star className="size-3.5 text-gold-400" aria-hidden />
            {formatNumber(gang.totalFame)}
          </span>
        </span>
      </div>
      {pending && (
        <span className="rounded-full bg-gold-400/10 px-3 py-1 text-xs font-bold text-gold-300">
          {t.pendingBadge}
        </span>
      )}
      {canRequest && (
        <Button variant="secondary" disabled={full} onClick={onRequest}>
          {full ? t.full : t.requestJoin}
        </Button>
      )}
    </li>
  );
}

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const t = arGangs.gangs;
  return (
    <nav className="flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronRight className="size-5" aria-hidden />
        {t.previousPage}
      </Button>
      <span className="text-sm text-night-300">{t.pageOf(formatNumber(page), formatNumber(total))}</span>
      <Button variant="secondary" disabled={page >= total} onClick={() => onPage(page + 1)}>
        {t.nextPage}
        <ChevronLeft className="size-5" aria-hidden />
      </Button>
    </nav>
  );
}
