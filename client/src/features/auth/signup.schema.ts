import { z } from 'zod';
import { arForms } from '../../i18n/ar-forms';
import {
  countryCodeField,
  emailField,
  genderField,
  integerField,
  passwordField,
  textField,
} from '../../lib/validation';
import { isAllowedEmailDomain } from '../../lib/email-domain';

const f = arForms.fields;

/** Spec 000 section 5 (Registration). Age 13-120 here; account setup allows 13-100. */
export const signupSchema = z.object({
  username: textField(f.username, { min: 3, max: 15 }),
  email: emailField().refine(isAllowedEmailDomain, arForms.validation.emailNotAllowed),
  password: passwordField(),
  age: integerField(f.age, { min: 13, max: 120 }),
  gender: genderField,
  countryCode: countryCodeField,
});

export type SignupInput = z.input<typeof signupSchema>;
