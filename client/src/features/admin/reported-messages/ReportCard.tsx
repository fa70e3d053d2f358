import { useState } from 'react';
import { Ban, CheckCircle2, MicOff, ShieldCheck, Trash2 } from 'lucide-react';
import { Button } from '../../../components/Button';
import { TextAreaField } from '../../../components/TextField';
import { ar } from '../../../i18n/ar-admin';
import { formatLongDateTime, formatNumber } from '../../../lib/format';
import {
  ADMIN_NOTES_MAX,
  decisionsFor,
  notesError,
  type ReportDecision,
  type ReportPerson,
  type ReportView,
} from './report-status';

const STATUS_STYLE: Record<string, string> = {
  PENDING: 'bg-gold-500/15 text-gold-300 ring-gold-400/40',
  REVIEWED: 'bg-sky-500/15 text-sky-300 ring-sky-400/40',
  RESOLVED: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/40',
  DISMISSED: 'bg-night-800 text-night-300 ring-night-600',
};

function decisionKey(decision: ReportDecision): string {
  return decision.status === 'RESOLVED' ? `RESOLVED:${decision.action ?? 'plain'}` : 'DISMISSED';
}

function decisionLabel(decision: ReportDecision): string {
  const t = ar.adminReports;
  if (decision.status === 'DISMISSED') return t.dismiss;
  if (decision.action === 'mute_user') return t.muteUser;
  if (decision.action === 'delete_message') return t.deleteMessage;
  return t.resolve;
}

function decisionIcon(decision: ReportDecision) {
  if (decision.status === 'DISMISSED') return <Ban className="size-4" aria-hidden />;
  if (decision.action === 'mute_user') return <MicOff className="size-4" aria-hidden />;
  if (decision.action === 'delete_message') return <Trash2 className="size-4" aria-hidden />;
  return <CheckCircle2 className="size-4" aria-hidden />;
}

function Person({ person, testId }: { person: ReportPerson; testId: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 font-bold text-white" data-testid={testId}>
      {person.username || ar.adminReports.unknownUser}
      {person.isAdmin && (
        <span
          className="inline-flex items-center gap-1 rounded-full bg-gold-500/15 px-2 py-0.5 text-xs font-bold text-gold-300 ring-1 ring-gold-400/40"
          data-testid="report-admin-badge"
        >
          <ShieldCheck className="size-3" aria-hidden />
          {ar.adminReports.admin}
        </span>
      )}
    </span>
  );
}

/**
 * Spec 002 section 2.12: one report with its status, reason, reporter, the reported message and its
 * author (with an 'admin' badge), the resolver, time and notes once handled, and, for PENDING
 * reports only, the admin notes field (at most 200 characters) and the decision buttons.
 */
export function ReportCard({
  report,
  pending,
  onDecide,
}: {
  report: ReportView;
  pending: boolean;
  onDecide: (decision: ReportDecision, notes: string) => void;
}) {
  const t = ar.adminReports;
  const [notes, setNotes] = useState('');
  const decisions = decisionsFor(report.kind, report.status);
  const error = notesError(notes, t.notesTooLong);
  const handled = report.resolver !== null || report.resolvedAt !== null || report.adminNotes !== null;
  return (
    <li
      data-testid="report-card"
      data-status={report.status}
      data-id={report.id}
      className="flex flex-col gap-3 rounded-2xl border border-night-800 bg-night-900/80 p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          data-testid="report-status"
          className={`rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${STATUS_STYLE[report.status] ?? ''}`}
        >
          {t.statuses[report.status] ?? report.status}
        </span>
        <span className="text-xs text-night-400">#{formatNumber(report.id)}</span>
        <span className="ms-auto text-xs text-night-400">
          {t.reportedAt}: {formatLongDateTime(report.createdAt)}
        </span>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-night-400">{t.reason}</dt>
          <dd className="text-night-100" data-testid="report-reason">
            {report.reason}
          </dd>
        </div>
        <div>
          <dt className="text-night-400">{t.reporter}</dt>
          <dd className="font-bold text-white" data-testid="report-reporter">
            {report.reporter || t.unknownUser}
          </dd>
        </div>
      </dl>
      <div className="flex flex-col gap-2 rounded-xl border border-night-700 bg-night-950/60 p-3">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-night-400">{report.receiver ? t.sender : t.author}:</span>
          <Person person={report.author} testId="report-author" />
          {report.receiver && (
            <>
              <span className="text-night-400">{t.receiver}:</span>
              <Person person={report.receiver} testId="report-receiver" />
            </>
          )}
          {report.messageDeleted && (
            <span className="rounded-full bg-blood-600/20 px-2 py-0.5 text-xs font-bold text-blood-300">
              {t.messageDeleted}
            </span>
          )}
          <span className="ms-auto text-xs text-night-500">
            {formatLongDateTime(report.messageCreatedAt)}
          </span>
        </div>
        <p className="text-xs text-night-400">{t.message}</p>
        <p className="whitespace-pre-wrap break-words text-night-100" data-testid="report-content">
          {report.content}
        </p>
      </div>
      {handled && (
        <dl className="grid gap-2 text-sm sm:grid-cols-3" data-testid="report-resolution">
          {report.resolver && (
            <div>
              <dt className="text-night-400">{t.resolver}</dt>
              <dd className="font-bold text-white" data-testid="report-resolver">
                {report.resolver}
              </dd>
            </div>
          )}
          {report.resolvedAt && (
            <div>
              <dt className="text-night-400">{t.resolvedAt}</dt>
              <dd className="text-night-100">{formatLongDateTime(report.resolvedAt)}</dd>
            </div>
          )}
          {report.adminNotes && (
            <div className="sm:col-span-3">
              <dt className="text-night-400">{t.adminNotes}</dt>
              <dd className="whitespace-pre-wrap text-night-100" data-testid="report-notes">
                {report.adminNotes}
              </dd>
            </div>
          )}
        </dl>
      )}
      {decisions.length > 0 && (
        <div className="flex flex-col gap-2" data-testid="report-actions">
          <TextAreaField
            label={t.notesLabel}
            rows={2}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            placeholder={t.notesPlaceholder}
            error={error ?? undefined}
            hint={t.notesCount(formatNumber(notes.length), formatNumber(ADMIN_NOTES_MAX))}
            data-testid="report-notes-input"
          />
          <div className="flex flex-wrap gap-2">
            {decisions.map((decision) => (
              <Button
                key={decisionKey(decision)}
                variant={decision.status === 'DISMISSED' ? 'secondary' : 'primary'}
                size="sm"
                disabled={error !== null}
                pending={pending}
                onClick={() => onDecide(decision, notes)}
                data-testid={`report-decide-${decisionKey(decision)}`}
              >
                {decisionIcon(decision)}
                {decisionLabel(decision)}
              </Button>
            ))}
          </div>
        </div>
      )}
    </li>
  );
}
