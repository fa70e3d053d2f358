import { toast } from '../../lib/toast';
import { CalendarCheck, Coins, Flame, Gem, Gift, Package, Star } from 'lucide-react';
import { useClaimLoginGift, useGetLoginGift } from '../../api/generated/login-gift/login-gift';
import type { LoginGiftDayDto } from '../../api/generated/model/loginGiftDayDto';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { SectionPage } from '../../components/SectionPage';
import { arProgress } from '../../i18n/ar-progress';
import { formatBlackcoins, formatMoney, formatNumber } from '../../lib/format';
import { GiftDayCard, giftDayState } from './GiftDayCard';

/**
 * `/dashboard/login-gift` (spec 002 section 2.11, DESIGN.md section 6 "Login gift"): today's gift and
 * claim button, the streak, and the 15-day calendar 5 per row with the days claimed in this cycle.
 * Live on `loginGift:update` (written to the same query by `realtime/sync.ts`).
 */
export function LoginGiftPage() {
  const t = arProgress.loginGift;
  const status = useGetLoginGift({ query: { staleTime: 0 } });
  const claim = useClaimLoginGift();
  const data = status.data;

  const onClaim = () =>
    claim.mutate(undefined, {
      // The calendar, the inventory and the HUD afterwards come by push (`loginGift:update`...).
      onSuccess: (result) => {
        toast.success(t.claimDone(formatNumber(result.dayNumber)));
      },
      onError: (error) => toast.error(errorText(error, { fallback: t.claimFailed })),
    });

  return (
    <SectionPage bannerKey="loginGift" title={t.title}>
      {status.isError && (
        <ErrorPanel
          detail={errorText(status.error, { fallback: t.loadFailed })}
          onRetry={() => status.refetch()}
        />
      )}
      {status.isPending && <div className="h-72 animate-pulse rounded-3xl bg-night-900/80" />}
      {data && (
        <>
          <section
            data-testid="login-gift-today"
            className="flex flex-col gap-4 rounded-3xl border border-night-700 bg-night-900/80 p-4 sm:flex-row sm:items-center sm:p-5"
          >
            <Gift className="size-12 shrink-0 text-gold-400" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="text-sm text-night-400">{t.today}</p>
              <h2 className="text-xl font-extrabold text-white">{t.day(formatNumber(data.currentDay))}</h2>
              <GiftRewards day={data.todayGift} />
              <p className="mt-2 text-xs leading-5 text-night-400">{t.intro}</p>
            </div>
            <div className="flex flex-row items-center gap-3 sm:flex-col sm:items-stretch">
              <div
                data-testid="login-gift-streak"
                data-value={data.streak}
                className="flex items-center gap-2 rounded-2xl bg-night-950/60 px-4 py-2"
              >
                <Flame className="size-5 text-blood-400" aria-hidden />
                <span className="text-sm text-night-300">{t.streak}</span>
                <span className="text-lg font-black text-white">{formatNumber(data.streak)}</span>
              </div>
              {data.canClaim ? (
                <Button data-testid="login-gift-claim" pending={claim.isPending} onClick={onClaim}>
                  <Gift className="size-5" aria-hidden />
                  {t.claim}
                </Button>
              ) : (
                <p
                  data-testid="login-gift-claimed"
                  className="flex items-center justify-center gap-1.5 rounded-xl bg-emerald-500/15 px-4 py-2.5 text-sm font-bold text-emerald-300"
                >
                  <CalendarCheck className="size-5" aria-hidden />
                  {t.claimedToday}
                </p>
              )}
            </div>
          </section>
          <section className="flex flex-col gap-2">
            <h2 className="text-sm text-night-300">
              {t.claimedDays}: {formatNumber(data.claimedDays.length)} / {formatNumber(data.days.length)}
            </h2>
            <ol data-testid="login-gift-calendar" className="grid grid-cols-5 gap-1.5 sm:gap-3">
              {data.days.map((day) => (
                <GiftDayCard
                  key={day.dayNumber}
                  day={day}
                  state={giftDayState(day.dayNumber, data.currentDay, data.claimedDays)}
                />
              ))}
            </ol>
          </section>
        </>
      )}
    </SectionPage>
  );
}

/** The rewards of one day, in full (today's card). */
function GiftRewards({ day }: { day: LoginGiftDayDto }) {
  const t = arProgress.loginGift;
  const empty = !day.moneyReward && !day.expReward && !day.blackcoinReward && day.items.length === 0;
  if (!day.isActive || empty) return <p className="mt-1 text-sm text-night-400">{t.nothing}</p>;
  return (
    <ul className="mt-2 flex flex-wrap gap-2 text-sm">
      {day.moneyReward > 0 && (
        <li className="flex items-center gap-1 rounded-xl bg-night-950/60 px-3 py-1.5 font-bold text-emerald-300">
          <Coins className="size-4" aria-hidden />
          <span className="sr-only">{t.money}</span>
          {formatMoney(day.moneyReward)}
        </li>
      )}
      {day.expReward > 0 && (
        <li className="flex items-center gap-1 rounded-xl bg-night-950/60 px-3 py-1.5 text-sky-300">
          <Star className="size-4" aria-hidden />
          {t.exp} {formatNumber(day.expReward)}
        </li>
      )}
      {day.blackcoinReward > 0 && (
        <li className="flex items-center gap-1 rounded-xl bg-night-950/60 px-3 py-1.5 text-violet-300">
          <Gem className="size-4" aria-hidden />
          {formatBlackcoins(day.blackcoinReward)}
        </li>
      )}
      {day.items.map((item) => (
        <li
          key={`${item.itemType}:${item.itemId}`}
          className="flex items-center gap-1 rounded-xl bg-night-950/60 px-3 py-1.5 text-gold-300"
        >
          <Package className="size-4" aria-hidden />
          {item.name || t.items} × {formatNumber(item.quantity)}
        </li>
      ))}
    </ul>
  );
}
