import type { JobsOptions } from 'bullmq';
import { timerLatenessSeconds } from './queue-metrics';

const job = (timestamp: number, delay: number | undefined, processedOn: number | undefined) => ({
  timestamp,
  opts: { delay } as JobsOptions,
  processedOn,
});

describe('timerLatenessSeconds', () => {
  it('counts from the due time, enqueue time plus delay, to the start', () => {
    expect(timerLatenessSeconds(job(1_000_000, 60_000, 1_062_500), 0)).toBe(2.5);
  });

  it('counts a job enqueued without delay from its enqueue time', () => {
    expect(timerLatenessSeconds(job(1_000_000, undefined, 1_000_250), 0)).toBe(0.25);
  });

  it('reads a job started before its due time (clock skew) as on time', () => {
    expect(timerLatenessSeconds(job(1_000_000, 60_000, 1_059_000), 0)).toBe(0);
  });

  it('uses the time given when the job carries no start time', () => {
    expect(timerLatenessSeconds(job(1_000_000, 1_000, undefined), 1_004_000)).toBe(3);
  });
});
