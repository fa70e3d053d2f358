import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { JwtService } from '@nestjs/jwt';
import { io } from 'socket.io-client';
import type { AccountAccessService } from '../src/modules/auth/account-access.service';
import type { AuthService } from '../src/modules/auth/auth.service';
import { api, connectSocket, createPlayer, signInAdmin } from './support/api';
import { errorBody } from './support/auth/errors';
import { raceBehindWriteLock } from './support/auth/race';
import { concretePath, declaredRoutes } from './support/auth/routes';
import { startTestApp, TestApp } from './support/test-app';
import { MESSAGES, unique, newEmail, signUpBody } from './support/accounts';

/**
 * Accounts (spec 000 sections 3 to 5 and 8; DESIGN.md section 4): guests, e-mail sign-up and
 * sign-in, account setup, guest upgrade, admin check, authentication on every route, bans,
 * rate limits and the (user, ip) record.
 * This file: admin check, authentication on every route, bans, user IPs, rate limits on the auth routes.
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
    // From source: the route sweep reads the controllers' decorator metadata, which the build's
    // reflect-metadata keeps apart from the test's.
    app = await startTestApp({ fromSource: true });
  });
  afterAll(async () => {
    await app?.close();
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
      const auth = app.app.get<AuthService>('AuthService');
      await auth.ensureAdmin(app.config.ADMIN_EMAIL, app.config.ADMIN_PASSWORD);
      expect(await auth.ensureAdmin(app.config.ADMIN_EMAIL, app.config.ADMIN_PASSWORD)).toBe(false);
      expect(await countUsers('lower(email) = lower($1)', [app.config.ADMIN_EMAIL])).toBe(1);
    });

    it('creates one admin and fails no node when two nodes start on an empty database at once', async () => {
      const email = `admin.${unique(6)}@darkcity.local`;
      const auth = app.app.get<AuthService>('AuthService');
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
      'GET /api/health/live',
      'GET /api/health/ready',
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
      // Stripe's deliveries carry a signature instead of a token (checked on the raw body).
      'POST /api/payments/stripe/webhook',
      // The service worker, which holds no token: the VAPID public key it subscribes with, and the
      // renewal of a subscription the browser rotated, proven by the old endpoint and its auth secret.
      'GET /api/push/vapid-public-key',
      'PUT /api/push/subscriptions',
    ];

    it('marks only the sign-in, recovery, provider, health, media and service-worker push routes public', () => {
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
      for (const id of [userId, deviceGuest.body.user.id as string])
        await app.app.get<AccountAccessService>('AccountAccessService').invalidate(id);
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
