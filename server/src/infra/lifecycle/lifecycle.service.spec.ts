import { isSafeEvictionPolicy } from './lifecycle.service';

describe('Redis eviction policy check', () => {
  it('accepts only noeviction, since any eviction can drop queued timers', () => {
    expect(isSafeEvictionPolicy('noeviction')).toBe(true);
    for (const policy of [
      'allkeys-lru',
      'volatile-lru',
      'allkeys-random',
      'volatile-ttl',
      'allkeys-lfu',
      undefined,
    ]) {
      expect(isSafeEvictionPolicy(policy)).toBe(false);
    }
  });
});
