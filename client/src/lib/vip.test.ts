import { vipSplit } from './vip';

describe('vipSplit', () => {
  it('shows a VIP gain as base plus a 50 % extra that add up to the total', () => {
    expect(vipSplit(150, true)).toEqual({ base: 100, extra: 50 });
    expect(vipSplit(100, true)).toEqual({ base: 67, extra: 33 });
  });

  it('leaves a non-VIP gain whole', () => {
    expect(vipSplit(150, false)).toEqual({ base: 150, extra: 0 });
  });
});
