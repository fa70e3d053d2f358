import { useUploadCrimeImage } from '../../../api/generated/crimes/crimes';
import type { FailOutcome } from '../../../api/generated/model/failOutcome';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { ar } from '../../../i18n/ar-admin';
import type { CatalogueFormProps } from '../AdminCatalogueSection';
import { EnabledCheckbox, FormButtons, NumberField } from '../CatalogueFormFields';
import { SelectField } from '../../../components/SelectField';
import { TextAreaField } from '../../../components/TextField';
import { ImageUploadField } from '../ImageUploadField';
import { useCatalogueForm } from '../use-catalogue-form';
import { validateCrimeForm, type CrimeFormValues } from './crime-form';

/** Spec 001 sections 2.4 and 5: the crime create/edit form in a modal, with the image upload. */
export function CrimeFormModal({
  mode,
  initial,
  pending,
  onSubmit,
  onCancel,
}: CatalogueFormProps<CrimeFormValues>) {
  const t = ar.adminCrimes;
  const f = t.fields;
  const form = useCatalogueForm(initial, validateCrimeForm, onSubmit);
  const { values, errors, set, field } = form;
  const upload = useUploadCrimeImage();

  return (
    <Modal open title={mode === 'create' ? t.createTitle : t.editTitle} onClose={onCancel} priority={5}>
      <form onSubmit={form.submit} noValidate className="flex flex-col gap-4" data-testid="crime-form">
        <TextField label={f.name} maxLength={80} {...field('name')} />
        <TextAreaField label={f.description} rows={3} maxLength={500} {...field('description')} />
        <div className="grid grid-cols-2 gap-3">
          <NumberField label={f.reqLevel} min={1} max={100} {...field('req_level')} />
          <NumberField label={f.energyCost} min={1} max={1000} {...field('energyCost')} />
          <NumberField label={f.successRate} min={1} max={99} {...field('successRatePercent')} />
          <NumberField label={f.reward} min={1} {...field('reward')} />
          <NumberField label={f.cooldown} min={1} max={1440} {...field('cooldownMinutes')} />
          <NumberField label={f.expReward} min={1} {...field('expReward')} />
        </div>
        <SelectField
          label={f.failOutcome}
          name="failOutcome"
          value={values.failOutcome}
          onChange={(event) => set('failOutcome', event.target.value as FailOutcome)}
        >
          <option value="jail">{t.outcomes.jail}</option>
          <option value="hospital">{t.outcomes.hospital}</option>
        </SelectField>
        <div className="grid grid-cols-2 gap-3">
          <NumberField label={f.jailMinutes} min={0} max={1440} {...field('jailMinutes')} />
          <NumberField label={f.hospitalMinutes} min={0} max={1440} {...field('hospitalMinutes')} />
        </div>
        <ImageUploadField
          label={f.image}
          imageUrl={values.imageUrl}
          initialImageUrl={initial.imageUrl}
          upload={upload}
          testId="crime-image"
          error={errors.imageUrl}
          failure={t.uploadFailed}
          onUploaded={(imageUrl) => {
            set('imageUrl', imageUrl);
            form.clearError('imageUrl');
          }}
        />
        <EnabledCheckbox
          label={f.isEnabled}
          checked={values.isEnabled}
          onChange={(on) => set('isEnabled', on)}
        />
        <FormButtons
          className="pt-2"
          pending={pending}
          disabled={upload.isPending}
          submitTestId="crime-form-submit"
          onCancel={onCancel}
        />
      </form>
    </Modal>
  );
}
