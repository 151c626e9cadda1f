import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { type Db, PrismaService } from '../database/prisma.service';
import { JobsService } from '../jobs/jobs.service';
import { type Mail, MailService } from './mail.service';

/** How long a sent or failed mail's row (recipient, subject, status, error: what support asks about) is kept. */
export const MAIL_OUTBOX_RETENTION_DAYS = 30;
/** Rows deleted a statement by the prune, so that it never holds many row locks at once. */
const PRUNE_BATCH = 5000;

/**
 * The one way mail leaves Nexus. `enqueue` writes a mail_outbox row in the transaction of the change
 * that causes it, with its `mail` job; the job delivers it with retries and backoff and marks the row
 * sent, or failed once the retries are spent. A request never fails because delivery does. Settled rows are pruned
 * after MAIL_OUTBOX_RETENTION_DAYS by a daily job.
 */
@Injectable()
export class MailOutbox implements OnModuleInit {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly prisma: PrismaService,
    private readonly jobs: JobsService,
    private readonly transport: MailService,
  ) {}

  onModuleInit(): void {
    this.jobs.handle(
      'mail',
      ({ mailId }) => this.deliver(mailId),
      ({ mailId }) => this.giveUp(mailId),
    );
    this.jobs.handle('mail-outbox-prune', async () => {
      await this.prune();
    });
  }

  /** Deletes the sent and failed mails settled before `now` less the retention; answers how many. Pending ones stay. */
  async prune(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - MAIL_OUTBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    let deleted = 0;
    for (;;) {
      const count = await this.prisma.$executeRaw`
        DELETE FROM mail_outbox WHERE id IN (
          SELECT id FROM mail_outbox WHERE status <> 'pending' AND created_at < ${before} LIMIT ${PRUNE_BATCH})`;
      deleted += count;
      if (count < PRUNE_BATCH) return deleted;
    }
  }

  async enqueue(db: Db, mail: Mail): Promise<void> {
    const { id } = await db.mailOutbox.create({
      data: { recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers ?? {} },
      select: { id: true },
    });
    await this.jobs.send('mail', { mailId: id }, db);
  }

  private async deliver(id: string): Promise<void> {
    // One conditional UPDATE counts the attempt and reads the mail only while it is pending: a retry of a
    // job whose mail already went out (its worker died before settling the job) sends nothing.
    const [mail] = await this.prisma.mailOutbox.updateManyAndReturn({
      where: { id, status: 'pending' },
      data: { attempts: { increment: 1 } },
    });
    if (!mail) return;
    try {
      await this.transport.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers as Record<string, string>,
      });
    } catch (error) {
      await this.prisma.mailOutbox.update({ where: { id }, data: { lastError: String(error) } });
      throw error;
    }
    await this.settle(id, 'sent');
  }

  private async giveUp(id: string): Promise<void> {
    if (await this.settle(id, 'failed')) this.logger.error(`Mail ${id} could not be delivered: retries spent`);
  }

  /** The bodies are blanked once settled: they carry one-time links, which are stored only as hashes elsewhere. */
  private async settle(id: string, status: 'sent' | 'failed'): Promise<boolean> {
    const { count } = await this.prisma.mailOutbox.updateMany({
      where: { id, status: 'pending' },
      data: { status, text: '', html: '', ...(status === 'sent' ? { sentAt: new Date(), lastError: null } : {}) },
    });
    return count === 1;
  }
}
