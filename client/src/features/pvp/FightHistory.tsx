import { useNavigate } from '@tanstack/react-router';
import { History } from 'lucide-react';
import type { FightResultDto } from '../../api/generated/model/fightResultDto';
import { arPvp } from '../../i18n/ar-pvp';
import { FairnessLink } from '../../components/FairnessLink';
import { formatLongDateTime } from '../../lib/format';
import './nav-state';

/** The player's last fights, newest first; each opens its result screen. */
export function FightHistory({ fights, viewerId }: { fights: FightResultDto[]; viewerId: string }) {
  const navigate = useNavigate();
  const t = arPvp.profile;
  return (
    <section className="flex flex-col gap-3 rounded-3xl border border-night-800 bg-night-900/70 p-4 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-bold text-white">
        <History className="size-5 text-blood-400" aria-hidden />
        {t.fightHistory}
      </h2>
      {fights.length === 0 ? (
        <p className="text-night-300">{t.noFights}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="fight-history">
          {fights.map((fight) => {
            const attacker = fight.attackerId === viewerId;
            const won = attacker === fight.isAttackerWinner;
            return (
              <li key={fight.fightId} className="flex items-center gap-2">
                <button
                  type="button"
                  onClick={() =>
                    void navigate({
                      to: '/dashboard/fight-result',
                      state: (s) => ({ ...s, fightResult: fight }),
                    })
                  }
                  className="flex min-w-0 flex-1 items-center gap-3 rounded-2xl bg-night-800/70 px-3 py-2 text-start transition hover:bg-night-700"
                >
                  <span
                    className={`rounded-lg px-2 py-0.5 text-xs font-bold ${
                      won ? 'bg-emerald-500/15 text-emerald-300' : 'bg-blood-500/15 text-blood-300'
                    }`}
                  >
                    {won ? t.win : t.loss}
                  </span>
                  <span className="min-w-0 flex-1 truncate text-night-100">
                    {attacker ? t.youAttacked(fight.defenderName) : t.attackedBy(fight.attackerName)}
                  </span>
                  <span className="hidden text-xs text-night-400 sm:inline">
                    {formatLongDateTime(fight.createdAt)}
                  </span>
                </button>
                <FairnessLink proofId={fight.fairness?.proofId} short />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
