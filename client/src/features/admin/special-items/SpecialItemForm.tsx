import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { useUploadSpecialItemImage } from '../../../api/generated/special-items/special-items';
import { errorText } from '../../../api/error-text';
import { buttonClass } from '../../../components/Button';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { ar } from '../../../i18n/ar-admin';
import {
  LEVELLED_TYPES,
  SPECIAL_ITEM_TYPES,
  specialItemFormErrors,
  withImmunityDays,
  withType,
  type SpecialItemFormValues,
} from './special-item-form';
import { EnabledCheckbox, FormButtons } from '../CatalogueFormFields';

/**
 * The full-page create/edit form of a special item (spec 002 sections 2.8, 4 and 5): choosing a type
 * resets the effect to its defaults; the level field shows for four types; immunity is entered in days;
 * an uploaded image is required (idle, uploading, uploaded; 'current image' when editing).
 */
export function SpecialItemForm({
  mode,
  initial,
  pending,
  onSubmit,
  onCancel,
}: {
  mode: 'create' | 'edit';
  initial: SpecialItemFormValues;
  pending: boolean;
  onSubmit: (values: SpecialItemFormValues) => void;
  onCancel: () => void;
}) {
  const t = ar.adminSpecialItems;
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [uploaded, setUploaded] = useState(false);
  const upload = useUploadSpecialItemImage();
  const errors = specialItemFormErrors(values);
  const shown = (field: keyof SpecialItemFormValues) => (submitted ? errors[field] : undefined);
  const set = (patch: Partial<SpecialItemFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { data: { image: file } },
      {
        onSuccess: (result) => {
          set({ imageUrl: result.imageUrl });
          setUploaded(true);
        },
        onError: (error) => toast.error(errorText(error, { fallback: t.uploadFailed })),
      },
    );
  };

  return (
    <form
      className="flex flex-col gap-4 rounded-2xl border border-night-800 bg-night-900/80 p-4"
      data-testid="special-item-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(errors).length === 0) onSubmit(values);
      }}
    >
      <h3 className="text-xl font-bold text-white">{mode === 'create' ? t.create : t.edit}</h3>
      <div className="grid gap-3 md:grid-cols-2">
        <TextField
          label={t.fields.name}
          value={values.name}
          error={shown('name')}
          onChange={(e) => set({ name: e.target.value })}
        />
        <SelectField
          label={t.fields.type}
          placeholder={t.fields.type}
          options={SPECIAL_ITEM_TYPES.map((type) => ({ value: type, label: t.types[type] }))}
          value={values.type}
          onChange={(e) => setValues(withType(values, e.target.value as SpecialItemFormValues['type']))}
          data-testid="special-item-type"
        />
        <TextField
          label={t.fields.description}
          value={values.description}
          error={shown('description')}
          onChange={(e) => set({ description: e.target.value })}
          className="md:col-span-2"
        />
        <TextField
          label={t.fields.price}
          inputMode="numeric"
          value={values.price}
          error={shown('price')}
          onChange={(e) => set({ price: e.target.value })}
        />
        <SelectField
          label={t.fields.currency}
          placeholder={t.fields.currency}
          options={[
            { value: 'money', label: t.currencies.money },
            { value: 'blackcoin', label: t.currencies.blackcoin },
          ]}
          value={values.currency}
          onChange={(e) => set({ currency: e.target.value as 'money' | 'blackcoin' })}
        />
        {LEVELLED_TYPES.includes(values.type) && (
          <TextField
            label={t.fields.levelRequired}
            inputMode="numeric"
            value={values.levelRequired}
            error={shown('levelRequired')}
            onChange={(e) => set({ levelRequired: e.target.value })}
            data-testid="special-item-level"
          />
        )}
        {(values.type === 'HEALTH_POTION' || values.type === 'ENERGY_POTION') && (
          <TextField
            label={values.type === 'HEALTH_POTION' ? t.fields.health : t.fields.energy}
            hint={t.maxValue}
            value={values.type === 'HEALTH_POTION' ? values.health : values.energy}
            error={shown(values.type === 'HEALTH_POTION' ? 'health' : 'energy')}
            onChange={(e) =>
              set(values.type === 'HEALTH_POTION' ? { health: e.target.value } : { energy: e.target.value })
            }
          />
        )}
        {values.type === 'EXPERIENCE_POTION' && (
          <TextField
            label={t.fields.experience}
            inputMode="numeric"
            value={values.experience}
            error={shown('experience')}
            onChange={(e) => set({ experience: e.target.value })}
          />
        )}
        {values.type === 'ATTACK_IMMUNITY' && (
          <TextField
            label={t.fields.immunityDays}
            type="number"
            step={0.1}
            min={0}
            value={values.immunityDays}
            error={shown('immunityDays')}
            onChange={(e) => setValues(withImmunityDays(values, e.target.value))}
            data-testid="special-item-days"
          />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label className={buttonClass('secondary', 'cursor-pointer')}>
          {upload.isPending ? t.uploading : t.uploadImage}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(e) => onFile(e.target.files?.[0])}
          />
        </label>
        {values.imageUrl && (
          <img src={values.imageUrl} alt="" className="size-14 rounded-xl bg-night-800 object-cover" />
        )}
        {uploaded ? (
          <span className="text-sm text-emerald-300">{t.imageUploaded}</span>
        ) : (
          values.imageUrl &&
          mode === 'edit' && <span className="text-sm text-night-300">{t.currentImage}</span>
        )}
        {shown('imageUrl') && <span className="text-sm text-blood-300">{errors.imageUrl}</span>}
      </div>
      <EnabledCheckbox
        label={t.available}
        checked={values.isAvailable}
        onChange={(isAvailable) => set({ isAvailable })}
      />
      <FormButtons pending={pending} submitTestId="special-item-save" onCancel={onCancel} />
    </form>
  );
}
