import { TextField } from '../../../components/TextField';
import { ar } from '../../../i18n/ar-admin';
import { JOB_TIERS, jobTierName } from '../../../lib/job-tiers';
import type { CatalogueFormProps } from '../AdminCatalogueSection';
import { EnabledCheckbox, FormButtons, FormPageTitle, NumberField } from '../CatalogueFormFields';
import { SelectField } from '../../../components/SelectField';
import { TextAreaField } from '../../../components/TextField';
import { useCatalogueForm } from '../use-catalogue-form';
import { validateJobForm, type JobFormValues } from './job-form';

/** Spec 001 sections 2.7 and 5: the full-page job form for create and edit. */
export function JobForm({ mode, initial, pending, onSubmit, onCancel }: CatalogueFormProps<JobFormValues>) {
  const t = ar.adminJobs;
  const f = t.fields;
  const { values, errors, set, field, submit } = useCatalogueForm(initial, validateJobForm, onSubmit);

  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="job-form"
      className="flex flex-col gap-4 rounded-3xl border border-night-800 bg-night-900/80 p-5 sm:p-7"
    >
      <FormPageTitle
        title={mode === 'create' ? t.createTitle : t.editTitle}
        backLabel={t.back}
        onBack={onCancel}
      />
      <TextField label={f.name} maxLength={100} {...field('name')} />
      <TextAreaField label={f.description} rows={3} maxLength={1000} {...field('description')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={f.tier}
          name="tier"
          value={values.tier}
          error={errors.tier}
          onChange={(event) => set('tier', Number(event.target.value))}
        >
          {JOB_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {tier} - {jobTierName(tier)}
            </option>
          ))}
        </SelectField>
        <NumberField label={f.minLevel} min={1} {...field('minLevel')} />
        <NumberField label={f.salary} min={1} {...field('salary')} />
        <NumberField label={f.expPerDay} min={1} {...field('expPerDay')} />
      </div>
      <EnabledCheckbox
        label={f.isEnabled}
        checked={values.isEnabled}
        onChange={(on) => set('isEnabled', on)}
      />
      <FormButtons pending={pending} submitTestId="job-form-submit" onCancel={onCancel} />
    </form>
  );
}
