import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { JobsOptions, Queue } from 'bullmq';
import { Clock } from '../../common/clock';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { gameDate } from '../../game/progress.rules';
import { PUSH_KIND_PAGE, PushKind } from '../../game/push.rules';
import { DAILY_GIFT_READY_TEXT } from '../../game/push-texts.rules';
import { PushJob, pushJobId, QueueName } from '../../infra/queue/queues';

/**
 * A finished push job stays this long (ms), so the same event enqueued again within it (a second
 * node, a replayed event, a retried timer) finds its id taken and sends nothing.
 */
export const PUSH_DEDUPE_MS = 24 * 60 * 60 * 1000;

/** What a push job is enqueued with: five attempts, 5 s then doubling (5 s ... 80 s). */
const JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 5_000 },
  removeOnComplete: { age: PUSH_DEDUPE_MS / 1000 },
  removeOnFail: { age: PUSH_DEDUPE_MS / 1000 },
};

/**
 * The first instant of the game day after `now` (TZ_GAME), to the second: the daily gift resets
 * then. Searched rather than computed, so a time zone's daylight-saving change is honoured.
 */
export function nextGameDayStart(now: Date, timeZone: string): Date {
  const today = gameDate(now, timeZone);
  let low = now.getTime();
  let high = low + 27 * 60 * 60 * 1000;
  while (high - low > 1000) {
    const middle = Math.floor((low + high) / 2);
    if (gameDate(new Date(middle), timeZone) === today) low = middle;
    else high = middle;
  }
  return new Date(high);
}

/**
 * Enqueues web pushes (issue 26, part 2) on the `push` queue; the worker nodes send them
 * (`WebPushProcessor`). One job per event, player and kind (`pushJobId`): enqueuing the same one again
 * keeps the first.
 */
@Injectable()
export class WebPushQueue {
  private readonly logger = new Logger(WebPushQueue.name);

  constructor(
    @InjectQueue(QueueName.PUSH) private readonly queue: Queue<PushJob>,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Enqueues one push of `kind` to the player (sent at once, or after `delayMs`); `ref` names the
   * event it is about. Whether the player wants it and holds no socket is decided when it runs.
   * @returns the job id
   * @throws when Redis cannot be reached
   */
  async enqueue(
    userId: string,
    kind: PushKind,
    ref: string | number,
    text: string,
    url: string,
    delayMs = 0,
  ): Promise<string> {
    const jobId = pushJobId(kind, ref, userId);
    await this.queue.add(kind, { userId, kind, text, url }, { ...JOB_OPTIONS, jobId, delay: delayMs });
    return jobId;
  }

  /**
   * Schedules the "daily gift ready" push at the start of the next game day (a delayed job; only
   * for players with that preference on: its run schedules the day after while it stays on).
   * @returns the job id
   */
  scheduleDailyGift(userId: string): Promise<string> {
    const now = this.clock.now();
    const at = nextGameDayStart(now, this.config.TZ_GAME);
    return this.enqueue(
      userId,
      'dailyGift',
      gameDate(at, this.config.TZ_GAME),
      DAILY_GIFT_READY_TEXT,
      PUSH_KIND_PAGE.dailyGift,
      Math.max(0, at.getTime() - now.getTime()),
    );
  }

  /** Like `enqueue`, for a domain event's listener: a failure is logged, never thrown. */
  async enqueueQuietly(...args: Parameters<WebPushQueue['enqueue']>): Promise<void> {
    try {
      await this.enqueue(...args);
    } catch (error) {
      this.logger.warn(`push ${args[1]} for ${args[0]} not enqueued: ${String(error)}`);
    }
  }
}
