import jwt from 'jsonwebtoken';
import { api, connectSocket, createPlayer } from './support/api';
import { ack } from './support/chat';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/** HTTP hardening (DESIGN.md section 9): helmet's headers on every response, HS256-only access tokens. */
describe('HTTP security', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await sharedTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends the security headers and the content security policy on API answers and errors', async () => {
    for (const path of ['/api/health', '/api/auth/profile', '/api/no-such-route']) {
      const response = await fetch(`${app.url}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("connect-src 'self' ws: wss:");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('accepts its own HS256 access tokens and refuses a token signed with another algorithm or none', async () => {
    const player = await createPlayer(app);
    expect((await api(app, 'GET', '/api/auth/profile', { token: player.token })).status).toBe(200);
    const sub = player.userId;
    const hs512 = jwt.sign({ sub }, app.config.JWT_SECRET, { algorithm: 'HS512', expiresIn: 60 });
    const unsigned = jwt.sign({ sub }, '', { algorithm: 'none' });
    for (const token of [hs512, unsigned]) {
      const refused = await api(app, 'GET', '/api/auth/profile', { token });
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe('UNAUTHENTICATED');
    }
  });
  it('reads a body that is not an object as an empty one, naming the required fields, on REST and the socket', async () => {
    for (const body of [[1, 2], 'text']) {
      const response = await api(app, 'POST', '/api/auth/login', { body });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Validation failed' });
      expect(response.body.details.join(' ')).not.toContain('undefined');
    }
    // Read as an empty body: the required fields are named.
    const array = await api(app, 'POST', '/api/auth/login', { body: [1, 2] });
    expect(array.body.details).toContain('كلمة المرور مطلوب');

    const player = await createPlayer(app);
    const socket = await connectSocket(app, player.token);
    try {
      const refused = await ack(socket, 'send_message', ['x']);
      expect(refused).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(refused.details.join(' ')).not.toContain('undefined');
      expect(refused.details).toContain('نص الرسالة مطلوب');
    } finally {
      socket.close();
    }
  });
});
