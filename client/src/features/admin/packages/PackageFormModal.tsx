import { useState } from 'react';
import { Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { ar } from '../../../i18n/ar-admin';
import { PACKAGE_FIELDS, packageFormErrors, type PackageFormValues, type PackageKind } from './package-form';
import { EnabledCheckbox, FormButtons } from '../CatalogueFormFields';

/** The create/edit modal of a package (spec 002 sections 2.7 and 5); the save is disabled while pending. */
export function PackageFormModal({
  kind,
  mode,
  initial,
  pending,
  onSubmit,
  onCancel,
}: {
  kind: PackageKind;
  mode: 'create' | 'edit';
  initial: PackageFormValues;
  pending: boolean;
  onSubmit: (values: PackageFormValues) => void;
  onCancel: () => void;
}) {
  const t = ar.adminPackages;
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors = packageFormErrors(kind, values);
  const valid = Object.keys(errors).length === 0;

  return (
    <Modal open title={mode === 'create' ? t.create : t.edit} onClose={onCancel}>
      <form
        className="flex flex-col gap-3"
        data-testid="package-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (valid) onSubmit(values);
        }}
      >
        {PACKAGE_FIELDS[kind].map((spec) => (
          <TextField
            key={spec.field}
            label={t.fields[spec.field]}
            name={spec.field}
            inputMode={spec.input === 'text' ? undefined : spec.input === 'decimal' ? 'decimal' : 'numeric'}
            value={values[spec.field] ?? ''}
            error={submitted ? errors[spec.field] : undefined}
            onChange={(event) => setValues({ ...values, [spec.field]: event.target.value })}
          />
        ))}
        <EnabledCheckbox
          label={t.fields.isActive}
          checked={values.isActive}
          onChange={(isActive) => setValues({ ...values, isActive })}
        />
        <FormButtons pending={pending} submitTestId="package-save" onCancel={onCancel} />
      </form>
    </Modal>
  );
}
