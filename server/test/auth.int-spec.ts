import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { JwtService } from '@nestjs/jwt';
import Redis from 'ioredis';
import { io } from 'socket.io-client';
import { AuthService } from '../src/modules/auth/auth.service';
import { api, connectSocket, createPlayer, signInAdmin } from './support/api';
import { errorBody } from './support/auth/errors';
import { raceBehindWriteLock } from './support/auth/race';
import { concretePath, declaredRoutes } from './support/auth/routes';
import { TEST_REDIS_URL } from './support/databases';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Accounts (spec 000 sections 3 to 5 and 8; DESIGN.md section 4): guests, e-mail sign-up and
 * sign-in, account setup, guest upgrade, admin check, authentication on every route, bans,
 * rate limits and the (user, ip) record.
 */

const MESSAGES = {
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
function argon2Parameters(hash: string) {
  const [, algorithm, version, params] = hash.split('$');
  return { algorithm, version, params: Object.fromEntries(params.split(',').map((pair) => pair.split('='))) };
}
const ARGON2ID_OWASP = { algorithm: 'argon2id', version: 'v=19', params: { m: '19456', t: '2', p: '1' } };

const unique = (length = 10) => randomUUID().replace(/-/g, '').slice(0, length);
const newEmail = () => `a${unique(12)}@gmail.com`;
const newUsername = () => `u_${unique(10)}`;

function signUpBody(overrides: Record<string, unknown> = {}) {
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
function fulfilled<T>(results: PromiseSettledResult<T>[]): T[] {
  return results.map((result) => {
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  });
}

function setupBody(overrides: Record<string, unknown> = {}) {
  return {
    username: newUsername(),
    gender: 'female',
    age: 30,
    countryCode: 'EG',
    countryName: 'مصر',
    ...overrides,
  };
}

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
    app = await startTestApp();
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

  describe('account setup', () => {
    it('has no character and reports setup pending before setup', async () => {
      const guest = await createGuest(randomUUID());
      const character = await api(app, 'GET', '/api/character/profile', { token: guest.body.accessToken });
      expect(character.status).toBe(404);
      expect(character.body.code).toBe('CHARACTER_NOT_FOUND');
      const profile = await api(app, 'GET', '/api/auth/profile', { token: guest.body.accessToken });
      expect(profile.status).toBe(200);
      expect(profile.body.user).toMatchObject({ accountSetupCompleted: false, isGuest: true });
    });

    it('refuses a username someone has, whatever its letter case (409), and stays not set up', async () => {
      const owner = await createPlayer(app, { username: `Owner_${unique(6)}` });
      const guest = await createGuest(randomUUID());
      const response = await api(app, 'POST', '/api/auth/setup-account', {
        token: guest.body.accessToken,
        body: setupBody({ username: owner.username.toLowerCase() }),
      });
      expect(response.status).toBe(409);
      expect(response.body).toEqual(errorBody(409, 'AUTH_USERNAME_TAKEN', MESSAGES.usernameTaken));
      const profile = await api(app, 'GET', '/api/auth/profile', { token: guest.body.accessToken });
      expect(profile.body.user.accountSetupCompleted).toBe(false);
      expect(
        (await api(app, 'GET', '/api/character/profile', { token: guest.body.accessToken })).status,
      ).toBe(404);
    });

    it.each([101, 12])('refuses age %i at setup with the 13-to-100 message', async (age) => {
      const guest = await createGuest(randomUUID());
      const response = await api(app, 'POST', '/api/auth/setup-account', {
        token: guest.body.accessToken,
        body: setupBody({ age }),
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Validation failed');
      expect(response.body.details).toContain(MESSAGES.setupAge);
    });

    it('sets the account up once: success creates the character, a second setup is 409', async () => {
      const guest = await createGuest(randomUUID());
      const body = setupBody();
      const setup = await api(app, 'POST', '/api/auth/setup-account', {
        token: guest.body.accessToken,
        body,
      });
      expect(setup.status).toBe(200);
      expect(setup.body).toMatchObject({
        success: true,
        user: { id: guest.body.user.id, username: body.username, accountSetupCompleted: true, isGuest: true },
      });
      const profile = await api(app, 'GET', '/api/auth/profile', { token: guest.body.accessToken });
      expect(profile.body.user.accountSetupCompleted).toBe(true);
      const hud = await api(app, 'GET', '/api/character/hud', { token: guest.body.accessToken });
      expect(hud.status).toBe(200);
      expect(hud.body.level).toBe(1);

      const again = await api(app, 'POST', '/api/auth/setup-account', {
        token: guest.body.accessToken,
        body: setupBody(),
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual(errorBody(409, 'AUTH_ACCOUNT_ALREADY_SET_UP', 'تم إعداد الحساب مسبقاً'));
    });

    it('gives one of two guests racing for one username the name and the other 409', async () => {
      const [first, second] = await Promise.all([createGuest(randomUUID()), createGuest(randomUUID())]);
      const username = newUsername();
      const responses = fulfilled(
        await raceBehindWriteLock(app.config.DATABASE_URL, 'users', 2, () =>
          [first, second].map((guest) =>
            api(app, 'POST', '/api/auth/setup-account', {
              token: guest.body.accessToken,
              body: setupBody({ username }),
            }),
          ),
        ),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(responses.find((r) => r.status === 409)!.body.code).toBe('AUTH_USERNAME_TAKEN');
      expect(await countUsers('lower(username) = lower($1)', [username])).toBe(1);
    });

    it('sets an account up once when the same setup is sent twice at the same time (double click)', async () => {
      const guest = await createGuest(randomUUID());
      const body = setupBody();
      const responses = fulfilled(
        await raceBehindWriteLock(app.config.DATABASE_URL, 'users', 2, () =>
          [1, 2].map(() =>
            api(app, 'POST', '/api/auth/setup-account', { token: guest.body.accessToken, body }),
          ),
        ),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(responses.find((r) => r.status === 409)!.body.code).toBe('AUTH_ACCOUNT_ALREADY_SET_UP');
      const characters = await app.dataSource.query(
        'SELECT count(*)::int AS n FROM characters WHERE user_id = $1',
        [guest.body.user.id],
      );
      expect(characters[0].n).toBe(1);
    });
  });

  describe('POST /api/auth/email (backend sync)', () => {
    const sync = (token: string, body: Record<string, unknown> = {}) =>
      api(app, 'POST', '/api/auth/email', { token, body });

    it('answers isNewUser true before setup and false after it, for an empty body', async () => {
      const guest = await createGuest(randomUUID());
      const before = await sync(guest.body.accessToken);
      expect(before.status).toBe(200);
      expect(before.body).toMatchObject({
        isNewUser: true,
        user: { id: guest.body.user.id, accountSetupCompleted: false },
      });

      await api(app, 'POST', '/api/auth/setup-account', { token: guest.body.accessToken, body: setupBody() });
      const after = await sync(guest.body.accessToken);
      expect(after.status).toBe(200);
      expect(after.body).toMatchObject({ isNewUser: false, user: { accountSetupCompleted: true } });
    });

    it('sets the account up when the body carries the five profile fields', async () => {
      const guest = await createGuest(randomUUID());
      const body = setupBody();
      const response = await sync(guest.body.accessToken, body);
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({ username: body.username, accountSetupCompleted: true });
      expect((await api(app, 'GET', '/api/character/hud', { token: guest.body.accessToken })).status).toBe(
        200,
      );
      expect((await sync(guest.body.accessToken)).body.isNewUser).toBe(false);
    });

    it('refuses a partial profile and an age over 100 without setting anything up', async () => {
      const guest = await createGuest(randomUUID());
      const partial = await sync(guest.body.accessToken, { username: newUsername() });
      expect(partial.status).toBe(400);
      expect(partial.body).toMatchObject({
        message: 'Validation failed',
        details: ['يجب إرسال اسم المستخدم والجنس والعمر والدولة معاً'],
      });
      const tooOld = await sync(guest.body.accessToken, setupBody({ age: 101 }));
      expect(tooOld.status).toBe(400);
      expect(tooOld.body.details).toEqual([MESSAGES.setupAge]);
      expect((await sync(guest.body.accessToken)).body.isNewUser).toBe(true);
    });
  });

  describe('guest upgrade (POST /api/auth/link-email)', () => {
    it('keeps the user and the character, ends the guest state and the old session', async () => {
      const guest = await createPlayer(app);
      const email = newEmail();
      const linked = await api(app, 'POST', '/api/auth/link-email', {
        token: guest.token,
        body: { email, password: 'linked-pass' },
      });
      expect(linked.status).toBe(200);
      expect(linked.body).toMatchObject({
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        isNewUser: false,
        user: {
          id: guest.userId,
          email,
          isGuest: false,
          accountSetupCompleted: true,
          username: guest.username,
        },
      });

      const character = await api(app, 'GET', '/api/character/profile', { token: linked.body.accessToken });
      expect(character.status).toBe(200);
      expect(character.body.id).toBe(guest.characterId);
      const profile = await api(app, 'GET', '/api/auth/profile', { token: linked.body.accessToken });
      expect(profile.body.user).toMatchObject({ id: guest.userId, isGuest: false });

      const oldAccess = await api(app, 'GET', '/api/auth/profile', { token: guest.token });
      expect(oldAccess.status).toBe(401);
      expect(oldAccess.body.code).toBe('UNAUTHENTICATED');
      const oldRefresh = await api(app, 'POST', '/api/auth/refresh', {
        body: { refreshToken: guest.refreshToken },
      });
      expect(oldRefresh.status).toBe(401);
      expect(oldRefresh.body.code).toBe('AUTH_INVALID_REFRESH_TOKEN');
      expect(
        (await api(app, 'POST', '/api/auth/refresh', { body: { refreshToken: linked.body.refreshToken } }))
          .status,
      ).toBe(200);

      const login = await signIn(email, 'linked-pass');
      expect(login.status).toBe(200);
      expect(login.body.user.id).toBe(guest.userId);
      const [row] = await app.dataSource.query('SELECT password_hash, is_guest FROM users WHERE id = $1', [
        guest.userId,
      ]);
      expect(row.is_guest).toBe(false);
      expect(argon2Parameters(row.password_hash)).toEqual(ARGON2ID_OWASP);
    });

    it('refuses a non-guest with 400 NOT_GUEST_USER', async () => {
      const account = await signUp(signUpBody());
      const response = await api(app, 'POST', '/api/auth/link-email', {
        token: account.body.accessToken,
        body: { email: newEmail(), password: 'another-pass' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(errorBody(400, 'NOT_GUEST_USER', 'هذا الحساب ليس حساب ضيف'));
    });

    it('refuses an e-mail another account has (409) and a blocked domain (400), leaving the guest as it was', async () => {
      const existing = signUpBody();
      await signUp(existing);
      const guest = await createGuest(randomUUID());
      const taken = await api(app, 'POST', '/api/auth/link-email', {
        token: guest.body.accessToken,
        body: { email: String(existing.email).toUpperCase(), password: 'linked-pass' },
      });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe(MESSAGES.emailTaken);

      const blocked = await api(app, 'POST', '/api/auth/link-email', {
        token: guest.body.accessToken,
        body: { email: `g${unique(6)}@mailinator.com`, password: 'linked-pass' },
      });
      expect(blocked.status).toBe(400);
      expect(blocked.body.message).toBe(MESSAGES.emailNotAllowed);

      const profile = await api(app, 'GET', '/api/auth/profile', { token: guest.body.accessToken });
      expect(profile.body.user).toMatchObject({ isGuest: true, email: null });
      expect(
        (await api(app, 'POST', '/api/auth/refresh', { body: { refreshToken: guest.body.refreshToken } }))
          .status,
      ).toBe(200);
    });
  });

  describe('admin check', () => {
    it('answers false for a player and true for the admin', async () => {
      const player = await createPlayer(app);
      expect(await api(app, 'GET', '/api/auth/admin/check', { token: player.token })).toEqual({
        status: 200,
        body: { isAdmin: false },
      });
      const adminToken = await signInAdmin(app);
      expect(await api(app, 'GET', '/api/auth/admin/check', { token: adminToken })).toEqual({
        status: 200,
        body: { isAdmin: true },
      });
    });

    it('creates the first admin once, however often ensureAdmin runs', async () => {
      const auth = app.app.get(AuthService);
      await auth.ensureAdmin(app.config.ADMIN_EMAIL, app.config.ADMIN_PASSWORD);
      expect(await auth.ensureAdmin(app.config.ADMIN_EMAIL, app.config.ADMIN_PASSWORD)).toBe(false);
      expect(await countUsers('lower(email) = lower($1)', [app.config.ADMIN_EMAIL])).toBe(1);
    });

    it('creates one admin and fails no node when two nodes start on an empty database at once', async () => {
      const email = `admin.${unique(6)}@darkcity.local`;
      const auth = app.app.get(AuthService);
      const results = await raceBehindWriteLock(app.config.DATABASE_URL, 'users', 2, () => [
        auth.ensureAdmin(email, 'admin-pass'),
        auth.ensureAdmin(email, 'admin-pass'),
      ]);
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      expect(failures).toEqual([]);
      expect(results.map((r) => (r as PromiseFulfilledResult<boolean>).value).sort()).toEqual([false, true]);
      expect(await countUsers('lower(email) = lower($1)', [email])).toBe(1);
    });
  });

  describe('authentication on every route', () => {
    const EXPECTED_PUBLIC = [
      'GET /api/auth/google/authorize',
      'GET /api/auth/providers',
      'GET /api/health',
      // Uploaded images are served to anyone (DESIGN.md section 4, Images).
      'GET /api/media/:id',
      'POST /api/auth/create-guest',
      'POST /api/auth/google/callback',
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'POST /api/auth/password-reset/confirm',
      'POST /api/auth/password-reset/request',
      'POST /api/auth/refresh',
      'POST /api/auth/signup',
      'POST /api/auth/verify-email',
    ];

    it('marks only the sign-in, recovery, provider, health and media routes public', () => {
      const routes = declaredRoutes(app);
      expect(routes.length).toBeGreaterThan(EXPECTED_PUBLIC.length);
      const publicRoutes = routes
        .filter((route) => route.isPublic)
        .map((route) => `${route.method} ${route.path}`);
      expect(publicRoutes.sort()).toEqual([...EXPECTED_PUBLIC].sort());
    });

    it('answers every other route 401 without a token, with a forged one, an expired one or an unsigned one', async () => {
      const player = await createPlayer(app);
      const now = Math.floor(Date.now() / 1000);
      const forged = new JwtService({ secret: 'not-the-server-secret-at-all' }).sign({ sub: player.userId });
      const expired = new JwtService({ secret: app.config.JWT_SECRET }).sign({
        sub: player.userId,
        iat: now - 7200,
        exp: now - 60,
      });
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: player.userId, iat: now })}.`;
      const genuine = new JwtService({ secret: app.config.JWT_SECRET }).sign({ sub: player.userId });
      // The same construction with the server's secret is accepted, so the refusals below are about the signature.
      expect((await api(app, 'GET', '/api/auth/profile', { token: genuine })).status).toBe(200);

      const unprotected: string[] = [];
      for (const route of declaredRoutes(app).filter((r) => !r.isPublic)) {
        for (const [label, token] of [
          ['no token', undefined],
          ['forged', forged],
          ['expired', expired],
          ['unsigned', unsigned],
        ] as const) {
          const response = await api(app, route.method, concretePath(route), {
            token,
            body: route.method === 'GET' ? undefined : {},
          });
          const ok =
            response.status === 401 &&
            response.body?.code === 'UNAUTHENTICATED' &&
            response.body?.message === MESSAGES.unauthenticated;
          if (!ok) unprotected.push(`${route.method} ${route.path} (${label}): ${response.status}`);
        }
      }
      expect(unprotected).toEqual([]);
    });

    it('refuses a socket handshake without a valid token with auth:error', async () => {
      await expect(connectSocket(app, undefined)).rejects.toMatchObject({
        body: errorBody(401, 'UNAUTHENTICATED', MESSAGES.unauthenticated),
      });
      const forged = new JwtService({ secret: 'not-the-server-secret-at-all' }).sign({ sub: randomUUID() });
      await expect(connectSocket(app, forged)).rejects.toMatchObject({ body: { code: 'UNAUTHENTICATED' } });
    });
  });

  describe('bans', () => {
    it('answers every call of a banned account with 403 Account blocked, reason and date: every route, sign-in, refresh, guest sign-in, socket', async () => {
      const body = signUpBody();
      const account = await signUp(body);
      const userId = account.body.user.id as string;
      const deviceId = randomUUID();
      const deviceGuest = await createGuest(deviceId);

      await app.dataSource.query(
        `UPDATE users SET is_banned = true, ban_reason = 'غش', banned_at = now() WHERE id = ANY($1)`,
        [[userId, deviceGuest.body.user.id]],
      );
      const [banned] = await app.dataSource.query('SELECT banned_at FROM users WHERE id = $1', [userId]);
      const redis = new Redis(TEST_REDIS_URL);
      try {
        await redis.del(
          `${app.config.REDIS_KEY_PREFIX}access:${userId}`,
          `${app.config.REDIS_KEY_PREFIX}access:${deviceGuest.body.user.id}`,
        );
      } finally {
        redis.disconnect();
      }
      const blocked = errorBody(403, 'ACCOUNT_BLOCKED', 'Account blocked', {
        reason: 'غش',
        bannedAt: (banned.banned_at as Date).toISOString(),
      });

      const token = account.body.accessToken as string;
      const notBlocked: string[] = [];
      for (const route of declaredRoutes(app).filter((r) => !r.isPublic)) {
        const response = await api(app, route.method, concretePath(route), {
          token,
          body: route.method === 'GET' ? undefined : {},
        });
        if (response.status !== 403 || !isDeepStrictEqual(response.body, blocked)) {
          notBlocked.push(
            `${route.method} ${route.path}: ${response.status} ${JSON.stringify(response.body)}`,
          );
        }
      }
      expect(notBlocked).toEqual([]);

      const login = await signIn(String(body.email), String(body.password));
      expect(login.status).toBe(403);
      expect(login.body).toEqual(blocked);

      const refresh = await api(app, 'POST', '/api/auth/refresh', {
        body: { refreshToken: account.body.refreshToken },
      });
      expect(refresh.status).toBe(403);
      expect(refresh.body).toEqual(blocked);

      const guestAgain = await createGuest(deviceId);
      expect(guestAgain.status).toBe(403);
      expect(guestAgain.body).toEqual(blocked);

      const socketError = await connectSocket(app, token).then(
        (socket) => {
          socket.close();
          throw new Error('a banned account got an authenticated socket');
        },
        (error: Error & { body?: unknown }) => error,
      );
      expect(socketError.body).toEqual(blocked);

      // The server itself ends the connection after auth:error.
      const socket = io(app.url, {
        path: '/ws',
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
        forceNew: true,
      });
      let timer: NodeJS.Timeout | undefined;
      try {
        const [errorPayload, reason] = await Promise.race([
          Promise.all([
            new Promise((resolve) => socket.once('auth:error', resolve)),
            new Promise((resolve) => socket.once('disconnect', resolve)),
          ]),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('no auth:error and disconnect within 5 s')), 5000);
          }),
        ]);
        expect(errorPayload).toEqual(blocked);
        expect(reason).toBe('io server disconnect');
      } finally {
        clearTimeout(timer);
        socket.close();
      }
    });
  });

  describe('user IPs', () => {
    it('records (user, 127.0.0.1) at sign-up, sign-in and refresh, counting each sighting', async () => {
      const body = signUpBody();
      const account = await signUp(body);
      const userId = account.body.user.id;
      const seen = async () =>
        app.dataSource.query('SELECT ip, seen_count FROM user_ips WHERE user_id = $1', [userId]) as Promise<
          Array<{ ip: string; seen_count: number }>
        >;
      expect(await seen()).toEqual([{ ip: '127.0.0.1', seen_count: 1 }]);

      const login = await signIn(String(body.email), String(body.password));
      expect(await seen()).toEqual([{ ip: '127.0.0.1', seen_count: 2 }]);

      await api(app, 'POST', '/api/auth/refresh', { body: { refreshToken: login.body.refreshToken } });
      expect(await seen()).toEqual([{ ip: '127.0.0.1', seen_count: 3 }]);
    });
  });
});

describe('rate limits on the auth routes', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { THROTTLE_AUTH_LIMIT: '3' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses the 4th guest creation within the window with 429 TOO_MANY_REQUESTS', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await api(app, 'POST', '/api/auth/create-guest', { body: { firebaseUid: randomUUID() } })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200]);
    const fourth = await api(app, 'POST', '/api/auth/create-guest', { body: { firebaseUid: randomUUID() } });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual(errorBody(429, 'TOO_MANY_REQUESTS', 'طلبات كثيرة جداً، حاول مرة أخرى لاحقاً'));
  });

  it('counts sign-in attempts too', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await api(app, 'POST', '/api/auth/login', { body: { email: newEmail(), password: 'whatever' } }))
          .status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
