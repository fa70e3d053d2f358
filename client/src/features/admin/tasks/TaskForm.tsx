import { TextField } from '../../../components/TextField';
import { ar } from '../../../i18n/ar-admin';
import { EnabledCheckbox, FormButtons, FormPageTitle, NumberField } from '../CatalogueFormFields';
import { SelectField } from '../../../components/SelectField';
import { TextAreaField } from '../../../components/TextField';
import { useCatalogueForm } from '../use-catalogue-form';
import { TASK_METRICS } from './task-list';
import { validateTaskForm, type TaskFormValues } from './task-form';

/** Spec 002 sections 2.5 and 5: the task form page (create, or edit of the remembered task). */
export function TaskForm({
  mode,
  initial,
  pending,
  onSubmit,
  onCancel,
}: {
  mode: 'create' | 'edit';
  initial: TaskFormValues;
  pending: boolean;
  onSubmit: (values: TaskFormValues) => void;
  onCancel: () => void;
}) {
  const t = ar.adminTasks;
  const f = t.fields;
  const { values, errors, set, field, submit } = useCatalogueForm(initial, validateTaskForm, onSubmit);
  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="task-form"
      className="flex flex-col gap-4 rounded-3xl border border-night-800 bg-night-900/80 p-5 sm:p-7"
    >
      <FormPageTitle
        title={mode === 'create' ? t.createTitle : t.editTitle}
        backLabel={t.back}
        onBack={onCancel}
      />
      <TextField label={f.title} maxLength={100} {...field('title')} />
      <TextAreaField label={f.description} rows={3} maxLength={1000} {...field('description')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={f.metric}
          name="metric"
          value={values.metric}
          error={errors.metric}
          onChange={(event) => set('metric', event.target.value)}
        >
          <option value="">{t.chooseMetric}</option>
          {TASK_METRICS.map((metric) => (
            <option key={metric} value={metric}>
              {ar.tasks.metrics[metric]}
            </option>
          ))}
        </SelectField>
        <NumberField label={f.goal} min={1} {...field('goal')} />
        <NumberField label={f.rewardMoney} min={0} {...field('rewardMoney')} />
        <NumberField label={f.rewardExp} min={0} {...field('rewardExp')} />
        <NumberField label={f.rewardBlackcoins} min={0} {...field('rewardBlackcoins')} />
        <NumberField label={f.progressPoints} min={0} {...field('progressPoints')} />
      </div>
      <EnabledCheckbox label={f.isActive} checked={values.isActive} onChange={(on) => set('isActive', on)} />
      <FormButtons pending={pending} submitTestId="task-form-submit" onCancel={onCancel} />
    </form>
  );
}
