import type { SpecialItemDto } from '../../../api/generated/model/specialItemDto';
import type { SpecialItemType } from '../../../api/generated/model/specialItemType';
import { ar } from '../../../i18n/ar-admin';

export const SPECIAL_ITEM_TYPES: readonly SpecialItemType[] = [
  'HEALTH_POTION',
  'ENERGY_POTION',
  'EXPERIENCE_POTION',
  'NAME_CHANGE',
  'GANG_BOMB',
  'ATTACK_IMMUNITY',
  'CD_RESET',
  'OTHER',
];

/** Spec 002 section 5: the level field shows only for these four types. */
export const LEVELLED_TYPES: readonly SpecialItemType[] = [
  'EXPERIENCE_POTION',
  'GANG_BOMB',
  'ATTACK_IMMUNITY',
  'CD_RESET',
];

const DAY_SECONDS = 86_400;

/** The form: text inputs as typed; health/energy 'max' or points; immunity in days. */
export interface SpecialItemFormValues {
  name: string;
  description: string;
  type: SpecialItemType;
  price: string;
  currency: 'money' | 'blackcoin';
  imageUrl: string;
  levelRequired: string;
  isAvailable: boolean;
  health: string;
  energy: string;
  experience: string;
  /** Immunity as typed, in days (step 0.1); shown rounded. */
  immunityDays: string;
  /** Immunity in whole seconds, what is sent: days × 86,400 once the admin types days. */
  immunitySeconds: number;
  flags: { nameChange: boolean; gangBomb: boolean; attackImmunity: boolean; cdReset: boolean };
}

/**
 * The effect a type starts with (spec 002 section 4): health/energy potions to max, experience all
 * zero, the flag of each special type, immunity 3600 seconds (shown as days).
 */
export function effectDefaults(
  type: SpecialItemType,
): Pick<
  SpecialItemFormValues,
  'health' | 'energy' | 'experience' | 'immunityDays' | 'immunitySeconds' | 'flags'
> {
  const flags = { nameChange: false, gangBomb: false, attackImmunity: false, cdReset: false };
  const base = { health: '0', energy: '0', experience: '0', immunityDays: '0', immunitySeconds: 0, flags };
  if (type === 'HEALTH_POTION') return { ...base, health: 'max' };
  if (type === 'ENERGY_POTION') return { ...base, energy: 'max' };
  if (type === 'NAME_CHANGE') return { ...base, flags: { ...flags, nameChange: true } };
  if (type === 'GANG_BOMB') return { ...base, flags: { ...flags, gangBomb: true } };
  if (type === 'ATTACK_IMMUNITY')
    return { ...base, ...immunityFromSeconds(3600), flags: { ...flags, attackImmunity: true } };
  if (type === 'CD_RESET') return { ...base, flags: { ...flags, cdReset: true } };
  return base;
}

/** Seconds as the form shows them: days rounded to 3 decimals, the exact seconds kept. */
function immunityFromSeconds(
  seconds: number,
): Pick<SpecialItemFormValues, 'immunityDays' | 'immunitySeconds'> {
  return {
    immunityDays: String(Math.round((seconds / DAY_SECONDS) * 1000) / 1000),
    immunitySeconds: seconds,
  };
}

/** The admin typed days: the seconds follow (days × 86,400, whole). */
export function withImmunityDays(values: SpecialItemFormValues, days: string): SpecialItemFormValues {
  const parsed = Number(days);
  return {
    ...values,
    immunityDays: days,
    immunitySeconds: Number.isFinite(parsed) ? Math.round(parsed * DAY_SECONDS) : 0,
  };
}

/** A new item (spec 002 section 9): price 100, money, level 1, available, health potion defaults. */
export function blankSpecialItemForm(): SpecialItemFormValues {
  return {
    name: '',
    description: '',
    type: 'HEALTH_POTION',
    price: '100',
    currency: 'money',
    imageUrl: '',
    levelRequired: '1',
    isAvailable: true,
    ...effectDefaults('HEALTH_POTION'),
  };
}

/** Changing the type resets the effect to the new type's defaults (spec 002 section 4). */
export function withType(values: SpecialItemFormValues, type: SpecialItemType): SpecialItemFormValues {
  return { ...values, type, ...effectDefaults(type) };
}

export function specialItemFormFrom(item: SpecialItemDto): SpecialItemFormValues {
  const e = item.effect;
  return {
    name: item.name,
    description: item.description,
    type: item.type,
    price: String(item.price),
    currency: item.currency,
    imageUrl: item.imageUrl,
    levelRequired: String(item.levelRequired),
    isAvailable: item.isAvailable,
    health: String(e.health),
    energy: String(e.energy),
    experience: String(e.experience),
    ...immunityFromSeconds(e.duration),
    flags: {
      nameChange: e.nameChange,
      gangBomb: e.gangBomb,
      attackImmunity: e.attackImmunity,
      cdReset: e.cdReset,
    },
  };
}

const INTEGER = /^\d+$/;
const maxOrPoints = (value: string) => value === 'max' || INTEGER.test(value);

/** Arabic messages of spec 002 section 5's rules, by field; empty when the form can be sent. */
export function specialItemFormErrors(
  values: SpecialItemFormValues,
): Partial<Record<keyof SpecialItemFormValues, string>> {
  const v = ar.validation;
  const f = ar.adminSpecialItems.fields;
  const errors: Partial<Record<keyof SpecialItemFormValues, string>> = {};
  if (!values.imageUrl) errors.imageUrl = ar.adminSpecialItems.imageRequired;
  if (!values.name.trim()) errors.name = v.required(f.name);
  if (!values.description.trim()) errors.description = v.required(f.description);
  if (!INTEGER.test(values.price.trim()) || Number(values.price) < 1) errors.price = v.min(f.price, 1);
  if (
    LEVELLED_TYPES.includes(values.type) &&
    (!INTEGER.test(values.levelRequired.trim()) || Number(values.levelRequired) < 1)
  )
    errors.levelRequired = v.min(f.levelRequired, 1);
  if (!INTEGER.test(values.experience.trim())) errors.experience = v.min(f.experience, 0);
  if (!maxOrPoints(values.health.trim())) errors.health = v.invalid(f.health);
  if (!maxOrPoints(values.energy.trim())) errors.energy = v.invalid(f.energy);
  const days = Number(values.immunityDays);
  if (values.immunityDays.trim() === '' || !Number.isFinite(days) || days < 0)
    errors.immunityDays = v.min(f.immunityDays, 0);
  return errors;
}

/** The request body: immunity days × 86,400 as whole seconds; level 1 for the types without the field. */
export function specialItemBody(values: SpecialItemFormValues) {
  const points = (value: string): 'max' | number => (value.trim() === 'max' ? 'max' : Number(value));
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    type: values.type,
    price: Number(values.price),
    currency: values.currency,
    imageUrl: values.imageUrl,
    isAvailable: values.isAvailable,
    levelRequired: LEVELLED_TYPES.includes(values.type) ? Number(values.levelRequired) : 1,
    effect: {
      health: points(values.health),
      energy: points(values.energy),
      experience: Number(values.experience),
      duration: values.immunitySeconds,
      ...values.flags,
    },
  };
}

export const SPECIAL_SORTS = ['type', 'name', 'price', 'level'] as const;
export type SpecialSort = (typeof SPECIAL_SORTS)[number];
export const AVAILABILITY_FILTERS = ['all', 'available', 'unavailable'] as const;
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number];

/** Spec 002 section 9: sort by type, name, price (descending) or level; filter all/available/unavailable. */
export function sortAndFilter(
  items: readonly SpecialItemDto[],
  sort: SpecialSort,
  filter: AvailabilityFilter,
): SpecialItemDto[] {
  const compare: Record<SpecialSort, (a: SpecialItemDto, b: SpecialItemDto) => number> = {
    type: (a, b) => SPECIAL_ITEM_TYPES.indexOf(a.type) - SPECIAL_ITEM_TYPES.indexOf(b.type),
    name: (a, b) => a.name.localeCompare(b.name, 'ar'),
    price: (a, b) => b.price - a.price,
    level: (a, b) => a.levelRequired - b.levelRequired,
  };
  return items
    .filter((item) => filter === 'all' || item.isAvailable === (filter === 'available'))
    .sort((a, b) => compare[sort](a, b) || a.name.localeCompare(b.name, 'ar'));
}
