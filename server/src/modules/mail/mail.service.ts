import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import escapeHtml from 'escape-html';
import type { Transporter } from 'nodemailer';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { ActionRateLimiter, LimitedAction } from '../../infra/rate-limit/action-rate-limiter';

/** One outgoing mail in Arabic with a link the player opens. */
export interface LinkMail {
  /** What the mail is for; each kind has its own hourly budget per address (ACTION_LIMITS). */
  kind: 'email_verification' | 'password_reset';
  to: string;
  subject: string;
  intro: string;
  linkLabel: string;
  link: string;
}

const MAIL_BUDGET: Record<LinkMail['kind'], LimitedAction> = {
  email_verification: 'emailVerificationMail',
  password_reset: 'passwordResetMail',
};
/** The address as the budget counts it: normalised, and hashed so no address sits in Redis. */
const addressKey = (to: string) => createHash('sha256').update(to.trim().toLowerCase()).digest('hex');

/**
 * Sends account mails over SMTP (nodemailer, `SMTP_URL`). Without SMTP_URL it writes the mail to
 * the log instead, so local play still shows the verification and reset links; never in
 * production, where the links would hand accounts to whoever reads the logs.
 */
@Injectable()
export class MailService implements OnApplicationBootstrap {
  private readonly logger = new Logger(MailService.name);
  private transport?: Promise<Transporter>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rateLimiter: ActionRateLimiter,
  ) {}

  /**
   * Tells the operator at boot when a production node that answers players cannot send verification
   * and reset mails. A worker node (ROLE=worker) sends none: players' requests send them.
   */
  onApplicationBootstrap(): void {
    if (!this.config.SMTP_URL && this.config.NODE_ENV === 'production' && this.config.ROLE !== 'worker')
      this.logger.warn(
        'SMTP_URL is not set: verification and password-reset mails will not be sent. Set it to an SMTP server URL.',
      );
  }

  /**
   * Never throws: a mail that cannot go out is logged, and the caller's answer stays the same (an
   * account created, a reset request answered like one for an unknown address).
   * @returns whether the mail went out (false: over the address's hourly budget, no SMTP in
   * production, or the mail server refused it).
   */
  async sendLink(mail: LinkMail): Promise<boolean> {
    if (!(await this.takeBudget(mail))) {
      this.logger.warn(`hourly budget used up; ${mail.kind} mail to ${mail.to} not sent`);
      return false;
    }
    if (!this.config.SMTP_URL && this.config.NODE_ENV === 'production') {
      this.logger.warn(`SMTP_URL not set; ${mail.kind} mail to ${mail.to} not sent`);
      return false;
    }
    let info: { messageId?: string };
    try {
      const transport = await this.transporter();
      info = await transport.sendMail({
        from: this.config.MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: `${mail.intro}\n\n${mail.linkLabel}: ${mail.link}\n`,
        html: `<div dir="rtl" lang="ar"><p>${escapeHtml(mail.intro)}</p><p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.linkLabel)}</a></p></div>`,
      });
    } catch (error) {
      this.logger.error(`${mail.kind} mail to ${mail.to} failed: ${(error as Error).message}`);
      return false;
    }
    if (!this.config.SMTP_URL)
      this.logger.log(`SMTP_URL not set; mail to ${mail.to}: ${mail.subject} ${mail.link}`);
    else this.logger.debug(`mail sent to ${mail.to}: ${info.messageId}`);
    return true;
  }

  /** The SMTP transport (without SMTP_URL: one that only renders the mail), made on the first mail. */
  private transporter(): Promise<Transporter> {
    // Lazy: nodemailer is about 40 modules that only sign-up and password reset need, not every node's boot (issue 16).
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      this.config.SMTP_URL
        ? nodemailer.createTransport(this.config.SMTP_URL)
        : nodemailer.createTransport({ jsonTransport: true }),
    );
    return this.transport;
  }

  /** Counts the mail against its address's hourly budget for its kind. */
  private async takeBudget(mail: LinkMail): Promise<boolean> {
    return (await this.rateLimiter.take(MAIL_BUDGET[mail.kind], addressKey(mail.to))).allowed;
  }
}
