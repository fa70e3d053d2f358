import { useState } from 'react';
import { Package } from 'lucide-react';
import {
  getGetLoginGiftConfigQueryKey,
  useGetLoginGiftConfig,
  useGetLoginGiftItems,
  useUpdateLoginGiftDay,
} from '../../../api/generated/admin/admin';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ar } from '../../../i18n/ar-admin';
import { formatMoneyShort, formatNumber } from '../../../lib/format';
import { formToGiftDayBody } from './gift-day-form';
import { GiftDayPanel } from './GiftDayPanel';
import { useAdminOutcome } from '../use-admin-editor';

/**
 * Spec 002 section 2.11: the 15-day calendar in 5 columns and the side panel editing the selected
 * day, with the item picker. A save shows the server's error as an error toast (spec 002 section 8).
 */
export function AdminLoginGiftSection() {
  const t = ar.adminLoginGift;
  const outcome = useAdminOutcome([getGetLoginGiftConfigQueryKey()]);
  const config = useGetLoginGiftConfig({ query: { staleTime: 30_000 } });
  const items = useGetLoginGiftItems({ query: { staleTime: 30_000 } });
  const update = useUpdateLoginGiftDay();
  const [selected, setSelected] = useState<number | null>(null);
  const days = config.data?.data ?? [];
  const day = days.find((entry) => entry.dayNumber === selected);

  return (
    <div className="flex flex-col gap-4" data-testid="admin-login-gift">
      <p className="text-sm text-night-400">{t.hint}</p>
      {config.isError && <ErrorPanel detail={t.configFailed} onRetry={() => config.refetch()} />}
      {items.isError && <p className="text-sm text-blood-300">{t.itemsFailed}</p>}
      {config.isPending && <div className="h-64 animate-pulse rounded-3xl bg-night-900/80" />}
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <ol data-testid="admin-gift-calendar" className="grid flex-1 grid-cols-5 gap-1.5 sm:gap-2">
          {days.map((entry) => (
            <li key={entry.dayNumber}>
              <button
                type="button"
                data-testid="admin-gift-day"
                data-day={entry.dayNumber}
                aria-pressed={entry.dayNumber === selected}
                onClick={() => setSelected(entry.dayNumber)}
                className={`flex w-full flex-col items-center gap-0.5 rounded-xl border p-1.5 text-center text-[11px] sm:p-2.5 sm:text-sm ${
                  entry.dayNumber === selected
                    ? 'border-gold-400 bg-gold-400/10'
                    : 'border-night-700 bg-night-900/80 hover:border-night-500'
                } ${entry.isActive ? '' : 'opacity-60'}`}
              >
                <span className="font-bold text-night-100">
                  {ar.loginGift.day(formatNumber(entry.dayNumber))}
                </span>
                <span className="text-emerald-300">{formatMoneyShort(entry.moneyReward)}</span>
                <span className="text-sky-300">{formatNumber(entry.expReward)}</span>
                {entry.blackcoinReward > 0 && (
                  <span className="text-violet-300">{formatNumber(entry.blackcoinReward)}</span>
                )}
                {entry.items.length > 0 && (
                  <span className="flex items-center gap-0.5 text-gold-300">
                    <Package className="size-3" aria-hidden />
                    {formatNumber(entry.items.length)}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ol>
        <aside className="lg:w-80 lg:shrink-0">
          {day ? (
            <GiftDayPanel
              key={`${day.dayNumber}:${config.dataUpdatedAt}`}
              day={day}
              items={items.data?.data}
              pending={update.isPending}
              onCancel={() => setSelected(null)}
              onSave={(values) =>
                update.mutate(
                  { dayNumber: day.dayNumber, data: formToGiftDayBody(values) },
                  outcome(t.saved, t.saveFailed),
                )
              }
            />
          ) : (
            <p className="rounded-3xl border border-dashed border-night-700 p-6 text-center text-sm text-night-400">
              {t.pickDay}
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}
