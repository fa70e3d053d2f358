import { isSerialId, MAX_SERIAL_ID } from './serial-id';

describe('serial ids', () => {
  it('accepts the positive int4 range only', () => {
    expect(isSerialId(1)).toBe(true);
    expect(isSerialId(MAX_SERIAL_ID)).toBe(true);
    expect(isSerialId(MAX_SERIAL_ID + 1)).toBe(false);
    expect(isSerialId(99_999_999_999)).toBe(false);
    expect(isSerialId(0)).toBe(false);
    expect(isSerialId(-1)).toBe(false);
    expect(isSerialId(1.5)).toBe(false);
    expect(isSerialId(Number.NaN)).toBe(false);
  });
});
