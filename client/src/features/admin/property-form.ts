import type { Rarity } from '../../api/generated/model/rarity';
import { ar } from '../../i18n/ar-admin';
import { numberProblem, toInteger } from './gear-catalogue';
import type { FormErrors } from './use-catalogue-form';

/** The fields every house, ride and pet form has (spec 002 section 3), numbers as typed until sent. */
export interface PropertyFormBase {
  name: string;
  description: string;
  cost: number | string;
  rarity: Rarity;
  currency: string;
  imageUrl: string;
  isActive: boolean;
}

/** Spec 002 section 9: a new item's common defaults (cost 1000, common, money, active). */
export const PROPERTY_FORM_DEFAULTS: PropertyFormBase = {
  name: '',
  description: '',
  cost: 1000,
  rarity: 'common',
  currency: 'money',
  imageUrl: '',
  isActive: true,
};

/** The common part of a stored item's form values; a missing active flag counts as active. */
export function propertyToForm(item: PropertyFormBase): PropertyFormBase {
  const { name, description, cost, rarity, currency, imageUrl } = item;
  return { name, description, cost, rarity, currency, imageUrl, isActive: item.isActive !== false };
}

/** The common part of the request body: text trimmed, the cost an integer. */
export function propertyBody(values: PropertyFormBase) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    cost: toInteger(values.cost),
    rarity: values.rarity,
    imageUrl: values.imageUrl,
    isActive: values.isActive,
  };
}

/**
 * Spec 002 section 5: name, description and a numeric cost are required (the cost at least 1, as the
 * server has it); each of `numbers` must be a number of at least its minimum (bonuses 0, capacity 1).
 */
export function validatePropertyForm<V extends PropertyFormBase>(
  values: V,
  labels: { name: string; description: string; cost: string },
  numbers: readonly { key: keyof V & string; label: string; min: number }[],
): FormErrors<V> {
  const v = ar.validation;
  const errors: FormErrors<V> = {};
  if (!values.name.trim()) errors.name = v.required(labels.name);
  if (!values.description.trim()) errors.description = v.required(labels.description);
  for (const { key, label, min } of [{ key: 'cost' as const, label: labels.cost, min: 1 }, ...numbers]) {
    const problem = numberProblem(values[key] as number | string, min, {
      required: v.required(label),
      tooSmall: v.min(label, min),
    });
    if (problem) errors[key] = problem;
  }
  return errors;
}
