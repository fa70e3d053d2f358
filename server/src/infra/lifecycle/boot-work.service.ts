import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** First wait (ms) before a failed piece of boot work runs again; it doubles up to BOOT_RETRY_MAX_MS. */
const BOOT_RETRY_FIRST_MS = 1_000;
const BOOT_RETRY_MAX_MS = 30_000;

/**
 * Work a node does at boot without holding up its readiness (the reconcilers, the first
 * leaderboard build): it starts once the HTTP server listens, so `/api/health` answers first and
 * while it runs. Work that fails is logged and run again (1 s, 2 s, 4 s ... at most 30 s apart)
 * until it succeeds; it must be idempotent. On shutdown the node stops retrying and waits for the
 * runs in progress.
 */
@Injectable()
export class BootWork implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('BootWork');
  private readonly running = new Set<Promise<void>>();
  private readonly stopping = new AbortController();
  /** Work registered before the server listens; null once it does. */
  private waiting: [string, () => Promise<unknown>][] | null = [];

  constructor(private readonly adapterHost?: HttpAdapterHost) {}

  /**
   * Runs `work` in the background once the node listens (at once if it already does). Call from
   * `onApplicationBootstrap`. `what` names it in the logs.
   */
  start(what: string, work: () => Promise<unknown>): void {
    if (this.waiting) this.waiting.push([what, work]);
    else this.run(what, work);
  }

  onApplicationBootstrap(): void {
    const server = this.adapterHost?.httpAdapter?.getHttpServer() as Server | undefined;
    if (server && !server.listening) server.once('listening', () => this.startWaiting());
    else this.startWaiting();
  }

  /** Resolves once every piece of work started so far has finished (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.all(this.running);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    await this.settled();
  }

  private startWaiting(): void {
    const waiting = this.waiting ?? [];
    this.waiting = null;
    for (const [what, work] of waiting) this.run(what, work);
  }

  private run(what: string, work: () => Promise<unknown>): void {
    const run = this.runUntilDone(what, work).finally(() => this.running.delete(run));
    this.running.add(run);
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
