import { useId, useState } from 'react';
import {
  getListGlobalChatReportsQueryKey,
  useListGlobalChatReports,
  useUpdateGlobalChatReportStatus,
} from '../../../api/generated/global-chat/global-chat';
import {
  getGetMessageReportsQueryKey,
  useGetMessageReports,
  useUpdateMessageReportStatus,
} from '../../../api/generated/messages/messages';
import { exportMessageReports } from '../../../api/generated/admin-exports/admin-exports';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ExportButton } from '../ExportButton';
import { EmptyState } from '../../../components/SectionPage';
import { SelectField } from '../../../components/SelectField';
import { TabPanel, Tabs } from '../../../components/Tabs';
import { ar } from '../../../i18n/ar-admin';
import { Pager } from '../../../components/Pager';
import { ReportCard } from './ReportCard';
import {
  globalReportView,
  globalStatusBody,
  PRIVATE_REPORTS_PAGE_SIZE,
  privateReportView,
  privateStatusBody,
  REPORT_KINDS,
  REPORT_STATUSES,
  type ReportDecision,
  type ReportKind,
  type ReportStatusFilter,
  type ReportView,
} from './report-status';
import { errorText } from '../../../api/error-text';
import { useAdminOutcome } from '../use-admin-editor';

/** Spec 002 section 2.12: two tabs, global chat reports and private message reports. */
export function AdminReportedMessagesSection() {
  const t = ar.adminReports;
  const [kind, setKind] = useState<ReportKind>('global');
  const [status, setStatus] = useState<ReportStatusFilter>('PENDING');
  const tabsId = useId();
  return (
    <div className="flex flex-col gap-4" data-testid="admin-reported-messages">
      <div className="flex flex-wrap items-end gap-3">
        <Tabs
          id={tabsId}
          label={t.tabsLabel}
          variant="tinted"
          size="sm"
          layout="wrap"
          items={REPORT_KINDS.map((key) => ({
            value: key,
            label: t.tabs[key],
            testId: `reports-tab-${key}`,
          }))}
          value={kind}
          onChange={setKind}
        />
        {kind === 'private' && (
          <ExportButton
            kind="reports"
            download={(options) => exportMessageReports(status === 'all' ? {} : { status }, options)}
            testId="reports-export"
          />
        )}
        <SelectField
          label={t.statusFilter}
          className="ms-auto"
          value={status}
          onChange={(event) => setStatus(event.target.value as ReportStatusFilter)}
          data-testid="reports-status-filter"
        >
          <option value="all">{t.allStatuses}</option>
          {REPORT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t.statuses[value]}
            </option>
          ))}
        </SelectField>
      </div>
      <TabPanel id={tabsId} value={kind} className="flex flex-col gap-4">
        {kind === 'global' ? (
          <GlobalReports status={status} />
        ) : (
          <PrivateReports key={status} status={status} />
        )}
      </TabPanel>
    </div>
  );
}

function GlobalReports({ status }: { status: ReportStatusFilter }) {
  const t = ar.adminReports;
  const outcome = useAdminOutcome([getListGlobalChatReportsQueryKey()]);
  const params = status === 'all' ? undefined : { status };
  const reports = useListGlobalChatReports(params, { query: { staleTime: 30_000 } });
  const update = useUpdateGlobalChatReportStatus();

  const onDecide = (report: ReportView, decision: ReportDecision, notes: string) =>
    update.mutate(
      { id: report.id, data: globalStatusBody(decision, notes) },
      outcome(t.updated, t.updateFailed),
    );

  return (
    <ReportList
      loading={reports.isPending}
      error={reports.isError ? errorText(reports.error, { fallback: t.loadFailed }) : null}
      onRetry={() => void reports.refetch()}
      views={reports.data?.reports.map(globalReportView)}
      pendingId={update.isPending ? update.variables?.id : undefined}
      onDecide={onDecide}
    />
  );
}

function PrivateReports({ status }: { status: ReportStatusFilter }) {
  const t = ar.adminReports;
  const outcome = useAdminOutcome([getGetMessageReportsQueryKey()]);
  const [page, setPage] = useState(1);
  const params = {
    page,
    limit: PRIVATE_REPORTS_PAGE_SIZE,
    ...(status === 'all' ? {} : { status }),
  };
  const reports = useGetMessageReports(params, { query: { staleTime: 30_000 } });
  const update = useUpdateMessageReportStatus();

  const onDecide = (report: ReportView, decision: ReportDecision, notes: string) =>
    update.mutate(
      { id: report.id, data: privateStatusBody(decision, notes) },
      outcome(t.updated, t.updateFailed),
    );

  return (
    <>
      <ReportList
        loading={reports.isPending}
        error={reports.isError ? errorText(reports.error, { fallback: t.loadFailed }) : null}
        onRetry={() => void reports.refetch()}
        views={reports.data?.reports.map(privateReportView)}
        pendingId={update.isPending ? update.variables?.id : undefined}
        onDecide={onDecide}
      />
      {reports.data && reports.data.totalPages > 1 && (
        <Pager page={page} totalPages={reports.data.totalPages} onPage={setPage} />
      )}
    </>
  );
}

/** The list of report cards with its loading, error and empty states (pure rendering). */
export function ReportList({
  loading,
  error,
  onRetry,
  views,
  pendingId,
  onDecide,
}: {
  loading: boolean;
  error: string | null;
  onRetry?: () => void;
  views: ReportView[] | undefined;
  pendingId?: number;
  onDecide: (report: ReportView, decision: ReportDecision, notes: string) => void;
}) {
  if (error) return <ErrorPanel detail={error} onRetry={onRetry} />;
  if (loading || !views) return <div className="h-48 animate-pulse rounded-2xl bg-night-900/80" />;
  if (views.length === 0) return <EmptyState title={ar.adminReports.empty} />;
  return (
    <ul className="flex flex-col gap-3" data-testid="report-list">
      {views.map((view) => (
        <ReportCard
          key={`${view.kind}-${view.id}`}
          report={view}
          pending={pendingId === view.id}
          onDecide={(decision, notes) => onDecide(view, decision, notes)}
        />
      ))}
    </ul>
  );
}
