import { needsRefresh } from './token-refresh';

const minute = 60_000;

describe('needsRefresh', () => {
  const obtainedAt = 1_000_000;
  const session = { obtainedAt, expiresAt: obtainedAt + 60 * minute };

  it('leaves a fresh token alone', () => {
    expect(needsRefresh(session, obtainedAt + 40 * minute)).toBe(false);
  });

  it('forces a refresh 45 minutes after the token was obtained', () => {
    expect(needsRefresh(session, obtainedAt + 45 * minute)).toBe(true);
  });

  it('refreshes when under 10 minutes remain, even for a short-lived token', () => {
    const shortLived = { obtainedAt, expiresAt: obtainedAt + 15 * minute };
    expect(needsRefresh(shortLived, obtainedAt + 5 * minute)).toBe(false);
    expect(needsRefresh(shortLived, obtainedAt + 6 * minute)).toBe(true);
  });
});
