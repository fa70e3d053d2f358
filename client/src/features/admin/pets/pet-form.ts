import type { CreatePetDto } from '../../../api/generated/model/createPetDto';
import type { PetDto } from '../../../api/generated/model/petDto';
import { ar } from '../../../i18n/ar-admin';
import { toInteger } from '../gear-catalogue';
import {
  PROPERTY_FORM_DEFAULTS,
  propertyBody,
  propertyToForm,
  validatePropertyForm,
  type PropertyFormBase,
} from '../property-form';

/** The pet form (spec 002 section 3): currency spelled `money|blackcoin`. */
export interface PetFormValues extends PropertyFormBase {
  currency: 'money' | 'blackcoin';
  powerBonus: number | string;
}

/** Spec 002 section 9: cost 1000, bonus 0, common, money, active. */
export const PET_FORM_DEFAULTS: PetFormValues = {
  ...PROPERTY_FORM_DEFAULTS,
  currency: 'money',
  powerBonus: 0,
};

/** The pet form's power bonus, at least 0. */
export function petNumbers() {
  return [{ key: 'powerBonus', label: ar.adminPets.fields.powerBonus, min: 0 }] as const satisfies readonly {
    key: keyof PetFormValues;
    label: string;
    min: number;
  }[];
}

/** A stored pet's form values; a pet is active unless `isActive` is explicitly false (spec 002 section 3). */
export function petToForm(pet: PetDto): PetFormValues {
  return { ...propertyToForm(pet), currency: pet.currency, powerBonus: pet.powerBonus };
}

export function formToPetBody(values: PetFormValues): CreatePetDto {
  return { ...propertyBody(values), currency: values.currency, powerBonus: toInteger(values.powerBonus) };
}

/** Spec 002 section 5: name, description and cost are required. */
export function validatePetForm(values: PetFormValues) {
  return validatePropertyForm(values, ar.adminPets.fields, petNumbers());
}
