import { randomUUID } from 'node:crypto';
import { api, ApiResponse } from './support/api';
import { sharedTestApp } from './support/shared-app';
import type { TestApp } from './support/test-app';

/**
 * Usernames are shown to every other player (search, chat, leaderboard, fights), so the same rules
 * hold on every path that sets one: sign-up, account setup and the backend sync
 * (`POST /api/auth/email`). Spec 000 section 5 asks for 3 to 15 characters after trimming; names
 * that look empty, hide characters, or imitate another name with look-alike letters are refused.
 */

const MESSAGES = {
  lettersAndDigits: 'اسم المستخدم يجب أن يحتوي على حروف وأرقام فقط',
  invisible: 'اسم المستخدم يحتوي على رموز غير مرئية',
  specialForms: 'اسم المستخدم يحتوي على حروف بأشكال خاصة، اكتبه بالحروف العادية',
  tatweel: 'اسم المستخدم لا يمكن أن يحتوي على التطويل (ـ)',
  needsLetterOrDigit: 'اسم المستخدم يجب أن يحتوي على حرف أو رقم واحد على الأقل',
  mixedScripts: 'اسم المستخدم لا يمكن أن يجمع بين الحروف اللاتينية والسيريلية واليونانية',
} as const;

const unique = (length: number) => randomUUID().replace(/-/g, '').slice(0, length);

/** Names that must never reach other players, the sentence that refuses each, and why. */
const REFUSED: Array<[string, string, string]> = [
  ['Hangul fillers (blank letters)', '\u3164\u3164\u3164', MESSAGES.invisible],
  ['half-width Hangul fillers', '\uFFA0\uFFA0\uFFA0\uFFA0', MESSAGES.invisible],
  ['a Hangul filler inside a name', `ab\u3164${unique(3)}`, MESSAGES.invisible],
  ['only tatweel', 'ـــــ', MESSAGES.tatweel],
  ['a name stretched with tatweel', 'مـحـمـد', MESSAGES.tatweel],
  ['only dots', '...', MESSAGES.needsLetterOrDigit],
  ['only underscores and hyphens', '_-_-_', MESSAGES.needsLetterOrDigit],
  ['full-width Latin letters', 'ａｄｍｉｎ', MESSAGES.specialForms],
  ['mathematical bold letters', '𝐚𝐝𝐦𝐢𝐧', MESSAGES.specialForms],
  ['Arabic presentation forms', '\uFEDF\uFE8E\uFECB\uFE91', MESSAGES.specialForms],
  ['a Cyrillic а among Latin letters', '\u0430dmin', MESSAGES.mixedScripts],
  ['a Greek ο among Latin letters', 'r\u03BFot_x', MESSAGES.mixedScripts],
];

/** Refused by the letters-and-digits rule of the setup and sign-up forms. */
const NOT_LETTERS: Array<[string, string]> = [
  ['a zero-width space', `ab\u200Bc${unique(3)}`],
  ['a right-to-left override', `ab\u202Ec${unique(3)}`],
  ['only Arabic diacritics', '\u064E\u064F\u0650\u0651'],
  ['Braille blanks', '\u2800\u2800\u2800'],
  ['a Mongolian vowel separator', `a\u180Eb${unique(3)}`],
  ['an inner space', `ab c${unique(3)}`],
];

/** Each name is unique enough (within the 15 characters) not to collide with one drawn on another path. */
const ACCEPTED: Array<[string, () => string]> = [
  ['Arabic letters and digits', () => `لاعب_${unique(10)}`],
  ['Arabic and Latin together', () => `Ahmed_احمد${unique(5)}`],
  ['Latin letters with accents', () => `José_${unique(10)}`],
  ['Cyrillic letters alone', () => `Иван_${1_000_000_000 + Math.floor(Math.random() * 8_999_999_999)}`],
  ['digits only', () => String(100_000_000 + Math.floor(Math.random() * 899_999_999))],
];

describe('usernames', () => {
  let app: TestApp;

  const createGuest = async () =>
    (await api(app, 'POST', '/api/auth/create-guest', { body: { firebaseUid: randomUUID() } })).body;
  const profile = (username: string) => ({
    username,
    gender: 'male',
    age: 20,
    countryCode: 'SA',
    countryName: 'السعودية',
  });
  const setupAccount = (token: string, username: string) =>
    api(app, 'POST', '/api/auth/setup-account', { token, body: profile(username) });
  const syncEmail = (token: string, username: string) =>
    api(app, 'POST', '/api/auth/email', { token, body: profile(username) });
  const signUp = (username: string, email = `n${unique(12)}@gmail.com`) =>
    api(app, 'POST', '/api/auth/signup', { body: { ...profile(username), email, password: 'secret-pass' } });
  const accountsWithEmail = async (email: string) =>
    (await app.dataSource.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]))[0]
      .n as number;

  /** Sets a guest up through `path`; expects a 400 with `detail` and the guest still not set up. */
  async function expectRefusedAtSetup(
    through: (token: string, username: string) => Promise<ApiResponse>,
    username: string,
    detail: string,
  ) {
    const guest = await createGuest();
    const response = await through(guest.accessToken, username);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Validation failed');
    expect(response.body.details).toContain(detail);
    const after = await api(app, 'GET', '/api/auth/profile', { token: guest.accessToken });
    expect(after.body.user).toMatchObject({ accountSetupCompleted: false, username: null });
    const characters = await app.dataSource.query(
      'SELECT count(*)::int AS n FROM characters WHERE user_id = $1',
      [guest.user.id],
    );
    expect(characters[0].n).toBe(0);
  }

  beforeAll(async () => {
    app = await sharedTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  describe.each([
    ['account setup', (token: string, username: string) => setupAccount(token, username)],
    [
      'the backend sync (POST /api/auth/email)',
      (token: string, username: string) => syncEmail(token, username),
    ],
  ])('at %s', (_path, through) => {
    it.each(REFUSED)('refuses %s (%j) with its Arabic sentence', async (_why, username, detail) => {
      await expectRefusedAtSetup(through, username, detail);
    });

    it.each(NOT_LETTERS)('refuses %s as not letters and digits', async (_why, username) => {
      await expectRefusedAtSetup(through, username, MESSAGES.lettersAndDigits);
    });

    it.each(ACCEPTED)('accepts %s', async (_why, name) => {
      const guest = await createGuest();
      const username = name();
      const response = await through(guest.accessToken, username);
      expect(response.status).toBe(200);
      expect(response.body.user).toMatchObject({ username, accountSetupCompleted: true });
    });

    it('trims the spaces around a name before storing it', async () => {
      const guest = await createGuest();
      const username = `s_${unique(8)}`;
      const response = await through(guest.accessToken, `  ${username}  `);
      expect(response.status).toBe(200);
      expect(response.body.user.username).toBe(username);
    });
  });

  describe('at sign-up', () => {
    it.each([...REFUSED, ...NOT_LETTERS.map(([why, name]) => [why, name, MESSAGES.lettersAndDigits])])(
      'refuses %s (%j) and creates no account',
      async (_why, username, detail) => {
        const email = `n${unique(12)}@gmail.com`;
        const response = await signUp(username, email);
        expect(response.status).toBe(400);
        expect(response.body.details).toContain(detail);
        expect(await accountsWithEmail(email)).toBe(0);
      },
    );

    it.each(ACCEPTED)('accepts %s', async (_why, name) => {
      const username = name();
      const response = await signUp(username);
      expect(response.status).toBe(201);
      expect(response.body.user.username).toBe(username);
    });
  });

  it('refuses a country name left empty in the backend sync, like account setup does', async () => {
    const guest = await createGuest();
    const response = await api(app, 'POST', '/api/auth/email', {
      token: guest.accessToken,
      body: { ...profile(`c_${unique(8)}`), countryName: '  ' },
    });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual(['اسم الدولة مطلوب']);
    const after = await api(app, 'GET', '/api/auth/profile', { token: guest.accessToken });
    expect(after.body.user.accountSetupCompleted).toBe(false);
  });
});
