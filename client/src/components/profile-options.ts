import { arForms } from '../i18n/ar-forms';
import { COUNTRIES } from '../lib/countries';
import type { SelectOption } from './SelectField';

/** Options of the gender and country pickers, shared by sign-up and account setup. */
export const GENDER_OPTIONS: readonly SelectOption[] = [
  { value: 'male', label: arForms.fields.male },
  { value: 'female', label: arForms.fields.female },
];

export const COUNTRY_OPTIONS: readonly SelectOption[] = COUNTRIES.map((country) => ({
  value: country.code,
  // The code rather than a flag emoji: many desktop systems have no emoji font and show boxes.
  label: `${country.nameAr} (${country.code})`,
}));
