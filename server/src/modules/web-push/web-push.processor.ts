import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { PushKind } from '../../game/push.rules';
import { PUSH_TITLE } from '../../game/push-texts.rules';
import { PushJob, QueueName } from '../../infra/queue/queues';
import { PresenceService } from '../../infra/realtime/presence.service';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import { WebPushMetrics } from './web-push.metrics';
import { WebPushQueue } from './web-push.queue';
import { WebPushRepository } from './web-push.repository';
import { WebPushSender } from './web-push-sender';

/** What one push job did (its BullMQ return value). */
export type WebPushJobResult =
  | { outcome: 'disabled' | 'online' | 'no_device' }
  | { outcome: 'delivered'; sent: number; gone: number; rejected: number };

/** The kinds whose newest push replaces an older one still shown on the device. */
const REPLACING_KINDS = new Set<PushKind>(['release', 'training', 'dailyGift']);

/**
 * The push worker (issue 26, part 2; nodes with ROLE worker or all). A job sends its sentence to
 * every device of the player, if, at that moment, they want that kind (the master switch and the
 * kind's) and hold no socket on any node (the presence copy, then the Redis adapter's
 * `fetchSockets`). A subscription the push service answers 404 or 410 is deleted; a 429, a 5xx or no
 * answer fails the job after the other devices were tried, and BullMQ retries it (5 attempts) for
 * the devices not reached yet. The payload is JSON: `{ title, body, url, kind, tag? }`.
 */
@Processor(QueueName.PUSH, { concurrency: 20 })
export class WebPushProcessor extends WorkerHost {
  private readonly logger = new Logger(WebPushProcessor.name);

  constructor(
    private readonly push: WebPushRepository,
    private readonly sender: WebPushSender,
    private readonly queue: WebPushQueue,
    private readonly metrics: WebPushMetrics,
    private readonly presence: PresenceService,
    private readonly publisher: RealtimePublisher,
  ) {
    super();
  }

  async process(job: Job<PushJob>): Promise<WebPushJobResult> {
    const { userId, text, url } = job.data;
    const kind = job.data.kind as PushKind;
    if (!(await this.push.wants(userId, kind))) {
      this.metrics.skipped('disabled');
      return { outcome: 'disabled' };
    }
    // The gift is ready again every game day: the next one is scheduled while the switch stays on.
    if (kind === 'dailyGift') await this.queue.scheduleDailyGift(userId);
    if (await this.isOnline(userId)) {
      this.metrics.skipped('online');
      return { outcome: 'online' };
    }
    const done = new Set(job.data.done ?? []);
    const devices = (await this.push.subscriptionsOf(userId)).filter((device) => !done.has(device.id));
    if (!devices.length && !done.size) {
      this.metrics.skipped('no_device');
      return { outcome: 'no_device' };
    }
    if (!this.sender.publicKey) throw new Error('web push is not configured');
    const payload = JSON.stringify({
      title: PUSH_TITLE,
      body: text,
      url,
      kind,
      ...(REPLACING_KINDS.has(kind) && { tag: kind }),
    });
    const result = { outcome: 'delivered' as const, sent: done.size, gone: 0, rejected: 0 };
    let unavailable = 0;
    await Promise.all(
      devices.map(async (device) => {
        const delivery = await this.sender.send(device, payload);
        switch (delivery.outcome) {
          case 'sent':
            this.metrics.sent(kind);
            done.add(device.id);
            result.sent++;
            return;
          case 'gone':
            if (await this.push.deleteSubscriptionById(device.id)) this.metrics.gone();
            result.gone++;
            return;
          case 'rejected':
            this.metrics.failed(kind, 'rejected');
            this.logger.warn(
              `push ${job.id} refused by ${new URL(device.endpoint).host}: ${delivery.status ?? delivery.error}`,
            );
            result.rejected++;
            return;
          case 'unavailable':
            this.metrics.failed(kind, 'unavailable');
            unavailable++;
            this.logger.warn(
              `push service ${new URL(device.endpoint).host} unavailable for ${job.id}: ${delivery.status ?? delivery.error}`,
            );
        }
      }),
    );
    if (unavailable) {
      // The devices reached are not sent to again by the retry.
      await job.updateData({ ...job.data, done: [...done] });
      throw new Error(`${unavailable} of ${devices.length} push services unavailable`);
    }
    return result;
  }

  /** Whether the player holds a live socket on any node. */
  private async isOnline(userId: string): Promise<boolean> {
    return this.presence.mayHaveSockets(userId) && (await this.publisher.hasSockets(userId));
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<PushJob> | undefined, error: Error): void {
    this.logger.warn(`push ${job?.id} attempt ${job?.attemptsMade} failed: ${error.message}`);
  }
}
