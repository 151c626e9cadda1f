import { mkdir, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * `transactional`: a mail the member waits for to go on (verification code, sign-in link, password reset, deletion
 * confirmation, invitation). `notification`: news they can read later (pings, welcome). `digest`: the weekly digest,
 * a hundred thousand at once and late by nature, the lowest priority. Each kind has its own queue and SMTP connections,
 * so a backlog of notifications never delays a transactional mail, and the digests never delay either.
 */
export type MailKind = 'transactional' | 'notification' | 'digest';

export interface Mail {
  /** Set by each template: the template knows what the mail is, so a new one cannot be queued without deciding. */
  kind: MailKind;
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
 * Open SMTP connections kept per kind, each reused for up to `maxMessages` mails: a mail costs a few SMTP commands,
 * not a connection and its greeting. At least the queue's `concurrency`, so that no worker waits for a connection.
 */
export const SMTP_POOLS: Record<MailKind, { maxConnections: number; maxMessages: number }> = {
  transactional: { maxConnections: 2, maxMessages: 500 },
  notification: { maxConnections: 4, maxMessages: 500 },
  digest: { maxConnections: 2, maxMessages: 500 },
};

/**
 * Opens the TCP connection with Nagle's algorithm off (nodemailer leaves it on): otherwise the last little write of
 * each message ('.') waits for the server's delayed ACK of the body, about 40 ms a mail on every connection.
 * nodemailer then runs SMTP on it as on its own, upgrading it to TLS for smtps://.
 */
const connectNoDelay: SMTPPool.Options['getSocket'] = (options, callback) => {
  const socket = net.connect({
    host: options.host ?? 'localhost',
    port: options.port ?? (options.secure ? 465 : 587),
    noDelay: true,
  });
  const timer = setTimeout(() => socket.destroy(new Error('Connection timeout')), SMTP_TIMEOUTS.connectionTimeout);
  const failed = (error: Error) => {
    clearTimeout(timer);
    callback(error, undefined);
  };
  socket.once('error', failed);
  socket.once('connect', () => {
    clearTimeout(timer);
    socket.off('error', failed);
    callback(null, { connection: socket });
  });
};

/**
 * The transport: SMTP when SMTP_URL is set. Without it (development), each message is written to
 * DATA_DIR/mail/ as an .eml file and its path logged, so sign-up works with nothing else installed.
 * Features do not call it: they queue mail through MailOutbox, whose job calls `send`.
 */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transports: Record<MailKind, Transporter>;
  private readonly outbox: string;
  private outboxReady?: Promise<unknown>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.outbox = path.join(config.dataDir, 'mail');
    const transport = (kind: MailKind) =>
      config.smtpUrl
        ? // Not `{ url }`: nodemailer would take the URL's settings only, and drop every option beside it.
          nodemailer.createTransport({
            ...parseConnectionUrl(config.smtpUrl),
            pool: true,
            ...SMTP_POOLS[kind],
            ...SMTP_TIMEOUTS,
            getSocket: connectNoDelay,
          })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    this.transports = {
      transactional: transport('transactional'),
      notification: transport('notification'),
      digest: transport('digest'),
    };
  }

  /** After the job queue has stopped (onModuleDestroy): the mails in hand were given their time to go out. */
  onApplicationShutdown(): void {
    for (const transport of Object.values(this.transports)) transport.close();
  }

  async send({ kind, ...mail }: Mail): Promise<void> {
    const info = await this.transports[kind].sendMail({ from: this.config.mailFrom, ...mail });
    if (this.config.smtpUrl) return;
    // Asynchronous: a sweep's thousand pings are a thousand files, and the sends' event loop is this one.
    this.outboxReady ??= mkdir(this.outbox, { recursive: true });
    await this.outboxReady;
    const file = path.join(
      this.outbox,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`,
    );
    await writeFile(file, (info as { message: Buffer }).message);
    this.logger.log(`"${mail.subject}" to ${mail.to} written to ${file}`);
  }
}
