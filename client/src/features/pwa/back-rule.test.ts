import { BACK_STAYS_ON, backStaysOn, blocksBack } from './back-rule';

describe("the installed app's back button (spec 000 section 2)", () => {
  it('does nothing on /, /login, /signup, /dashboard, /blocked-account and /verify-email', () => {
    expect([...BACK_STAYS_ON]).toEqual([
      '/',
      '/login',
      '/signup',
      '/dashboard',
      '/blocked-account',
      '/verify-email',
    ]);
    for (const path of BACK_STAYS_ON) expect([path, blocksBack('BACK', path)]).toEqual([path, true]);
    expect(blocksBack('BACK', '/dashboard/')).toBe(true);
  });

  it('goes back one page everywhere else, nested dashboard screens included', () => {
    for (const path of [
      '/dashboard/jail',
      '/dashboard/settings',
      '/notifications',
      '/players',
      '/gangs/7',
      '/privacy-policy',
    ])
      expect([path, blocksBack('BACK', path)]).toEqual([path, false]);
    expect(backStaysOn('/login/extra')).toBe(false);
  });

  it('blocks only a step back: links, replacements, forward and multi-step moves go through', () => {
    for (const action of ['PUSH', 'REPLACE', 'FORWARD', 'GO'])
      expect(blocksBack(action, '/dashboard')).toBe(false);
  });
});
