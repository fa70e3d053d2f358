import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import {
  getGetHeldOperationsQueryKey,
  getGetLinkedClustersQueryKey,
  useApproveHeldOperation,
  useGetHeldOperations,
  useGetLinkedClusters,
  useMarkHousehold,
  useRejectHeldOperation,
  useUnmarkHousehold,
} from '../../../api/generated/admin/admin';
import type { HeldOperationDto } from '../../../api/generated/model/heldOperationDto';
import type { LinkedClusterDto } from '../../../api/generated/model/linkedClusterDto';
import { errorText } from '../../../api/error-text';
import { Button } from '../../../components/Button';
import { DataTable } from '../../../components/DataTable';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useConfirm } from '../../../components/use-confirm';
import { ar } from '../../../i18n/ar-admin';
import { formatLongDateTime, formatNumber } from '../../../lib/format';

const STALE_MS = 15_000;

/**
 * Issue 30, part 6: the operations between linked accounts held for review, in one list (transfers,
 * black-market purchases, gang treasury payouts, each with why it waits; approve releases one to its receiver, reject returns
 * it where it came from), then the clusters of accounts that share a sign-in address or device, each
 * with its evidence and the household mark.
 */
export function AdminLinkedAccountsSection() {
  const t = ar.adminLinked;
  const queryClient = useQueryClient();
  const clusters = useGetLinkedClusters({ query: { staleTime: STALE_MS } });
  const held = useGetHeldOperations({ query: { staleTime: STALE_MS } });
  const approve = useApproveHeldOperation();
  const reject = useRejectHeldOperation();
  const mark = useMarkHousehold();
  const unmark = useUnmarkHousehold();
  const { confirm, dialog } = useConfirm();

  const refresh = () => {
    for (const queryKey of [getGetHeldOperationsQueryKey(), getGetLinkedClustersQueryKey()])
      void queryClient.invalidateQueries({ queryKey });
  };

  const decide = async (operation: HeldOperationDto, decision: 'approve' | 'reject') => {
    const ask = (decision === 'approve' ? t.confirmApprove : t.confirmReject)[operation.kind];
    if (!(await confirm(ask(operation.sender.name, operation.receiver.name, operation.gangName ?? ''))))
      return;
    const mutation = decision === 'approve' ? approve : reject;
    mutation.mutate(
      { kind: operation.kind, id: operation.id },
      {
        onSuccess: ({ operation: decided }) => {
          const said = (decision === 'approve' ? t.approved : t.rejected)[decided.kind];
          toast.success(said(decided.sender.name, decided.receiver.name, decided.gangName ?? ''));
          refresh();
        },
        onError: (failure) => {
          toast.error(errorText(failure, { fallback: t.decideFailed }));
          refresh();
        },
      },
    );
  };

  const toggleHousehold = async (cluster: LinkedClusterDto) => {
    const userIds = cluster.accounts.map((account) => account.userId);
    const question = cluster.exempt ? t.confirmUnmark : t.confirmMark(formatNumber(userIds.length));
    if (!(await confirm(question))) return;
    (cluster.exempt ? unmark : mark).mutate(
      { data: { userIds } },
      {
        onSuccess: () => {
          // The answer counts pairs, not accounts: the toast counts the accounts asked about.
          toast.success(cluster.exempt ? t.unmarked : t.marked(formatNumber(userIds.length)));
          refresh();
        },
        onError: (failure) => toast.error(errorText(failure, { fallback: t.markFailed })),
      },
    );
  };

  return (
    <div className="flex flex-col gap-6" data-testid="admin-linked-accounts">
      <section className="flex flex-col gap-2" data-testid="held-operations">
        <h3 className="text-lg font-bold text-white">{t.heldTitle}</h3>
        <p className="text-sm text-night-300">{t.heldHint}</p>
        {held.isError ? (
          <ErrorPanel detail={t.loadFailed} onRetry={() => void held.refetch()} />
        ) : !held.data ? (
          <div className="h-24 animate-pulse rounded-2xl bg-night-900" />
        ) : held.data.length === 0 ? (
          <p className="rounded-2xl bg-night-900 p-4 text-center text-night-400">{t.noHeld}</p>
        ) : (
          <DataTable
            rows={held.data}
            rowKey={(row) => `${row.kind}:${row.id}`}
            rowProps={(row) => ({ 'data-testid': 'held-row', 'data-kind': row.kind, 'data-id': row.id })}
            minWidthClass="min-w-[1040px]"
            columns={[
              {
                key: 'kind',
                header: t.heldColumns.kind,
                cell: (row) => (
                  <span className="flex flex-col items-start gap-1">
                    <span
                      className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-bold ${KIND_STYLE[row.kind]}`}
                    >
                      {t.holdKinds[row.kind]}
                    </span>
                    <span className="text-xs text-night-400" data-testid="held-status" data-status={row.status}>
                      {t.holdStatuses[row.status]}
                    </span>
                  </span>
                ),
              },
              {
                key: 'id',
                header: t.heldColumns.id,
                cell: (row) => formatNumber(row.id),
                className: 'tabular-nums',
              },
              {
                key: 'sender',
                header: t.heldColumns.sender,
                cell: (row) => <Party name={row.sender.name} role={t.roles[row.kind][0]} />,
              },
              {
                key: 'receiver',
                header: t.heldColumns.receiver,
                cell: (row) => <Party name={row.receiver.name} role={t.roles[row.kind][1]} />,
              },
              {
                key: 'what',
                header: t.heldColumns.what,
                cell: (row) => describeHeld(row),
                className: 'font-bold text-gold-300',
              },
              {
                key: 'reason',
                header: t.heldColumns.reason,
                cell: (row) => (
                  <span className="text-xs text-night-300" data-testid="held-reason" data-reason={row.reason}>
                    {t.holdReasons[row.reason]}
                  </span>
                ),
              },
              {
                key: 'fee',
                header: t.heldColumns.fee,
                cell: (row) => formatNumber(row.fee),
                className: 'tabular-nums',
              },
              {
                key: 'date',
                header: t.heldColumns.date,
                cell: (row) => formatLongDateTime(row.createdAt) ?? '—',
                className: 'text-night-300',
              },
            ]}
            actionsHeader={t.actions}
            actions={(row) => (
              <div className="flex gap-2">
                <Button size="sm" onClick={() => void decide(row, 'approve')} data-testid="held-approve">
                  {t.approve}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => void decide(row, 'reject')}
                  data-testid="held-reject"
                >
                  {t.reject}
                </Button>
              </div>
            )}
          />
        )}
      </section>

      <section className="flex flex-col gap-2" data-testid="linked-clusters">
        <h3 className="text-lg font-bold text-white">{t.clustersTitle}</h3>
        {clusters.data && (
          <p className="text-sm text-night-300">
            {t.clustersHint(
              formatNumber(clusters.data.reviewMinAmount),
              formatNumber(clusters.data.maxSharers),
            )}
          </p>
        )}
        {clusters.isError ? (
          <ErrorPanel detail={t.loadFailed} onRetry={() => void clusters.refetch()} />
        ) : !clusters.data ? (
          <div className="h-24 animate-pulse rounded-2xl bg-night-900" />
        ) : clusters.data.clusters.length === 0 ? (
          <p className="rounded-2xl bg-night-900 p-4 text-center text-night-400">{t.noClusters}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {clusters.data.clusters.map((cluster) => (
              <ClusterCard
                key={cluster.key}
                cluster={cluster}
                onToggle={() => void toggleHousehold(cluster)}
              />
            ))}
          </ul>
        )}
      </section>
      {dialog}
    </div>
  );
}

/** The badge colour of each kind of held operation. */
const KIND_STYLE: Record<HeldOperationDto['kind'], string> = {
  transfer: 'bg-sky-500/15 text-sky-300',
  market: 'bg-amber-500/15 text-amber-300',
  treasury: 'bg-violet-500/15 text-violet-300',
};

/** A side of a held operation: the account's name, and under it what it is in this operation. */
function Party({ name, role }: { name: string; role: string }) {
  return (
    <span className="flex flex-col">
      <span className="font-bold text-night-100">{name}</span>
      <span className="text-xs text-night-400">{role}</span>
    </span>
  );
}

/** What a held operation moves, in Arabic: money, items, an item for a price, or a treasury's money. */
function describeHeld(row: HeldOperationDto): string {
  const t = ar.adminLinked;
  const item = row.itemName !== null ? t.item(row.itemName, formatNumber(row.quantity ?? 0)) : null;
  const amount = formatNumber(row.amount ?? 0);
  if (row.kind === 'market') return t.purchase(item ?? '', amount);
  if (row.kind === 'treasury') return t.payout(amount, row.gangName ?? '');
  return item ?? t.money(amount);
}

/** One cluster: its accounts, the household mark and the evidence table. */
function ClusterCard({ cluster, onToggle }: { cluster: LinkedClusterDto; onToggle: () => void }) {
  const t = ar.adminLinked;
  const names = new Map(cluster.accounts.map((account) => [account.userId, account.name]));
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-night-800 bg-night-900/60 p-3"
      data-testid="linked-cluster"
      data-key={cluster.key}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ul className="flex flex-wrap gap-2" aria-label={t.accounts}>
          {cluster.accounts.map((account) => (
            <li
              key={account.userId}
              className="rounded-full bg-night-800 px-3 py-1 text-sm text-night-100"
              data-testid="linked-account"
            >
              <span className="font-bold">{account.name}</span>{' '}
              <span className="text-xs text-night-400">
                {account.level === null ? t.noCharacter : t.level(formatNumber(account.level))}
              </span>
              {account.isBanned && <span className="ms-1 text-xs text-blood-300">{t.banned}</span>}
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          {cluster.exempt && (
            <span
              className="rounded-full bg-emerald-500/15 px-3 py-1 text-xs font-bold text-emerald-300"
              data-testid="household-badge"
            >
              {t.household}
            </span>
          )}
          <Button size="sm" variant="secondary" onClick={onToggle} data-testid="household-toggle">
            {cluster.exempt ? t.unmarkHousehold : t.markHousehold}
          </Button>
        </div>
      </div>
      <DataTable
        rows={cluster.links}
        rowKey={(link) => `${link.kind}:${link.userA}:${link.userB}`}
        rowProps={(link) => ({ 'data-testid': 'link-row', 'data-kind': link.kind })}
        minWidthClass="min-w-[720px]"
        columns={[
          { key: 'kind', header: t.columns.kind, cell: (link) => t.kinds[link.kind] ?? link.kind },
          {
            key: 'between',
            header: t.columns.between,
            cell: (link) => `${names.get(link.userA) ?? ''} ↔ ${names.get(link.userB) ?? ''}`,
          },
          {
            key: 'count',
            header: t.columns.count,
            cell: (link) => formatNumber(link.count),
            className: 'tabular-nums',
          },
          {
            key: 'amount',
            header: t.columns.amount,
            cell: (link) => (link.amount ? formatNumber(link.amount) : '—'),
            className: 'tabular-nums',
          },
          {
            key: 'last',
            header: t.columns.lastSeen,
            cell: (link) => formatLongDateTime(link.lastSeenAt) ?? '—',
            className: 'text-night-300',
          },
          {
            key: 'details',
            header: t.columns.details,
            cell: (link) => (
              <span
                dir="ltr"
                className="block max-w-56 truncate text-xs text-night-300"
                title={link.details.join('، ')}
              >
                {link.details.join(', ')}
              </span>
            ),
          },
        ]}
      />
    </li>
  );
}
