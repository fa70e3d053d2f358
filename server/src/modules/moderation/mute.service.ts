import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../infra/events/domain-events';
import { Clock } from '../../common/clock';
import { CommonErrorCode, commonError } from '../../common/errors/common.errors';
import { ModerationErrorCode, moderationError } from './moderation.errors';
import { AccountAccessService } from '../auth/account-access.service';

/**
 * Chat mutes (spec 000 section 6, `mute_user`): the end time lives in `users.muted_until`, written
 * and read through auth's `AccountAccessService` (the one place mutes are written).
 */
@Injectable()
export class MuteService {
  constructor(
    private readonly access: AccountAccessService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  /**
   * Mutes a user for `minutes` (fractions allowed) from now and pushes `muted { until, reason }`.
   * @throws NOT_FOUND when there is no such user.
   */
  async mute(userId: string, minutes: number, reason?: string): Promise<{ until: string }> {
    const until = new Date(this.clock.now().getTime() + Math.round(minutes * 60_000));
    if (!(await this.access.setMutedUntil(userId, until))) throw commonError(CommonErrorCode.NOT_FOUND);
    const payload = { until: until.toISOString(), ...(reason ? { reason } : {}) };
    await this.events.publish('user.muted', { userId, mute: payload });
    return { until: payload.until };
  }

  /** When the user's mute ends, or null when not muted (an ended mute counts as none). */
  async mutedUntil(userId: string): Promise<Date | null> {
    const until = await this.access.mutedUntil(userId);
    return until && until.getTime() > this.clock.now().getTime() ? until : null;
  }

  /** @throws MUTED (403, with `until`) while the user is muted. */
  async assertNotMuted(userId: string): Promise<void> {
    const until = await this.mutedUntil(userId);
    if (until) throw moderationError(ModerationErrorCode.MUTED, { until: until.toISOString() });
  }
}
