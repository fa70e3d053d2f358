import { Link, useNavigate } from '@tanstack/react-router';
import { Swords } from 'lucide-react';
import { useGetFightHistory } from '../../api/generated/fight/fight';
import { useGetActivePlayers } from '../../api/generated/users/users';
import { errorText } from '../../api/error-text';
import { useSession } from '../../auth/use-session';
import { VipName } from '../../components/VipName';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { ar } from '../../i18n/ar';
import { arPvp } from '../../i18n/ar-pvp';
import { formatNumber } from '../../lib/format';
import { LastFightCard } from './LastFightCard';
import './nav-state';
import { PlayerAvatar } from '../../components/PlayerAvatar';
import { ONLINE_POLL_MS } from './pvp-rules';

/** `/dashboard/active-users`: players online now; attacking one starts the fight flow with the target as navigation state. */
export function ActiveUsersPage() {
  const navigate = useNavigate();
  const viewerId = useSession()?.user.id;
  // The server lists every online player, the caller included (never attackable): the caller is left out.
  const players = useGetActivePlayers({
    query: {
      select: (data) => ({ players: data.players.filter((p) => p.userId !== viewerId) }),
      // Spec 000 section 9: online status is polled every 60 s.
      refetchInterval: ONLINE_POLL_MS,
    },
  });
  // The socket's fightResult lands in this query (realtime/sync.ts), so both fighters see it here live.
  const history = useGetFightHistory({ query: { retry: false } });
  const lastFight = history.data?.fights[0];
  const t = arPvp.activeUsers;

  const attack = (userId: string, username: string) =>
    void navigate({
      to: '/dashboard/fight-processing',
      state: (s) => ({ ...s, targetUserId: userId, targetName: username }),
    });

  return (
    <SectionPage bannerKey="active" title={ar.nav.activeUsers}>
      <p className="text-night-300">{t.intro}</p>
      {lastFight && <LastFightCard fight={lastFight} />}
      {players.isPending && (
        <p role="status" className="text-night-300">
          {arPvp.pvp.loading}
        </p>
      )}
      {players.isError && <ErrorPanel detail={errorText(players.error)} onRetry={() => players.refetch()} />}
      {players.data && players.data.players.length === 0 && <EmptyState title={t.empty} />}
      {players.data && players.data.players.length > 0 && (
        <>
          <p className="text-sm font-semibold text-night-300" data-testid="active-count">
            {t.count(players.data.players.length)}
          </p>
          <ul className="grid gap-3 md:grid-cols-2" data-testid="active-players">
            {players.data.players.map((player) => (
              <li
                key={player.userId}
                data-testid="active-player"
                data-username={player.username}
                className="flex items-center gap-3 rounded-2xl border border-night-800 bg-night-900/70 p-3"
              >
                <PlayerAvatar name={player.username} online size="md" />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to="/dashboard/profile/$username"
                      params={{ username: player.username }}
                      className="truncate font-bold text-white hover:text-blood-300"
                    >
                      <VipName name={player.username} isVip={player.isVip} nameClass="" />
                    </Link>
                  </div>
                  <span className="text-sm text-night-300">
                    {arPvp.pvp.level(formatNumber(player.level))}
                  </span>
                </div>
                <Button
                  className="shrink-0 px-4"
                  disabled={!player.canAttack}
                  title={player.canAttack ? undefined : t.cannotAttack}
                  onClick={() => attack(player.userId, player.username)}
                >
                  <Swords className="size-4" aria-hidden />
                  {t.attack}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </SectionPage>
  );
}
