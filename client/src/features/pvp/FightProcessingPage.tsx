import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { Swords } from 'lucide-react';
import { toast } from '../../lib/toast';
import { getSession } from '../../auth/session';
import { arPvp } from '../../i18n/ar-pvp';
import './nav-state';
import { errorText } from '../../api/error-text';
import { FIGHT_WORDING } from './error-wording';
import { startFight } from './start-fight';

/**
 * `/dashboard/fight-processing` (spec 000 section 2, Fight flow): reached with the target's userId as
 * navigation state. Starts the fight once (`requestFight` over the socket, `POST /api/fight/{id}`
 * while it is down), then replaces history with /dashboard/fight-result and the result. A failure
 * shows the spec's toast and goes back one step; no target or no token shows 'تعذر بدء المعركة' and
 * replaces history with /dashboard/active-users. The HUD and the fight history follow by push
 * (`hud:update`, `fightResult`, written by realtime/sync.ts).
 */
export function FightProcessingPage() {
  const navigate = useNavigate();
  const router = useRouter();
  const target = useLocation({ select: (l) => ({ userId: l.state.targetUserId, name: l.state.targetName }) });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!target.userId || !getSession()?.accessToken) {
      toast.error(arPvp.fightFlow.cannotStart);
      void navigate({ to: '/dashboard/active-users', replace: true });
      return;
    }
    startFight(target.userId)
      .then((result) => {
        void navigate({
          to: '/dashboard/fight-result',
          replace: true,
          state: (s) => ({ ...s, fightResult: result }),
        });
      })
      .catch((error: unknown) => {
        toast.error(errorText(error, FIGHT_WORDING));
        router.history.back();
      });
  }, [navigate, router, target.userId]);

  return (
    <div className="grid min-h-[50dvh] place-items-center" role="status" data-testid="fight-processing">
      <div className="flex flex-col items-center gap-4 text-center">
        <Swords className="size-14 animate-pulse text-blood-500" aria-hidden />
        <p className="text-xl font-bold text-white">{arPvp.fightFlow.processing}</p>
        {target.name && (
          <p className="text-night-300">
            {arPvp.fightFlow.versus} {target.name}
          </p>
        )}
      </div>
    </div>
  );
}
