import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { RotateCcw } from 'lucide-react';
import {
  getGetOperationsPanelQueryKey,
  useGetOperationsPanel,
  useRetryFailedJobs,
} from '../../../api/generated/admin-operations/admin-operations';
import type { OperationsNodeDto } from '../../../api/generated/model/operationsNodeDto';
import type { OperationsQueueDto } from '../../../api/generated/model/operationsQueueDto';
import type { EconomyAuditFiguresDto } from '../../../api/generated/model/economyAuditFiguresDto';
import { errorText } from '../../../api/error-text';
import { Button } from '../../../components/Button';
import { DataTable, type Column } from '../../../components/DataTable';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useConfirm } from '../../../components/use-confirm';
import { ar } from '../../../i18n/ar-admin';
import { formatDecimal, formatLongDateTime, formatNumber } from '../../../lib/format';
import { formatUptime, OPERATIONS_REFRESH_MS } from './operations';

const t = ar.adminOps;

const queueLabel = (name: string) => t.queueNames[name] ?? name;
const seconds = (value: number | null) => (value === null ? t.none : t.seconds(formatDecimal(value)));

const NODE_COLUMNS: Column<OperationsNodeDto>[] = [
  {
    key: 'node',
    header: t.node,
    cell: (node) => (
      <span className="font-semibold text-white" dir="ltr">
        {node.hostname} · {node.pid}
      </span>
    ),
  },
  { key: 'role', header: t.role, cell: (node) => t.roles[node.role] },
  {
    key: 'sockets',
    header: t.sockets,
    cell: (node) => formatNumber(node.sockets),
    className: 'tabular-nums',
  },
  {
    key: 'uptime',
    header: t.uptime,
    cell: (node) => formatUptime(node.uptimeSeconds),
    className: 'tabular-nums',
  },
  {
    key: 'beat',
    header: t.lastBeat,
    cell: (node) => formatLongDateTime(node.beatAt),
    className: 'text-night-300',
  },
];

const count = (
  state: keyof Omit<OperationsQueueDto, 'name'>,
  header: string,
): Column<OperationsQueueDto> => ({
  key: state,
  header,
  cell: (queue) => (
    <span className={state === 'failed' && queue.failed > 0 ? 'font-bold text-blood-300' : undefined}>
      {formatNumber(queue[state])}
    </span>
  ),
  className: 'tabular-nums',
});

const QUEUE_COLUMNS: Column<OperationsQueueDto>[] = [
  {
    key: 'name',
    header: t.queue,
    cell: (queue) => <span className="font-semibold text-white">{queueLabel(queue.name)}</span>,
  },
  count('waiting', t.waiting),
  count('delayed', t.delayed),
  count('active', t.active),
  count('failed', t.failed),
  count('completed', t.completed),
];

/** One row of lateness per node and timer queue. */
interface LatenessRow {
  key: string;
  node: string;
  queue: string;
  recentMeanSeconds: number | null;
  recentCount: number;
  meanSeconds: number | null;
  count: number;
}

const LATENESS_COLUMNS: Column<LatenessRow>[] = [
  {
    key: 'queue',
    header: t.queue,
    cell: (row) => <span className="font-semibold text-white">{queueLabel(row.queue)}</span>,
  },
  {
    key: 'node',
    header: t.node,
    cell: (row) => <span dir="ltr">{row.node}</span>,
    className: 'text-night-300',
  },
  {
    key: 'recent',
    header: t.recent,
    cell: (row) => `${seconds(row.recentMeanSeconds)} (${t.timers(formatNumber(row.recentCount))})`,
    className: 'tabular-nums',
  },
  {
    key: 'since',
    header: t.sinceStart,
    cell: (row) => `${seconds(row.meanSeconds)} (${t.timers(formatNumber(row.count))})`,
    className: 'tabular-nums',
  },
];

function SubTitle({ children }: { children: string }) {
  return <h3 className="text-lg font-extrabold text-white">{children}</h3>;
}

function EconomyAuditCard({ audit }: { audit: EconomyAuditFiguresDto | null }) {
  return (
    <div
      className="rounded-2xl border border-night-700 bg-night-900 p-4"
      data-testid="operations-economy-audit"
    >
      <SubTitle>{t.economyAudit}</SubTitle>
      {!audit?.lastRunAt ? (
        <p className="mt-2 text-night-300">{t.noAudit}</p>
      ) : (
        <div className="mt-2 flex flex-col gap-1 text-sm">
          <p className="text-night-200">{formatLongDateTime(audit.lastRunAt)}</p>
          <p
            className={audit.ok ? 'font-bold text-emerald-300' : 'font-bold text-blood-300'}
            data-testid="operations-audit-result"
            data-ok={audit.ok ? 'true' : 'false'}
          >
            {audit.ok ? t.balanced : t.unbalanced}
          </p>
          {Object.entries(audit.drift).map(([currency, amount]) => (
            <p key={currency} className="text-night-300">
              {t.drift(t.currencies[currency] ?? currency, formatNumber(amount))}
            </p>
          ))}
          {audit.errors > 0 && <p className="text-blood-300">{t.auditErrors(formatNumber(audit.errors))}</p>}
        </div>
      )}
    </div>
  );
}

/**
 * Issue 30, part 5: the live operations panel. Nodes (sockets, uptime), queues (counts and the
 * retry of failed jobs), timer lateness and the last economy audit, asked again every 5 s.
 */
export function AdminOperationsSection() {
  const queryClient = useQueryClient();
  const panel = useGetOperationsPanel({ query: { refetchInterval: OPERATIONS_REFRESH_MS } });
  const { confirm, dialog } = useConfirm();
  const retry = useRetryFailedJobs({
    mutation: {
      onSuccess: (result) => toast.success(t.retried(result.retried)),
      onError: (error) => toast.error(errorText(error)),
      onSettled: () => queryClient.invalidateQueries({ queryKey: getGetOperationsPanelQueryKey() }),
    },
  });

  if (panel.isError && !panel.data)
    return <ErrorPanel detail={errorText(panel.error)} onRetry={() => void panel.refetch()} />;
  const data = panel.data;
  const lateness: LatenessRow[] = (data?.nodes ?? []).flatMap((node) =>
    node.lateness.map((each) => ({
      ...each,
      key: `${node.nodeId}-${each.queue}`,
      node: `${node.hostname} · ${node.pid}`,
    })),
  );

  return (
    <div
      className="flex flex-col gap-5"
      data-testid="admin-operations"
      aria-busy={panel.isLoading || undefined}
    >
      <p className="flex flex-wrap items-center gap-2 text-sm text-night-300">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-500/15 px-3 py-1 font-bold text-emerald-300">
          <span className="size-2 animate-pulse rounded-full bg-emerald-400" aria-hidden />
          {t.live}
        </span>
        {data && (
          <span data-testid="operations-updated" data-at={data.at}>
            {t.updated(formatLongDateTime(data.at) ?? '')}
          </span>
        )}
      </p>

      <section className="flex flex-col gap-2">
        <SubTitle>{t.nodes}</SubTitle>
        {data && data.nodes.length === 0 ? (
          <p className="text-night-300">{t.noNodes}</p>
        ) : (
          <DataTable
            rows={data?.nodes ?? []}
            columns={NODE_COLUMNS}
            rowKey={(node) => node.nodeId}
            rowProps={(node) => ({ 'data-testid': 'operations-node', 'data-node': node.nodeId })}
            minWidthClass="min-w-[560px]"
            testId="operations-nodes"
          />
        )}
      </section>

      <section className="flex flex-col gap-2">
        <SubTitle>{t.queues}</SubTitle>
        <DataTable
          rows={data?.queues ?? []}
          columns={QUEUE_COLUMNS}
          rowKey={(queue) => queue.name}
          rowProps={(queue) => ({ 'data-testid': 'operations-queue', 'data-queue': queue.name })}
          actionsHeader={t.retry}
          actions={(queue) => (
            <Button
              size="sm"
              variant="danger"
              disabled={queue.failed === 0}
              pending={retry.isPending && retry.variables?.queue === queue.name}
              data-testid="operations-retry"
              onClick={async () => {
                if (await confirm(t.retryConfirm(queueLabel(queue.name), formatNumber(queue.failed))))
                  retry.mutate({ queue: queue.name });
              }}
            >
              <RotateCcw className="size-4" aria-hidden />
              {t.retry}
            </Button>
          )}
          minWidthClass="min-w-[640px]"
          testId="operations-queues"
        />
      </section>

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[2fr_1fr]">
        <section className="flex min-w-0 flex-col gap-2">
          <SubTitle>{t.lateness}</SubTitle>
          {lateness.length === 0 ? (
            <p className="text-night-300" data-testid="operations-no-lateness">
              {t.noLateness}
            </p>
          ) : (
            <DataTable
              rows={lateness}
              columns={LATENESS_COLUMNS}
              rowKey={(row) => row.key}
              minWidthClass="min-w-[520px]"
              testId="operations-lateness"
            />
          )}
        </section>
        <EconomyAuditCard audit={data?.economyAudit ?? null} />
      </div>
      {dialog}
    </div>
  );
}
