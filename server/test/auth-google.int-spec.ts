import { randomUUID } from 'node:crypto';
import { api, connectSocket } from './support/api';
import { ack } from './support/chat';
import {
  browserRoundTrip,
  completeGoogleSignIn,
  MockGoogle,
  signInWithGoogle,
  startMockGoogle,
} from './support/auth/mock-google';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Google sign-in seen from an attacker's side: a sign-in finished in a browser that did not start
 * it (login CSRF: the victim ends up playing in the attacker's account), and the Google profile
 * name, which the player chooses at Google and every other player sees until account setup.
 */
describe('Google sign-in: browser binding and the Google name', () => {
  let google: MockGoogle;
  let app: TestApp;

  const uniqueSub = () => `google-${randomUUID()}`;

  beforeAll(async () => {
    google = await startMockGoogle();
    app = await startTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'darkcity-test-client',
        GOOGLE_CLIENT_SECRET: 'darkcity-test-secret',
        GOOGLE_ISSUER_URL: google.issuer,
        PUBLIC_URL: 'http://127.0.0.1:1',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await google?.close();
  });

  describe('the browser that started the sign-in', () => {
    it('binds the sign-in to the browser with an HttpOnly, SameSite cookie on the authorize redirect', async () => {
      const start = await fetch(`${app.url}/api/auth/google/authorize`, { redirect: 'manual' });
      await start.body?.cancel();
      const [cookie] = start.headers.getSetCookie();
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\/api\/auth\/google/);
      expect(cookie).toMatch(/Max-Age=600/);
      // The binding is not the state: the state travels in URLs, the cookie never does.
      const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
      expect(cookie).not.toContain(state);
    });

    it('refuses code and state from an attacker’s sign-in posted by a browser that did not start it', async () => {
      const sub = uniqueSub();
      await google.setIdentity({
        sub,
        email: `a${randomUUID().slice(0, 8)}@gmail.com`,
        email_verified: true,
      });
      const attacker = await browserRoundTrip(app);
      expect(attacker.cookie).toBeDefined();

      // The victim's browser opens /auth/callback?code=...&state=... from the attacker's link:
      // without a binding of its own, and with the binding of its own earlier sign-in.
      const victimOwnTrip = await browserRoundTrip(app);
      for (const cookie of [undefined, victimOwnTrip.cookie]) {
        const response = await completeGoogleSignIn(app, { ...attacker, cookie });
        expect(response.status).toBe(401);
        expect(response.body).toMatchObject({
          code: 'AUTH_GOOGLE_SIGN_IN_FAILED',
          message: 'فشل تسجيل الدخول عبر Google',
        });
        expect(response.body.accessToken).toBeUndefined();
      }
      const rows = await app.dataSource.query(
        'SELECT count(*)::int AS n FROM users WHERE google_subject = $1',
        [sub],
      );
      expect(rows[0].n).toBe(0);
    });

    it('finishes the sign-in in the browser that started it, also with two sign-ins open in two tabs', async () => {
      await google.setIdentity({ sub: uniqueSub() });
      const firstTab = await browserRoundTrip(app);
      const secondTab = await browserRoundTrip(app, firstTab.cookie);
      expect(secondTab.cookie).toBe(firstTab.cookie);
      expect((await completeGoogleSignIn(app, secondTab)).status).toBe(200);
      expect((await completeGoogleSignIn(app, firstTab)).status).toBe(200);
    });
  });

  describe('the Google name kept before account setup', () => {
    async function nameShownInGlobalChat(googleName: string): Promise<string> {
      const session = await signInWithGoogle(app, google, { sub: uniqueSub(), name: googleName });
      expect(session.status).toBe(200);
      expect(session.body.user.accountSetupCompleted).toBe(false);
      const account = await api(app, 'GET', '/api/auth/profile', { token: session.body.accessToken });
      return account.body.user.displayName as string;
    }

    it('does not let a player without account setup speak in the global chat under that name', async () => {
      const session = await signInWithGoogle(app, google, { sub: uniqueSub(), name: 'Google Player' });
      const socket = await connectSocket(app, session.body.accessToken);
      try {
        await ack(socket, 'join_global_chat');
        expect(await ack(socket, 'send_global_message', { content: 'مرحبا' })).toMatchObject({
          code: 'CHARACTER_REQUIRED',
          message: 'يجب إكمال إعداد الحساب أولاً',
        });
      } finally {
        socket.close();
      }
    });

    it('drops direction overrides, zero-width and blank characters from the Google name', async () => {
      expect(await nameShownInGlobalChat('\u202Eevil\u200B  name\u3164')).toBe('evil name');
    });

    it('keeps an ordinary Google name as it is', async () => {
      expect(await nameShownInGlobalChat('Google Player')).toBe('Google Player');
      expect(await nameShownInGlobalChat('محمد علي')).toBe('محمد علي');
    });

    it('cuts a long Google name to the 15 characters of a username', async () => {
      expect(await nameShownInGlobalChat('Abcdefghij Klmnopqrst Uvwxyz')).toBe('Abcdefghij Klmn');
    });

    it('falls back to لاعب for a Google name that is blank or imitates Latin letters with Cyrillic ones', async () => {
      expect(await nameShownInGlobalChat('\u3164\u200B\u202E')).toBe('لاعب');
      expect(await nameShownInGlobalChat('\u0430dmin')).toBe('لاعب');
    });
  });
});
