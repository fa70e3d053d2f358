import { COUNTRIES, findCountry, flagOf } from './countries';

describe('countries (spec 000, account setup dialog)', () => {
  it('lists about 44 countries, Arab countries first, each with code, names and flag', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(44);
    expect(COUNTRIES[0]).toEqual({ code: 'SA', nameAr: 'السعودية', nameEn: 'Saudi Arabia', flag: '🇸🇦' });
    const firstOther = COUNTRIES.findIndex((c) => c.code === 'US');
    expect(COUNTRIES.slice(0, firstOther).map((c) => c.code)).toEqual(
      expect.arrayContaining(['EG', 'MA', 'IQ', 'SD']),
    );
  });

  it("includes the spec's other countries", () => {
    for (const code of [
      'US',
      'GB',
      'CA',
      'AU',
      'DE',
      'FR',
      'IT',
      'ES',
      'RU',
      'CN',
      'JP',
      'IN',
      'BR',
      'MX',
      'AR',
      'ZA',
      'NG',
      'KE',
      'TR',
      'IR',
      'PK',
      'BD',
      'TH',
      'VN',
      'ID',
      'MY',
      'PH',
      'SG',
      'KR',
    ]) {
      expect(findCountry(code)).toBeDefined();
    }
  });

  it('builds a flag from the code', () => {
    expect(flagOf('EG')).toBe('🇪🇬');
  });
});
