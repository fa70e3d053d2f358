import { z } from 'zod';
import { arForms } from '../i18n/ar-forms';
import { findCountry } from './countries';

/**
 * Field rules shared by the sign-up and account-setup forms, with spec 000 section 5's generic
 * Arabic messages. Form inputs are strings; number fields are parsed here.
 */
const m = arForms.validation;

/** Whitespace-only counts as empty. The value is trimmed. */
export function textField(label: string, length: { min: number; max: number }) {
  return z
    .string()
    .trim()
    .min(1, m.required(label))
    .min(length.min, m.minLength(label, length.min))
    .max(length.max, m.maxLength(label, length.max));
}

/** An integer typed as digits; `rangeMessage` replaces the generic min/max sentences when given. */
export function integerField(label: string, range: { min: number; max: number }, rangeMessage?: string) {
  return z
    .string()
    .trim()
    .min(1, m.required(label))
    .regex(/^\d+$/, rangeMessage ?? m.invalid(label))
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(range.min, rangeMessage ?? m.min(label, range.min))
        .max(range.max, rangeMessage ?? m.max(label, range.max)),
    );
}

export const genderField = z
  .string()
  .min(1, m.required(arForms.fields.gender))
  .pipe(z.enum(['male', 'female'], { error: m.genderInvalid }));

/** A two-capital-letter code from the country list. */
export const countryCodeField = z
  .string()
  .min(1, m.required(arForms.fields.country))
  .regex(/^[A-Z]{2}$/, m.countryCodeInvalid)
  .refine((code) => findCountry(code) !== undefined, m.invalid(arForms.fields.country));

export const simpleEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailField() {
  return z.string().trim().min(1, m.required(arForms.fields.email)).regex(simpleEmailPattern, m.emailInvalid);
}

/** Spec 000 section 5: password required (whitespace-only counts as empty), 6 to 100 characters, kept as typed. */
export function passwordField(label: string = arForms.fields.password) {
  return z
    .string()
    .refine((value) => value.trim().length > 0, m.required(label))
    .pipe(z.string().min(6, m.minLength(label, 6)).max(100, m.maxLength(label, 100)));
}
