/** The longest event-loop delay a live node shows (ms): beyond it, liveness answers 503. */
export const EVENT_LOOP_DELAY_LIMIT_MS = 5_000;

/** How long one measuring window lasts (ms): a delay is reported for one to two windows after it. */
export const EVENT_LOOP_WINDOW_MS = 5_000;

/** How often the watch looks at the clock (ms): coarse, as only delays of seconds matter here. */
const SAMPLE_INTERVAL_MS = 100;

/** What {@link EventLoopWatch} is told. */
export interface EventLoopWatchOptions {
  /** Delay above which the loop counts as unresponsive, in ms. */
  limitMs?: number;
  /** Length of a measuring window, in ms. */
  windowMs?: number;
}

/**
 * Measures how late the event loop runs a timer, for the liveness probe: a process whose loop stalled
 * for seconds (a synchronous loop, a pathological GC) is not serving anyone even if it still answers
 * between stalls. A loop stalled for good answers nothing at all, which the probe's own timeout reports.
 *
 * One unref'd interval of {@link SAMPLE_INTERVAL_MS}: each tick records how much later than due it ran
 * (a monotonic clock, `performance.now()`) into the current window; windows rotate on the tick, and the
 * delay reported is the longest of the current window and the previous one, so a stall shows for one to
 * two windows, then is forgotten. The delay of a stall is recorded after the rotation it may have caused,
 * so it is never lost to it. (`perf_hooks.monitorEventLoopDelay` was used before: resetting its
 * histogram at a window's end also forgets when it last sampled, so a stall during which the rotation
 * fell due before the histogram's own timer went unrecorded, and the probe answered 200 after it.)
 */
export class EventLoopWatch {
  private readonly limitMs: number;
  private readonly windowMs: number;
  private sampler?: NodeJS.Timeout;
  private lastTickAt = 0;
  private windowStartedAt = 0;
  private currentWindowMaxMs = 0;
  private previousWindowMaxMs = 0;

  constructor(options: EventLoopWatchOptions = {}) {
    this.limitMs = options.limitMs ?? EVENT_LOOP_DELAY_LIMIT_MS;
    this.windowMs = options.windowMs ?? EVENT_LOOP_WINDOW_MS;
  }

  /** Starts measuring (idempotent); Nest calls it when the health module starts. */
  onModuleInit(): void {
    if (this.sampler) return;
    this.lastTickAt = this.windowStartedAt = performance.now();
    this.sampler = setInterval(() => this.tick(), SAMPLE_INTERVAL_MS).unref();
  }

  /** Stops measuring (idempotent). */
  onModuleDestroy(): void {
    clearInterval(this.sampler);
    this.sampler = undefined;
  }

  /** The longest event-loop delay of the current and previous window, in whole ms (0 before any sample). */
  recentMaxDelayMs(): number {
    return Math.round(Math.max(this.previousWindowMaxMs, this.currentWindowMaxMs));
  }

  /** Whether the loop stayed within the limit over the current and previous window. */
  responsive(): boolean {
    return this.recentMaxDelayMs() <= this.limitMs;
  }

  private tick(): void {
    const now = performance.now();
    const delayMs = Math.max(0, now - this.lastTickAt - SAMPLE_INTERVAL_MS);
    this.lastTickAt = now;
    if (now - this.windowStartedAt >= this.windowMs) {
      this.previousWindowMaxMs = this.currentWindowMaxMs;
      this.currentWindowMaxMs = 0;
      this.windowStartedAt = now;
    }
    this.currentWindowMaxMs = Math.max(this.currentWindowMaxMs, delayMs);
  }
}
