import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEventMap } from '../../infra/events/domain-events';
import { notificationLink, pathOf, PUSH_KIND_PAGE, pushKindOfNotification } from '../../game/push.rules';
import { RELEASE_PAGE, RELEASE_TEXT, trainingCompletedSentence } from '../../game/push-texts.rules';
import { WebPushQueue } from './web-push.queue';
import { WebPushRepository } from './web-push.repository';

/**
 * Turns the domain events players wait for into push jobs (issue 26, part 2), on whichever node the
 * event happens: a stored notification of a pushed kind (attacked, private message, friend request,
 * gang answer or rank change, contract executed on you) with its own sentence and link, a release
 * from jail or hospital, a finished training; a claimed daily gift schedules the next day's "gift
 * ready". Each job's id names the event, so an event seen twice is sent once. Whether the player
 * wants it and is away is decided when the job runs. A failure to enqueue is logged, never thrown
 * to the publisher.
 */
@Injectable()
export class WebPushListener {
  constructor(
    private readonly queue: WebPushQueue,
    private readonly push: WebPushRepository,
  ) {}

  @OnEvent('notification.created')
  async onNotification({ userId, notification }: DomainEventMap['notification.created']): Promise<void> {
    const kind = pushKindOfNotification(notification.type);
    if (!kind) return;
    const link = notificationLink(notification.type, notification.data);
    await this.queue.enqueueQuietly(
      userId,
      kind,
      notification.id,
      notification.message,
      link ? pathOf(link) : PUSH_KIND_PAGE[kind],
    );
  }

  @OnEvent('confinement.left')
  async onRelease({ userId, kind, releasedAt }: DomainEventMap['confinement.left']): Promise<void> {
    await this.queue.enqueueQuietly(
      userId,
      'release',
      `${kind}-${releasedAt.getTime()}`,
      RELEASE_TEXT[kind],
      RELEASE_PAGE,
    );
  }

  @OnEvent('training.completed')
  async onTraining({ userId, training }: DomainEventMap['training.completed']): Promise<void> {
    await this.queue.enqueueQuietly(
      userId,
      'training',
      training.id,
      trainingCompletedSentence(training.stat, training.points),
      PUSH_KIND_PAGE.training,
    );
  }

  @OnEvent('loginGift.claimed')
  async onGiftClaimed({ userId }: DomainEventMap['loginGift.claimed']): Promise<void> {
    try {
      if (await this.push.wants(userId, 'dailyGift')) await this.queue.scheduleDailyGift(userId);
    } catch {
      // Logged by nobody else: the next claim or preference change schedules it again.
    }
  }
}
