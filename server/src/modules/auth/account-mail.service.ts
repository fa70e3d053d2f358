import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { Clock } from '../../common/clock';
import { CommonErrorCode, commonError } from '../../common/errors/common.errors';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { MailService } from '../mail/mail.service';
import { AuthErrorCode, authError } from './auth.errors';
import { AuthRepository } from './auth.repository';
import { hashPassword } from './password';
import { SessionService } from './session.service';
import { TokenService } from './token.service';
import { UserEntity } from './user.entity';

/** A password-reset link lives an hour, a verification link a week (ms). */
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const VERIFY_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The account's mailed links: password reset (valid an hour) and e-mail verification (valid seven
 * days), each a single-use opaque token stored hashed and sent as `?token=` on a `PUBLIC_URL` page.
 */
@Injectable()
export class AccountMailService {
  constructor(
    private readonly auth: AuthRepository,
    private readonly tokens: TokenService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly tx: Tx,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionService,
  ) {}

  /**
   * Mails a reset link when the e-mail belongs to a password account; answers the same either way.
   * The mail goes out after the answer: waiting for the mail server would tell registered addresses
   * (about 110 ms with a local server) from unknown ones (about 5 ms), and so would its failures.
   */
  async requestPasswordReset(email: string): Promise<{ success: boolean }> {
    const user = await this.auth.findUserByEmail(email);
    if (user?.passwordHash && user.email) {
      const token = await this.newAuthToken(user.id, 'password_reset', RESET_TOKEN_TTL_MS);
      void this.mail.sendLink({
        kind: 'password_reset',
        to: user.email,
        subject: 'إعادة تعيين كلمة المرور',
        intro: 'طلبت إعادة تعيين كلمة المرور. الرابط صالح لمدة ساعة واحدة.',
        linkLabel: 'إعادة تعيين كلمة المرور',
        link: this.publicLink('/reset-password', token),
      });
    }
    return { success: true };
  }

  /**
   * Sets a new password from a mailed token and signs out every session and socket. The account's
   * other reset links end too: one lying in the mailbox would otherwise undo the reset for an hour.
   * @throws INVALID_TOKEN
   */
  async resetPassword(token: string, password: string): Promise<{ success: boolean }> {
    const now = this.clock.now();
    const passwordHash = await hashPassword(password);
    const userId = await inRetriedTransaction(this.tx, async () => {
      const owner = await this.auth.consumeAuthToken(
        this.tokens.hashOpaqueToken(token),
        'password_reset',
        now,
      );
      if (!owner) throw authError(AuthErrorCode.INVALID_TOKEN);
      await this.auth.discardAuthTokens(owner, 'password_reset', now);
      await this.auth.updateUser(owner, { passwordHash });
      await this.auth.revokeAllSessions(owner, now);
      return owner;
    });
    // Sockets opened with the old tokens (another device, whoever knew the old password) go too.
    await this.sessions.closeEndedSessions(userId);
    return { success: true };
  }

  /** Marks the e-mail verified from a mailed token. @throws INVALID_TOKEN */
  @Transactional()
  async verifyEmail(token: string): Promise<{ success: boolean }> {
    const userId = await this.auth.consumeAuthToken(
      this.tokens.hashOpaqueToken(token),
      'email_verification',
      this.clock.now(),
    );
    if (!userId) throw authError(AuthErrorCode.INVALID_TOKEN);
    await this.auth.updateUser(userId, { emailVerified: true });
    return { success: true };
  }

  /** @throws UNAUTHENTICATED when the user no longer exists */
  async resendVerification(userId: string): Promise<{ success: boolean }> {
    const user = await this.auth.findUserById(userId);
    if (!user) throw commonError(CommonErrorCode.UNAUTHENTICATED);
    await this.sendVerificationMail(user);
    return { success: true };
  }

  /**
   * Mails a verification link (valid seven days) and waits for the mail server; does nothing for
   * an account without an e-mail or already verified. A mail that cannot go out is logged, not thrown.
   */
  async sendVerificationMail(user: UserEntity): Promise<void> {
    if (!user.email || user.emailVerified) return;
    const token = await this.newAuthToken(user.id, 'email_verification', VERIFY_TOKEN_TTL_MS);
    await this.mail.sendLink({
      kind: 'email_verification',
      to: user.email,
      subject: 'تأكيد البريد الإلكتروني',
      intro: 'مرحباً بك في اللعبة. أكد بريدك الإلكتروني بفتح الرابط التالي.',
      linkLabel: 'تأكيد البريد الإلكتروني',
      link: this.publicLink('/verify-email', token),
    });
  }

  private async newAuthToken(
    userId: string,
    purpose: 'password_reset' | 'email_verification',
    ttlMs: number,
  ) {
    const { token, hash } = this.tokens.newOpaqueToken();
    await this.auth.createAuthToken({
      userId,
      purpose,
      tokenHash: hash,
      expiresAt: new Date(this.clock.now().getTime() + ttlMs),
    });
    return token;
  }

  private publicLink(path: string, token: string): string {
    const url = new URL(path, this.config.PUBLIC_URL);
    url.searchParams.set('token', token);
    return url.toString();
  }
}
