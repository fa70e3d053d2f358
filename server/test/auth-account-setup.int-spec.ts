import { randomUUID } from 'node:crypto';
import { api, createPlayer } from './support/api';
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
  setupBody,
} from './support/accounts';

/**
 * Accounts (spec 000 sections 3 to 5 and 8; DESIGN.md section 4): guests, e-mail sign-up and
 * sign-in, account setup, guest upgrade, admin check, authentication on every route, bans,
 * rate limits and the (user, ip) record.
 * This file: account setup, POST /api/auth/email (backend sync), guest upgrade (POST /api/auth/link-email).
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
});
