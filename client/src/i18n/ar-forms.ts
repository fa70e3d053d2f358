import { countOf, CHARACTERS } from '../lib/count';
import { formatNumber } from '../lib/format';

/**
 * Field labels and the generic validation sentences of spec 000 section 5, for the forms (sign-up, sign-in, account setup, the admin's editors): loaded with the forms, not with every first load.
 */
export const arForms = {
  validation: {
    required: (label: string) => `${label} مطلوب`,
    minLength: (label: string, n: number) => `${label} يجب أن يكون ${countOf(n, CHARACTERS)} على الأقل`,
    maxLength: (label: string, n: number) => `${label} يجب أن يكون ${countOf(n, CHARACTERS)} كحد أقصى`,
    min: (label: string, n: number) => `${label} يجب أن يكون ${formatNumber(n)} على الأقل`,
    max: (label: string, n: number) => `${label} يجب أن يكون ${formatNumber(n)} كحد أقصى`,
    invalid: (label: string) => `${label} غير صحيح`,
    emailInvalid: 'البريد الإلكتروني غير صحيح',
    emailNotAllowed: 'البريد الإلكتروني غير مسموح به (يجب أن يكون بريد إلكتروني حقيقي)',
    genderInvalid: 'الجنس يجب أن يكون ذكر أو أنثى',
    countryCodeInvalid: 'رمز الدولة يجب أن يكون حرفين كبيرين',
    setupAgeRange: 'العمر يجب أن يكون بين ١٣ و ١٠٠ سنة',
  },
  fields: {
    username: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    age: 'العمر',
    gender: 'الجنس',
    country: 'الدولة',
    male: 'ذكر',
    female: 'أنثى',
    chooseGender: 'اختر الجنس',
    chooseCountry: 'اختر الدولة',
    ageHint: '١٣ أو أكثر',
  },
};
