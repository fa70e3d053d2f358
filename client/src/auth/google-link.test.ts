import { startGoogleLink, takeGoogleLinkIntent } from './google-link';

describe('Google link intent', () => {
  beforeEach(() => sessionStorage.clear());

  it('is absent for a plain Google sign-in', () => {
    expect(takeGoogleLinkIntent()).toBe(false);
  });

  it('survives until the callback reads it, once', () => {
    startGoogleLink();
    expect(takeGoogleLinkIntent()).toBe(true);
    expect(takeGoogleLinkIntent()).toBe(false);
  });
});
