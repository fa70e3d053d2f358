import { signupSchema, type SignupInput } from './signup.schema';

const valid: SignupInput = {
  username: 'abu_layla',
  email: 'layla@darkmail.com',
  password: 'secret1',
  age: '25',
  gender: 'male',
  countryCode: 'SA',
};

/** The first message reported for a field, as the form shows it. */
function firstError(input: Partial<SignupInput>, field: keyof SignupInput): string | undefined {
  const result = signupSchema.safeParse({ ...valid, ...input });
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('signupSchema', () => {
  it('accepts a complete registration and parses the age', () => {
    const result = signupSchema.parse(valid);
    expect(result.age).toBe(25);
    expect(result.username).toBe('abu_layla');
  });

  it('reports whitespace-only fields as required', () => {
    expect(firstError({ username: '   ' }, 'username')).toBe('اسم المستخدم مطلوب');
    expect(firstError({ password: '   ' }, 'password')).toBe('كلمة المرور مطلوب');
    expect(firstError({ email: '' }, 'email')).toBe('البريد الإلكتروني مطلوب');
    expect(firstError({ age: '' }, 'age')).toBe('العمر مطلوب');
    expect(firstError({ gender: '' }, 'gender')).toBe('الجنس مطلوب');
  });

  it('limits the username to 3-15 characters', () => {
    expect(firstError({ username: 'ab' }, 'username')).toBe('اسم المستخدم يجب أن يكون ٣ أحرف على الأقل');
    expect(firstError({ username: 'a'.repeat(16) }, 'username')).toBe(
      'اسم المستخدم يجب أن يكون ١٥ حرفًا كحد أقصى',
    );
  });

  it('limits the password to 6-100 characters', () => {
    expect(firstError({ password: '12345' }, 'password')).toBe('كلمة المرور يجب أن يكون ٦ أحرف على الأقل');
    expect(firstError({ password: 'x'.repeat(101) }, 'password')).toBe(
      'كلمة المرور يجب أن يكون ١٠٠ حرف كحد أقصى',
    );
  });

  it('rejects a malformed e-mail with the spec sentence', () => {
    expect(firstError({ email: 'not-an-email' }, 'email')).toBe('البريد الإلكتروني غير صحيح');
  });

  it('rejects throwaway and placeholder e-mail domains', () => {
    const notAllowed = 'البريد الإلكتروني غير مسموح به (يجب أن يكون بريد إلكتروني حقيقي)';
    expect(firstError({ email: 'a@mailinator.com' }, 'email')).toBe(notAllowed);
    expect(firstError({ email: 'a@example.com' }, 'email')).toBe(notAllowed);
    expect(firstError({ email: 'a@tempmail17.com' }, 'email')).toBe(notAllowed);
    expect(firstError({ email: 'a@12345.com' }, 'email')).toBe(notAllowed);
    expect(firstError({ email: 'a@gmail.com' }, 'email')).toBeUndefined();
  });

  it('limits the age to 13-120 with the generic sentences', () => {
    expect(firstError({ age: '12' }, 'age')).toBe('العمر يجب أن يكون ١٣ على الأقل');
    expect(firstError({ age: '121' }, 'age')).toBe('العمر يجب أن يكون ١٢٠ كحد أقصى');
    expect(firstError({ age: '120' }, 'age')).toBeUndefined();
  });

  it('accepts only male or female', () => {
    expect(firstError({ gender: 'other' }, 'gender')).toBe('الجنس يجب أن يكون ذكر أو أنثى');
  });

  it('requires a two-capital-letter country code', () => {
    expect(firstError({ countryCode: 'sa' }, 'countryCode')).toBe('رمز الدولة يجب أن يكون حرفين كبيرين');
    expect(firstError({ countryCode: '' }, 'countryCode')).toBe('الدولة مطلوب');
  });
});
