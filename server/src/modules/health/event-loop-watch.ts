import { monitorEventLoopDelay, type ELDHistogram } from 'node:perf_hooks';

/** The longest event-loop delay a live node shows (ms): beyond it, liveness answers 503. */
export const EVENT_LOOP_DELAY_LIMIT_MS = 5_000;

/** How long one measuring window lasts (ms): a delay is reported for one to two windows after it. */
export const EVENT_LOOP_WINDOW_MS = 5_000;

/** Sampling period of the delay histogram (ms): coarse, as only delays of seconds matter here. */
const HISTOGRAM_RESOLUTION_MS = 100;

/** What {@link EventLoopWatch} is told. */
export interface EventLoopWatchOptions {
  /** Delay above which the loop counts as unresponsive, in ms. */
  limitMs?: number;
  /** Length of a measuring window, in ms. */
  windowMs?: number;
}

/**
 * Measures how late the event loop runs its timers (`perf_hooks.monitorEventLoopDelay`), for the
 * liveness probe: a process whose loop stalled for seconds (a synchronous loop, a pathological GC)
 * is not serving anyone even if it still answers between stalls. A loop stalled for good answers
 * nothing at all, which the probe's own timeout reports.
 *
 * The histogram is read and reset once per window, so the delay reported is the longest one of the
 * current window and the previous one: a stall shows for one to two windows, then is forgotten.
 * Costs one timer of {@link HISTOGRAM_RESOLUTION_MS} in libuv, no JavaScript per sample.
 */
export class EventLoopWatch {
  private readonly limitMs: number;
  private readonly windowMs: number;
  private histogram?: ELDHistogram;
  private rotation?: NodeJS.Timeout;
  private previousWindowMaxMs = 0;

  constructor(options: EventLoopWatchOptions = {}) {
    this.limitMs = options.limitMs ?? EVENT_LOOP_DELAY_LIMIT_MS;
    this.windowMs = options.windowMs ?? EVENT_LOOP_WINDOW_MS;
  }

  /** Starts measuring (idempotent); Nest calls it when the health module starts. */
  onModuleInit(): void {
    if (this.histogram) return;
    this.histogram = monitorEventLoopDelay({ resolution: HISTOGRAM_RESOLUTION_MS });
    this.histogram.enable();
    this.rotation = setInterval(() => {
      this.previousWindowMaxMs = this.currentWindowMaxMs();
      this.histogram?.reset();
    }, this.windowMs).unref();
  }

  /** Stops measuring (idempotent). */
  onModuleDestroy(): void {
    clearInterval(this.rotation);
    this.histogram?.disable();
    this.histogram = undefined;
  }

  /** The longest event-loop delay of the current and previous window, in whole ms (0 before any sample). */
  recentMaxDelayMs(): number {
    return Math.round(Math.max(this.previousWindowMaxMs, this.currentWindowMaxMs()));
  }

  /** Whether the loop stayed within the limit over the current and previous window. */
  responsive(): boolean {
    return this.recentMaxDelayMs() <= this.limitMs;
  }

  /** The histogram's maximum in ms (it counts in ns; 0 without a sample). */
  private currentWindowMaxMs(): number {
    const histogram = this.histogram;
    return histogram && histogram.count > 0 ? histogram.max / 1e6 : 0;
  }
}
