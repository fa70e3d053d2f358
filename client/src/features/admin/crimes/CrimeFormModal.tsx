import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ImageUp } from 'lucide-react';
import { useUploadCrimeImage } from '../../../api/generated/crimes/crimes';
import type { FailOutcome } from '../../../api/generated/model/failOutcome';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { FieldMessage, fieldClass, TextField } from '../../../components/TextField';
import { ar } from '../../../i18n/ar';
import { adminErrorText } from '../admin-error';
import { validateCrimeForm, type CrimeFormValues } from './crime-form';

interface CrimeFormModalProps {
  mode: 'create' | 'edit';
  initial: CrimeFormValues;
  pending: boolean;
  onSubmit: (values: CrimeFormValues) => void;
  onCancel: () => void;
}

/** Spec 001 sections 2.4 and 5: the crime create/edit form in a modal, with the image upload. */
export function CrimeFormModal({ mode, initial, pending, onSubmit, onCancel }: CrimeFormModalProps) {
  const t = ar.adminCrimes;
  const f = t.fields;
  const [values, setValues] = useState<CrimeFormValues>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof CrimeFormValues, string>>>({});
  const upload = useUploadCrimeImage();

  const set = <K extends keyof CrimeFormValues>(key: K, value: CrimeFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onFile = (file: File | undefined) => {
    if (!file) return;
    upload.mutate(
      { data: { image: file } },
      {
        onSuccess: ({ imageUrl }) => {
          set('imageUrl', imageUrl);
          setErrors((current) => ({ ...current, imageUrl: undefined }));
        },
        onError: (error) => toast.error(adminErrorText(error, t.uploadFailed)),
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCrimeForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  const number = (key: keyof CrimeFormValues, label: string, min: number, max?: number) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      value={String(values[key])}
      error={errors[key]}
      onChange={(event) => set(key, event.target.value as never)}
      name={key}
    />
  );

  return (
    <Modal open title={mode === 'create' ? t.createTitle : t.editTitle} onClose={onCancel} priority={5}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="crime-form">
        <TextField
          label={f.name}
          name="name"
          value={values.name}
          maxLength={80}
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="crime-description" className="text-sm font-semibold text-night-200">
            {f.description}
          </label>
          <textarea
            id="crime-description"
            name="description"
            rows={3}
            maxLength={500}
            value={values.description}
            aria-invalid={errors.description ? true : undefined}
            onChange={(event) => set('description', event.target.value)}
            className={fieldClass(Boolean(errors.description))}
          />
          <FieldMessage id="crime-description-message" error={errors.description} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          {number('req_level', f.reqLevel, 1, 100)}
          {number('energyCost', f.energyCost, 1, 1000)}
          {number('successRatePercent', f.successRate, 1, 99)}
          {number('reward', f.reward, 1)}
          {number('cooldownMinutes', f.cooldown, 1, 1440)}
          {number('expReward', f.expReward, 1)}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="crime-outcome" className="text-sm font-semibold text-night-200">
            {f.failOutcome}
          </label>
          <select
            id="crime-outcome"
            name="failOutcome"
            value={values.failOutcome}
            onChange={(event) => set('failOutcome', event.target.value as FailOutcome)}
            className={fieldClass(false)}
          >
            <option value="jail">{t.outcomes.jail}</option>
            <option value="hospital">{t.outcomes.hospital}</option>
          </select>
        </div>
        <div className="grid grid-cols-2 gap-3">
          {number('jailMinutes', f.jailMinutes, 0, 1440)}
          {number('hospitalMinutes', f.hospitalMinutes, 0, 1440)}
        </div>
        <div className="flex flex-col gap-2">
          <span className="text-sm font-semibold text-night-200">{f.image}</span>
          <div className="flex items-center gap-3">
            <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-xl border border-night-700 bg-night-950">
              {values.imageUrl ? (
                <img
                  src={values.imageUrl}
                  alt=""
                  className="size-full object-cover"
                  data-testid="crime-image-preview"
                />
              ) : (
                <ImageUp className="size-7 text-night-500" aria-hidden />
              )}
            </div>
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-night-600 bg-night-800 px-4 text-sm font-bold text-night-100 hover:bg-night-700">
              <ImageUp className="size-4" aria-hidden />
              {upload.isPending ? t.uploading : t.chooseImage}
              <input
                type="file"
                accept="image/*"
                className="sr-only"
                data-testid="crime-image-input"
                disabled={upload.isPending}
                onChange={(event) => {
                  onFile(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
          </div>
          <FieldMessage id="crime-image-message" error={errors.imageUrl} />
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
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onCancel}>
            {ar.adminCommon.cancel}
          </Button>
          <Button type="submit" pending={pending} disabled={upload.isPending} data-testid="crime-form-submit">
            {ar.adminCommon.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
