import { SYSTEM_STATS_STALE_MS } from './AdminOverviewSection';

/** Spec 001 section 9 (issue 31 point 13): the admin system stats go stale after 60 s, not 30. */
it('keeps the admin system stats fresh for 60 seconds', () => {
  expect(SYSTEM_STATS_STALE_MS).toBe(60_000);
});
