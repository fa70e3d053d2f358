import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The value of `work` if it settles within `ms` milliseconds, else undefined (also when it rejects):
 * a scrape reads what answers in time and never waits on a service that is away. The timer does not
 * keep the process alive.
 */
export async function settledWithin<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  const abort = new AbortController();
  try {
    return await Promise.race([
      work.catch(() => undefined),
      sleep(ms, undefined, { ref: false, signal: abort.signal }).catch(() => undefined),
    ]);
  } finally {
    abort.abort();
  }
}
