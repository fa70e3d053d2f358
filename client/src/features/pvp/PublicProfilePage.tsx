import { useNavigate } from '@tanstack/react-router';
import { Swords } from 'lucide-react';
import { useGetPublicProfile } from '../../api/generated/players/players';
import { errorStatus } from '../../api/http';
import { errorText } from '../../api/error-text';
import { useSession } from '../../auth/use-session';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { ar } from '../../i18n/ar';
import { arPvp } from '../../i18n/ar-pvp';
import './nav-state';
import { ProfileView } from './ProfileView';
import { RatingButtons } from './RatingButtons';
import { useOnlineStatus } from './use-online-status';
import { useRate } from './use-rate';

/** `/dashboard/profile/{username}`: another player's public profile with like/dislike and an attack button. */
export function PublicProfilePage({ username }: { username: string }) {
  const navigate = useNavigate();
  const viewerId = useSession()?.user.id;
  const profile = useGetPublicProfile(username, { query: { retry: false } });
  const online = useOnlineStatus(profile.data ? [profile.data.userId] : []);
  const { rate, busy } = useRate();
  const p = profile.data;
  const own = p !== undefined && p.userId === viewerId;

  return (
    <SectionPage bannerKey="profile" title={ar.nav.profile}>
      {profile.isPending && (
        <p role="status" className="text-night-300">
          {arPvp.pvp.loading}
        </p>
      )}
      {profile.isError &&
        (errorStatus(profile.error) === 404 ? (
          <EmptyState title={arPvp.profile.notFound} />
        ) : (
          <ErrorPanel detail={errorText(profile.error)} onRetry={() => profile.refetch()} />
        ))}
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
            vip: p.isVip,
            admin: p.isAdmin,
            online: online?.get(p.userId) ?? p.isOnline,
          }}
          actions={
            <div className="flex flex-wrap items-center justify-center gap-3">
              <RatingButtons
                size="lg"
                summary={p.ratings}
                busy={busy.has(p.userId) || own}
                onRate={(rating) => void rate(p.userId, rating)}
              />
              {own ? (
                <span className="text-sm text-night-400">{arPvp.profile.ownProfile}</span>
              ) : (
                <Button
                  onClick={() =>
                    void navigate({
                      to: '/dashboard/fight-processing',
                      state: (s) => ({
                        ...s,
                        targetUserId: p.userId,
                        targetName: p.username ?? p.displayName,
                      }),
                    })
                  }
                >
                  <Swords className="size-4" aria-hidden />
                  {arPvp.profile.attack}
                </Button>
              )}
            </div>
          }
        />
      )}
    </SectionPage>
  );
}
