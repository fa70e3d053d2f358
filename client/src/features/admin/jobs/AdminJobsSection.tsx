import { Briefcase } from 'lucide-react';
import {
  getGetAdminJobsQueryKey,
  useCreateJob,
  useDeleteJob,
  useGetAdminJobs,
  useUpdateJob,
} from '../../../api/generated/admin/admin';
import { getGetJobsQueryKey } from '../../../api/generated/jobs/jobs';
import type { JobDto } from '../../../api/generated/model/jobDto';
import { DataTable } from '../../../components/DataTable';
import { ar } from '../../../i18n/ar-admin';
import { formatMoney, formatNumber } from '../../../lib/format';
import { jobTierName } from '../../../lib/job-tiers';
import { byField } from '../admin-list';
import { AdminCatalogueSection } from '../AdminCatalogueSection';
import { DeleteButton, EditButton, StatusPill } from '../CatalogueItemControls';
import { JobForm } from './JobForm';
import { JOB_FORM_DEFAULTS, JOB_SORTS, formToJobBody, jobToForm } from './job-form';

/** Spec 001 section 2.7: summary, sort (tier by default), filter, search, the jobs table and a full-page form. */
export function AdminJobsSection() {
  const t = ar.adminJobs;
  const c = ar.adminCommon;
  const jobs = useGetAdminJobs({ query: { staleTime: 30_000 } });
  const create = useCreateJob();
  const update = useUpdateJob();
  const remove = useDeleteJob();
  return (
    <AdminCatalogueSection
      testIds={{
        section: 'admin-jobs',
        total: 'admin-jobs-total',
        enabled: 'admin-jobs-enabled',
        add: 'admin-job-add',
      }}
      texts={t}
      totalIcon={<Briefcase className="size-5 text-gold-400" aria-hidden />}
      items={jobs}
      invalidates={[getGetAdminJobsQueryKey(), getGetJobsQueryKey()]}
      create={create}
      update={update}
      remove={remove}
      sorts={JOB_SORTS}
      compare={(sort) => byField<JobDto>(sort)}
      form={{
        Component: JobForm,
        defaults: JOB_FORM_DEFAULTS,
        fromItem: jobToForm,
        toBody: formToJobBody,
        fullPage: true,
      }}
    >
      {(shown, actions) =>
        shown.length > 0 && (
          <DataTable
            rows={shown}
            rowKey={(job) => job.id}
            rowProps={(job) => ({ 'data-testid': 'admin-job-row', 'data-name': job.name })}
            minWidthClass="min-w-[640px]"
            columns={[
              {
                key: 'name',
                header: t.fields.name,
                cell: (job) => (
                  <>
                    <p className="font-bold text-white">{job.name}</p>
                    <p className="line-clamp-1 text-xs text-night-400">{job.description}</p>
                  </>
                ),
              },
              {
                key: 'tier',
                header: t.fields.tier,
                className: 'text-night-200',
                cell: (job) => jobTierName(job.tier),
              },
              {
                key: 'minLevel',
                header: t.fields.minLevel,
                className: 'text-night-200',
                cell: (job) => formatNumber(job.minLevel),
              },
              {
                key: 'salary',
                header: t.fields.salary,
                className: 'text-night-200',
                cell: (job) => formatMoney(job.salary),
              },
              {
                key: 'expPerDay',
                header: t.fields.expPerDay,
                className: 'text-night-200',
                cell: (job) => formatNumber(job.expPerDay),
              },
              { key: 'status', header: c.filter, cell: (job) => <StatusPill enabled={job.isEnabled} /> },
            ]}
            actionsHeader={c.actions}
            actions={(job) => (
              <>
                <EditButton onClick={() => actions.edit(job)} />
                <DeleteButton onClick={() => actions.remove(job)} />
              </>
            )}
          />
        )
      }
    </AdminCatalogueSection>
  );
}
