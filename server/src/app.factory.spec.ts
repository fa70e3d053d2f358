import { assetCacheControl } from './app.factory';

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
