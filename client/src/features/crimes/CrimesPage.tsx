import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useGetHud } from '../../api/generated/character/character';
import { getCommitCrimeMutationOptions, useGetCrimes } from '../../api/generated/crimes/crimes';
import { errorText } from '../../api/error-text';
import { toastActionError } from '../../lib/action-error';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { ar } from '../../i18n/ar';
import { arGame } from '../../i18n/ar-game';
import { remainingNow } from '../../lib/countdown';
import { useNow } from '../../lib/use-now';
import { commitCrimeLive } from './commit-crime';
import { CrimeCard } from './CrimeCard';
import './crime-result-state';

/**
 * `/dashboard/crimes`: the crimes of `GET /api/crimes`, replaced live by `crimesList:update`; an
 * attempt (`crime:update`) restarts its crime's cooldown in the cached list.
 * Cooldowns count down locally from the moment the list arrived. A commit is sent as `crime:request`
 * (REST while the socket is down) and goes to the result screen.
 */
export function CrimesPage() {
  const crimes = useGetCrimes();
  const hud = useGetHud();
  const navigate = useNavigate();
  const [sendingId, setSendingId] = useState<number | null>(null);
  const commit = useMutation({
    ...getCommitCrimeMutationOptions(),
    mutationFn: ({ id }: { id: number }) => commitCrimeLive(id),
  });
  const receivedAt = crimes.dataUpdatedAt;
  const cooling = crimes.data?.crimes.some((c) => c.cooldownRemainingSeconds > 0) ?? false;
  const now = useNow(cooling);

  const onCommit = (id: number) => {
    setSendingId(id);
    commit.mutate(
      { id },
      {
        onSuccess: (result) => {
          void navigate({ to: '/dashboard/crime-result', state: (s) => ({ ...s, crimeResult: result }) });
        },
        onError: (error) => {
          toastActionError(error);
          void crimes.refetch();
        },
        onSettled: () => setSendingId(null),
      },
    );
  };

  return (
    <SectionPage bannerKey="crime" title={ar.nav.crimes}>
      {crimes.isPending && <CrimesSkeleton />}
      {crimes.isError && <ErrorPanel detail={errorText(crimes.error)} onRetry={() => crimes.refetch()} />}
      {crimes.data && crimes.data.crimes.length === 0 && <EmptyState title={arGame.crimes.empty} />}
      {crimes.data && crimes.data.crimes.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="crimes-list">
          {crimes.data.crimes.map((crime) => (
            <CrimeCard
              key={crime.id}
              crime={crime}
              cooldownLeft={remainingNow(crime.cooldownRemainingSeconds, receivedAt, now)}
              energy={hud.data?.energy}
              sending={sendingId === crime.id}
              busy={sendingId !== null}
              onCommit={() => onCommit(crime.id)}
            />
          ))}
        </div>
      )}
    </SectionPage>
  );
}

function CrimesSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label={ar.app.loading}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-96 animate-pulse rounded-3xl bg-night-900/80" />
      ))}
    </div>
  );
}
