import type { CreateHouseDto } from '../../../api/generated/model/createHouseDto';
import type { HouseDto } from '../../../api/generated/model/houseDto';
import { ar } from '../../../i18n/ar-admin';
import { toInteger } from '../gear-catalogue';
import {
  PROPERTY_FORM_DEFAULTS,
  propertyBody,
  propertyToForm,
  validatePropertyForm,
  type PropertyFormBase,
} from '../property-form';

/** The house form (spec 002 section 3): currency spelled `money|blackcoins`. */
export interface HouseFormValues extends PropertyFormBase {
  currency: 'money' | 'blackcoins';
  defenseBonus: number | string;
  hpBonus: number | string;
  type: 'apartment' | 'house' | 'mansion';
  capacity: number | string;
}

/** Spec 002 section 9: cost 1000, bonuses 0, common, money, type house, capacity 1, active. */
export const HOUSE_FORM_DEFAULTS: HouseFormValues = {
  ...PROPERTY_FORM_DEFAULTS,
  currency: 'money',
  defenseBonus: 0,
  hpBonus: 0,
  type: 'house',
  capacity: 1,
};

export const HOUSE_TYPES = ['apartment', 'house', 'mansion'] as const;

/** The house form's number fields after the cost, with their minimums (spec 002 sections 5 and 9). */
export function houseNumbers() {
  const f = ar.adminHouses.fields;
  return [
    { key: 'defenseBonus', label: f.defenseBonus, min: 0 },
    { key: 'hpBonus', label: f.hpBonus, min: 0 },
    { key: 'capacity', label: f.capacity, min: 1 },
  ] as const satisfies readonly { key: keyof HouseFormValues; label: string; min: number }[];
}

export function houseToForm(house: HouseDto): HouseFormValues {
  const { defenseBonus, hpBonus, type, capacity, currency } = house;
  return { ...propertyToForm(house), currency, defenseBonus, hpBonus, type, capacity };
}

export function formToHouseBody(values: HouseFormValues): CreateHouseDto {
  return {
    ...propertyBody(values),
    currency: values.currency,
    defenseBonus: toInteger(values.defenseBonus),
    hpBonus: toInteger(values.hpBonus),
    type: values.type,
    capacity: toInteger(values.capacity),
  };
}

/** Spec 002 section 5: name, description, a numeric cost and a capacity of at least 1 are required. */
export function validateHouseForm(values: HouseFormValues) {
  const f = ar.adminHouses.fields;
  return validatePropertyForm(values, f, houseNumbers());
}
