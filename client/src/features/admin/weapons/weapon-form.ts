import type { CreateWeaponDto } from '../../../api/generated/model/createWeaponDto';
import type { Rarity } from '../../../api/generated/model/rarity';
import type { WeaponDto } from '../../../api/generated/model/weaponDto';
import { ar } from '../../../i18n/ar-admin';
import { byField, byFieldDescending } from '../admin-list';
import { byRarityDescending, numberProblem, toInteger } from '../gear-catalogue';
import type { FormErrors } from '../use-catalogue-form';

/** The weapon form as the admin types it (numbers as typed until sent). */
export interface WeaponFormValues {
  name: string;
  description: string;
  damage: number | string;
  energyBonus: number | string;
  price: number | string;
  rarity: Rarity;
  currency: 'money' | 'blackcoin';
  imageUrl: string;
  isActive: boolean;
}

/** Spec 001 section 9: a new weapon's defaults. */
export const WEAPON_FORM_DEFAULTS: WeaponFormValues = {
  name: '',
  description: '',
  damage: 1,
  energyBonus: 0,
  price: 100,
  rarity: 'common',
  currency: 'money',
  imageUrl: '',
  isActive: true,
};

/** The form values of a stored weapon, for editing. */
export function weaponToForm(weapon: WeaponDto): WeaponFormValues {
  const { name, description, damage, energyBonus, price, rarity, currency, imageUrl, isActive } = weapon;
  return { name, description, damage, energyBonus, price, rarity, currency, imageUrl, isActive };
}

/** The request body: text trimmed, numbers converted to integers. */
export function formToWeaponBody(values: WeaponFormValues): CreateWeaponDto {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    damage: toInteger(values.damage),
    energyBonus: toInteger(values.energyBonus),
    price: toInteger(values.price),
    rarity: values.rarity,
    currency: values.currency,
    imageUrl: values.imageUrl,
    isActive: values.isActive,
  };
}

/**
 * Spec 001 section 5: the image is required ('يرجى رفع صورة للسلاح.'); name, damage (min 1), price
 * (min 1), rarity and currency are required; the energy bonus is at least 0.
 */
export function validateWeaponForm(values: WeaponFormValues): FormErrors<WeaponFormValues> {
  const f = ar.adminWeapons.fields;
  const v = ar.validation;
  const errors: FormErrors<WeaponFormValues> = {};
  if (!values.name.trim()) errors.name = v.required(f.name);
  const check = (key: 'damage' | 'energyBonus' | 'price', label: string, min: number) => {
    const problem = numberProblem(values[key], min, {
      required: v.required(label),
      tooSmall: v.min(label, min),
    });
    if (problem) errors[key] = problem;
  };
  check('damage', f.damage, 1);
  check('energyBonus', f.energyBonus, 0);
  check('price', f.price, 1);
  if (!values.rarity) errors.rarity = v.required(ar.adminGear.rarity);
  if (!values.currency) errors.currency = v.required(ar.adminGear.currency);
  if (!values.imageUrl) errors.imageUrl = ar.adminWeapons.imageRequired;
  return errors;
}

/** Spec 001 section 2.5: the weapon sorts; the first is the default. */
export const WEAPON_SORTS = ['name', 'damage', 'price', 'rarity'] as const;
export type WeaponSort = (typeof WEAPON_SORTS)[number];

/** Spec 001 section 2.5: name ascending; damage and price descending; rarity from legend down to common. */
export function weaponCompare(sort: WeaponSort): (a: WeaponDto, b: WeaponDto) => number {
  if (sort === 'rarity') return byRarityDescending;
  if (sort === 'name') return byField<WeaponDto>('name');
  return byFieldDescending<WeaponDto>(sort);
}
