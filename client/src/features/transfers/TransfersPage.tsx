import { useId, useState } from 'react';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { useGetTransfers } from '../../api/generated/transfers/transfers';
import type { TransferDto } from '../../api/generated/model/transferDto';
import type { TransfersDto } from '../../api/generated/model/transfersDto';
import { errorText } from '../../api/error-text';
import { ErrorPanel } from '../../components/ErrorPanel';
import { FeatureLockPanel } from '../../components/FeatureGate';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { TabPanel, Tabs } from '../../components/Tabs';
import { arTransfers } from '../../i18n/ar-transfers';
import { formatLongDateTime, formatMoney, formatNumber } from '../../lib/format';
import { lockedLevel } from '../../lib/feature-lock';
import { ItemTransferForm } from './ItemTransferForm';
import { MoneyTransferForm } from './MoneyTransferForm';

const TABS = ['money', 'item'] as const;

/** Colours of the states a transfer's row shows (a completed one shows none). */
const STATUS_STYLE: Record<string, string> = {
  held: 'bg-gold-400/15 text-gold-300',
  rejected: 'bg-blood-600/20 text-blood-200',
};

/**
 * `/dashboard/transfers` (DESIGN.md section 6, level 25): money to a player by username with the fee
 * shown before confirming, unequipped weapons and armors without fee, today's count against the
 * daily limit, and the history of sent and received transfers.
 */
export function TransfersPage() {
  const t = arTransfers.transfers;
  const transfers = useGetTransfers({ query: { retry: false, staleTime: 0 } });
  const locked = lockedLevel(transfers.error, 'transfers');
  return (
    <SectionPage bannerKey="transfers" title={t.title}>
      <p className="text-sm text-night-300">{t.intro}</p>
      {transfers.isPending && <div className="h-48 animate-pulse rounded-3xl bg-night-900/80" />}
      {locked !== null && <FeatureLockPanel level={locked} />}
      {transfers.isError && locked === null && (
        <ErrorPanel
          detail={errorText(transfers.error, { fallback: t.loadFailed })}
          onRetry={() => transfers.refetch()}
        />
      )}
      {transfers.data && <TransfersView data={transfers.data} />}
    </SectionPage>
  );
}

function TransfersView({ data }: { data: TransfersDto }) {
  const t = arTransfers.transfers;
  const [tab, setTab] = useState<(typeof TABS)[number]>('money');
  const tabsId = useId();
  const limitReached = data.sentToday >= data.dailyLimit;
  return (
    <>
      <p
        data-testid="transfers-today"
        className={`rounded-2xl px-4 py-2 text-sm font-bold ${limitReached ? 'bg-blood-900/40 text-blood-200' : 'bg-night-900/70 text-night-200'}`}
      >
        {t.today(data.sentToday, data.dailyLimit)}
        {limitReached && ` — ${t.limitReached}`}
      </p>
      <Tabs
        id={tabsId}
        label={t.title}
        items={TABS.map((key) => ({ value: key, label: t.tabs[key], testId: `transfers-tab-${key}` }))}
        value={tab}
        onChange={setTab}
      />
      <TabPanel id={tabsId} value={tab}>
        {tab === 'money' ? (
          <MoneyTransferForm feePercent={data.feePercent} minAmount={data.minAmount} />
        ) : (
          <ItemTransferForm />
        )}
      </TabPanel>
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-extrabold text-white">{t.history}</h2>
        {data.transfers.length === 0 ? (
          <EmptyState title={t.noHistory} />
        ) : (
          <ul className="flex flex-col gap-2" data-testid="transfers-history">
            {data.transfers.map((transfer) => (
              <HistoryRow key={transfer.id} transfer={transfer} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function HistoryRow({ transfer }: { transfer: TransferDto }) {
  const t = arTransfers.transfers;
  const sent = transfer.direction === 'sent';
  const Icon = sent ? ArrowUpRight : ArrowDownLeft;
  const what =
    transfer.kind === 'money'
      ? `${formatMoney(transfer.amount ?? 0)}`
      : `${transfer.itemName ?? ''} ×${formatNumber(transfer.quantity ?? 0)}`;
  return (
    <li
      data-testid="transfer-row"
      data-direction={transfer.direction}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-2xl border border-night-800 bg-night-900/80 px-4 py-3"
    >
      <Icon className={`size-5 shrink-0 ${sent ? 'text-blood-300' : 'text-emerald-300'}`} aria-hidden />
      <span className={`font-black ${sent ? 'text-blood-200' : 'text-emerald-200'}`}>{what}</span>
      <span className="min-w-0 truncate text-night-200">
        {sent ? t.sentTo(transfer.counterpartName) : t.receivedFrom(transfer.counterpartName)}
      </span>
      {sent && transfer.fee > 0 && (
        <span className="text-sm text-night-400">{t.feePaid(`${formatMoney(transfer.fee)}`)}</span>
      )}
      {transfer.status !== 'completed' && (
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-bold ${STATUS_STYLE[transfer.status] ?? ''}`}
          title={transfer.notice ?? undefined}
          data-testid="transfer-status"
          data-status={transfer.status}
        >
          {t.statuses[transfer.status]}
        </span>
      )}
      <span className="ms-auto text-xs text-night-500">{formatLongDateTime(transfer.createdAt)}</span>
    </li>
  );
}
