import { isMusicPath } from './music-paths';

describe('isMusicPath (spec 000 Shell)', () => {
  it.each([
    '/dashboard',
    '/dashboard/gym',
    '/players',
    '/gangs',
    '/gangs/7',
    '/notifications',
    '/admin/panel',
  ])('plays on %s', (path) => expect(isMusicPath(path)).toBe(true));
  it.each(['/', '/login', '/signup', '/blocked-account', '/privacy-policy', '/dashboardx'])(
    'stays silent on %s',
    (path) => expect(isMusicPath(path)).toBe(false),
  );
});
