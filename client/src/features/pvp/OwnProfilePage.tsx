import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useGetAccountProfile } from '../../api/generated/auth/auth';
import { useGetCharacterProfile } from '../../api/generated/character/character';
import { useGetFightHistory } from '../../api/generated/fight/fight';
import { useGetProfileRatings } from '../../api/generated/players/players';
import { errorText } from '../../api/error-text';
import { ErrorPanel } from '../../components/ErrorPanel';
import { SectionPage } from '../../components/SectionPage';
import { ar } from '../../i18n/ar';
import { arShell } from '../../i18n/ar-shell';
import { arPvp } from '../../i18n/ar-pvp';
import { formatNumber } from '../../lib/format';
import { isVip } from '../../lib/vip';
import { FightHistory } from './FightHistory';
import { ProfileView } from './ProfileView';

/** `/dashboard/profile`: the player's own profile as others see it, their ratings and their last fights. */
export function OwnProfilePage() {
  const account = useGetAccountProfile();
  const setupDone = account.data?.user.accountSetupCompleted === true;
  const profile = useGetCharacterProfile({ query: { enabled: setupDone } });
  const p = profile.data;
  const ratings = useGetProfileRatings(p?.userId ?? '', { query: { enabled: !!p, retry: false } });
  const history = useGetFightHistory({ query: { enabled: !!p, retry: false } });

  return (
    <SectionPage bannerKey="profile" title={ar.nav.profile}>
      {account.data && !setupDone && <p className="text-night-300">{arShell.dashboard.hudPending}</p>}
      {setupDone && profile.isPending && (
        <p role="status" className="text-night-300">
          {arPvp.pvp.loading}
        </p>
      )}
      {profile.isError && <ErrorPanel detail={errorText(profile.error)} onRetry={() => profile.refetch()} />}
      {p && (
        <ProfileView
          facts={{
            name: p.username ?? p.displayName,
            avatarUrl: p.avatarUrl,
            level: p.level,
            fame: p.fame,
            fightsWon: p.fightsWon,
            fightsLost: p.fightsLost,
            crimesCommitted: p.crimesCommitted,
            daysInGame: p.daysInGame,
            countryCode: p.countryCode,
            vip: isVip(p),
            online: true,
          }}
          actions={
            ratings.data && (
              <div
                className="flex items-center gap-4 text-sm font-bold"
                data-testid="own-ratings"
                aria-label={arPvp.profile.ratings}
              >
                <span className="inline-flex items-center gap-1.5 text-emerald-300">
                  <ThumbsUp className="size-4" aria-hidden />
                  {formatNumber(ratings.data.likes)}
                </span>
                <span className="inline-flex items-center gap-1.5 text-blood-300">
                  <ThumbsDown className="size-4" aria-hidden />
                  {formatNumber(ratings.data.dislikes)}
                </span>
              </div>
            )
          }
        />
      )}
      {p && history.data && <FightHistory fights={history.data.fights} viewerId={p.userId} />}
    </SectionPage>
  );
}
