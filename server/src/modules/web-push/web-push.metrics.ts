import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { PUSH_KINDS, PushKind } from '../../game/push.rules';
import { MetricsService } from '../metrics/metrics.service';

/** Why a push job sent nothing (`darkcity_push_skipped_total{reason}`). */
export const PUSH_SKIP_REASONS = ['disabled', 'online', 'no_device'] as const;
export type PushSkipReason = (typeof PUSH_SKIP_REASONS)[number];

/**
 * Why one delivery to one device failed (`darkcity_push_failed_total{kind,reason}`): `rejected` is
 * a 4xx other than 404/410/429 (not retried), `unavailable` a 429, a 5xx, a timeout or no answer
 * (the job is retried).
 */
export const PUSH_FAILURE_REASONS = ['rejected', 'unavailable'] as const;
export type PushFailureReason = (typeof PUSH_FAILURE_REASONS)[number];

/**
 * Web push counters (issue 26, part 2), counted on the node that runs the push worker: pushes the
 * push service accepted, per kind; deliveries that failed, per kind and reason; subscriptions
 * deleted because the push service answered 404 or 410; jobs that sent nothing, per reason. The
 * queue's depth and its jobs are `bullmq_*{queue="push"}`. Every series starts at 0.
 */
@Injectable()
export class WebPushMetrics {
  private readonly sentTotal: Counter<'kind'>;
  private readonly failedTotal: Counter<'kind' | 'reason'>;
  private readonly goneTotal: Counter;
  private readonly skippedTotal: Counter<'reason'>;

  constructor(metrics: MetricsService) {
    const registers = [metrics.registry];
    this.sentTotal = new Counter({
      name: 'darkcity_push_sent_total',
      help: 'Web pushes a push service accepted (one per device), per kind',
      labelNames: ['kind'],
      registers,
    });
    this.failedTotal = new Counter({
      name: 'darkcity_push_failed_total',
      help: 'Web push deliveries that failed, per kind and reason (rejected: a 4xx, not retried; unavailable: 429, 5xx, timeout or network, retried)',
      labelNames: ['kind', 'reason'],
      registers,
    });
    this.goneTotal = new Counter({
      name: 'darkcity_push_subscriptions_gone_total',
      help: 'Push subscriptions deleted because the push service answered 404 or 410',
      registers,
    });
    this.skippedTotal = new Counter({
      name: 'darkcity_push_skipped_total',
      help: 'Push jobs that sent nothing, per reason (disabled: preference off; online: a live socket; no_device: no subscription)',
      labelNames: ['reason'],
      registers,
    });
    for (const kind of PUSH_KINDS) {
      this.sentTotal.inc({ kind }, 0);
      for (const reason of PUSH_FAILURE_REASONS) this.failedTotal.inc({ kind, reason }, 0);
    }
    for (const reason of PUSH_SKIP_REASONS) this.skippedTotal.inc({ reason }, 0);
  }

  sent(kind: PushKind): void {
    this.sentTotal.inc({ kind });
  }

  failed(kind: PushKind, reason: PushFailureReason): void {
    this.failedTotal.inc({ kind, reason });
  }

  gone(): void {
    this.goneTotal.inc();
  }

  skipped(reason: PushSkipReason): void {
    this.skippedTotal.inc({ reason });
  }
}
