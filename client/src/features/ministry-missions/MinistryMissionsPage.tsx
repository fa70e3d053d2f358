import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Play } from 'lucide-react';
import { getGetMinistryMissionsQueryOptions } from '../../api/generated/ministry-missions/ministry-missions';
import type { PlayerMissionDto } from '../../api/generated/model/playerMissionDto';
import { errorText } from '../../api/error-text';
import { useSession } from '../../auth/use-session';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { FeatureLockPanel } from '../../components/FeatureGate';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { ar } from '../../i18n/ar';
import { arContent } from '../../i18n/ar-content';
import { lockedLevel } from '../../lib/feature-lock';
import { formatNumber } from '../../lib/format';
import { MissionPlayer } from './MissionPlayer';
import { MissionRewards } from './MissionRewards';

/**
 * `/dashboard/ministry-mission` (spec 000 sections 2 and 9, level 5; DESIGN.md section 6): the
 * missions available to the player in order, the played ones with the ending reached, and the story
 * player. The list is the cache of `GET /api/ministry-missions`, replaced by `ministryMission:update`.
 */
export function MinistryMissionsPage() {
  const session = useSession();
  return (
    <SectionPage bannerKey="ministryMission" title={ar.nav.ministryMission}>
      {session ? <Missions /> : <EmptyState title={arContent.missions.signInRequired} />}
    </SectionPage>
  );
}

function Missions() {
  const t = arContent.missions;
  const list = useQuery({ ...getGetMinistryMissionsQueryOptions(), retry: false });
  const [playingId, setPlayingId] = useState<number | null>(null);
  const locked = lockedLevel(list.error, 'ministryMissions');
  const playing = list.data?.missions.find((mission) => mission.id === playingId);

  if (locked !== null) return <FeatureLockPanel level={locked} />;
  if (list.isError)
    return (
      <ErrorPanel detail={errorText(list.error, { fallback: t.loadFailed })} onRetry={() => list.refetch()} />
    );
  if (list.isPending)
    return <div className="h-64 animate-pulse rounded-3xl bg-night-900/80" aria-busy="true" />;
  if (playing) return <MissionPlayer key={playing.id} mission={playing} onExit={() => setPlayingId(null)} />;
  if (list.data.missions.length === 0) return <EmptyState title={t.empty} />;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="missions-list">
      {list.data.missions.map((mission) => (
        <MissionCard key={mission.id} mission={mission} onPlay={() => setPlayingId(mission.id)} />
      ))}
    </ul>
  );
}

function MissionCard({ mission, onPlay }: { mission: PlayerMissionDto; onPlay: () => void }) {
  const t = arContent.missions;
  return (
    <li
      className="flex flex-col overflow-hidden rounded-3xl border border-night-700 bg-night-900/90"
      data-testid="mission-card"
      data-mission-id={mission.missionId}
      data-completed={mission.completed}
    >
      {mission.thumbnail && <img src={mission.thumbnail} alt="" className="h-40 w-full object-cover" />}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-extrabold text-white">{mission.title}</h3>
          <span className="rounded-full bg-night-800 px-2.5 py-0.5 text-xs font-bold text-night-200">
            {t.minLevel(formatNumber(mission.minLevel))}
          </span>
          {mission.completed && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-bold text-emerald-300">
              <CheckCircle2 className="size-3.5" aria-hidden />
              {t.completed}
            </span>
          )}
        </div>
        <p className="text-sm leading-relaxed text-night-300">{mission.description}</p>
        {mission.result ? (
          <div
            className="flex flex-col gap-2 rounded-2xl bg-night-950/70 p-3"
            data-testid="mission-ending-reached"
          >
            <p className="text-xs font-bold text-gold-300">
              {t.endingReached} · {t.points(formatNumber(mission.result.points))}
            </p>
            <p className="text-sm leading-relaxed text-night-100">{mission.result.ending}</p>
            <MissionRewards reward={mission.result.reward} />
          </div>
        ) : (
          <div className="mt-auto flex flex-col gap-3">
            <div className="flex flex-col gap-1">
              <p className="text-xs font-bold text-night-400">{t.possibleRewards}</p>
              <MissionRewards reward={mission.rewards['3']} />
            </div>
            <Button onClick={onPlay} data-testid="mission-play">
              <Play className="size-4" aria-hidden />
              {t.play}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
