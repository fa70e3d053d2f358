import { toast } from '../../lib/toast';
import { Clock, Coins, DoorOpen, ShieldCheck, UserRound } from 'lucide-react';
import { useGetHud } from '../../api/generated/character/character';
import {
  useGetConfinement,
  useGetHospitalPatients,
  useGetJailInmates,
  useReleaseEarly,
} from '../../api/generated/confinement/confinement';
import type { ConfinedPlayerDto } from '../../api/generated/model/confinedPlayerDto';
import type { ConfinementType } from '../../api/generated/model/confinementType';
import { errorText } from '../../api/error-text';
import { useSession } from '../../auth/use-session';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { SectionPage } from '../../components/SectionPage';
import { ar } from '../../i18n/ar';
import { arGame } from '../../i18n/ar-game';
import { Countdown } from '../../components/Countdown';
import { remainingNow } from '../../lib/countdown';
import { formatNumber } from '../../lib/format';
import { useNow } from '../../lib/use-now';

/** Who else is inside refreshes this often; the player's own stay is pushed by `confinementUpdate`. */
const LIST_REFRESH_MS = 30_000;

/**
 * `/dashboard/hospital` and `/dashboard/jail`: the player's own stay with a countdown and the
 * early release for the exact blackcoin cost, then the list of everyone else inside.
 */
export function ConfinementPage({ type }: { type: ConfinementType }) {
  const t = arGame.confinement;
  const state = useGetConfinement({ query: { staleTime: 0 } });
  const listOptions = { staleTime: 0, refetchInterval: LIST_REFRESH_MS };
  const patients = useGetHospitalPatients({ query: { ...listOptions, enabled: type === 'hospital' } });
  const inmates = useGetJailInmates({ query: { ...listOptions, enabled: type === 'jail' } });
  const list = type === 'hospital' ? patients : inmates;
  const hud = useGetHud();
  const userId = useSession()?.user.id;
  const release = useReleaseEarly();

  const stay = state.data
    ? type === 'hospital'
      ? { inside: state.data.hospital.inHospital, ...state.data.hospital }
      : { inside: state.data.jail.inJail, ...state.data.jail }
    : undefined;
  const inside = stay?.inside === true;
  const now = useNow(inside || (list.data?.players.length ?? 0) > 0);
  const left = stay ? remainingNow(stay.remainingSeconds, state.dataUpdatedAt, now) : 0;
  const blackcoins = hud.data?.blackcoins;
  const cost = stay?.cost ?? 0;

  const onRelease = () =>
    release.mutate(
      { data: { type } },
      {
        // The stay, the list of who is inside and the HUD afterwards come by push
        // (`confinementUpdate`, `hospital:leave`/`jail:leave`, `hud:update`).
        onSuccess: () => toast.success(t.released),
        onError: (error) => toast.error(errorText(error)),
      },
    );

  return (
    <SectionPage bannerKey={type} title={type === 'hospital' ? ar.nav.hospital : ar.nav.jail}>
      {state.isError && <ErrorPanel detail={errorText(state.error)} onRetry={() => state.refetch()} />}
      {state.isPending && <div className="h-40 animate-pulse rounded-3xl bg-night-900/80" />}
      {stay && inside && (
        <section
          data-testid="confinement-stay"
          className="flex flex-col items-center gap-4 rounded-3xl border border-blood-800/60 bg-blood-950/30 p-5 text-center sm:p-8"
        >
          <h2 className="text-2xl font-black text-white">
            {type === 'hospital' ? t.hospitalTitle : t.jailTitle}
          </h2>
          <div className="flex flex-col items-center gap-1">
            <span className="flex items-center gap-1.5 text-sm text-night-300">
              <Clock className="size-4" aria-hidden />
              {t.remaining}
            </span>
            <Countdown
              seconds={left}
              testId="confinement-countdown"
              className="text-5xl font-black text-white"
            />
          </div>
          {cost > 0 && (
            <div className="flex w-full max-w-sm flex-col items-center gap-2">
              <Button
                className="w-full"
                onClick={onRelease}
                pending={release.isPending}
                data-testid="release-early"
                data-cost={cost}
              >
                <Coins className="size-5" aria-hidden />
                {type === 'hospital'
                  ? t.releaseHospital(formatNumber(cost))
                  : t.releaseJail(formatNumber(cost))}
              </Button>
              {blackcoins !== undefined && (
                <p className={`text-sm ${blackcoins < cost ? 'text-blood-300' : 'text-night-400'}`}>
                  {t.notEnough(formatNumber(blackcoins))}
                </p>
              )}
            </div>
          )}
        </section>
      )}
      {stay && !inside && (
        <section
          data-testid="confinement-free"
          className="flex items-center gap-4 rounded-3xl border border-emerald-600/40 bg-emerald-950/20 p-5"
        >
          <ShieldCheck className="size-10 shrink-0 text-emerald-400" aria-hidden />
          <div>
            <h2 className="text-xl font-extrabold text-white">
              {type === 'hospital' ? t.notInHospital : t.notInJail}
            </h2>
            <p className="text-sm text-night-300">{t.freeHint}</p>
          </div>
        </section>
      )}

      <section className="flex flex-col gap-3" aria-labelledby="confined-list-title">
        <h2 id="confined-list-title" className="flex items-center gap-2 text-lg font-extrabold text-white">
          <DoorOpen className="size-5 text-night-400" aria-hidden />
          {type === 'hospital' ? t.patients : t.inmates}
          {list.data && (
            <span className="rounded-full bg-night-800 px-2.5 py-0.5 text-sm text-night-200">
              {formatNumber(list.data.players.length)}
            </span>
          )}
        </h2>
        {list.isError && <ErrorPanel detail={errorText(list.error)} onRetry={() => list.refetch()} />}
        {list.data && list.data.players.length === 0 && (
          <p
            data-testid="confined-empty"
            className="rounded-2xl bg-night-900/70 p-5 text-center text-night-300"
          >
            {type === 'hospital' ? t.noPatients : t.noInmates}
          </p>
        )}
        {list.data && list.data.players.length > 0 && (
          <ul className="flex flex-col gap-2" data-testid="confined-list">
            {list.data.players.map((player) => (
              <ConfinedRow
                key={player.userId}
                player={player}
                isSelf={player.userId === userId}
                left={remainingNow(player.remainingSeconds, list.dataUpdatedAt, now)}
              />
            ))}
          </ul>
        )}
      </section>
    </SectionPage>
  );
}

function ConfinedRow({ player, isSelf, left }: { player: ConfinedPlayerDto; isSelf: boolean; left: number }) {
  const t = arGame.confinement;
  return (
    <li
      data-testid="confined-player"
      className={`flex items-center gap-3 rounded-2xl border px-4 py-3 ${
        isSelf ? 'border-blood-700/60 bg-blood-950/30' : 'border-night-800 bg-night-900/80'
      }`}
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-night-800">
        <UserRound className="size-5 text-night-300" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-bold text-white">
          {player.username ?? t.unknownPlayer}
          {isSelf && <span className="ms-2 text-xs text-blood-300">({t.you})</span>}
        </p>
        <p className="text-xs text-night-400">{t.level(formatNumber(player.level))}</p>
      </div>
      <Countdown seconds={left} className="font-bold text-gold-300" />
    </li>
  );
}
