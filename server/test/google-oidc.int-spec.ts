import { randomUUID } from 'node:crypto';
import { api, createPlayer } from './support/api';
import {
  browserRoundTrip,
  completeGoogleSignIn,
  MockGoogle,
  signInWithGoogle,
  startMockGoogle,
} from './support/auth/mock-google';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Google sign-in through OpenID Connect, authorization code + PKCE (DESIGN.md section 4), against a
 * local mock provider: the server only trusts what the provider's signed ID token says.
 */
describe('Google sign-in (OpenID Connect)', () => {
  const PUBLIC_URL = 'http://127.0.0.1:1';
  const CLIENT_ID = 'darkcity-test-client';
  let google: MockGoogle;
  let app: TestApp;

  const uniqueSub = () => `google-${randomUUID()}`;
  const gmail = () => `g${randomUUID().slice(0, 12)}@gmail.com`;

  beforeAll(async () => {
    google = await startMockGoogle();
    app = await startTestApp({
      env: {
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: 'darkcity-test-secret',
        GOOGLE_ISSUER_URL: google.issuer,
        PUBLIC_URL,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await google?.close();
  });

  it('lists Google as a provider when it is configured', async () => {
    const providers = await api(app, 'GET', '/api/auth/providers');
    expect(providers).toEqual({ status: 200, body: { google: true } });
  });

  it('sends the browser to the provider with PKCE (S256), a state and the /auth/callback redirect', async () => {
    const response = await fetch(`${app.url}/api/auth/google/authorize`, { redirect: 'manual' });
    await response.body?.cancel();
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${google.issuer}/authorize`);
    const params = location.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe(CLIENT_ID);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('state')).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(params.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/callback`);
    expect(params.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
  });

  it('gives every sign-in attempt its own state and PKCE challenge', async () => {
    const first = await browserRoundTrip(app);
    const second = await browserRoundTrip(app);
    expect(second.state).not.toBe(first.state);
    expect(second.authorizeUrl.searchParams.get('code_challenge')).not.toBe(
      first.authorizeUrl.searchParams.get('code_challenge'),
    );
  });

  it('creates a new account that still needs setup on the first Google sign-in', async () => {
    const email = gmail();
    const sub = uniqueSub();
    await google.setIdentity({ sub, email, email_verified: true, name: 'Google Player' });
    const trip = await browserRoundTrip(app);
    expect(trip.callbackUrl.toString().startsWith(`${PUBLIC_URL}/auth/callback?`)).toBe(true);
    expect(trip.code).toBeTruthy();

    const session = await completeGoogleSignIn(app, trip);
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      isNewUser: true,
      user: {
        email,
        isGuest: false,
        accountSetupCompleted: false,
        emailVerified: true,
        displayName: 'Google Player',
      },
    });
    const rows = await app.dataSource.query('SELECT google_subject FROM users WHERE id = $1', [
      session.body.user.id,
    ]);
    expect(rows).toEqual([{ google_subject: sub }]);

    const profile = await api(app, 'GET', '/api/auth/profile', { token: session.body.accessToken });
    expect(profile.status).toBe(200);
    expect(profile.body.user).toMatchObject({
      id: session.body.user.id,
      accountSetupCompleted: false,
      isGuest: false,
    });
  });

  it('accepts a state once: replaying the same code and state is refused with 401', async () => {
    await google.setIdentity({ sub: uniqueSub(), email: gmail(), email_verified: true });
    const trip = await browserRoundTrip(app);
    const first = await completeGoogleSignIn(app, trip);
    expect(first.status).toBe(200);

    const replay = await completeGoogleSignIn(app, trip);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({
      code: 'AUTH_GOOGLE_SIGN_IN_FAILED',
      message: 'فشل تسجيل الدخول عبر Google',
    });
  });

  it('refuses a state it never issued', async () => {
    await google.setIdentity({ sub: uniqueSub() });
    const trip = await browserRoundTrip(app);
    const response = await completeGoogleSignIn(app, { ...trip, state: 'not-a-state-we-issued' });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('AUTH_GOOGLE_SIGN_IN_FAILED');
  });

  it('refuses a code the provider does not recognise and creates no account', async () => {
    const sub = uniqueSub();
    await google.setIdentity({ sub });
    const trip = await browserRoundTrip(app);
    const response = await completeGoogleSignIn(app, { ...trip, code: randomUUID() });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('AUTH_GOOGLE_SIGN_IN_FAILED');
    const rows = await app.dataSource.query(
      'SELECT count(*)::int AS n FROM users WHERE google_subject = $1',
      [sub],
    );
    expect(rows[0].n).toBe(0);
  });

  it('signs the same Google subject into the same account every time', async () => {
    const sub = uniqueSub();
    const identity = { sub, email: gmail(), email_verified: true, name: 'Returning' };
    const first = await signInWithGoogle(app, google, identity);
    const second = await signInWithGoogle(app, google, identity);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.user.id).toBe(first.body.user.id);
    // Not set up yet, so the client still shows the setup dialog.
    expect(second.body.isNewUser).toBe(true);

    const setup = await api(app, 'POST', '/api/auth/setup-account', {
      token: second.body.accessToken,
      body: {
        username: `g_${sub.slice(-8)}`,
        gender: 'female',
        age: 22,
        countryCode: 'EG',
        countryName: 'مصر',
      },
    });
    expect(setup.status).toBe(200);

    const third = await signInWithGoogle(app, google, identity);
    expect(third.status).toBe(200);
    expect(third.body.user.id).toBe(first.body.user.id);
    expect(third.body.isNewUser).toBe(false);
    expect(third.body.user.accountSetupCompleted).toBe(true);
    const count = await app.dataSource.query(
      'SELECT count(*)::int AS n FROM users WHERE google_subject = $1',
      [sub],
    );
    expect(count[0].n).toBe(1);
  });

  it('signs a verified Google e-mail into the existing, verified e-mail account with that address', async () => {
    const email = gmail();
    const signup = await api(app, 'POST', '/api/auth/signup', {
      body: {
        email,
        password: 'secret-pass',
        username: `e_${randomUUID().slice(0, 8)}`,
        age: 30,
        gender: 'male',
        countryCode: 'SA',
        countryName: 'السعودية',
      },
    });
    expect(signup.status).toBe(201);
    // The owner verified the address. (An unverified account is taken from whoever typed the
    // address, password and sessions included: test/auth-takeover.int-spec.ts.)
    await app.dataSource.query('UPDATE users SET email_verified = true WHERE id = $1', [signup.body.user.id]);

    const sub = uniqueSub();
    const viaGoogle = await signInWithGoogle(app, google, {
      sub,
      email: email.toUpperCase(),
      email_verified: true,
    });
    expect(viaGoogle.status).toBe(200);
    expect(viaGoogle.body.user.id).toBe(signup.body.user.id);
    expect(viaGoogle.body.isNewUser).toBe(false);
    expect(viaGoogle.body.user.accountSetupCompleted).toBe(true);
    const rows = await app.dataSource.query(
      'SELECT google_subject, email_verified FROM users WHERE id = $1',
      [signup.body.user.id],
    );
    expect(rows).toEqual([{ google_subject: sub, email_verified: true }]);

    // The password still works for the same account.
    const login = await api(app, 'POST', '/api/auth/login', { body: { email, password: 'secret-pass' } });
    expect(login.status).toBe(200);
    expect(login.body.user.id).toBe(signup.body.user.id);
  });

  it('does not hand an e-mail account to a Google identity whose e-mail is unverified', async () => {
    const email = gmail();
    const signup = await api(app, 'POST', '/api/auth/signup', {
      body: {
        email,
        password: 'secret-pass',
        username: `u_${randomUUID().slice(0, 8)}`,
        age: 30,
        gender: 'male',
        countryCode: 'SA',
        countryName: 'السعودية',
      },
    });
    expect(signup.status).toBe(201);

    const viaGoogle = await signInWithGoogle(app, google, { sub: uniqueSub(), email, email_verified: false });
    expect(viaGoogle.status).toBe(200);
    expect(viaGoogle.body.user.id).not.toBe(signup.body.user.id);
    expect(viaGoogle.body.user.email).toBeNull();
    expect(viaGoogle.body.isNewUser).toBe(true);
    const rows = await app.dataSource.query('SELECT google_subject FROM users WHERE id = $1', [
      signup.body.user.id,
    ]);
    expect(rows).toEqual([{ google_subject: null }]);
  });

  describe('linking Google to a guest (spec 000 sections 4 and 8)', () => {
    /** `POST /api/auth/google/link` as `token`, after the same authorize round trip as sign-in. */
    async function linkAs(
      token: string,
      identity: { sub: string; email?: string; email_verified?: boolean },
    ) {
      await google.setIdentity(identity);
      const trip = await browserRoundTrip(app);
      return api(app, 'POST', '/api/auth/google/link', {
        token,
        body: { code: trip.code, state: trip.state },
        headers: trip.cookie ? { cookie: trip.cookie } : {},
      });
    }

    it('keeps the guest identity and character, and isGuest becomes false', async () => {
      const guest = await createPlayer(app);
      const email = gmail();
      const sub = uniqueSub();
      const linked = await linkAs(guest.token, { sub, email, email_verified: true });
      expect(linked.status).toBe(200);
      expect(linked.body).toMatchObject({
        isNewUser: false,
        user: { id: guest.userId, isGuest: false, email, emailVerified: true },
      });
      const character = await api(app, 'GET', '/api/character/profile', { token: linked.body.accessToken });
      expect(character.body.id).toBe(guest.characterId);
      // The guest's old tokens end; Google sign-in now reaches the same account.
      expect((await api(app, 'GET', '/api/auth/profile', { token: guest.token })).status).toBe(401);
      const again = await signInWithGoogle(app, google, { sub, email, email_verified: true });
      expect(again.body.user.id).toBe(guest.userId);
    });

    it('answers the guest-link codes: NOT_GUEST_USER, CREDENTIAL_ALREADY_IN_USE, EMAIL_ALREADY_IN_USE', async () => {
      const sub = uniqueSub();
      const email = gmail();
      const owner = await signInWithGoogle(app, google, { sub, email, email_verified: true });
      expect(owner.status).toBe(200);

      const notGuest = await linkAs(owner.body.accessToken, { sub: uniqueSub() });
      expect(notGuest.body).toMatchObject({ statusCode: 400, code: 'NOT_GUEST_USER' });

      const guest = await createPlayer(app);
      const taken = await linkAs(guest.token, { sub, email: gmail(), email_verified: true });
      expect(taken.body).toMatchObject({ statusCode: 409, code: 'CREDENTIAL_ALREADY_IN_USE' });
      const sameAddress = await linkAs(guest.token, { sub: uniqueSub(), email, email_verified: true });
      expect(sameAddress.body).toMatchObject({ statusCode: 409, code: 'EMAIL_ALREADY_IN_USE' });
      expect(sameAddress.body.message).toMatch(/[\u0600-\u06FF]/);
      expect((await api(app, 'GET', '/api/auth/profile', { token: guest.token })).body.user.isGuest).toBe(
        true,
      );
    });

    it('needs a signed-in player', async () => {
      const trip = await browserRoundTrip(app);
      const anonymous = await api(app, 'POST', '/api/auth/google/link', {
        body: { code: trip.code, state: trip.state },
        headers: trip.cookie ? { cookie: trip.cookie } : {},
      });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('on a server without Google configured', () => {
    let plain: TestApp;

    beforeAll(async () => {
      plain = await startTestApp();
    });
    afterAll(async () => {
      await plain?.close();
    });

    it('does not list Google as a provider', async () => {
      expect(await api(plain, 'GET', '/api/auth/providers')).toEqual({
        status: 200,
        body: { google: false },
      });
    });

    it('answers the authorize and callback routes with 404 AUTH_GOOGLE_NOT_CONFIGURED', async () => {
      const authorize = await fetch(`${plain.url}/api/auth/google/authorize`, { redirect: 'manual' });
      expect(authorize.status).toBe(404);
      expect(await authorize.json()).toMatchObject({
        code: 'AUTH_GOOGLE_NOT_CONFIGURED',
        message: 'تسجيل الدخول عبر Google غير متاح',
      });

      const callback = await api(plain, 'POST', '/api/auth/google/callback', {
        body: { code: 'x', state: 'y' },
      });
      expect(callback.status).toBe(404);
      expect(callback.body.code).toBe('AUTH_GOOGLE_NOT_CONFIGURED');
    });
  });
});
