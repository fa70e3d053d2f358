import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { MailService } from '../src/modules/mail/mail.service';
import { api, connectSocket } from './support/api';
import { Mailbox, startMailbox, tokenFromLink } from './support/auth/mailbox';
import { raceBehindWriteLock } from './support/auth/race';
import { startTestApp, TestApp } from './support/test-app';

/**
 * Account mails over real SMTP (a local smtp-server): e-mail verification and password reset links
 * built from PUBLIC_URL, single-use tokens, and a reset that signs every session out.
 */
describe('account mails (verification and password reset)', () => {
  const PUBLIC_URL = 'http://game.test';
  const VERIFY_LINK = `${PUBLIC_URL}/verify-email?token=`;
  const RESET_LINK = `${PUBLIC_URL}/reset-password?token=`;
  let mailbox: Mailbox;
  let app: TestApp;

  const newEmail = () => `m${randomUUID().slice(0, 12)}@gmail.com`;

  async function signUp(email = newEmail(), password = 'first-pass') {
    const response = await api(app, 'POST', '/api/auth/signup', {
      body: {
        email,
        password,
        username: `m_${randomUUID().slice(0, 10)}`,
        age: 25,
        gender: 'female',
        countryCode: 'AE',
        countryName: 'الإمارات',
      },
    });
    expect(response.status).toBe(201);
    return { email, password, session: response.body };
  }

  beforeAll(async () => {
    mailbox = await startMailbox();
    app = await startTestApp({ env: { SMTP_URL: mailbox.url, PUBLIC_URL } });
  });
  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
  });

  /** Posts `body` to `path` twice at once (both held at the auth_tokens write lock); the statuses, sorted. */
  async function raceTwice(path: string, body: Record<string, string>): Promise<number[]> {
    const settled = await raceBehindWriteLock(app.config.DATABASE_URL, 'auth_tokens', 2, () => [
      api(app, 'POST', path, { body }),
      api(app, 'POST', path, { body }),
    ]);
    return settled.map((result) => (result.status === 'fulfilled' ? result.value.status : 0)).sort();
  }

  /**
   * A mail over an address's hourly budget is never sent: once the budget's mails are in, a short
   * quiet time in which no further one arrives (the refused ones are answered before any SMTP).
   */
  const quietTime = () => new Promise((resolve) => setTimeout(resolve, 300));

  describe('e-mail verification', () => {
    it('mails a verification link to the address on sign-up', async () => {
      const { email } = await signUp();
      const mails = mailbox.to(email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('تأكيد البريد الإلكتروني');
      expect(mails[0].text).toContain(VERIFY_LINK);
      expect(tokenFromLink(mails[0].text, VERIFY_LINK)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('verifies the e-mail with the mailed token, once', async () => {
      const { email, session } = await signUp();
      const before = await api(app, 'GET', '/api/auth/profile', { token: session.accessToken });
      expect(before.body.user.emailVerified).toBe(false);

      const token = tokenFromLink((await mailbox.waitFor(email)).text, VERIFY_LINK);
      const verified = await api(app, 'POST', '/api/auth/verify-email', { body: { token } });
      expect(verified).toEqual({ status: 200, body: { success: true } });

      const after = await api(app, 'GET', '/api/auth/profile', { token: session.accessToken });
      expect(after.status).toBe(200);
      expect(after.body.user.emailVerified).toBe(true);

      const reused = await api(app, 'POST', '/api/auth/verify-email', { body: { token } });
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({
        code: 'AUTH_INVALID_TOKEN',
        message: 'الرابط غير صالح أو منتهي الصلاحية',
      });
    });

    it('refuses an unknown token and an empty one', async () => {
      const unknown = await api(app, 'POST', '/api/auth/verify-email', { body: { token: randomUUID() } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.code).toBe('AUTH_INVALID_TOKEN');

      const empty = await api(app, 'POST', '/api/auth/verify-email', { body: { token: '' } });
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ message: 'Validation failed', details: ['الرمز مطلوب'] });
    });

    it('resends a fresh link on request while unverified, and none once verified', async () => {
      const { email, session } = await signUp();
      const resent = await api(app, 'POST', '/api/auth/verify-email/resend', { token: session.accessToken });
      expect(resent).toEqual({ status: 200, body: { success: true } });
      const mails = mailbox.to(email);
      expect(mails).toHaveLength(2);
      const [first, second] = mails.map((mail) => tokenFromLink(mail.text, VERIFY_LINK));
      expect(second).not.toBe(first);

      expect((await api(app, 'POST', '/api/auth/verify-email', { body: { token: second } })).status).toBe(
        200,
      );
      const again = await api(app, 'POST', '/api/auth/verify-email/resend', { token: session.accessToken });
      expect(again.status).toBe(200);
      expect(mailbox.to(email)).toHaveLength(2);
    });

    it('mails a verification link when a guest is upgraded to e-mail', async () => {
      const guest = await api(app, 'POST', '/api/auth/create-guest', { body: { firebaseUid: randomUUID() } });
      const email = newEmail();
      const linked = await api(app, 'POST', '/api/auth/link-email', {
        token: guest.body.accessToken,
        body: { email, password: 'linked-pass' },
      });
      expect(linked.status).toBe(200);
      expect(mailbox.to(email)).toHaveLength(1);
      expect(mailbox.to(email)[0].text).toContain(VERIFY_LINK);
    });

    it('verifies once when the same link is opened twice at the same time', async () => {
      const { email } = await signUp();
      const token = tokenFromLink((await mailbox.waitFor(email)).text, VERIFY_LINK);
      const statuses = await raceTwice('/api/auth/verify-email', { token });
      expect(statuses).toEqual([200, 400]);
    });

    it('sends at most 5 verification mails to an address an hour, however often a link is asked for', async () => {
      const { email, session } = await signUp();
      for (let i = 0; i < 7; i++) {
        const resent = await api(app, 'POST', '/api/auth/verify-email/resend', {
          token: session.accessToken,
        });
        expect(resent).toEqual({ status: 200, body: { success: true } });
      }
      await mailbox.waitForCount(email, 5);
      await quietTime();
      expect(mailbox.to(email)).toHaveLength(5);
    });
  });

  describe('on a production server without SMTP', () => {
    let production: TestApp;

    beforeAll(async () => {
      production = await startTestApp({
        env: {
          NODE_ENV: 'production',
          JWT_SECRET: 'a-production-secret-of-our-own',
          ADMIN_PASSWORD: 'a-production-admin-password',
          PUBLIC_URL,
        },
      });
    });
    afterAll(async () => {
      await production?.close();
    });

    it('never writes a reset or verification link to the log', async () => {
      const logger = (production.app.get<MailService>('MailService') as unknown as { logger: Logger }).logger;
      const logged: string[] = [];
      for (const level of ['log', 'warn', 'error', 'debug', 'verbose'] as const)
        jest.spyOn(logger, level).mockImplementation((...args: unknown[]) => {
          logged.push(args.map(String).join(' '));
        });
      const email = newEmail();
      const signup = await api(production, 'POST', '/api/auth/signup', {
        body: {
          email,
          password: 'first-pass',
          username: `p_${randomUUID().slice(0, 10)}`,
          age: 25,
          gender: 'male',
          countryCode: 'SA',
          countryName: 'السعودية',
        },
      });
      expect(signup.status).toBe(201);
      const reset = await api(production, 'POST', '/api/auth/password-reset/request', { body: { email } });
      expect(reset.status).toBe(200);
      expect(logged.length).toBeGreaterThan(0);
      for (const line of logged) {
        expect(line).not.toContain('token=');
        expect(line).not.toContain(PUBLIC_URL);
      }
    });
  });

  describe('with the mail server down', () => {
    let offline: TestApp;

    beforeAll(async () => {
      // Nothing listens on port 1: every send fails with ECONNREFUSED.
      offline = await startTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1', PUBLIC_URL } });
    });
    afterAll(async () => {
      await offline?.close();
    });

    const signUpOffline = (email: string) =>
      api(offline, 'POST', '/api/auth/signup', {
        body: {
          email,
          password: 'first-pass',
          username: `o_${randomUUID().slice(0, 10)}`,
          age: 25,
          gender: 'female',
          countryCode: 'AE',
          countryName: 'الإمارات',
        },
      });

    it('answers a reset request for a registered e-mail exactly like one for an unknown e-mail', async () => {
      const email = newEmail();
      expect((await signUpOffline(email)).status).toBe(201);
      const registered = await api(offline, 'POST', '/api/auth/password-reset/request', { body: { email } });
      const unknown = await api(offline, 'POST', '/api/auth/password-reset/request', {
        body: { email: newEmail() },
      });
      expect(unknown).toEqual({ status: 200, body: { success: true } });
      expect(registered).toEqual(unknown);
    });

    it('signs the player up and answers 201 with the session although the verification mail failed', async () => {
      const email = newEmail();
      const response = await signUpOffline(email);
      expect(response.status).toBe(201);
      expect(response.body.user).toMatchObject({ email, emailVerified: false });
      const login = await api(offline, 'POST', '/api/auth/login', {
        body: { email, password: 'first-pass' },
      });
      expect(login.status).toBe(200);
    });
  });

  describe('password reset', () => {
    it('mails a reset link for a registered e-mail (any letter case)', async () => {
      const { email } = await signUp();
      const response = await api(app, 'POST', '/api/auth/password-reset/request', {
        body: { email: email.toUpperCase() },
      });
      expect(response).toEqual({ status: 200, body: { success: true } });
      await mailbox.waitFor(email, (mail) => mail.text.includes(RESET_LINK));
      const reset = mailbox.to(email).filter((mail) => mail.text.includes(RESET_LINK));
      expect(reset).toHaveLength(1);
      expect(reset[0].subject).toBe('إعادة تعيين كلمة المرور');
      expect(tokenFromLink(reset[0].text, RESET_LINK)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('answers the same for an unknown e-mail and sends nothing', async () => {
      const before = mailbox.messages.length;
      const email = newEmail();
      const response = await api(app, 'POST', '/api/auth/password-reset/request', { body: { email } });
      expect(response).toEqual({ status: 200, body: { success: true } });
      expect(mailbox.to(email)).toHaveLength(0);
      expect(mailbox.messages).toHaveLength(before);
    });

    it('sets the new password from the mailed token and signs every session out', async () => {
      const { email, password, session } = await signUp();
      const otherDevice = await api(app, 'POST', '/api/auth/login', { body: { email, password } });
      expect(otherDevice.status).toBe(200);
      const openSocket = await connectSocket(app, otherDevice.body.accessToken);
      const dropped = new Promise<string>((resolve) => openSocket.once('disconnect', resolve));

      await api(app, 'POST', '/api/auth/password-reset/request', { body: { email } });
      const token = tokenFromLink(
        (await mailbox.waitFor(email, (mail) => mail.text.includes(RESET_LINK))).text,
        RESET_LINK,
      );
      const confirmed = await api(app, 'POST', '/api/auth/password-reset/confirm', {
        body: { token, password: 'second-pass' },
      });
      expect(confirmed).toEqual({ status: 200, body: { success: true } });

      const oldPassword = await api(app, 'POST', '/api/auth/login', { body: { email, password } });
      expect(oldPassword.status).toBe(401);
      expect(oldPassword.body.message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
      const newPassword = await api(app, 'POST', '/api/auth/login', {
        body: { email, password: 'second-pass' },
      });
      expect(newPassword.status).toBe(200);
      expect(newPassword.body.user.id).toBe(session.user.id);

      for (const refreshToken of [session.refreshToken, otherDevice.body.refreshToken]) {
        const refreshed = await api(app, 'POST', '/api/auth/refresh', { body: { refreshToken } });
        expect(refreshed.status).toBe(401);
        expect(refreshed.body.code).toBe('AUTH_INVALID_REFRESH_TOKEN');
      }
      // Access tokens signed before the reset are refused at once, not only when they expire,
      // and the sockets opened with them are closed by the server.
      const oldAccess = await api(app, 'GET', '/api/auth/profile', { token: session.accessToken });
      expect(oldAccess.status).toBe(401);
      expect(oldAccess.body.code).toBe('UNAUTHENTICATED');
      expect(await dropped).toBe('io server disconnect');
      await expect(connectSocket(app, otherDevice.body.accessToken)).rejects.toMatchObject({
        body: { code: 'UNAUTHENTICATED' },
      });
      (await connectSocket(app, newPassword.body.accessToken)).close();
      // The session signed in after the reset is not affected.
      expect(
        (await api(app, 'GET', '/api/auth/profile', { token: newPassword.body.accessToken })).status,
      ).toBe(200);
      const fresh = await api(app, 'POST', '/api/auth/refresh', {
        body: { refreshToken: newPassword.body.refreshToken },
      });
      expect(fresh.status).toBe(200);
    });

    it('accepts a reset token once', async () => {
      const { email } = await signUp();
      await api(app, 'POST', '/api/auth/password-reset/request', { body: { email } });
      const token = tokenFromLink(
        (await mailbox.waitFor(email, (mail) => mail.text.includes(RESET_LINK))).text,
        RESET_LINK,
      );
      expect(
        (
          await api(app, 'POST', '/api/auth/password-reset/confirm', {
            body: { token, password: 'second-pass' },
          })
        ).status,
      ).toBe(200);

      const reused = await api(app, 'POST', '/api/auth/password-reset/confirm', {
        body: { token, password: 'third-pass' },
      });
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({
        code: 'AUTH_INVALID_TOKEN',
        message: 'الرابط غير صالح أو منتهي الصلاحية',
      });
      expect(
        (await api(app, 'POST', '/api/auth/login', { body: { email, password: 'third-pass' } })).status,
      ).toBe(401);
      expect(
        (await api(app, 'POST', '/api/auth/login', { body: { email, password: 'second-pass' } })).status,
      ).toBe(200);
    });

    it('refuses an expired reset token and keeps the old password', async () => {
      const { email, password, session } = await signUp();
      await api(app, 'POST', '/api/auth/password-reset/request', { body: { email } });
      const token = tokenFromLink(
        (await mailbox.waitFor(email, (mail) => mail.text.includes(RESET_LINK))).text,
        RESET_LINK,
      );
      await app.dataSource.query(
        `UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1 AND purpose = 'password_reset'`,
        [session.user.id],
      );
      const response = await api(app, 'POST', '/api/auth/password-reset/confirm', {
        body: { token, password: 'second-pass' },
      });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('AUTH_INVALID_TOKEN');
      expect((await api(app, 'POST', '/api/auth/login', { body: { email, password } })).status).toBe(200);
    });

    it('does not take a verification token as a reset token', async () => {
      const { email, password } = await signUp();
      const verifyToken = tokenFromLink((await mailbox.waitFor(email)).text, VERIFY_LINK);
      const response = await api(app, 'POST', '/api/auth/password-reset/confirm', {
        body: { token: verifyToken, password: 'hijacked-pass' },
      });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('AUTH_INVALID_TOKEN');
      expect((await api(app, 'POST', '/api/auth/login', { body: { email, password } })).status).toBe(200);
    });

    it('accepts a reset token once when it is sent twice at the same time', async () => {
      const { email } = await signUp();
      await api(app, 'POST', '/api/auth/password-reset/request', { body: { email } });
      const token = tokenFromLink(
        (await mailbox.waitFor(email, (mail) => mail.text.includes(RESET_LINK))).text,
        RESET_LINK,
      );
      const statuses = await raceTwice('/api/auth/password-reset/confirm', { token, password: 'raced-pass' });
      expect(statuses).toEqual([200, 400]);
    });

    it('ends every other reset link of the account once one of them set the password', async () => {
      const { email } = await signUp();
      for (let i = 0; i < 2; i++)
        await api(app, 'POST', '/api/auth/password-reset/request', { body: { email } });
      const [older, newer] = (
        await mailbox.waitForCount(email, 2, (mail) => mail.text.includes(RESET_LINK))
      ).map((mail) => tokenFromLink(mail.text, RESET_LINK));
      expect(older).toBeDefined();
      expect(newer).toBeDefined();
      const used = await api(app, 'POST', '/api/auth/password-reset/confirm', {
        body: { token: newer, password: 'owner-new-pass' },
      });
      expect(used.status).toBe(200);

      const stale = await api(app, 'POST', '/api/auth/password-reset/confirm', {
        body: { token: older, password: 'intruder-pass' },
      });
      expect(stale.status).toBe(400);
      expect(stale.body.code).toBe('AUTH_INVALID_TOKEN');
      expect(
        (await api(app, 'POST', '/api/auth/login', { body: { email, password: 'owner-new-pass' } })).status,
      ).toBe(200);
    });

    it('sends at most 5 reset mails to an address an hour, answering every request the same', async () => {
      const { email } = await signUp();
      for (let i = 0; i < 7; i++) {
        const response = await api(app, 'POST', '/api/auth/password-reset/request', { body: { email } });
        expect(response).toEqual({ status: 200, body: { success: true } });
      }
      await mailbox.waitForCount(email, 5, (mail) => mail.text.includes(RESET_LINK));
      await quietTime();
      expect(mailbox.to(email).filter((mail) => mail.text.includes(RESET_LINK))).toHaveLength(5);
    });

    it('validates the new password length (6 to 100)', async () => {
      const short = await api(app, 'POST', '/api/auth/password-reset/confirm', {
        body: { token: 'x', password: '12345' },
      });
      expect(short.status).toBe(400);
      expect(short.body).toMatchObject({
        message: 'Validation failed',
        details: ['كلمة المرور يجب أن يكون 6 أحرف على الأقل'],
      });
      const long = await api(app, 'POST', '/api/auth/password-reset/confirm', {
        body: { token: 'x', password: 'a'.repeat(101) },
      });
      expect(long.status).toBe(400);
      expect(long.body.details).toEqual(['كلمة المرور يجب أن يكون 100 أحرف كحد أقصى']);
    });
  });
});
