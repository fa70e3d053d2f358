import { useState, type FormEvent } from 'react';
import { ArrowRight } from 'lucide-react';
import { Button } from '../../../components/Button';
import { FieldMessage, fieldClass, TextField } from '../../../components/TextField';
import { ar } from '../../../i18n/ar';
import { JOB_TIERS, jobTierName } from '../../../lib/job-tiers';
import { validateJobForm, type JobFormValues } from './job-form';

/** Spec 001 sections 2.7 and 5: the full-page job form for create and edit. */
export function JobForm({
  mode,
  initial,
  pending,
  onSubmit,
  onCancel,
}: {
  mode: 'create' | 'edit';
  initial: JobFormValues;
  pending: boolean;
  onSubmit: (values: JobFormValues) => void;
  onCancel: () => void;
}) {
  const t = ar.adminJobs;
  const f = t.fields;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof JobFormValues, string>>>({});
  const set = <K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateJobForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  const number = (key: 'minLevel' | 'salary' | 'expPerDay', label: string) => (
    <TextField
      label={label}
      name={key}
      type="number"
      inputMode="numeric"
      min={1}
      value={String(values[key])}
      error={errors[key]}
      onChange={(event) => set(key, event.target.value as never)}
    />
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="job-form"
      className="flex flex-col gap-4 rounded-3xl border border-night-800 bg-night-900/80 p-5 sm:p-7"
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-lg p-1 text-night-300 hover:text-white"
          aria-label={t.back}
        >
          <ArrowRight className="size-5" aria-hidden />
        </button>
        <h3 className="text-xl font-extrabold text-white">
          {mode === 'create' ? t.createTitle : t.editTitle}
        </h3>
      </div>
      <TextField
        label={f.name}
        name="name"
        maxLength={100}
        value={values.name}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="job-description" className="text-sm font-semibold text-night-200">
          {f.description}
        </label>
        <textarea
          id="job-description"
          name="description"
          rows={3}
          maxLength={1000}
          value={values.description}
          aria-invalid={errors.description ? true : undefined}
          onChange={(event) => set('description', event.target.value)}
          className={fieldClass(Boolean(errors.description))}
        />
        <FieldMessage id="job-description-message" error={errors.description} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="job-tier" className="text-sm font-semibold text-night-200">
            {f.tier}
          </label>
          <select
            id="job-tier"
            name="tier"
            value={values.tier}
            onChange={(event) => set('tier', Number(event.target.value))}
            className={fieldClass(Boolean(errors.tier))}
          >
            {JOB_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {tier} - {jobTierName(tier)}
              </option>
            ))}
          </select>
          <FieldMessage id="job-tier-message" error={errors.tier} />
        </div>
        {number('minLevel', f.minLevel)}
        {number('salary', f.salary)}
        {number('expPerDay', f.expPerDay)}
      </div>
      <label className="flex items-center gap-2 text-sm font-semibold text-night-200">
        <input
          type="checkbox"
          checked={values.isEnabled}
          onChange={(event) => set('isEnabled', event.target.checked)}
          className="size-5 accent-blood-500"
        />
        {f.isEnabled}
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {ar.adminCommon.cancel}
        </Button>
        <Button type="submit" pending={pending} data-testid="job-form-submit">
          {ar.adminCommon.save}
        </Button>
      </div>
    </form>
  );
}
