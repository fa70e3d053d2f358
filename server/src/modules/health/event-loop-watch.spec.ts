import { setTimeout as sleep } from 'node:timers/promises';
import { EventLoopWatch } from './event-loop-watch';

/**
 * Blocks the event loop for `ms` milliseconds, as a synchronous hot loop does to a node, but asleep
 * (`Atomics.wait` on a value that never changes) rather than spinning a core other tests need.
 */
function stallEventLoop(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
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
    // The watch records the stall at its next tick.
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

  it('reports a stall whatever the phase of the window it falls in (the window may end during it)', async () => {
    // Five starts, each stalling at a different point of a 0.5 s window (the first right after the
    // start, before any sample): in some the window ends during the stall; it must show in every one.
    for (let phaseMs = 0; phaseMs < 500; phaseMs += 100) {
      watch = new EventLoopWatch({ limitMs: 250, windowMs: 500 });
      watch.onModuleInit();
      await sleep(phaseMs + 5);
      stallEventLoop(450);
      await sleep(120);
      expect({ phaseMs, responsive: watch.responsive() }).toEqual({ phaseMs, responsive: false });
      expect(watch.recentMaxDelayMs()).toBeGreaterThan(250);
      watch.onModuleDestroy();
    }
  });
});
