import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import Redis from 'ioredis';
import nodemailer, { Transporter } from 'nodemailer';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { REDIS } from '../../infra/redis/redis.module';

/** One outgoing mail in Arabic with a link the player opens. */
export interface LinkMail {
  /** What the mail is for (`email_verification`, `password_reset`); the hourly budget counts per kind. */
  kind: string;
  to: string;
  subject: string;
  intro: string;
  linkLabel: string;
  link: string;
}

/**
 * At most this many mails of one kind to one address per hour: anyone can type someone else's
 * address at sign-up or in a reset request, and must not be able to flood that inbox through us.
 */
const MAILS_PER_ADDRESS_PER_HOUR = 5;
const HOUR_SECONDS = 3600;
const budgetKey = (kind: string, to: string) =>
  `mail:budget:${kind}:${createHash('sha256').update(to.trim().toLowerCase()).digest('hex')}`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Sends account mails over SMTP (nodemailer, `SMTP_URL`). Without SMTP_URL it writes the mail to
 * the log instead, so local play still shows the verification and reset links; never in
 * production, where the links would hand accounts to whoever reads the logs.
 */
@Injectable()
export class MailService implements OnApplicationBootstrap {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {
    this.transport = config.SMTP_URL
      ? nodemailer.createTransport(config.SMTP_URL)
      : nodemailer.createTransport({ jsonTransport: true });
  }

  /** Tells the operator at boot when a production node cannot send verification and reset mails. */
  onApplicationBootstrap(): void {
    if (!this.config.SMTP_URL && this.config.NODE_ENV === 'production')
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
      info = await this.transport.sendMail({
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

  /** Counts the mail against its address's hourly budget; sends anyway while Redis is down. */
  private async takeBudget(mail: LinkMail): Promise<boolean> {
    const key = budgetKey(mail.kind, mail.to);
    try {
      const results = await this.redis.multi().incr(key).expire(key, HOUR_SECONDS, 'NX').exec();
      const sent = Number(results?.[0]?.[1] ?? 0);
      return sent <= MAILS_PER_ADDRESS_PER_HOUR;
    } catch {
      return true;
    }
  }
}
