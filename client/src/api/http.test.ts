/**
 * @jest-environment-options {"url": "http://localhost/dashboard"}
 */
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { getSession, saveSession } from '../auth/session';
import toast from 'react-hot-toast';
import { clearSession } from '../auth/session';
import { BLOCKED_AT_KEY, BLOCKED_REASON_KEY, confinementText, http, setRedirectHandler } from './http';

jest.mock('react-hot-toast', () => ({ __esModule: true, default: { error: jest.fn(), success: jest.fn() } }));

type Reply = { status: number; data: unknown };

/** An axios adapter answering from a function, recording the bearer token of every call. */
function fakeServer(answer: (config: InternalAxiosRequestConfig) => Reply) {
  const calls: { url: string; token: string | undefined }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const auth = AxiosHeaders.from(config.headers).get('Authorization');
    calls.push({
      url: config.url ?? '',
      token: typeof auth === 'string' ? auth.replace('Bearer ', '') : undefined,
    });
    const { status, data } = answer(config);
    const response = { status, statusText: '', data, headers: {}, config };
    if (status >= 400) throw new AxiosError('failed', undefined, config, undefined, response);
    return response;
  };
  return { adapter, calls };
}

const user = {
  id: '5f0c6a8e-0000-4000-8000-000000000001',
  email: null,
  username: null,
  displayName: 'ضيف_1234',
  isGuest: true,
  isAdmin: false,
  accountSetupCompleted: false,
  emailVerified: false,
  avatarUrl: null,
  hasPassword: false,
  googleLinked: false,
};
const session = (accessToken: string, refreshToken: string) => ({
  accessToken,
  refreshToken,
  expiresIn: 3600,
  isNewUser: false,
  user,
});

describe('http mutator', () => {
  const redirects: string[] = [];
  beforeAll(() => setRedirectHandler((path) => redirects.push(path)));
  beforeEach(() => {
    redirects.length = 0;
    localStorage.clear();
    sessionStorage.clear();
    saveSession(session('old', 'refresh-1'));
  });
  afterEach(() => {
    axios.defaults.adapter = undefined;
  });

  it('refreshes once for concurrent 401s and retries each request with the new token', async () => {
    const server = fakeServer((config) => {
      if (config.url === '/api/auth/refresh') {
        return { status: 200, data: session('new', 'refresh-2') };
      }
      const token = AxiosHeaders.from(config.headers).get('Authorization');
      return token === 'Bearer new' ? { status: 200, data: { url: config.url } } : { status: 401, data: {} };
    });
    axios.defaults.adapter = server.adapter;

    const results = await Promise.all([
      http<{ url: string }>({ url: '/api/character/hud', method: 'GET', adapter: server.adapter }),
      http<{ url: string }>({ url: '/api/auth/profile', method: 'GET', adapter: server.adapter }),
    ]);

    expect(results).toEqual([{ url: '/api/character/hud' }, { url: '/api/auth/profile' }]);
    expect(server.calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
    expect(getSession()?.refreshToken).toBe('refresh-2');
  });

  it('signs out to / when the refresh token is refused', async () => {
    const server = fakeServer(() => ({ status: 401, data: { message: 'Unauthorized' } }));
    axios.defaults.adapter = server.adapter;

    await expect(
      http({ url: '/api/character/hud', method: 'GET', adapter: server.adapter }),
    ).rejects.toBeInstanceOf(AxiosError);
    expect(getSession()).toBeNull();
    expect(redirects).toEqual(['/']);
  });

  it('does not refresh when sign-in itself answers 401', async () => {
    const server = fakeServer(() => ({
      status: 401,
      data: { message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' },
    }));

    await expect(
      http({ url: '/api/auth/login', method: 'POST', adapter: server.adapter }),
    ).rejects.toBeInstanceOf(AxiosError);
    expect(server.calls).toHaveLength(1);
    expect(getSession()).not.toBeNull();
  });

  it('on a ban clears the tokens, keeps reason and date, and goes to /blocked-account', async () => {
    const server = fakeServer(() => ({
      status: 403,
      data: { statusCode: 403, message: 'Account blocked', reason: 'غش', bannedAt: '2025-01-05T13:04:00Z' },
    }));

    await expect(
      http({ url: '/api/character/hud', method: 'GET', adapter: server.adapter }),
    ).rejects.toBeInstanceOf(AxiosError);
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem(BLOCKED_REASON_KEY)).toBe('غش');
    expect(sessionStorage.getItem(BLOCKED_AT_KEY)).toBe('2025-01-05T13:04:00Z');
    expect(redirects).toEqual(['/blocked-account']);
  });

  it('redirects once for a burst of ban answers', async () => {
    const server = fakeServer(() => ({
      status: 403,
      data: { message: 'Account blocked', reason: 'غش', bannedAt: null },
    }));
    await Promise.allSettled([
      http({ url: '/api/character/hud', method: 'GET', adapter: server.adapter }),
      http({ url: '/api/auth/profile', method: 'GET', adapter: server.adapter }),
    ]);
    expect(redirects).toEqual(['/blocked-account']);
  });

  it('sends the bearer token and the spec headers', async () => {
    const server = fakeServer(() => ({ status: 200, data: {} }));
    let seen: InternalAxiosRequestConfig | undefined;
    await http({
      url: '/api/character/hud',
      method: 'GET',
      adapter: (config) => {
        seen = config;
        return server.adapter(config);
      },
    });
    const headers = AxiosHeaders.from(seen!.headers);
    expect(headers.get('Authorization')).toBe('Bearer old');
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.get('Accept')).toBe('application/json');
    expect(seen!.timeout).toBe(8000);
  });

  it('fails the queued requests when the user is gone by the time of the refresh', async () => {
    const server = fakeServer((config) =>
      config.url === '/api/auth/refresh'
        ? { status: 200, data: session('new', 'r') }
        : { status: 401, data: {} },
    );
    axios.defaults.adapter = server.adapter;
    const pending = Promise.allSettled([
      http({ url: '/api/character/hud', method: 'GET', adapter: server.adapter }),
      http({ url: '/api/auth/profile', method: 'GET', adapter: server.adapter }),
    ]);
    clearSession();
    const results = await pending;
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(server.calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(0);
  });

  it('shows the 5 s top-center confinement toast on a 403 of type hospital', async () => {
    const body = { type: 'hospital', message: 'أنت في المستشفى', remainingSeconds: 125, cost: 3 };
    const server = fakeServer(() => ({ status: 403, data: body }));
    await expect(
      http({ url: '/api/fight/x', method: 'POST', adapter: server.adapter }),
    ).rejects.toBeInstanceOf(AxiosError);
    expect(toast.error).toHaveBeenCalledWith(
      confinementText(body as never),
      expect.objectContaining({ position: 'top-center', duration: 5000 }),
    );
    expect(getSession()).not.toBeNull();
    expect(redirects).toEqual([]);
  });
});

describe('confinementText', () => {
  it('shows the title, the message, the time left and the release cost', () => {
    expect(confinementText({ type: 'jail', message: 'في السجن', remainingSeconds: 125, cost: 3 })).toBe(
      'أنت في السجن\nفي السجن\nالوقت المتبقي: ٢:٠٥\nتكلفة الخروج: ٣ عملة سوداء',
    );
  });

  it("uses the spec's default sentence when the server sends no message", () => {
    expect(confinementText({ type: 'hospital' })).toContain('لا يمكنك القيام بهذا الإجراء وأنت في المستشفى');
  });
});
