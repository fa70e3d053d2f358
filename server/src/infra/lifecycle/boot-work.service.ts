import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';

/** First wait (ms) before a failed piece of boot work runs again; it doubles up to BOOT_RETRY_MAX_MS. */
const BOOT_RETRY_FIRST_MS = 1_000;
const BOOT_RETRY_MAX_MS = 30_000;

/**
 * Work a node starts at boot without holding up its readiness (the reconcilers, the first
 * leaderboard build): `/api/health` answers while it runs. Work that fails is logged and run again
 * (1 s, 2 s, 4 s ... at most 30 s apart) until it succeeds; it must be idempotent. On shutdown the
 * node stops retrying and waits for the runs in progress.
 */
@Injectable()
export class BootWork implements BeforeApplicationShutdown {
  private readonly logger = new Logger('BootWork');
  private readonly running = new Set<Promise<void>>();
  private readonly stopping = new AbortController();

  /** Starts `work` now, in the background (call from `onApplicationBootstrap`). `what` names it in the logs. */
  start(what: string, work: () => Promise<unknown>): void {
    const run = this.runUntilDone(what, work).finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Resolves once every piece of work started so far has finished (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.all(this.running);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    await this.settled();
  }

  private async runUntilDone(what: string, work: () => Promise<unknown>): Promise<void> {
    for (let wait = BOOT_RETRY_FIRST_MS; !this.stopping.signal.aborted;) {
      try {
        await work();
        return;
      } catch (error) {
        if (this.stopping.signal.aborted) return;
        this.logger.error(`${what} failed, again in ${wait / 1000} s: ${String(error)}`);
      }
      await sleep(wait, undefined, { signal: this.stopping.signal }).catch(() => undefined);
      wait = Math.min(wait * 2, BOOT_RETRY_MAX_MS);
    }
  }
}
