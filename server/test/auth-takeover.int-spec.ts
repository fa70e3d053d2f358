import { randomUUID } from 'node:crypto';
import { api, connectSocket } from './support/api';
import { Mailbox, startMailbox, tokenFromLink } from './support/auth/mailbox';
import { MockGoogle, signInWithGoogle, startMockGoogle } from './support/auth/mock-google';
import { raceBehindWriteLock } from './support/auth/race';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Taking over someone else's account through the joins between sign-in methods: an e-mail account
 * opened with another person's address before they sign in with Google (account pre-hijacking),
 * a Google identity claiming an account another Google identity holds, and a guest upgrade raced
 * with two addresses so the verification of one address lands on the other.
 */
describe('account takeover across sign-in methods', () => {
  const PUBLIC_URL = 'http://game.test';
  const VERIFY_LINK = `${PUBLIC_URL}/verify-email?token=`;
  let google: MockGoogle;
  let mailbox: Mailbox;
  let app: TestApp;

  const unique = () => randomUUID().replace(/-/g, '').slice(0, 10);
  const gmail = () => `v${unique()}@gmail.com`;

  async function signUp(email: string, password: string) {
    const response = await api(app, 'POST', '/api/auth/signup', {
      body: {
        email,
        password,
        username: `t_${unique()}`,
        age: 30,
        gender: 'male',
        countryCode: 'SA',
        countryName: 'السعودية',
      },
    });
    expect(response.status).toBe(201);
    return response.body as { accessToken: string; refreshToken: string; user: { id: string } };
  }
  const signIn = (email: string, password: string) =>
    api(app, 'POST', '/api/auth/login', { body: { email, password } });
  const refresh = (refreshToken: string) => api(app, 'POST', '/api/auth/refresh', { body: { refreshToken } });
  const profile = (token: string) => api(app, 'GET', '/api/auth/profile', { token });

  beforeAll(async () => {
    [google, mailbox] = await Promise.all([startMockGoogle(), startMailbox()]);
    app = await startTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'darkcity-test-client',
        GOOGLE_CLIENT_SECRET: 'darkcity-test-secret',
        GOOGLE_ISSUER_URL: google.issuer,
        SMTP_URL: mailbox.url,
        PUBLIC_URL,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([google?.close(), mailbox?.close()]);
  });

  describe('Google sign-in into an e-mail account', () => {
    it('takes an unverified account away from whoever typed the address: their password, refresh tokens, access tokens and sockets stop working', async () => {
      const victim = gmail();
      // Someone who does not own the address opens an account with it and keeps the session.
      const squatter = await signUp(victim, 'squatter-pass');
      const squatterSocket = await connectSocket(app, squatter.accessToken);
      const dropped = new Promise<string>((resolve) => squatterSocket.once('disconnect', resolve));

      // The owner signs in with Google (which proves the address) and lands in that account.
      const owner = await signInWithGoogle(app, google, {
        sub: `google-${unique()}`,
        email: victim,
        email_verified: true,
      });
      expect(owner.status).toBe(200);
      expect(owner.body.user).toMatchObject({ id: squatter.user.id, emailVerified: true });

      const password = await signIn(victim, 'squatter-pass');
      expect(password.status).toBe(401);
      expect(password.body.code).toBe('AUTH_INVALID_CREDENTIALS');
      const refreshed = await refresh(squatter.refreshToken);
      expect(refreshed.status).toBe(401);
      expect(refreshed.body.code).toBe('AUTH_INVALID_REFRESH_TOKEN');
      expect((await profile(squatter.accessToken)).status).toBe(401);
      expect(await dropped).toBe('io server disconnect');

      // The owner's own session works.
      expect((await profile(owner.body.accessToken)).status).toBe(200);
      expect((await refresh(owner.body.refreshToken)).status).toBe(200);
    });

    it('keeps the password and sessions of an account whose owner verified the address', async () => {
      const email = gmail();
      const account = await signUp(email, 'owner-pass');
      const token = tokenFromLink((await mailbox.waitFor(email)).text, VERIFY_LINK);
      expect((await api(app, 'POST', '/api/auth/verify-email', { body: { token } })).status).toBe(200);

      const viaGoogle = await signInWithGoogle(app, google, {
        sub: `google-${unique()}`,
        email,
        email_verified: true,
      });
      expect(viaGoogle.status).toBe(200);
      expect(viaGoogle.body.user.id).toBe(account.user.id);
      const password = await signIn(email, 'owner-pass');
      expect(password.status).toBe(200);
      expect(password.body.user.id).toBe(account.user.id);
      expect((await profile(account.accessToken)).status).toBe(200);
      expect((await refresh(account.refreshToken)).status).toBe(200);
    });

    it('does not give an account linked to one Google identity to another Google identity with the same e-mail', async () => {
      const email = gmail();
      const firstSub = `google-${unique()}`;
      const first = await signInWithGoogle(app, google, { sub: firstSub, email, email_verified: true });
      expect(first.status).toBe(200);

      const other = await signInWithGoogle(app, google, {
        sub: `google-${unique()}`,
        email,
        email_verified: true,
      });
      expect(other.status).toBe(409);
      expect(other.body).toMatchObject({
        code: 'PROVIDER_ALREADY_LINKED',
        message: 'هذا الحساب مرتبط بالفعل',
      });
      const rows = await app.dataSource.query('SELECT google_subject FROM users WHERE id = $1', [
        first.body.user.id,
      ]);
      expect(rows).toEqual([{ google_subject: firstSub }]);

      const again = await signInWithGoogle(app, google, { sub: firstSub, email, email_verified: true });
      expect(again.status).toBe(200);
      expect(again.body.user.id).toBe(first.body.user.id);
    });
  });

  describe('guest upgrade raced with itself', () => {
    async function newGuest() {
      const guest = await api(app, 'POST', '/api/auth/create-guest', { body: { firebaseUid: randomUUID() } });
      expect(guest.status).toBe(200);
      return guest.body as { accessToken: string; user: { id: string } };
    }
    const linkEmail = (token: string, email: string) =>
      api(app, 'POST', '/api/auth/link-email', { token, body: { email, password: 'linked-pass' } });

    it('links one of two addresses sent at once; the other is refused and gets no verification link', async () => {
      const guest = await newGuest();
      const [mine, theirs] = [gmail(), gmail()];
      const settled = await raceBehindWriteLock(app.config.DATABASE_URL, 'users', 2, () => [
        linkEmail(guest.accessToken, mine),
        linkEmail(guest.accessToken, theirs),
      ]);
      const responses = settled.map((result) => {
        if (result.status === 'rejected') throw result.reason;
        return result.value;
      });
      expect(responses.map((r) => r.status).sort()).toEqual([200, 400]);
      const winner = responses.find((r) => r.status === 200)!;
      const loser = responses.find((r) => r.status === 400)!;
      expect(loser.body.code).toBe('NOT_GUEST_USER');

      const [row] = await app.dataSource.query('SELECT email FROM users WHERE id = $1', [guest.user.id]);
      expect(row.email).toBe(winner.body.user.email);
      const lost = winner.body.user.email === mine ? theirs : mine;
      await mailbox.waitFor(row.email);
      expect(mailbox.to(lost)).toHaveLength(0);
      expect((await signIn(lost, 'linked-pass')).status).toBe(401);
      expect((await signIn(row.email, 'linked-pass')).status).toBe(200);
      // The session the winning call returned is the account's live session.
      expect((await profile(winner.body.accessToken)).status).toBe(200);
    });

    it('links once when the same upgrade is sent twice at once (double click)', async () => {
      const guest = await newGuest();
      const email = gmail();
      const settled = await raceBehindWriteLock(app.config.DATABASE_URL, 'users', 2, () => [
        linkEmail(guest.accessToken, email),
        linkEmail(guest.accessToken, email),
      ]);
      const statuses = settled.map((result) => (result.status === 'fulfilled' ? result.value.status : 0));
      expect(statuses.sort()).toEqual([200, 400]);
      await mailbox.waitFor(email);
      expect(mailbox.to(email)).toHaveLength(1);
    });
  });
});
