import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { ar } from '../../i18n/ar-admin';
import type { CatalogueFormProps } from './AdminCatalogueSection';
import { EnabledCheckbox, FormButtons, FormPageTitle, NumberField } from './CatalogueFormFields';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextField';
import { ImageUploadField, type ImageUploadMutation } from './ImageUploadField';
import { useCatalogueForm, type FormErrors } from './use-catalogue-form';

/** The fields every gear form has; the rest are number fields and selects. */
export interface GearFormBase {
  name: string;
  description: string;
  imageUrl: string;
  isActive: boolean;
}

/** What differs between the weapon, armor, house, ride and pet forms. */
export interface GearFormConfig<V extends GearFormBase> {
  testId: string;
  /** A modal over the list (weapons, houses, rides, pets) or a full page (armors, spec 001 section 2.6). */
  layout: 'modal' | 'page';
  titles: { create: string; edit: string };
  labels: { name: string; description: string };
  numbers: readonly { key: keyof V & string; label: string; min: number }[];
  selects: readonly {
    key: keyof V & string;
    label: string;
    options: readonly { value: string; label: string }[];
  }[];
  validate: (values: V) => FormErrors<V>;
  /** A toast once an image is stored (rides only). */
  uploadToast?: string;
}

/**
 * The create/edit form of a gear catalogue (spec 001 sections 2.5, 2.6, 5; spec 002 sections 2.2 to
 * 2.4, 4, 5): name, description, the catalogue's numbers and selects (rarity, currency, slot, type),
 * the image upload and the active flag. Save is disabled while an image uploads or a save is sent;
 * only values that pass `validate` are handed on.
 */
export function GearItemForm<V extends GearFormBase>({
  config,
  upload,
  mode,
  initial,
  pending,
  onSubmit,
  onCancel,
}: CatalogueFormProps<V> & { config: GearFormConfig<V>; upload: ImageUploadMutation }) {
  const t = ar.adminGear;
  const form = useCatalogueForm(initial, config.validate, onSubmit);
  const { values, errors, set, field } = form;
  const title = mode === 'create' ? config.titles.create : config.titles.edit;

  const body = (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-4" data-testid={config.testId}>
      <TextField label={config.labels.name} maxLength={80} {...field('name')} />
      <TextAreaField label={config.labels.description} rows={3} maxLength={500} {...field('description')} />
      <div className="grid grid-cols-2 gap-3">
        {config.numbers.map((number) => (
          <NumberField key={number.key} label={number.label} min={number.min} {...field(number.key)} />
        ))}
        {config.selects.map((select) => (
          <SelectField
            key={select.key}
            label={select.label}
            name={select.key}
            value={String(values[select.key])}
            error={errors[select.key]}
            onChange={(event) => set(select.key, event.target.value as V[typeof select.key])}
          >
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      <ImageUploadField
        label={t.image}
        imageUrl={values.imageUrl}
        initialImageUrl={initial.imageUrl}
        upload={upload}
        testId={`${config.testId}-image`}
        error={errors.imageUrl}
        successToast={config.uploadToast}
        onUploaded={(imageUrl) => {
          set('imageUrl', imageUrl as V['imageUrl']);
          form.clearError('imageUrl');
        }}
      />
      <EnabledCheckbox
        label={t.isActive}
        checked={values.isActive}
        onChange={(on) => set('isActive', on as V['isActive'])}
      />
      <FormButtons
        className="pt-2"
        pending={pending}
        disabled={upload.isPending}
        submitTestId={`${config.testId}-submit`}
        onCancel={onCancel}
      />
    </form>
  );

  if (config.layout === 'modal')
    return (
      <Modal open title={title} onClose={onCancel} priority={5}>
        {body}
      </Modal>
    );
  return (
    <div className="flex flex-col gap-4 rounded-3xl border border-night-800 bg-night-900/80 p-5 sm:p-7">
      <FormPageTitle title={title} backLabel={ar.adminArmors.back} onBack={onCancel} />
      {body}
    </div>
  );
}
