import { randomUUID } from 'node:crypto';

/** Shared by the account (auth) integration tests: Arabic messages, request bodies and small helpers. */

export const MESSAGES = {
  invalidEmail: 'البريد الإلكتروني غير صحيح',
  emailNotAllowed: 'البريد الإلكتروني غير مسموح به (يجب أن يكون بريد إلكتروني حقيقي)',
  emailTaken: 'البريد الإلكتروني مستخدم بالفعل',
  usernameTaken: 'اسم المستخدم مستخدم بالفعل',
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  gender: 'الجنس يجب أن يكون ذكر أو أنثى',
  countryCode: 'رمز الدولة يجب أن يكون حرفين كبيرين',
  setupAge: 'العمر يجب أن يكون بين 13 و 100 سنة',
  unauthenticated: 'يجب تسجيل الدخول أولاً',
} as const;

/**
 * The PHC string's algorithm, version and parameters: argon2id v19 with OWASP's first set (19 MiB,
 * 2 passes, 1 lane). node-argon2 writes the parameters as `m=19456,p=1,t=2`, so their order is not
 * compared.
 */
export function argon2Parameters(hash: string) {
  const [, algorithm, version, params] = hash.split('$');
  return { algorithm, version, params: Object.fromEntries(params.split(',').map((pair) => pair.split('='))) };
}

export const ARGON2ID_OWASP = {
  algorithm: 'argon2id',
  version: 'v=19',
  params: { m: '19456', t: '2', p: '1' },
};

export const unique = (length = 10) => randomUUID().replace(/-/g, '').slice(0, length);

export const newEmail = () => `a${unique(12)}@gmail.com`;

export const newUsername = () => `u_${unique(10)}`;

export function signUpBody(overrides: Record<string, unknown> = {}) {
  return {
    email: newEmail(),
    password: 'secret-pass',
    username: newUsername(),
    age: 20,
    gender: 'male',
    countryCode: 'SA',
    countryName: 'السعودية',
    ...overrides,
  };
}

/** The values of settled promises; fails the test with the reason of any rejection. */
export function fulfilled<T>(results: PromiseSettledResult<T>[]): T[] {
  return results.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  });
}

export function setupBody(overrides: Record<string, unknown> = {}) {
  return {
    username: newUsername(),
    gender: 'female',
    age: 30,
    countryCode: 'EG',
    countryName: 'مصر',
    ...overrides,
  };
}
