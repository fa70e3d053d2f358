import { setTimeout as sleep } from 'node:timers/promises';
import { EventLoopWatch } from './event-loop-watch';

/** Keeps the event loop busy for `ms` milliseconds (what a synchronous hot loop does to a node). */
function stallEventLoop(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy
  }
}

describe('the event-loop watch of the liveness probe', () => {
  let watch: EventLoopWatch;
  afterEach(() => watch.onModuleDestroy());

  it('reports nothing before it starts', () => {
    watch = new EventLoopWatch({ limitMs: 1_000 });
    expect(watch.recentMaxDelayMs()).toBe(0);
    expect(watch.responsive()).toBe(true);
  });

  it('reports a stall longer than the limit', async () => {
    watch = new EventLoopWatch({ limitMs: 1_000, windowMs: 60_000 });
    watch.onModuleInit();
    await sleep(300);
    stallEventLoop(2_000);
    // The histogram records the stall at its next sample.
    await sleep(250);
    expect(watch.recentMaxDelayMs()).toBeGreaterThan(1_000);
    expect(watch.responsive()).toBe(false);
  });

  it('forgets a stall once two windows have passed', async () => {
    watch = new EventLoopWatch({ limitMs: 1_000, windowMs: 1_500 });
    watch.onModuleInit();
    await sleep(300);
    stallEventLoop(2_000);
    let longestSeen = 0;
    const deadline = Date.now() + 15_000;
    do {
      await sleep(50);
      longestSeen = Math.max(longestSeen, watch.recentMaxDelayMs());
    } while ((longestSeen <= 1_000 || !watch.responsive()) && Date.now() < deadline);
    expect(longestSeen).toBeGreaterThan(1_000);
    expect(watch.responsive()).toBe(true);
  });
});
