import { oneOf, optionalString } from './search-params';

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
});
