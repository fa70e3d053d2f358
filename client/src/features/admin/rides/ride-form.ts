import type { CreateRideDto } from '../../../api/generated/model/createRideDto';
import type { RideDto } from '../../../api/generated/model/rideDto';
import { ar } from '../../../i18n/ar-admin';
import { toInteger } from '../gear-catalogue';
import {
  PROPERTY_FORM_DEFAULTS,
  propertyBody,
  propertyToForm,
  validatePropertyForm,
  type PropertyFormBase,
} from '../property-form';

/** The ride form (spec 002 section 3): currency spelled `money|blackcoin`. */
export interface RideFormValues extends PropertyFormBase {
  currency: 'money' | 'blackcoin';
  attackBonus: number | string;
  defenseBonus: number | string;
}

/** Spec 002 section 9: cost 1000, bonuses 0, common, money, active. */
export const RIDE_FORM_DEFAULTS: RideFormValues = {
  ...PROPERTY_FORM_DEFAULTS,
  currency: 'money',
  attackBonus: 0,
  defenseBonus: 0,
};

/** The ride form's bonuses, at least 0. */
export function rideNumbers() {
  const f = ar.adminRides.fields;
  return [
    { key: 'attackBonus', label: f.attackBonus, min: 0 },
    { key: 'defenseBonus', label: f.defenseBonus, min: 0 },
  ] as const satisfies readonly { key: keyof RideFormValues; label: string; min: number }[];
}

export function rideToForm(ride: RideDto): RideFormValues {
  const { attackBonus, defenseBonus, currency } = ride;
  return { ...propertyToForm(ride), currency, attackBonus, defenseBonus };
}

export function formToRideBody(values: RideFormValues): CreateRideDto {
  return {
    ...propertyBody(values),
    currency: values.currency,
    attackBonus: toInteger(values.attackBonus),
    defenseBonus: toInteger(values.defenseBonus),
  };
}

/** Spec 002 section 5: name, description and cost are required. */
export function validateRideForm(values: RideFormValues) {
  return validatePropertyForm(values, ar.adminRides.fields, rideNumbers());
}
