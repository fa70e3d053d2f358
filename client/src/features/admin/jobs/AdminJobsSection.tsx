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
                    <td className="px-3 py-2 text-night-200">{formatMoney(job.salary)}</td>
                    <td className="px-3 py-2 text-night-200">{formatNumber(job.expPerDay)}</td>
                    <td className="px-3 py-2">
                      <StatusPill enabled={job.isEnabled} />
                    </td>
                    <td className="px-3 py-2">
                      <div className="flex gap-1">
                        <EditButton onClick={() => actions.edit(job)} />
                        <DeleteButton onClick={() => actions.remove(job)} />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </AdminCatalogueSection>
  );
}
