import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search, Swords, CalendarDays } from 'lucide-react';
import { getSearchUsersQueryOptions } from '../../api/generated/players/players';
import type { SearchUserDto } from '../../api/generated/model/searchUserDto';
import { useSession } from '../../auth/use-session';
import { Button } from '../../components/Button';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { fieldClass } from '../../components/TextField';
import { ar } from '../../i18n/ar';
import { arPvp } from '../../i18n/ar-pvp';
import { formatNumber } from '../../lib/format';
import { isVip } from '../../lib/vip';
import { VipName } from '../../components/VipName';
import { PlayerLink } from '../../components/PlayerLink';
import { PlayerAvatar, PlayerBadges } from '../../components/PlayerAvatar';
import { formatWinRate, SEARCH_LIMIT, searchQuery } from './pvp-rules';
import { useOnlineStatus } from './use-online-status';

/** What the list shows: the top players (on open), a query's matches, or nothing after the box was cleared. */
type Listing = { kind: 'top' } | { kind: 'query'; query: string } | { kind: 'cleared' };

/**
 * `/players` (spec 000 section 2, Player search): a name box with a search button (Enter searches),
 * the top 50 players by level on open, refreshed when a training completes (realtime/sync.ts).
 */
export function PlayersSearchPage() {
  const session = useSession();
  const [text, setText] = useState('');
  const [listing, setListing] = useState<Listing>({ kind: 'top' });
  const [tooShort, setTooShort] = useState(false);
  const t = arPvp.players;

  const params = {
    sort: 'level' as const,
    limit: SEARCH_LIMIT,
    ...(listing.kind === 'query' ? { query: listing.query } : {}),
  };
  const results = useQuery({
    ...getSearchUsersQueryOptions(params),
    enabled: session !== null && listing.kind !== 'cleared',
    retry: false,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = searchQuery(text);
    if (query) setListing({ kind: 'query', query });
    else if (text.trim() === '') setListing({ kind: 'top' });
    setTooShort(!query && text.trim() !== '');
  };

  const users = listing.kind === 'cleared' || results.isError ? [] : (results.data ?? []);

  return (
    <SectionPage bannerKey="search" title={ar.nav.players}>
      {!session ? (
        <EmptyState title={arPvp.pvp.signInRequired} />
      ) : (
        <>
          <form onSubmit={submit} className="flex gap-2" role="search">
            <label className="sr-only" htmlFor="player-search">
              {t.searchLabel}
            </label>
            <input
              id="player-search"
              type="search"
              value={text}
              placeholder={t.placeholder}
              onChange={(event) => {
                setText(event.target.value);
                setTooShort(false);
                // Spec 000 section 5: clearing the box empties the results.
                if (event.target.value === '') setListing({ kind: 'cleared' });
              }}
              className={fieldClass(false)}
            />
            <Button type="submit" className="shrink-0" pending={results.isFetching}>
              <Search className="size-5" aria-hidden />
              {t.search}
            </Button>
          </form>
          {tooShort && <p className="text-sm text-gold-300">{t.minChars}</p>}
          <p className="text-sm text-night-400" data-testid="top-note">
            {t.topNote}
          </p>
          {results.isError && (
            <p
              role="alert"
              className="rounded-2xl bg-blood-950/40 px-4 py-3 text-blood-300"
              data-testid="search-error"
            >
              {t.failed}
            </p>
          )}
          {results.isPending && listing.kind !== 'cleared' && (
            <p role="status" className="text-night-300">
              {arPvp.pvp.loading}
            </p>
          )}
          {!results.isPending && !results.isError && users.length === 0 && <EmptyState title={t.empty} />}
          {users.length > 0 && <ResultList users={users} />}
        </>
      )}
    </SectionPage>
  );
}

function ResultList({ users }: { users: SearchUserDto[] }) {
  const online = useOnlineStatus(users.map((u) => u.userId ?? u.id));
  const t = arPvp.players;
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="search-results">
      {users.map((user) => {
        const id = user.userId ?? user.id;
        const name = user.displayName || user.name || user.username || '';
        return (
          <li key={id} data-testid="search-result">
            <PlayerLink
              username={user.username}
              className="flex items-center gap-3 rounded-2xl border border-night-800 bg-night-900/70 p-3 transition hover:border-blood-700"
            >
              <PlayerAvatar
                name={name}
                avatarUrl={user.avatarUrl}
                online={online?.get(id) ?? user.isOnline}
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <VipName name={name} isVip={isVip(user)} />
                  <PlayerBadges admin={user.isAdmin} />
                </div>
                <span className="text-sm text-night-300">{arPvp.pvp.level(formatNumber(user.level))}</span>
                <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-night-300">
                  <span className="inline-flex items-center gap-1">
                    <Swords className="size-3.5 text-emerald-400" aria-hidden />
                    {t.won} <b className="text-night-100">{formatNumber(user.fightsWon)}</b>
                  </span>
                  <span>
                    {t.lost} <b className="text-night-100">{formatNumber(user.fightsLost)}</b>
                  </span>
                  <span data-testid="win-rate">
                    {t.winRate}{' '}
                    <b className="text-night-100">{formatWinRate(user.fightsWon, user.fightsLost)}</b>
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <CalendarDays className="size-3.5" aria-hidden />
                    {t.days(user.daysInGame)}
                  </span>
                </div>
              </div>
            </PlayerLink>
          </li>
        );
      })}
    </ul>
  );
}
