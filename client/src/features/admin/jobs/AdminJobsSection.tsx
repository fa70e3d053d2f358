import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { Briefcase, CircleCheck, Pencil, Plus, Trash2 } from 'lucide-react';
import {
  getGetAdminJobsQueryKey,
  useCreateJob,
  useDeleteJob,
  useGetAdminJobs,
  useUpdateJob,
} from '../../../api/generated/admin/admin';
import { getGetJobsQueryKey } from '../../../api/generated/jobs/jobs';
import type { JobDto } from '../../../api/generated/model/jobDto';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../components/Button';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { EmptyState } from '../../../components/SectionPage';
import { ar } from '../../../i18n/ar';
import { formatNumber } from '../../../lib/format';
import { jobTierName } from '../../../lib/job-tiers';
import { adminErrorText } from '../admin-error';
import { byField, countEnabled, filterAndSort, type StatusFilter } from '../admin-list';
import { AdminListControls, StatCard } from '../AdminListControls';
import { ConfirmDialog } from '../ConfirmDialog';
import { JobForm } from './JobForm';
import {
  JOB_FORM_DEFAULTS,
  JOB_SORTS,
  formToJobBody,
  jobToForm,
  type JobFormValues,
  type JobSort,
} from './job-form';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; job: JobDto };

/** Spec 001 section 2.7: summary, sort (tier by default), filter, search, the jobs table and a full-page form. */
export function AdminJobsSection() {
  const t = ar.adminJobs;
  const c = ar.adminCommon;
  const queryClient = useQueryClient();
  const jobs = useGetAdminJobs({ query: { staleTime: 30_000 } });
  const [sort, setSort] = useState<JobSort>('tier');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [deleting, setDeleting] = useState<JobDto | null>(null);
  const create = useCreateJob();
  const update = useUpdateJob();
  const remove = useDeleteJob();
  const closeForm = useCallback(() => setMode({ kind: 'list' }), []);
  const closeConfirm = useCallback(() => setDeleting(null), []);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: getGetAdminJobsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetJobsQueryKey() });
  };
  const done = (message: string) => () => {
    toast.success(message);
    setMode({ kind: 'list' });
    refresh();
  };

  const onSubmit = (values: JobFormValues) => {
    const data = formToJobBody(values);
    if (mode.kind === 'edit')
      update.mutate(
        { id: mode.job.id, data },
        {
          onSuccess: done(t.updated),
          onError: (error) => toast.error(adminErrorText(error, t.updateFailed)),
        },
      );
    else
      create.mutate(
        { data },
        {
          onSuccess: done(t.created),
          onError: (error) => toast.error(adminErrorText(error, t.createFailed)),
        },
      );
  };

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => {
          setDeleting(null);
          done(t.deleted)();
        },
        onError: (error) => toast.error(adminErrorText(error, t.deleteFailed)),
      },
    );
  };

  if (mode.kind !== 'list') {
    return (
      <JobForm
        key={mode.kind === 'edit' ? mode.job.id : 'new'}
        mode={mode.kind}
        initial={mode.kind === 'edit' ? jobToForm(mode.job) : JOB_FORM_DEFAULTS}
        pending={create.isPending || update.isPending}
        onSubmit={onSubmit}
        onCancel={closeForm}
      />
    );
  }

  const list = jobs.data ?? [];
  const shown = filterAndSort(list, { status, search, compare: byField<JobDto>(sort) });
  const counts = countEnabled(list);

  return (
    <div className="flex flex-col gap-4" data-testid="admin-jobs">
      <div className="grid grid-cols-2 gap-3">
        <StatCard
          label={t.total}
          value={counts.total}
          testId="admin-jobs-total"
          icon={<Briefcase className="size-5 text-gold-400" aria-hidden />}
        />
        <StatCard
          label={t.enabled}
          value={counts.enabled}
          testId="admin-jobs-enabled"
          icon={<CircleCheck className="size-5 text-emerald-400" aria-hidden />}
        />
      </div>
      <div className="flex justify-end">
        <Button onClick={() => setMode({ kind: 'create' })} data-testid="admin-job-add">
          <Plus className="size-5" aria-hidden />
          {t.add}
        </Button>
      </div>
      <AdminListControls
        sort={sort}
        sorts={JOB_SORTS}
        sortLabels={t.sorts}
        onSort={setSort}
        status={status}
        onStatus={setStatus}
        search={search}
        onSearch={setSearch}
        count={shown.length}
      />
      {jobs.isPending && <div className="h-48 animate-pulse rounded-2xl bg-night-900/80" />}
      {jobs.isError && <ErrorPanel detail={errorMessage(jobs.error)} onRetry={() => jobs.refetch()} />}
      {jobs.data && list.length === 0 && <EmptyState title={t.empty} />}
      {jobs.data && list.length > 0 && shown.length === 0 && <EmptyState title={c.noResults} />}
      {shown.length > 0 && (
        <div className="overflow-x-auto rounded-2xl border border-night-800">
          <table className="w-full min-w-[640px] text-start text-sm">
            <thead className="bg-night-900 text-night-300">
              <tr>
                <th className="px-3 py-2 text-start font-semibold">{t.fields.name}</th>
                <th className="px-3 py-2 text-start font-semibold">{t.fields.tier}</th>
                <th className="px-3 py-2 text-start font-semibold">{t.fields.minLevel}</th>
                <th className="px-3 py-2 text-start font-semibold">{t.fields.salary}</th>
                <th className="px-3 py-2 text-start font-semibold">{t.fields.expPerDay}</th>
                <th className="px-3 py-2 text-start font-semibold">{c.filter}</th>
                <th className="px-3 py-2 text-start font-semibold">{c.actions}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((job) => (
                <tr
                  key={job.id}
                  data-testid="admin-job-row"
                  data-name={job.name}
                  className="border-t border-night-800 bg-night-950/60"
                >
                  <td className="px-3 py-2">
                    <p className="font-bold text-white">{job.name}</p>
                    <p className="line-clamp-1 text-xs text-night-400">{job.description}</p>
                  </td>
                  <td className="px-3 py-2 text-night-200">{jobTierName(job.tier)}</td>
                  <td className="px-3 py-2 text-night-200">{formatNumber(job.minLevel)}</td>
                  <td className="px-3 py-2 text-night-200">${formatNumber(job.salary)}</td>
                  <td className="px-3 py-2 text-night-200">{formatNumber(job.expPerDay)}</td>
                  <td className="px-3 py-2">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-bold ${
                        job.isEnabled ? 'bg-emerald-500/15 text-emerald-300' : 'bg-night-800 text-night-400'
                      }`}
                    >
                      {job.isEnabled ? c.enabled : c.disabled}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex gap-1">
                      <Button
                        variant="secondary"
                        className="min-h-9 px-3 py-1 text-sm"
                        onClick={() => setMode({ kind: 'edit', job })}
                      >
                        <Pencil className="size-4" aria-hidden />
                        {c.edit}
                      </Button>
                      <Button
                        variant="ghost"
                        className="min-h-9 px-3 py-1 text-sm text-blood-300"
                        onClick={() => setDeleting(job)}
                      >
                        <Trash2 className="size-4" aria-hidden />
                        {c.delete}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        question={deleting ? t.deleteQuestion(deleting.name) : ''}
        pending={remove.isPending}
        onConfirm={onDelete}
        onCancel={closeConfirm}
      />
    </div>
  );
}
