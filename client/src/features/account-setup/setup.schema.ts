import { z } from 'zod';
import { arForms } from '../../i18n/ar-forms';
import { countryCodeField, genderField, integerField, textField } from '../../lib/validation';

/** Spec 000 section 5 (Account setup): username 3-15 trimmed, age 13-100, gender, country. */
export const setupSchema = z.object({
  username: textField(arForms.fields.username, { min: 3, max: 15 }),
  gender: genderField,
  age: integerField(arForms.fields.age, { min: 13, max: 100 }, arForms.validation.setupAgeRange),
  countryCode: countryCodeField,
});

export type SetupInput = z.input<typeof setupSchema>;
export type SetupValues = z.output<typeof setupSchema>;
