import { oneOf, optionalId, optionalString } from './search-params';

describe('search params', () => {
  it('reads a non-empty string and ignores anything else', () => {
    expect(optionalString({ token: 'abc' }, 'token')).toBe('abc');
    expect(optionalString({ token: '' }, 'token')).toBeUndefined();
    expect(optionalString({ token: 5 }, 'token')).toBeUndefined();
  });
  it('accepts only an allowed value', () => {
    expect(oneOf({ tab: 'ips' }, 'tab', ['overview', 'ips'])).toBe('ips');
    expect(oneOf({ tab: 'nope' }, 'tab', ['overview', 'ips'])).toBeUndefined();
  });
  it('reads a positive id from a number or its decimal text', () => {
    expect(optionalId({ characterId: 17 }, 'characterId')).toBe(17);
    expect(optionalId({ characterId: '17' }, 'characterId')).toBe(17);
    for (const bad of [0, -1, 1.5, '017', 'abc', '', '99999999999999999', null])
      expect(optionalId({ characterId: bad }, 'characterId')).toBeUndefined();
  });
});
