import type { ArmorDto } from '../../../api/generated/model/armorDto';
import type { CreateArmorDto } from '../../../api/generated/model/createArmorDto';
import type { Rarity } from '../../../api/generated/model/rarity';
import { ar } from '../../../i18n/ar-admin';
import { byField, byFieldDescending } from '../admin-list';
import { byRarityDescending, numberProblem, toInteger } from '../gear-catalogue';
import type { FormErrors } from '../use-catalogue-form';

/** The armor form as the admin types it (numbers as typed until sent). */
export interface ArmorFormValues {
  name: string;
  description: string;
  def: number | string;
  hpBonus: number | string;
  price: number | string;
  rarity: Rarity;
  slot: 'head' | 'body';
  currency: 'money' | 'blackcoin';
  imageUrl: string;
  isActive: boolean;
}

/** Spec 001 section 9: a new armor's defaults. */
export const ARMOR_FORM_DEFAULTS: ArmorFormValues = {
  name: '',
  description: '',
  def: 1,
  hpBonus: 0,
  price: 100,
  rarity: 'common',
  slot: 'body',
  currency: 'money',
  imageUrl: '',
  isActive: true,
};

/** The form values of a stored armor; a missing active flag counts as active (spec 001 section 4). */
export function armorToForm(armor: ArmorDto): ArmorFormValues {
  const { name, description, def, hpBonus, price, rarity, slot, currency, imageUrl } = armor;
  return {
    name,
    description,
    def,
    hpBonus,
    price,
    rarity,
    slot,
    currency,
    imageUrl,
    isActive: armor.isActive !== false,
  };
}

/** The request body: text trimmed, numbers converted to integers. */
export function formToArmorBody(values: ArmorFormValues): CreateArmorDto {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    def: toInteger(values.def),
    hpBonus: toInteger(values.hpBonus),
    price: toInteger(values.price),
    rarity: values.rarity,
    slot: values.slot,
    currency: values.currency,
    imageUrl: values.imageUrl,
    isActive: values.isActive,
  };
}

/**
 * Spec 001 section 5: name, def and price must be non-empty, else 'يرجى ملء جميع الحقول المطلوبة.';
 * def and price at least 1, the HP bonus at least 0.
 */
export function validateArmorForm(values: ArmorFormValues): FormErrors<ArmorFormValues> {
  const f = ar.adminArmors.fields;
  const v = ar.validation;
  const missing = ar.adminArmors.requiredFields;
  const errors: FormErrors<ArmorFormValues> = {};
  if (!values.name.trim()) errors.name = missing;
  const check = (key: 'def' | 'hpBonus' | 'price', label: string, min: number) => {
    const problem = numberProblem(values[key], min, { required: missing, tooSmall: v.min(label, min) });
    if (problem) errors[key] = problem;
  };
  check('def', f.def, 1);
  check('hpBonus', f.hpBonus, 0);
  check('price', f.price, 1);
  return errors;
}

/** Spec 001 section 2.6: the armor sorts; defense is the default. */
export const ARMOR_SORTS = ['def', 'name', 'price', 'rarity'] as const;
export type ArmorSort = (typeof ARMOR_SORTS)[number];

/** Defense and price from the largest, name ascending, rarity from legend down to common. */
export function armorCompare(sort: ArmorSort): (a: ArmorDto, b: ArmorDto) => number {
  if (sort === 'rarity') return byRarityDescending;
  if (sort === 'name') return byField<ArmorDto>('name');
  return byFieldDescending<ArmorDto>(sort);
}

/** Spec 001 section 2.6: the slot filter. */
export type SlotFilter = 'all' | 'head' | 'body';

/** The armor summary: total, head helmets and body armors. */
export function countSlots(armors: readonly ArmorDto[]): { total: number; head: number; body: number } {
  const head = armors.filter((armor) => armor.slot === 'head').length;
  return { total: armors.length, head, body: armors.length - head };
}
