import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Clock } from '../../common/clock';
import { CommonErrorCode, commonError } from '../../common/errors/common.errors';
import { formatNumber } from '../../game/arabic-numbers.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import type { DomainEventMap } from '../../infra/events/domain-events';
import { AdminAuditService } from '../admin/admin-audit.service';
import { AuthRepository } from '../auth/auth.repository';
import { verifyPassword } from '../auth/password';
import { SessionService } from '../auth/session.service';
import { AccountDeletionTimers } from './account-deletion.timers';
import { AccountRightsErrorCode, accountRightsError } from './account-rights.errors';
import { AccountRightsMetrics } from './account-rights.metrics';
import { DeletionRequestedDto } from './account-rights.dto';

/** Days between the request and the erasure (issue 26: 7 days; the spec names no other period). */
export const DELETION_GRACE_DAYS = 7;
/** How recent a Google sign-in confirms the deletion of a Google-only account, in ms. */
export const RECENT_SIGN_IN_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

/**
 * "Delete my account" (issue 26 part 4; spec 000 section 1, the privacy page's user rights): the
 * request closes the account at once (every session ends, its sockets close on every node, it is
 * hidden from search, leaderboards, active players and transfers) and schedules its erasure after
 * `DELETION_GRACE_DAYS`; signing in before cancels it (`AuthService`), erasure is
 * `AccountErasureService`. Each step is written to the admin audit log.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly auth: AuthRepository,
    private readonly sessions: SessionService,
    private readonly timers: AccountDeletionTimers,
    private readonly audit: AdminAuditService,
    private readonly metrics: AccountRightsMetrics,
    private readonly clock: Clock,
    private readonly tx: Tx,
  ) {}

  /**
   * Closes the account and schedules its erasure. An account with a password confirms with it; a
   * Google-only one must have signed in (started a session) within the last 5 minutes.
   * @throws GUEST_CANNOT_DELETE; PASSWORD_REQUIRED; WRONG_PASSWORD; RECENT_SIGN_IN_REQUIRED
   */
  async request(
    userId: string,
    password: string | undefined,
    ip: string | null,
  ): Promise<DeletionRequestedDto> {
    const user = await this.auth.findUserById(userId);
    if (!user || user.deletedAt) throw commonError(CommonErrorCode.UNAUTHENTICATED);
    if (user.isGuest || (!user.passwordHash && !user.googleSubject))
      throw accountRightsError(AccountRightsErrorCode.GUEST_CANNOT_DELETE);
    if (user.passwordHash) {
      if (!password) throw accountRightsError(AccountRightsErrorCode.PASSWORD_REQUIRED);
      if (!(await verifyPassword(user.passwordHash, password)))
        throw accountRightsError(AccountRightsErrorCode.WRONG_PASSWORD);
    } else {
      const lastSignIn = await this.auth.lastSignInAt(userId);
      if (!lastSignIn || this.clock.now().getTime() - lastSignIn.getTime() > RECENT_SIGN_IN_MS)
        throw accountRightsError(AccountRightsErrorCode.RECENT_SIGN_IN_REQUIRED);
    }
    const now = this.clock.now();
    const dueAt = new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS);
    await inRetriedTransaction(this.tx, async () => {
      await this.auth.requestDeletion(userId, now, dueAt);
      await this.audit.record({
        adminId: userId,
        action: 'account.deletion_requested',
        targetType: 'user',
        targetId: userId,
        before: null,
        after: { deletionDueAt: dueAt.toISOString() },
        ip,
      });
      await this.metrics.deletion('requested');
    });
    await this.sessions.closeEndedSessions(userId);
    await this.timers.schedule({ id: userId, deletionDueAt: dueAt });
    return {
      success: true,
      message: `أُغلق حسابك وسيُحذف نهائياً بعد ${formatNumber(DELETION_GRACE_DAYS)} أيام؛ سجّل الدخول قبل ذلك لإلغاء الحذف`,
      deletionDueAt: dueAt.toISOString(),
      graceDays: DELETION_GRACE_DAYS,
    };
  }

  /** A sign-in cancelled the deletion: the admin audit log records it (the timer then finds nothing to do). */
  @OnEvent('user.deletionCancelled')
  async onCancelled({ userId }: DomainEventMap['user.deletionCancelled']): Promise<void> {
    await inRetriedTransaction(this.tx, async () => {
      await this.audit.record({
        adminId: userId,
        action: 'account.deletion_cancelled',
        targetType: 'user',
        targetId: userId,
        before: null,
        after: { cancelledAt: this.clock.now().toISOString() },
        ip: null,
      });
      await this.metrics.deletion('cancelled');
    });
  }
}
