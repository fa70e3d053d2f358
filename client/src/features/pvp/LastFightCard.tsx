import { useNavigate } from '@tanstack/react-router';
import { Swords } from 'lucide-react';
import type { FightResultDto } from '../../api/generated/model/fightResultDto';
import { Button } from '../../components/Button';
import { arPvp } from '../../i18n/ar-pvp';
import './nav-state';

/** The player's latest fight (as attacker or defender), pushed live by the socket, with a way to its result screen. */
export function LastFightCard({ fight }: { fight: FightResultDto }) {
  const navigate = useNavigate();
  return (
    <section
      data-testid="last-fight"
      data-fight-id={fight.fightId}
      className="flex flex-col gap-3 rounded-2xl border border-blood-900/60 bg-blood-950/20 p-4 sm:flex-row sm:items-center"
    >
      <Swords className="size-8 shrink-0 text-blood-400" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="font-bold text-white">
          {arPvp.activeUsers.lastFight}: {fight.attackerName} {arPvp.fightFlow.versus} {fight.defenderName}
        </h2>
        <p className="text-sm leading-6 text-night-200" data-testid="last-fight-narrative">
          {fight.narrative}
        </p>
      </div>
      <Button
        variant="secondary"
        className="shrink-0"
        onClick={() =>
          void navigate({ to: '/dashboard/fight-result', state: (s) => ({ ...s, fightResult: fight }) })
        }
      >
        {arPvp.activeUsers.viewResult}
      </Button>
    </section>
  );
}
