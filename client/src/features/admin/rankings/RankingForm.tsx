import { TextField } from '../../../components/TextField';
import { ar } from '../../../i18n/ar-admin';
import { EnabledCheckbox, FormButtons, FormPageTitle, NumberField } from '../CatalogueFormFields';
import { useCatalogueForm } from '../use-catalogue-form';
import { validateRankingForm, type RankingFormValues } from './ranking-form';

/** Spec 002 sections 2.6 and 5: the rank form (create, or edit of the remembered rank). */
export function RankingForm({
  mode,
  initial,
  pending,
  onSubmit,
  onCancel,
}: {
  mode: 'create' | 'edit';
  initial: RankingFormValues;
  pending: boolean;
  onSubmit: (values: RankingFormValues) => void;
  onCancel: () => void;
}) {
  const t = ar.adminRankings;
  const f = t.fields;
  const { values, set, field, submit } = useCatalogueForm(initial, validateRankingForm, onSubmit);
  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="ranking-form"
      className="flex flex-col gap-4 rounded-3xl border border-night-800 bg-night-900/80 p-5 sm:p-7"
    >
      <FormPageTitle
        title={mode === 'create' ? t.createTitle : t.editTitle}
        backLabel={t.back}
        onBack={onCancel}
      />
      <TextField label={f.title} maxLength={100} {...field('title')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberField label={f.rank} min={1} {...field('rank')} />
        <NumberField label={f.requiredPoints} min={0} {...field('requiredPoints')} />
        <NumberField label={f.powerBonus} min={0} {...field('powerBonus')} />
        <NumberField label={f.defenseBonus} min={0} {...field('defenseBonus')} />
      </div>
      <EnabledCheckbox label={f.isActive} checked={values.isActive} onChange={(on) => set('isActive', on)} />
      <FormButtons pending={pending} submitTestId="ranking-form-submit" onCancel={onCancel} />
    </form>
  );
}
