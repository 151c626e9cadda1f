import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** E.g. List-Unsubscribe on mail a member can opt out of. */
  headers?: Record<string, string>;
}

/** A server that stops answering must not hold a delivery job past its expiry (QUEUES.mail). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The transport: SMTP when SMTP_URL is set. Without it (development), each message is written to
 * DATA_DIR/mail/ as an .eml file and its path logged, so sign-up works with nothing else installed.
 * Features do not call it: they queue mail through MailOutbox, whose job calls `send`.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly outbox: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.outbox = path.join(config.dataDir, 'mail');
    this.transport = config.smtpUrl
      ? nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: Mail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
    if (this.config.smtpUrl) return;
    mkdirSync(this.outbox, { recursive: true });
    const file = path.join(
      this.outbox,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`,
    );
    writeFileSync(file, (info as { message: Buffer }).message);
    this.logger.log(`"${mail.subject}" to ${mail.to} written to ${file}`);
  }
}
