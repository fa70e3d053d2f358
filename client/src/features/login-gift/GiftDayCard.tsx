import { CheckCircle2, Coins, Gem, Package, Star } from 'lucide-react';
import type { LoginGiftDayDto } from '../../api/generated/model/loginGiftDayDto';
import { arProgress } from '../../i18n/ar-progress';
import { formatBlackcoinsShort, formatMoneyShort, formatNumber } from '../../lib/format';

/** How a calendar day stands for the player. */
export type GiftDayState = 'claimed' | 'today' | 'upcoming';

/** One day of the 15-day calendar: its number, its rewards (money, exp, blackcoins, items) and its state. */
export function GiftDayCard({ day, state }: { day: LoginGiftDayDto; state: GiftDayState }) {
  const t = arProgress.loginGift;
  const tone =
    state === 'today'
      ? 'border-gold-400 bg-gold-400/10 ring-2 ring-gold-400/50'
      : state === 'claimed'
        ? 'border-emerald-600/60 bg-emerald-900/20'
        : 'border-night-700 bg-night-900/80';
  const empty = !day.moneyReward && !day.expReward && !day.blackcoinReward && day.items.length === 0;
  return (
    <li
      data-testid="gift-day"
      data-day={day.dayNumber}
      data-state={state}
      className={`relative flex min-w-0 flex-col items-center gap-1 rounded-xl border p-1.5 text-center sm:gap-1.5 sm:rounded-2xl sm:p-3 ${tone} ${day.isActive ? '' : 'opacity-60'}`}
    >
      <span className="text-[11px] font-bold text-night-200 sm:text-sm">
        {t.day(formatNumber(day.dayNumber))}
      </span>
      {state === 'claimed' && (
        <CheckCircle2
          className="absolute -end-1.5 -top-1.5 size-4 rounded-full bg-night-950 text-emerald-400 sm:end-1 sm:top-1 sm:size-5 sm:bg-transparent"
          aria-label={t.claimed}
        />
      )}
      {!day.isActive || empty ? (
        <span className="text-[10px] text-night-400 sm:text-xs">{day.isActive ? t.nothing : t.inactive}</span>
      ) : (
        <div className="flex w-full flex-col items-center gap-0.5 text-[10px] leading-4 sm:text-sm sm:leading-5">
          {day.moneyReward > 0 && (
            <span className="flex items-center gap-0.5 font-bold text-emerald-300" title={t.money}>
              <Coins className="hidden size-3.5 shrink-0 sm:block" aria-hidden />
              {formatMoneyShort(day.moneyReward)}
            </span>
          )}
          {day.expReward > 0 && (
            <span className="flex items-center gap-0.5 text-sky-300" title={t.exp}>
              <Star className="hidden size-3.5 shrink-0 sm:block" aria-hidden />
              {formatNumber(day.expReward)}
            </span>
          )}
          {day.blackcoinReward > 0 && (
            <span className="flex items-center gap-0.5 text-violet-300" title={t.blackcoins}>
              <Gem className="size-3 shrink-0 sm:size-3.5" aria-hidden />
              {formatBlackcoinsShort(day.blackcoinReward)}
            </span>
          )}
          {day.items.length > 0 && (
            <span
              className="flex items-center gap-0.5 text-gold-300"
              title={day.items.map((item) => item.name).join('، ')}
            >
              <Package className="size-3 shrink-0 sm:size-3.5" aria-hidden />
              {formatNumber(day.items.reduce((sum, item) => sum + item.quantity, 0))}
            </span>
          )}
        </div>
      )}
    </li>
  );
}

/** A day's state from the player's status: claimed in this cycle, today's, or still to come. */
export function giftDayState(
  dayNumber: number,
  currentDay: number,
  claimedDays: readonly number[],
): GiftDayState {
  if (claimedDays.includes(dayNumber)) return 'claimed';
  return dayNumber === currentDay ? 'today' : 'upcoming';
}
