import { z } from 'zod';
import { arForms } from '../../i18n/ar-forms';
import { emailField } from '../../lib/validation';

/** Sign-in checks only that both fields are filled and the address is well formed. */
export const loginSchema = z.object({
  email: emailField(),
  password: z
    .string()
    .refine((value) => value.trim().length > 0, arForms.validation.required(arForms.fields.password)),
});
