import { ar } from '../../../i18n/ar-admin';

/** The three package catalogues of the admin panel (spec 002 section 2.7). */
export type PackageKind = 'blackcoin' | 'money' | 'vip';

type Field =
  | 'name'
  | 'usdPrice'
  | 'blackcoinAmount'
  | 'bonus'
  | 'blackcoinCost'
  | 'moneyAmount'
  | 'description'
  | 'durationDays'
  | 'price';

/** One form field: its kind of input and its minimum (spec 002 section 5). */
export interface FieldSpec {
  field: Field;
  input: 'text' | 'integer' | 'decimal';
  required: boolean;
  min?: number;
}

/** The fields of each form, in order; `isActive` is a checkbox on every form. */
export const PACKAGE_FIELDS: Record<PackageKind, FieldSpec[]> = {
  blackcoin: [
    { field: 'name', input: 'text', required: true },
    { field: 'usdPrice', input: 'decimal', required: true, min: 0 },
    { field: 'blackcoinAmount', input: 'integer', required: true, min: 1 },
    { field: 'bonus', input: 'integer', required: false, min: 0 },
  ],
  money: [
    { field: 'name', input: 'text', required: true },
    { field: 'blackcoinCost', input: 'integer', required: true, min: 1 },
    { field: 'moneyAmount', input: 'integer', required: true, min: 1 },
    { field: 'bonus', input: 'integer', required: false, min: 0 },
    { field: 'description', input: 'text', required: false },
  ],
  vip: [
    { field: 'name', input: 'text', required: true },
    { field: 'durationDays', input: 'integer', required: true, min: 1 },
    { field: 'price', input: 'integer', required: true, min: 1 },
  ],
};

/** The form's values as typed (text), plus the active flag. */
export type PackageFormValues = Partial<Record<Field, string>> & { isActive: boolean };

/** A blank form: active, bonus 0 (spec 002 sections 4 and 9). */
export function blankPackageForm(kind: PackageKind): PackageFormValues {
  const values: PackageFormValues = { isActive: true };
  for (const { field } of PACKAGE_FIELDS[kind]) values[field] = field === 'bonus' ? '0' : '';
  return values;
}

/** A form filled from a package (any of the three DTOs). */
export function packageFormFrom(kind: PackageKind, item: Record<string, unknown>): PackageFormValues {
  const values: PackageFormValues = { isActive: item.isActive !== false };
  for (const { field } of PACKAGE_FIELDS[kind])
    values[field] = item[field] === undefined || item[field] === null ? '' : String(item[field]);
  return values;
}

const DECIMAL = /^\d+(\.\d{1,2})?$/;
const INTEGER = /^\d+$/;

/** Arabic messages by field for the values that break spec 002 section 5's rules; empty when valid. */
export function packageFormErrors(
  kind: PackageKind,
  values: PackageFormValues,
): Partial<Record<Field, string>> {
  const v = ar.validation;
  const labels = ar.adminPackages.fields;
  const errors: Partial<Record<Field, string>> = {};
  for (const spec of PACKAGE_FIELDS[kind]) {
    const raw = (values[spec.field] ?? '').trim();
    const label = labels[spec.field];
    if (!raw) {
      if (spec.required) errors[spec.field] = v.required(label);
      continue;
    }
    if (spec.input === 'text') continue;
    const ok = spec.input === 'decimal' ? DECIMAL.test(raw) : INTEGER.test(raw);
    if (!ok) errors[spec.field] = v.invalid(label);
    else if (spec.min !== undefined && Number(raw) < spec.min) errors[spec.field] = v.min(label, spec.min);
  }
  return errors;
}

/** The request body: the price as a decimal, the other numbers as integers, empty optional ones as 0 / ''. */
export function packageBody(kind: PackageKind, values: PackageFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { isActive: values.isActive };
  for (const spec of PACKAGE_FIELDS[kind]) {
    const raw = (values[spec.field] ?? '').trim();
    body[spec.field] = spec.input === 'text' ? raw : raw === '' ? 0 : Number(raw);
  }
  return body;
}
