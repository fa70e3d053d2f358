import { oneOf, optionalId, optionalString, optionalUuid } from './search-params';

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
  it('reads a UUID and ignores anything else', () => {
    const proof = '3f2a9c1e-7b4d-4e8a-9c2b-1d5e6f7a8b9c';
    expect(optionalUuid({ proof }, 'proof')).toBe(proof);
    expect(optionalUuid({ proof: proof.toUpperCase() }, 'proof')).toBe(proof.toUpperCase());
    for (const bad of ['', 'abc', `${proof}0`, proof.replaceAll('-', ''), 17, null])
      expect(optionalUuid({ proof: bad }, 'proof')).toBeUndefined();
  });
  it('reads a positive id from a number or its decimal text', () => {
    expect(optionalId({ characterId: 17 }, 'characterId')).toBe(17);
    expect(optionalId({ characterId: '17' }, 'characterId')).toBe(17);
    for (const bad of [0, -1, 1.5, '017', 'abc', '', '99999999999999999', null])
      expect(optionalId({ characterId: bad }, 'characterId')).toBeUndefined();
  });
});
