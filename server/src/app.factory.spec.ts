import { assetCacheControl, securityHeadersOf } from './app.factory';

describe('assetCacheControl (issue 16)', () => {
  it('keeps hashed bundles and their precompressed copies for a year', () => {
    for (const path of [
      '/srv/client/dist/assets/index-QS7vuXdY.js',
      '/srv/client/dist/assets/index-QS7vuXdY.js.br',
      '/srv/client/dist/assets/CombatLog-DLs_4FLP.js.gz',
      '/srv/client/dist/assets/noto-kufi-arabic-400-normal-Bq1x2a3c.woff2',
    ])
      expect(assetCacheControl(path)).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates files whose name carries no hash', () => {
    for (const path of [
      '/srv/client/dist/favicon.svg',
      '/srv/client/dist/index.html',
      '/srv/client/dist/assets/logo.png',
    ])
      expect(assetCacheControl(path)).toBe('no-cache');
  });
});

describe('securityHeadersOf (issue 16: helmet computed once)', () => {
  it("gives helmet's headers as one lower-case object, the policy as configured", () => {
    const headers = securityHeadersOf({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
    });
    expect(headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(Object.keys(headers).every((name) => name === name.toLowerCase())).toBe(true);
  });

  it('leaves out a header helmet is told not to set', () => {
    expect(securityHeadersOf({ frameguard: false })).not.toHaveProperty('x-frame-options');
  });
});
