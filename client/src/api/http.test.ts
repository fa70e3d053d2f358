/**
 * @jest-environment-options {"url": "http://localhost/dashboard"}
 */
import { getSession, saveSession } from '../auth/session';
import { toast } from '../lib/toast';
import { clearSession } from '../auth/session';
import { fakeResponse } from '../test/fake-api';
import {
  BLOCKED_AT_KEY,
  BLOCKED_REASON_KEY,
  confinementText,
  http,
  HttpError,
  REQUEST_TIMEOUT_MS,
  setRedirectHandler,
} from './http';

jest.mock('../lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

type Reply = { status: number; data: unknown };
type Seen = { url: string; headers: Record<string, string>; token: string | undefined };

/** A `fetch` answering from a function, recording the URL, headers and bearer token of every call. */
function fakeServer(answer: (call: Seen) => Reply) {
  const calls: Seen[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call = { url: String(input), headers, token: headers.Authorization?.replace('Bearer ', '') };
    calls.push(call);
    const { status, data } = answer(call);
    return fakeResponse(status, data);
  }) as typeof fetch;
  return { calls };
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

  it('refreshes once for concurrent 401s and retries each request with the new token', async () => {
    const server = fakeServer((call) => {
      if (call.url === '/api/auth/refresh') {
        return { status: 200, data: session('new', 'refresh-2') };
      }
      return call.token === 'new' ? { status: 200, data: { url: call.url } } : { status: 401, data: {} };
    });

    const results = await Promise.all([
      http<{ url: string }>({ url: '/api/character/hud', method: 'GET' }),
      http<{ url: string }>({ url: '/api/auth/profile', method: 'GET' }),
    ]);

    expect(results).toEqual([{ url: '/api/character/hud' }, { url: '/api/auth/profile' }]);
    expect(server.calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
    expect(getSession()?.refreshToken).toBe('refresh-2');
  });

  it('signs out to / when the refresh token is refused', async () => {
    fakeServer(() => ({ status: 401, data: { message: 'Unauthorized' } }));

    await expect(http({ url: '/api/character/hud', method: 'GET' })).rejects.toBeInstanceOf(HttpError);
    expect(getSession()).toBeNull();
    expect(redirects).toEqual(['/']);
  });

  it('does not refresh when sign-in itself answers 401', async () => {
    const server = fakeServer(() => ({
      status: 401,
      data: { message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' },
    }));

    await expect(http({ url: '/api/auth/login', method: 'POST' })).rejects.toBeInstanceOf(HttpError);
    expect(server.calls).toHaveLength(1);
    expect(getSession()).not.toBeNull();
  });

  it('on a ban clears the tokens, keeps reason and date, and goes to /blocked-account', async () => {
    fakeServer(() => ({
      status: 403,
      data: { statusCode: 403, message: 'Account blocked', reason: 'غش', bannedAt: '2025-01-05T13:04:00Z' },
    }));

    await expect(http({ url: '/api/character/hud', method: 'GET' })).rejects.toBeInstanceOf(HttpError);
    expect(getSession()).toBeNull();
    expect(sessionStorage.getItem(BLOCKED_REASON_KEY)).toBe('غش');
    expect(sessionStorage.getItem(BLOCKED_AT_KEY)).toBe('2025-01-05T13:04:00Z');
    expect(redirects).toEqual(['/blocked-account']);
  });

  it('redirects once for a burst of ban answers', async () => {
    fakeServer(() => ({
      status: 403,
      data: { message: 'Account blocked', reason: 'غش', bannedAt: null },
    }));
    await Promise.allSettled([
      http({ url: '/api/character/hud', method: 'GET' }),
      http({ url: '/api/auth/profile', method: 'GET' }),
    ]);
    expect(redirects).toEqual(['/blocked-account']);
  });

  it('sends the bearer token and the spec headers', async () => {
    const server = fakeServer(() => ({ status: 200, data: {} }));
    await http({ url: '/api/character/hud', method: 'GET' });
    expect(server.calls[0].headers).toMatchObject({
      Authorization: 'Bearer old',
      'Cache-Control': 'no-cache',
      Accept: 'application/json',
    });
  });

  it('leaves out empty query values and sends a JSON body', async () => {
    let init: RequestInit | undefined;
    fakeServer(() => ({ status: 200, data: {} }));
    const answer = globalThis.fetch;
    let url = '';
    globalThis.fetch = ((input: RequestInfo | URL, options?: RequestInit) => {
      url = String(input);
      init = options;
      return answer(input, options);
    }) as typeof fetch;
    await http({ url: '/api/gangs', method: 'GET', params: { page: 2, search: undefined, tag: null } });
    expect(url).toBe('/api/gangs?page=2');
    await http({ url: '/api/bank/deposit', method: 'POST', data: { amount: 5 } });
    expect(init?.body).toBe('{"amount":5}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it(`fails with ECONNABORTED when the server does not answer within ${REQUEST_TIMEOUT_MS} ms`, async () => {
    jest.useFakeTimers();
    try {
      globalThis.fetch = ((_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        )) as typeof fetch;
      const pending = http({ url: '/api/character/hud', method: 'GET' });
      jest.advanceTimersByTime(REQUEST_TIMEOUT_MS);
      await expect(pending).rejects.toMatchObject({ code: 'ECONNABORTED', response: undefined });
    } finally {
      jest.useRealTimers();
    }
  });

  it('fails the queued requests when the user is gone by the time of the refresh', async () => {
    const server = fakeServer((call) =>
      call.url === '/api/auth/refresh'
        ? { status: 200, data: session('new', 'r') }
        : { status: 401, data: {} },
    );
    const pending = Promise.allSettled([
      http({ url: '/api/character/hud', method: 'GET' }),
      http({ url: '/api/auth/profile', method: 'GET' }),
    ]);
    clearSession();
    const results = await pending;
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(server.calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(0);
  });

  it('shows the 5 s top-center confinement toast on a 403 of type hospital', async () => {
    const body = { type: 'hospital', message: 'أنت في المستشفى', remainingSeconds: 125, cost: 3 };
    fakeServer(() => ({ status: 403, data: body }));
    await expect(http({ url: '/api/fight/x', method: 'POST' })).rejects.toBeInstanceOf(HttpError);
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
