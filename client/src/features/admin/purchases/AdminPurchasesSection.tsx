import { Link, useSearch } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { useListPurchases } from '../../../api/generated/admin-packages/admin-packages';
import type { AdminPurchaseDto } from '../../../api/generated/model/adminPurchaseDto';
import type { PurchaseDayTotalDto } from '../../../api/generated/model/purchaseDayTotalDto';
import type { PurchaseState } from '../../../api/generated/model/purchaseState';
import { errorText } from '../../../api/error-text';
import { DataTable } from '../../../components/DataTable';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { DateRangeFilter } from '../../../components/DateRangeFilter';
import { FilterPanel } from '../../../components/FilterPanel';
import { exportAdminPurchases } from '../../../api/generated/admin-exports/admin-exports';
import { ExportButton } from '../ExportButton';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { ar } from '../../../i18n/ar-admin';
import { formatLongDateTime, formatNumber } from '../../../lib/format';
import { Pager } from '../../../components/Pager';
import {
  EMPTY_PURCHASE_FILTERS,
  formatAmount,
  PURCHASE_STATES,
  purchaseParams,
  type PurchaseFilters,
} from './purchases';
import { useListFilters } from '../use-list-filters';

/** The colour of each state's badge. */
const STATE_TONES: Record<PurchaseState, string> = {
  pending: 'bg-night-800 text-night-300',
  paid: 'bg-emerald-500/15 text-emerald-300',
  refunded: 'bg-amber-500/15 text-amber-300',
  disputed: 'bg-blood-600/25 text-blood-300',
  won: 'bg-sky-500/15 text-sky-300',
  lost: 'bg-blood-600/40 text-white',
};

/**
 * Issue 30, part 2: every Stripe checkout (player, package, amount, Stripe ids, state), filtered by
 * state, player and game day, with the totals of each day; opened for one character from its page.
 */
export function AdminPurchasesSection() {
  const t = ar.adminPurchases;
  const { characterId } = useSearch({ from: '/admin/panel' });
  const { filters, setFilter, page, setPage, reset } =
    useListFilters<PurchaseFilters>(EMPTY_PURCHASE_FILTERS);
  const list = useListPurchases(purchaseParams(filters, page, characterId), { query: { staleTime: 15_000 } });

  return (
    <div className="flex flex-col gap-4" data-testid="admin-purchases">
      <FilterPanel
        legend={t.filters}
        columnsClass="sm:grid-cols-2 lg:grid-cols-4"
        resetLabel={t.resetFilters}
        onReset={reset}
        resetTestId="purchases-filter-reset"
        footer={
          <>
            <label className="inline-flex min-h-9 items-center gap-2 text-sm font-semibold text-night-200">
              <input
                type="checkbox"
                className="size-4 accent-blood-600"
                checked={filters.owing}
                onChange={(event) => setFilter('owing', event.target.checked)}
                data-testid="purchases-filter-owing"
              />
              {t.owingOnly}
            </label>
            <ExportButton
              kind="purchases"
              download={(options) => exportAdminPurchases(purchaseParams(filters, 1, characterId), options)}
              testId="purchases-export"
            />
            {characterId && (
              <Link
                to="/admin/panel"
                search={{ tab: 'purchases' }}
                className="inline-flex min-h-9 items-center gap-1 rounded-full bg-blood-600/20 px-3 text-sm font-bold text-blood-200 ring-1 ring-blood-500/40"
                aria-label={t.clearCharacter}
                data-testid="purchases-character-chip"
              >
                {t.character(formatNumber(characterId))}
                <X className="size-4" aria-hidden />
              </Link>
            )}
          </>
        }
      >
        <SelectField
          label={t.state}
          placeholder={t.all}
          options={PURCHASE_STATES.map((state) => ({ value: state, label: t.states[state] }))}
          value={filters.state}
          onChange={(event) => setFilter('state', event.target.value as PurchaseState | '')}
          data-testid="purchases-filter-state"
        />
        <TextField
          type="search"
          label={t.search}
          maxLength={100}
          placeholder={t.searchPlaceholder}
          value={filters.search}
          onChange={(event) => setFilter('search', event.target.value)}
          data-testid="purchases-filter-search"
        />
        <DateRangeFilter range={filters} onChange={setFilter} labels={t} testIdPrefix="purchases-filter" />
      </FilterPanel>

      {list.isError ? (
        <ErrorPanel
          detail={errorText(list.error, { fallback: t.loadFailed })}
          onRetry={() => void list.refetch()}
        />
      ) : list.isPending ? (
        <div className="h-48 animate-pulse rounded-2xl bg-night-900/80" />
      ) : (
        <>
          <DayTotals days={list.data.days} />
          <p className="text-sm text-night-300" data-testid="purchases-total" data-value={list.data.total}>
            {t.total(formatNumber(list.data.total))}
          </p>
          {list.data.purchases.length === 0 ? (
            <p className="rounded-2xl bg-night-900/60 p-6 text-center text-night-400">{t.empty}</p>
          ) : (
            <ul className="flex flex-col gap-2" data-testid="purchases-list">
              {list.data.purchases.map((purchase) => (
                <PurchaseCard key={purchase.id} purchase={purchase} />
              ))}
            </ul>
          )}
          {list.data.totalPages > 1 && (
            <Pager page={page} totalPages={list.data.totalPages} onPage={setPage} />
          )}
        </>
      )}
    </div>
  );
}

/** The totals of each game day: a table at most 18rem high that scrolls inside its box (sideways on a phone). */
function DayTotals({ days }: { days: PurchaseDayTotalDto[] }) {
  const t = ar.adminPurchases;
  const money = (cents: (day: PurchaseDayTotalDto) => number) => (day: PurchaseDayTotalDto) =>
    formatAmount(cents(day), day.currency);
  return (
    <section className="flex flex-col gap-2" data-testid="purchases-days">
      <h3 className="text-sm font-bold text-night-300">{t.daysTitle}</h3>
      {days.length === 0 ? (
        <p className="rounded-2xl bg-night-900/60 p-3 text-sm text-night-400">{t.noDays}</p>
      ) : (
        <DataTable
          rows={days}
          rowKey={(day) => `${day.day}-${day.currency}`}
          rowProps={(day) => ({ 'data-testid': 'purchases-day', 'data-day': day.day })}
          minWidthClass="min-w-[34rem]"
          maxHeightClass="max-h-72"
          columns={[
            {
              key: 'day',
              header: t.days.day,
              className: 'tabular-nums text-night-100',
              cell: (day) => day.day,
            },
            {
              key: 'paid',
              header: t.days.paid,
              className: 'text-night-100',
              cell: (day) => formatNumber(day.paid),
            },
            {
              key: 'amount',
              header: t.days.amount,
              className: 'text-night-100',
              cell: money((day) => day.amountCents),
            },
            {
              key: 'refunded',
              header: t.days.refunded,
              className: 'text-amber-300',
              cell: money((day) => day.refundedCents),
            },
            {
              key: 'disputed',
              header: t.days.disputed,
              className: 'text-blood-300',
              cell: money((day) => day.disputedCents),
            },
            {
              key: 'net',
              header: t.days.net,
              className: 'font-bold text-white',
              cell: (day) => (
                <span data-testid="purchases-day-net">{formatAmount(day.netCents, day.currency)}</span>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}

/** One checkout: player, package, amount, state, Stripe ids, what was taken back or is owed. */
function PurchaseCard({ purchase }: { purchase: AdminPurchaseDto }) {
  const t = ar.adminPurchases;
  const ids: [string, string | null][] = [
    [t.session, purchase.sessionId],
    [t.paymentIntent, purchase.paymentIntentId],
    [t.dispute, purchase.disputeId],
  ];
  return (
    <li
      className="flex flex-col gap-2 rounded-2xl border border-night-800 bg-night-900/80 p-3 text-sm"
      data-testid="purchase-row"
      data-state={purchase.state}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-bold text-white" data-testid="purchase-player">
          {purchase.username ?? t.unknownPlayer}
        </span>
        <span className="text-night-300">{purchase.packageName ?? `#${purchase.packageId}`}</span>
        <span className="text-gold-300">{t.blackcoins(formatNumber(purchase.blackcoins))}</span>
        <span className="font-bold text-white" data-testid="purchase-amount">
          {formatAmount(purchase.amountCents, purchase.currency)}
        </span>
        <span
          className={`ms-auto rounded-full px-2.5 py-0.5 text-xs font-bold ${STATE_TONES[purchase.state]}`}
          data-testid="purchase-state"
        >
          {t.states[purchase.state]}
        </span>
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-night-300">
        <span>
          {t.openedAt}: {formatLongDateTime(purchase.createdAt)}
        </span>
        {purchase.refundedCents > 0 && (
          <span className="text-amber-300">
            {t.refunded(formatAmount(purchase.refundedCents, purchase.currency))}
          </span>
        )}
        {purchase.takenBack > 0 && <span>{t.takenBack(formatNumber(purchase.takenBack))}</span>}
        {purchase.owed > 0 && (
          <span className="font-bold text-blood-300" data-testid="purchase-owed">
            {t.owed(formatNumber(purchase.owed))}
          </span>
        )}
      </div>
      <dl className="grid gap-1 text-xs sm:grid-cols-3">
        {ids.map(([label, id]) =>
          id ? (
            <div key={label} className="flex min-w-0 gap-1">
              <dt className="shrink-0 text-night-400">{label}:</dt>
              {/* Stripe ids are Latin: left to right, broken anywhere on a phone. */}
              <dd dir="ltr" className="min-w-0 break-all font-mono text-night-200">
                {id}
              </dd>
            </div>
          ) : null,
        )}
      </dl>
    </li>
  );
}
