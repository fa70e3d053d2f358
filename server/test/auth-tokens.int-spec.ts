import { randomUUID } from 'node:crypto';
import { api } from './support/api';
import { errorBody } from './support/auth/errors';
import { raceBehindWriteLock } from './support/auth/race';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * Rotating refresh tokens (DESIGN.md section 4): each refresh replaces the token; presenting a
 * replaced token after the grace window (REFRESH_REUSE_GRACE_SECONDS, 20 by default) is reuse and
 * revokes the whole family; logout revokes the family.
 */
describe('refresh tokens', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await sharedTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  async function newSession() {
    const guest = await api(app, 'POST', '/api/auth/create-guest', { body: { firebaseUid: randomUUID() } });
    expect(guest.status).toBe(200);
    return guest.body as { accessToken: string; refreshToken: string; user: { id: string } };
  }

  const refresh = (refreshToken: string) => api(app, 'POST', '/api/auth/refresh', { body: { refreshToken } });

  /** Moves every rotation of a user's tokens `seconds` into the past, as if that time had gone by. */
  async function ageRotations(userId: string, seconds: number): Promise<void> {
    await app.dataSource.query(
      `UPDATE refresh_sessions SET replaced_at = replaced_at - make_interval(secs => $2)
       WHERE user_id = $1 AND replaced_at IS NOT NULL`,
      [userId, seconds],
    );
  }

  it('rotates: a refresh returns a new refresh token and a working access token', async () => {
    const session = await newSession();
    const rotated = await refresh(session.refreshToken);
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: 3600,
      isNewUser: false,
      user: { id: session.user.id, isGuest: true },
    });
    expect(rotated.body.refreshToken).not.toBe(session.refreshToken);

    const profile = await api(app, 'GET', '/api/auth/profile', { token: rotated.body.accessToken });
    expect(profile.status).toBe(200);
    expect(profile.body.user.id).toBe(session.user.id);

    // The new token rotates again.
    const again = await refresh(rotated.body.refreshToken);
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(session.user.id);
  });

  it('stores refresh tokens hashed, never in clear', async () => {
    const session = await newSession();
    const rows = await app.dataSource.query('SELECT token_hash FROM refresh_sessions WHERE user_id = $1', [
      session.user.id,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(session.refreshToken);
  });

  it('treats a second use of a rotated token as reuse: 401 AUTH_REFRESH_TOKEN_REUSED and the whole family is revoked', async () => {
    const session = await newSession();
    const rotated = await refresh(session.refreshToken);
    expect(rotated.status).toBe(200);
    await ageRotations(session.user.id, 21);

    const reuse = await refresh(session.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual(
      errorBody(401, 'AUTH_REFRESH_TOKEN_REUSED', 'تم إنهاء الجلسة لأسباب أمنية، يرجى تسجيل الدخول من جديد'),
    );

    // The token the legitimate holder got from the rotation is dead too.
    const newer = await refresh(rotated.body.refreshToken);
    expect(newer.status).toBe(401);
    expect(newer.body.code).toBe('AUTH_INVALID_REFRESH_TOKEN');
  });

  it('retires the access tokens already handed out when reuse revokes a family', async () => {
    const session = await newSession();
    const rotated = await refresh(session.refreshToken);
    const profile = (token: string) => api(app, 'GET', '/api/auth/profile', { token });
    expect((await profile(rotated.body.accessToken)).status).toBe(200);
    await ageRotations(session.user.id, 21);

    expect((await refresh(session.refreshToken)).body.code).toBe('AUTH_REFRESH_TOKEN_REUSED');
    for (const token of [session.accessToken, rotated.body.accessToken]) {
      const refused = await profile(token);
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('UNAUTHENTICATED');
    }
  });

  it('revokes every later token of the family on reuse, and only that family', async () => {
    const session = await newSession();
    const otherDevice = await newSession();
    const second = await refresh(session.refreshToken);
    const third = await refresh(second.body.refreshToken);
    expect(third.status).toBe(200);
    await ageRotations(session.user.id, 21);

    expect((await refresh(session.refreshToken)).body.code).toBe('AUTH_REFRESH_TOKEN_REUSED');
    expect((await refresh(third.body.refreshToken)).body.code).toBe('AUTH_INVALID_REFRESH_TOKEN');
    expect((await refresh(otherDevice.refreshToken)).status).toBe(200);
  });

  it('logout revokes the family: a refresh afterwards is 401 AUTH_INVALID_REFRESH_TOKEN', async () => {
    const session = await newSession();
    const rotated = await refresh(session.refreshToken);

    const logout = await api(app, 'POST', '/api/auth/logout', {
      body: { refreshToken: rotated.body.refreshToken },
    });
    expect(logout).toEqual({ status: 200, body: { success: true } });

    const after = await refresh(rotated.body.refreshToken);
    expect(after.status).toBe(401);
    expect(after.body).toEqual(
      errorBody(401, 'AUTH_INVALID_REFRESH_TOKEN', 'انتهت الجلسة، يرجى تسجيل الدخول من جديد'),
    );
  });

  it('logout leaves the sessions of other devices alone', async () => {
    const deviceId = randomUUID();
    const first = await api(app, 'POST', '/api/auth/create-guest', { body: { firebaseUid: deviceId } });
    const second = await api(app, 'POST', '/api/auth/create-guest', { body: { firebaseUid: deviceId } });
    expect(second.body.user.id).toBe(first.body.user.id);

    await api(app, 'POST', '/api/auth/logout', { body: { refreshToken: first.body.refreshToken } });
    expect((await refresh(first.body.refreshToken)).status).toBe(401);
    expect((await refresh(second.body.refreshToken)).status).toBe(200);
  });

  it('answers logout with an unknown token as success', async () => {
    const logout = await api(app, 'POST', '/api/auth/logout', { body: { refreshToken: 'never-issued' } });
    expect(logout).toEqual({ status: 200, body: { success: true } });
  });

  it('refuses an unknown refresh token with 401 AUTH_INVALID_REFRESH_TOKEN', async () => {
    const response = await refresh('never-issued-token');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('AUTH_INVALID_REFRESH_TOKEN');
  });

  it('refuses an expired refresh token', async () => {
    const session = await newSession();
    await app.dataSource.query(
      `UPDATE refresh_sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [session.user.id],
    );
    const response = await refresh(session.refreshToken);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('AUTH_INVALID_REFRESH_TOKEN');
  });

  it('rejects a missing refresh token with the validation body', async () => {
    const response = await api(app, 'POST', '/api/auth/refresh', { body: {} });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(errorBody(400, 'VALIDATION_FAILED', 'Validation failed'));
    expect(response.body.details).toContain('رمز التحديث مطلوب');
  });

  it('lets two concurrent refreshes with the same token (two tabs) both go on, each with its own token of the one family', async () => {
    const session = await newSession();
    const settled = await raceBehindWriteLock(app.config.DATABASE_URL, 'refresh_sessions', 2, () => [
      refresh(session.refreshToken),
      refresh(session.refreshToken),
    ]);
    const results = settled.map((result) => {
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    });
    expect(results.map((result) => result.status)).toEqual([200, 200]);
    const [first, second] = results.map((result) => result.body.refreshToken as string);
    expect(first).not.toBe(second);
    const rows = await app.dataSource.query(
      `SELECT count(*)::int AS total, count(DISTINCT family_id)::int AS families,
              count(*) FILTER (WHERE replaced_at IS NOT NULL)::int AS replaced
       FROM refresh_sessions WHERE user_id = $1`,
      [session.user.id],
    );
    expect(rows[0]).toEqual({ total: 3, families: 1, replaced: 1 });
    // Both tabs keep refreshing on their own tokens.
    expect((await refresh(first)).status).toBe(200);
    expect((await refresh(second)).status).toBe(200);
  });

  it('gives a retry after a lost response a new token within the grace window, and treats the same token as stolen after it', async () => {
    const session = await newSession();
    expect((await refresh(session.refreshToken)).status).toBe(200);
    await ageRotations(session.user.id, 19);
    const retry = await refresh(session.refreshToken);
    expect(retry.status).toBe(200);
    expect(retry.body.user.id).toBe(session.user.id);

    await ageRotations(session.user.id, 2);
    const late = await refresh(session.refreshToken);
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('AUTH_REFRESH_TOKEN_REUSED');
    expect((await refresh(retry.body.refreshToken)).body.code).toBe('AUTH_INVALID_REFRESH_TOKEN');
  });
});
