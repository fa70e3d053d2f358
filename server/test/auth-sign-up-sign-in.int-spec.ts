import { randomUUID } from 'node:crypto';
import { api } from './support/api';
import { errorBody } from './support/auth/errors';
import { raceBehindWriteLock } from './support/auth/race';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';
import {
  MESSAGES,
  argon2Parameters,
  ARGON2ID_OWASP,
  unique,
  newEmail,
  newUsername,
  signUpBody,
  fulfilled,
} from './support/accounts';

/**
 * Accounts (spec 000 sections 3 to 5 and 8; DESIGN.md section 4): guests, e-mail sign-up and
 * sign-in, account setup, guest upgrade, admin check, authentication on every route, bans,
 * rate limits and the (user, ip) record.
 * This file: guests, validation, e-mail sign-up, e-mail sign-in.
 */

describe('accounts', () => {
  let app: TestApp;

  const createGuest = (firebaseUid: string) =>
    api(app, 'POST', '/api/auth/create-guest', { body: { firebaseUid } });
  const signUp = (body: Record<string, unknown>) => api(app, 'POST', '/api/auth/signup', { body });
  const signIn = (email: string, password: string) =>
    api(app, 'POST', '/api/auth/login', { body: { email, password } });
  const countUsers = async (where: string, params: unknown[]) =>
    (await app.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE ${where}`, params))[0]
      .n as number;

  beforeAll(async () => {
    app = await sharedTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('guests', () => {
    it('creates one guest per device id: three calls with the same id give one user, new only the first time', async () => {
      const deviceId = randomUUID();
      const responses = [];
      for (let i = 0; i < 3; i++) responses.push(await createGuest(deviceId));
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(new Set(responses.map((r) => r.body.user.id)).size).toBe(1);
      expect(responses.map((r) => r.body.isNewUser)).toEqual([true, false, false]);
      expect(responses[0].body.user).toMatchObject({
        isGuest: true,
        accountSetupCompleted: false,
        email: null,
      });
      expect(responses[0].body.user.displayName).toMatch(/^ضيف_\d+$/);
      expect(await countUsers('device_id = $1', [deviceId])).toBe(1);
    });

    it('creates one guest when five calls with the same id arrive at once', async () => {
      const deviceId = randomUUID();
      const settled = await raceBehindWriteLock(app.config.DATABASE_URL, 'users', 5, () =>
        Array.from({ length: 5 }, () => createGuest(deviceId)),
      );
      const responses = fulfilled(settled);
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(responses.map((r) => r.body.user.id)).size).toBe(1);
      expect(responses.filter((r) => r.body.isNewUser === true)).toHaveLength(1);
      expect(await countUsers('device_id = $1', [deviceId])).toBe(1);
    });

    it('creates a different guest for a different device id', async () => {
      const first = await createGuest(randomUUID());
      const second = await createGuest(randomUUID());
      expect(second.body.user.id).not.toBe(first.body.user.id);
      expect(second.body.isNewUser).toBe(true);
      expect(second.body.user.displayName).toMatch(/^ضيف_\d+$/);
    });
  });

  describe('validation', () => {
    it('rejects a too short device id with the validation body', async () => {
      const response = await createGuest('short');
      expect(response.status).toBe(400);
      expect(response.body).toEqual(
        errorBody(400, 'VALIDATION_FAILED', 'Validation failed', {
          details: ['معرف الجهاز يجب أن يكون 8 أحرف على الأقل'],
        }),
      );
    });

    it.each([
      ['username shorter than 3', { username: 'ab' }, 'اسم المستخدم يجب أن يكون 3 أحرف على الأقل'],
      ['username longer than 15', { username: 'a'.repeat(16) }, 'اسم المستخدم يجب أن يكون 15 أحرف كحد أقصى'],
      ['missing username', { username: undefined }, 'اسم المستخدم مطلوب'],
      ['malformed e-mail', { email: 'not-an-email' }, MESSAGES.invalidEmail],
      ['e-mail without a domain', { email: 'someone@' }, MESSAGES.invalidEmail],
      ['password shorter than 6', { password: '12345' }, 'كلمة المرور يجب أن يكون 6 أحرف على الأقل'],
      [
        'password longer than 100',
        { password: 'p'.repeat(101) },
        'كلمة المرور يجب أن يكون 100 أحرف كحد أقصى',
      ],
      ['age under 13', { age: 12 }, 'العمر يجب أن يكون 13 على الأقل'],
      ['age over 120', { age: 121 }, 'العمر يجب أن يكون 120 كحد أقصى'],
      ['age not an integer', { age: 20.5 }, 'العمر غير صحيح'],
      ['age as a string', { age: '20' }, 'العمر غير صحيح'],
      ['gender neither male nor female', { gender: 'other' }, MESSAGES.gender],
      ['lower-case country code', { countryCode: 'sa' }, MESSAGES.countryCode],
      ['three-letter country code', { countryCode: 'SAU' }, MESSAGES.countryCode],
    ])(
      'refuses sign-up with %s (400, Arabic detail) and creates nothing',
      async (_rule, override, detail) => {
        const body = signUpBody(override);
        const response = await signUp(body);
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject(errorBody(400, 'VALIDATION_FAILED', 'Validation failed'));
        expect(response.body.details).toContain(detail);
        for (const sentence of response.body.details) expect(sentence).toMatch(/[\u0600-\u06FF]/);
        expect(await countUsers('lower(email) = lower($1)', [String(body.email)])).toBe(0);
      },
    );

    it('lists every broken rule of a sign-up at once', async () => {
      const response = await signUp({
        email: 'x',
        password: '1',
        username: 'a',
        age: 5,
        gender: 'x',
        countryCode: 'x',
        countryName: 'x',
      });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual(
        expect.arrayContaining([
          MESSAGES.invalidEmail,
          'كلمة المرور يجب أن يكون 6 أحرف على الأقل',
          'اسم المستخدم يجب أن يكون 3 أحرف على الأقل',
          'العمر يجب أن يكون 13 على الأقل',
          MESSAGES.gender,
          MESSAGES.countryCode,
        ]),
      );
    });

    it('accepts the boundaries: username 3 and 15, password 6 and 100, age 13 and 120', async () => {
      const low = await signUp(
        signUpBody({ username: unique(3), password: '123456', age: 13, gender: 'female' }),
      );
      expect(low.status).toBe(201);
      const high = await signUp(
        signUpBody({ username: `h${unique(14)}`, password: 'p'.repeat(100), age: 120 }),
      );
      expect(high.status).toBe(201);
    });

    it('states each validation problem once', async () => {
      const response = await api(app, 'POST', '/api/auth/login', { body: { email: newEmail() } });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual(['كلمة المرور مطلوب']);
    });

    it.each([
      ['mailinator.com', 'a disposable-mail service'],
      ['example.com', 'a placeholder domain'],
      ['test.com', 'a test domain'],
      ['user.com', 'a placeholder domain'],
      ['tempmail7.com', 'a numbered throwaway-mail domain'],
      ['tempmail50.com', 'the last numbered throwaway-mail domain'],
      ['123.com', 'a domain whose first label is all digits'],
      ['MAILINATOR.COM', 'a blocked domain in capitals'],
    ])('refuses sign-up with @%s (%s): 400 and no account', async (domain) => {
      const email = `someone.${unique(6)}@${domain}`;
      const response = await signUp(signUpBody({ email }));
      expect(response.status).toBe(400);
      expect(response.body).toEqual(errorBody(400, 'AUTH_EMAIL_NOT_ALLOWED', MESSAGES.emailNotAllowed));
      expect(await countUsers('lower(email) = lower($1)', [email])).toBe(0);
    });

    it.each(['gmail.com', 'outlook.sa', 'tempmail51.com'])(
      'accepts a real-looking domain (@%s)',
      async (domain) => {
        const response = await signUp(signUpBody({ email: `someone.${unique(6)}@${domain}` }));
        expect(response.status).toBe(201);
      },
    );

    it('refuses an e-mail already registered, whatever its letter case (409), and creates nothing', async () => {
      const email = newEmail();
      expect((await signUp(signUpBody({ email }))).status).toBe(201);
      const username = newUsername();
      const again = await signUp(signUpBody({ email: email.toUpperCase(), username }));
      expect(again.status).toBe(409);
      expect(again.body).toEqual(errorBody(409, 'AUTH_EMAIL_ALREADY_IN_USE', MESSAGES.emailTaken));
      expect(await countUsers('lower(email) = lower($1)', [email])).toBe(1);
      expect(await countUsers('username = $1', [username])).toBe(0);
    });

    it('refuses a username already taken, whatever its letter case (409), and creates nothing', async () => {
      const username = `Taken_${unique(6)}`;
      expect((await signUp(signUpBody({ username }))).status).toBe(201);
      const email = newEmail();
      const again = await signUp(signUpBody({ username: username.toLowerCase(), email }));
      expect(again.status).toBe(409);
      expect(again.body).toEqual(errorBody(409, 'AUTH_USERNAME_TAKEN', MESSAGES.usernameTaken));
      expect(await countUsers('lower(email) = lower($1)', [email])).toBe(0);
    });

    it('lets one of two simultaneous sign-ups with the same e-mail through and answers the other 409', async () => {
      const email = newEmail();
      const responses = fulfilled(
        await raceBehindWriteLock(app.config.DATABASE_URL, 'users', 2, () => [
          signUp(signUpBody({ email })),
          signUp(signUpBody({ email })),
        ]),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(responses.find((r) => r.status === 409)!.body.code).toBe('AUTH_EMAIL_ALREADY_IN_USE');
      expect(await countUsers('lower(email) = lower($1)', [email])).toBe(1);
    });
  });

  describe('e-mail sign-up', () => {
    it('returns tokens and a set-up, non-guest user with a level-1 character', async () => {
      const body = signUpBody();
      const response = await signUp(body);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        expiresIn: 3600,
        isNewUser: true,
        user: {
          email: body.email,
          username: body.username,
          isGuest: false,
          isAdmin: false,
          accountSetupCompleted: true,
          emailVerified: false,
        },
      });
      const hud = await api(app, 'GET', '/api/character/hud', { token: response.body.accessToken });
      expect(hud.status).toBe(200);
      expect(hud.body.level).toBe(1);
    });

    it('stores the password as an argon2id hash with the OWASP parameters, never in clear', async () => {
      const body = signUpBody({ password: 'my-clear-password' });
      const response = await signUp(body);
      const [row] = await app.dataSource.query('SELECT password_hash FROM users WHERE id = $1', [
        response.body.user.id,
      ]);
      expect(argon2Parameters(row.password_hash)).toEqual(ARGON2ID_OWASP);
      expect(row.password_hash).not.toContain('my-clear-password');
    });
  });

  describe('e-mail sign-in', () => {
    let account: { email: string; password: string; id: string };

    beforeAll(async () => {
      const body = signUpBody({ password: 'right-password' });
      const response = await signUp(body);
      account = { email: body.email, password: 'right-password', id: response.body.user.id };
    });

    it('signs in with the right password', async () => {
      const response = await signIn(account.email, account.password);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        isNewUser: false,
        user: { id: account.id, accountSetupCompleted: true },
      });
      const profile = await api(app, 'GET', '/api/auth/profile', { token: response.body.accessToken });
      expect(profile.body.user.id).toBe(account.id);
    });

    it('matches the e-mail whatever its letter case', async () => {
      const response = await signIn(account.email.toUpperCase(), account.password);
      expect(response.status).toBe(200);
      expect(response.body.user.id).toBe(account.id);
    });

    it('answers a wrong password and an unknown e-mail with the same 401', async () => {
      const expected = errorBody(401, 'AUTH_INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
      const wrongPassword = await signIn(account.email, 'wrong-password');
      expect(wrongPassword.status).toBe(401);
      expect(wrongPassword.body).toEqual(expected);
      const unknownEmail = await signIn(newEmail(), account.password);
      expect(unknownEmail.status).toBe(401);
      expect(unknownEmail.body).toEqual(expected);
    });
  });
});
