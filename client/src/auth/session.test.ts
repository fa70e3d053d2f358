import { clearSession, getSession, saveSession, subscribeSession, type Session } from './session';

const STORAGE_KEY = 'darkcity.session';

function otherTabWrites(value: Session | null): void {
  const newValue = value ? JSON.stringify(value) : null;
  if (newValue) localStorage.setItem(STORAGE_KEY, newValue);
  else localStorage.removeItem(STORAGE_KEY);
  window.dispatchEvent(
    new StorageEvent('storage', { key: STORAGE_KEY, newValue, storageArea: localStorage }),
  );
}

const issued = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresIn: 3600,
  isNewUser: false,
  user: { id: 'u1', displayName: 'سالم', isGuest: false, isAdmin: false },
} as Parameters<typeof saveSession>[0];

describe('session shared by the tabs of one browser', () => {
  afterEach(() => clearSession());

  it('takes the tokens another tab refreshed, and tells its subscribers', () => {
    const mine = saveSession(issued, 1_000);
    const seen: Array<Session | null> = [];
    const stop = subscribeSession((session) => seen.push(session));
    const refreshedElsewhere = { ...mine, accessToken: 'access-2', refreshToken: 'refresh-2' };
    otherTabWrites(refreshedElsewhere);
    stop();
    expect(getSession()).toEqual(refreshedElsewhere);
    expect(seen).toEqual([refreshedElsewhere]);
  });

  it('signs this tab out when another tab signs out', () => {
    saveSession(issued, 1_000);
    otherTabWrites(null);
    expect(getSession()).toBeNull();
  });

  it('ignores other keys', () => {
    const mine = saveSession(issued, 1_000);
    localStorage.setItem('darkcity.disclaimerAccepted', 'true');
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'darkcity.disclaimerAccepted',
        newValue: 'true',
        storageArea: localStorage,
      }),
    );
    expect(getSession()).toEqual(mine);
  });
});
