import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Medal, RefreshCw } from 'lucide-react';
import { getGetLeaderboardQueryOptions } from '../../api/generated/leaderboard/leaderboard';
import type { LeaderboardEntryDto } from '../../api/generated/model/leaderboardEntryDto';
import type { LeaderboardSort } from '../../api/generated/model/leaderboardSort';
import type { RatingSummaryDto } from '../../api/generated/model/ratingSummaryDto';
import { SectionPage } from '../../components/SectionPage';
import { TabPanel, Tabs } from '../../components/Tabs';
import { ar } from '../../i18n/ar';
import { arPvp } from '../../i18n/ar-pvp';
import { FeatureLockPanel } from '../../components/FeatureGate';
import { lockedLevel } from '../../lib/feature-lock';
import { formatNumber } from '../../lib/format';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { PlayerLink } from '../../components/PlayerLink';
import { VipName } from '../../components/VipName';
import { formatLeaderboardValue, LEADERBOARD_LIMIT, LEADERBOARD_SORTS } from './pvp-rules';
import { RatingButtons } from './RatingButtons';
import { useLeaderboardRoom } from './use-leaderboard-room';
import { useRate } from './use-rate';

/** Gold, silver and bronze for the top three rows (spec 000 section 2). */
const PODIUM = [
  'text-gold-300 bg-gold-400/10',
  'text-night-100 bg-night-300/10',
  'text-orange-300 bg-orange-400/10',
];

export function podiumClass(position: number): string {
  return PODIUM[position - 1] ?? '';
}

/**
 * `/dashboard/leaderboard` (spec 000 section 2): five category tabs, the top 50 as a table on desktop
 * and cards on mobile (768 px), with ratings; locked below level 30 (the server answers FEATURE_LOCKED).
 * While open it is in the socket's leaderboard room, so each 5-minute rebuild replaces the board shown.
 */
export function LeaderboardPage() {
  const [sort, setSort] = useState<LeaderboardSort>('fame');
  const tabsId = useId();
  const board = useQuery({
    ...getGetLeaderboardQueryOptions({ sort, limit: LEADERBOARD_LIMIT }),
    retry: false,
  });
  const { rate, busy } = useRate();
  const t = arPvp.leaderboard;
  const locked = lockedLevel(board.error, 'leaderboard');
  useLeaderboardRoom(sort, locked === null);

  return (
    <SectionPage bannerKey="leaderboard" title={ar.nav.leaderboard}>
      {locked !== null ? (
        <FeatureLockPanel level={locked} />
      ) : (
        <>
          <Tabs
            id={tabsId}
            label={ar.nav.leaderboard}
            layout="scroll"
            items={LEADERBOARD_SORTS.map((key) => ({ value: key, label: t.tabs[key], testId: `tab-${key}` }))}
            value={sort}
            onChange={setSort}
          />
          <TabPanel id={tabsId} value={sort} className="flex flex-col gap-5">
            {board.isPending && (
              <p role="status" className="text-night-300" data-testid="leaderboard-loading">
                {t.loading}
              </p>
            )}
            {board.isError && (
              <p
                role="alert"
                className="rounded-2xl bg-blood-950/40 px-4 py-3 text-blood-300"
                data-testid="leaderboard-error"
              >
                {t.failed}
              </p>
            )}
            {board.data && board.data.rankings.length === 0 && (
              <p
                className="rounded-2xl bg-night-900/70 px-4 py-8 text-center text-night-300"
                data-testid="leaderboard-empty"
              >
                {t.empty}
              </p>
            )}
            {board.data && board.data.rankings.length > 0 && (
              <Rankings
                sort={sort}
                rankings={board.data.rankings}
                ratings={board.data.ratings}
                busy={busy}
                onRate={(userId, rating) => void rate(userId, rating)}
              />
            )}
          </TabPanel>
          <p className="flex items-start gap-2 text-sm text-night-400" data-testid="leaderboard-footer">
            <RefreshCw className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t.footer}
          </p>
        </>
      )}
    </SectionPage>
  );
}

interface RankingsProps {
  sort: LeaderboardSort;
  rankings: LeaderboardEntryDto[];
  ratings: Record<string, RatingSummaryDto>;
  busy: ReadonlySet<string>;
  onRate: (userId: string, rating: 'LIKE' | 'DISLIKE') => void;
}

function Position({ position }: { position: number }) {
  return (
    <span
      className={`inline-flex min-w-9 items-center justify-center gap-1 rounded-lg px-2 py-1 font-black ${podiumClass(position)}`}
    >
      {position <= 3 && <Medal className="size-4" aria-hidden />}
      {formatNumber(position)}
    </span>
  );
}

function PlayerCell({ entry }: { entry: LeaderboardEntryDto }) {
  return (
    <PlayerLink username={entry.username} className="flex min-w-0 items-center gap-3 hover:text-blood-300">
      <PlayerAvatar name={entry.name} avatarUrl={entry.avatarUrl} size="sm" />
      <span className="flex min-w-0 flex-col">
        <VipName name={entry.name} isVip={entry.isVip} testId="leader-name" />
        <span className="text-xs text-night-300">{arPvp.pvp.level(formatNumber(entry.level || 1))}</span>
      </span>
    </PlayerLink>
  );
}

/** The board: a table from 768 px, cards below. */
export function Rankings({ sort, rankings, ratings, busy, onRate }: RankingsProps) {
  const t = arPvp.leaderboard;
  return (
    <>
      <table
        className="hidden w-full border-separate border-spacing-y-1.5 md:table"
        data-testid="leaderboard-table"
      >
        <thead>
          <tr className="text-start text-sm text-night-400">
            <th className="px-3 text-start font-semibold">{t.position}</th>
            <th className="px-3 text-start font-semibold">{t.player}</th>
            <th className="px-3 text-start font-semibold">{t.tabs[sort]}</th>
            <th className="px-3 text-start font-semibold">{t.rating}</th>
          </tr>
        </thead>
        <tbody>
          {rankings.map((entry) => (
            <tr
              key={entry.userId}
              data-testid="leader-row"
              data-user-id={entry.userId}
              data-top={entry.position <= 3}
              className={entry.position <= 3 ? 'bg-gold-400/[0.07]' : 'bg-night-900/70'}
            >
              <td className="rounded-s-2xl px-3 py-2">
                <Position position={entry.position} />
              </td>
              <td className="px-3 py-2">
                <PlayerCell entry={entry} />
              </td>
              <td className="px-3 py-2 font-bold text-white tabular-nums" data-testid="leader-value">
                {formatLeaderboardValue(entry.criteria)}
              </td>
              <td className="rounded-e-2xl px-3 py-2">
                <RatingButtons
                  summary={ratings[entry.userId]}
                  busy={busy.has(entry.userId)}
                  onRate={(rating) => onRate(entry.userId, rating)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="flex flex-col gap-2 md:hidden" data-testid="leaderboard-cards">
        {rankings.map((entry) => (
          <li
            key={entry.userId}
            data-testid="leader-card"
            data-user-id={entry.userId}
            data-top={entry.position <= 3}
            className={`flex flex-col gap-3 rounded-2xl border p-3 ${
              entry.position <= 3
                ? 'border-gold-400/40 bg-gold-400/[0.07]'
                : 'border-night-800 bg-night-900/70'
            }`}
          >
            <div className="flex items-center gap-3">
              <Position position={entry.position} />
              <div className="min-w-0 flex-1">
                <PlayerCell entry={entry} />
              </div>
            </div>
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm text-night-300">
                {t.tabs[sort]}:{' '}
                <span className="font-bold text-white tabular-nums" data-testid="leader-value">
                  {formatLeaderboardValue(entry.criteria)}
                </span>
              </span>
              <RatingButtons
                summary={ratings[entry.userId]}
                busy={busy.has(entry.userId)}
                onRate={(rating) => onRate(entry.userId, rating)}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
