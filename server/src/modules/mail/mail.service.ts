import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';

/** One outgoing mail in Arabic with a link the player opens. */
export interface LinkMail {
  to: string;
  subject: string;
  intro: string;
  linkLabel: string;
  link: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Sends account mails over SMTP (nodemailer, `SMTP_URL`). Without SMTP_URL it writes the mail to
 * the log instead, so local play still shows the verification and reset links.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.SMTP_URL
      ? nodemailer.createTransport(config.SMTP_URL)
      : nodemailer.createTransport({ jsonTransport: true });
  }

  async sendLink(mail: LinkMail): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: `${mail.intro}\n\n${mail.linkLabel}: ${mail.link}\n`,
      html: `<div dir="rtl" lang="ar"><p>${escapeHtml(mail.intro)}</p><p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.linkLabel)}</a></p></div>`,
    });
    if (!this.config.SMTP_URL)
      this.logger.log(`SMTP_URL not set; mail to ${mail.to}: ${mail.subject} ${mail.link}`);
    else this.logger.debug(`mail sent to ${mail.to}: ${info.messageId}`);
  }
}
