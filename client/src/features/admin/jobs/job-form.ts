import type { CreateJobDto } from '../../../api/generated/model/createJobDto';
import type { JobDto } from '../../../api/generated/model/jobDto';
import { ar } from '../../../i18n/ar-admin';

export interface JobFormValues {
  name: string;
  description: string;
  tier: number;
  minLevel: number;
  salary: number;
  expPerDay: number;
  isEnabled: boolean;
}

/** Spec 001 section 9: a new job's defaults. */
export const JOB_FORM_DEFAULTS: JobFormValues = {
  name: '',
  description: '',
  tier: 1,
  minLevel: 1,
  salary: 50,
  expPerDay: 10,
  isEnabled: true,
};

export function jobToForm(job: JobDto): JobFormValues {
  const { name, description, tier, minLevel, salary, expPerDay, isEnabled } = job;
  return { name, description, tier, minLevel, salary, expPerDay, isEnabled };
}

/** Spec 001 section 5: number inputs are converted to numbers before sending. */
export function formToJobBody(values: JobFormValues): CreateJobDto {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    tier: Math.trunc(Number(values.tier)),
    minLevel: Math.trunc(Number(values.minLevel)),
    salary: Math.trunc(Number(values.salary)),
    expPerDay: Math.trunc(Number(values.expPerDay)),
    isEnabled: values.isEnabled,
  };
}

type Errors = Partial<Record<keyof JobFormValues, string>>;

/** Spec 001 section 5: name and description required; minLevel, salary, expPerDay at least 1; tier 1..6. */
export function validateJobForm(values: JobFormValues): Errors {
  const f = ar.adminJobs.fields;
  const v = ar.validation;
  const errors: Errors = {};
  if (!values.name.trim()) errors.name = v.required(f.name);
  if (!values.description.trim()) errors.description = v.required(f.description);
  for (const [key, label] of [
    ['minLevel', f.minLevel],
    ['salary', f.salary],
    ['expPerDay', f.expPerDay],
  ] as const) {
    const n = Number(values[key]);
    if (String(values[key]).trim() === '' || !Number.isFinite(n)) errors[key] = v.required(label);
    else if (n < 1) errors[key] = v.min(label, 1);
  }
  const tier = Number(values.tier);
  if (!Number.isInteger(tier) || tier < 1 || tier > 6) errors.tier = v.invalid(f.tier);
  return errors;
}

/** Spec 001 section 2.7: the jobs list's sort options, tier first (the default). */
export const JOB_SORTS = ['tier', 'name', 'salary', 'minLevel'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
