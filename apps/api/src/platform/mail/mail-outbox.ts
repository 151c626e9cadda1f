import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Prisma } from '../database/generated/client';
import { type Db, PrismaService } from '../database/prisma.service';
import { restAfterBatch } from '../queue/background-pace';
import { type BatchJob, JobsService } from '../queue/jobs.service';
import type { QueueName } from '../queue/queues';
import { type Mail, type MailKind, MailService } from './mail.service';

/** A mail_outbox row taken for delivery. */
interface PendingMail {
  id: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** How long a sent or failed mail's row (recipient, subject, status, error: what support asks about) is kept. */
export const MAIL_OUTBOX_RETENTION_DAYS = 30;
/** Rows deleted a statement by the prune, so that it never holds many row locks at once. */
const PRUNE_BATCH = 5000;
/**
 * A worker of notification or digest mail rests as long as its batch took: a burst of them (a minute's ping sweep
 * queues a thousand in bench:dm) then takes half the event loop the requests share, not all of it, and still goes out
 * at hundreds a second. Codes and links (transactional) never wait.
 */
const BULK_MAIL_REST_FACTOR = 1;
/** Notification and digest mail: paced (sent one by one, resting after each batch); codes and links never are. */
const isBulk = (kind: MailKind) => kind !== 'transactional';
/**
 * Runs `work` on each item after the one before has settled, and answers their outcomes as Promise.allSettled does.
 * Bulk mail goes out so: a batch of mails built at once is one stretch of nodemailer's stream callbacks with no I/O
 * between them (in bench:dm's CPU profile at 200/s, stretches of 30 to 68 ms, and the garbage collections after them),
 * which every request in that moment waits out; one at a time, the longest in the same profile was 16 ms.
 */
async function settleOneByOne<T>(items: T[], work: (item: T) => Promise<void>): Promise<PromiseSettledResult<void>[]> {
  const outcomes: PromiseSettledResult<void>[] = [];
  for (const item of items) {
    try {
      outcomes.push({ status: 'fulfilled', value: await work(item) });
    } catch (reason) {
      outcomes.push({ status: 'rejected', reason });
    }
  }
  return outcomes;
}

/** A member gets at most one notification mail of each kind (`coalesce.key`) per this interval; the rest are in-app. */
export const MAIL_COALESCE_SECONDS = 15 * 60;

/**
 * The delivery queue of each kind of mail (QUEUES): worked apart, so notifications never hold up a code or a link, and
 * the weekly digests neither.
 */
export const MAIL_QUEUE = {
  transactional: 'mail',
  notification: 'mail-notification',
  digest: 'mail-digest',
} as const satisfies Record<MailKind, QueueName>;

export interface EnqueueOptions {
  /**
   * The member the mail is about, when it goes to someone else and names them ('X sent you a message'); the row then
   * goes with that member's account.
   */
  actorId?: string | null;
  /**
   * Coalesces a notification mail: of the mails with one member and `key` (a notification kind), one per
   * MAIL_COALESCE_SECONDS is queued and the others are not, so a flood of messages or requests is one mail.
   */
  coalesce?: { userId: string; key: string };
}

/** A mail to queue, with how. */
export interface MailToQueue {
  mail: Mail;
  options?: EnqueueOptions;
}

/**
 * The one way mail leaves Nexus. `enqueue` writes a mail_outbox row in the transaction of the change
 * that causes it, with its job on the queue of its kind (MAIL_QUEUE); the job delivers it with retries and backoff and
 * marks the row sent, or failed once the retries are spent. A request never fails because delivery does. Settled rows
 * are pruned after MAIL_OUTBOX_RETENTION_DAYS by a daily job.
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
    for (const [kind, queue] of Object.entries(MAIL_QUEUE) as [MailKind, (typeof MAIL_QUEUE)[MailKind]][]) {
      this.jobs.handleBatch(
        queue,
        async (jobs) => {
          const started = performance.now();
          const outcomes = await this.deliver(jobs, kind);
          if (isBulk(kind)) await restAfterBatch(started, BULK_MAIL_REST_FACTOR);
          return outcomes;
        },
        ({ mailId }) => this.giveUp(mailId),
      );
    }
    this.jobs.handle('mail-outbox-prune', async () => {
      await this.prune();
    });
  }

  /**
   * Deletes the sent and failed mails settled before `now` less the retention, and answers how many (pending ones
   * stay); and the coalescing marks older than the interval.
   */
  async prune(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - MAIL_OUTBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    let deleted = 0;
    for (;;) {
      const count = await this.prisma.$executeRaw`
        DELETE FROM mail_outbox WHERE id IN (
          SELECT id FROM mail_outbox WHERE status <> 'pending' AND created_at < ${before} LIMIT ${PRUNE_BATCH})`;
      deleted += count;
      if (count < PRUNE_BATCH) break;
    }
    // A mark past its interval lets the next mail through as an absent one does.
    await this.prisma.mailThrottle.deleteMany({
      where: { sentAt: { lt: new Date(now.getTime() - MAIL_COALESCE_SECONDS * 1000) } },
    });
    return deleted;
  }

  /** Queues `mail` in `db`'s transaction; answers false when it was coalesced away (`options.coalesce`). */
  async enqueue(db: Db, mail: Mail, options: EnqueueOptions = {}): Promise<boolean> {
    return (await this.enqueueMany(db, [{ mail, options }])) === 1;
  }

  /**
   * Queues many mails in `db`'s transaction in a few statements, whatever their number: the coalescing marks in one,
   * the rows and their jobs in one each per kind. Of the mails one member would get about one `key`, at most the first
   * is queued, as `enqueue` one after another would. Answers how many were queued.
   */
  async enqueueMany(db: Db, items: MailToQueue[]): Promise<number> {
    const marks = new Map<string, { userId: string; key: string }>();
    const wanted = items.filter(({ options }) => {
      const coalesce = options?.coalesce;
      if (!coalesce) return true;
      const mark = `${coalesce.userId}:${coalesce.key}`;
      if (marks.has(mark)) return false;
      marks.set(mark, coalesce);
      return true;
    });
    const taken = new Set((await this.takeCoalesceSlots(db, [...marks.values()])).map(({ userId, key }) => `${userId}:${key}`));
    const queued = wanted.filter(({ options }) => {
      const coalesce = options?.coalesce;
      return !coalesce || taken.has(`${coalesce.userId}:${coalesce.key}`);
    });
    for (const kind of new Set(queued.map(({ mail }) => mail.kind))) {
      const ids = await this.insertRows(
        db,
        queued.filter(({ mail }) => mail.kind === kind),
      );
      await this.jobs.sendMany(
        MAIL_QUEUE[kind],
        ids.map((mailId) => ({ mailId })),
        db,
      );
    }
    return queued.length;
  }

  /**
   * Writes the mails' rows in one statement and answers their ids. Raw, not the ORM's createMany: that one spent about
   * 100 ms of the event loop on 200 mails (measured: a minute's ping sweep, whose first batches each queue hundreds).
   */
  private async insertRows(db: Db, items: MailToQueue[]): Promise<string[]> {
    const ids = items.map(() => randomUUID());
    const column = <T>(of: (item: MailToQueue) => T) => items.map(of);
    await db.$executeRaw(Prisma.sql`
      INSERT INTO mail_outbox (id, recipient, subject, text, html, headers, actor_id)
      SELECT * FROM unnest(${ids}::uuid[], ${column(({ mail }) => mail.to)}::text[], ${column(({ mail }) => mail.subject)}::text[],
                           ${column(({ mail }) => mail.text)}::text[], ${column(({ mail }) => mail.html)}::text[],
                           ${column(({ mail }) => JSON.stringify(mail.headers ?? {}))}::jsonb[],
                           ${column(({ options }) => options?.actorId ?? null)}::uuid[])`);
    return ids;
  }

  /**
   * Marks each member mailed about its `key` now unless they were within MAIL_COALESCE_SECONDS; answers the marks
   * taken. One upsert of the (member, key) rows: a concurrent one waits for this transaction and then finds the fresh
   * mark, so two workers never both mail (taken in one order: two batches never deadlock); a transaction that rolls back
   * leaves the old marks. Each pair at most once.
   */
  private takeCoalesceSlots(db: Db, marks: { userId: string; key: string }[]) {
    if (marks.length === 0) return Promise.resolve([]);
    return db.$queryRaw<{ userId: string; key: string }[]>`
      INSERT INTO mail_throttle (user_id, key, sent_at)
      SELECT user_id, key, now() FROM unnest(${marks.map((m) => m.userId)}::uuid[], ${marks.map((m) => m.key)}::text[]) AS m(user_id, key)
       ORDER BY user_id, key
      ON CONFLICT (user_id, key) DO UPDATE SET sent_at = EXCLUDED.sent_at
        WHERE mail_throttle.sent_at <= EXCLUDED.sent_at - ${MAIL_COALESCE_SECONDS}::int * interval '1 second'
      RETURNING user_id::text AS "userId", key`;
  }

  /**
   * Delivers a batch of mails in two statements, whatever its size: one counts an attempt of each and reads the ones
   * still pending (a retry of a job whose mail already went out, its worker dead before settling the job, sends
   * nothing), the other settles the ones sent; a failure is recorded on its row. Answers each mail's error, or
   * undefined (JobsService.handleBatch).
   */
  private async deliver(jobs: BatchJob<(typeof MAIL_QUEUE)[MailKind]>[], kind: MailKind): Promise<unknown[]> {
    const ids = jobs.map(({ data }) => data.mailId);
    // A mail's lines are logged in its job's scope (the request that queued it); a mail twice in a batch, in its first.
    const jobOf = new Map(jobs.map((job) => [job.data.mailId, job] as const).reverse());
    const pending = await this.prisma.read<PendingMail>(
      Prisma.sql`UPDATE mail_outbox SET attempts = attempts + 1
                  WHERE id = ANY(${ids}::uuid[]) AND status = 'pending'
              RETURNING id::text, recipient, subject, text, html, headers`,
      'mail-take',
    );
    const send = (mail: PendingMail) =>
      jobOf.get(mail.id)!.inScope(() =>
        this.transport.send({
          kind,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
        }),
      );
    const outcomes = isBulk(kind) ? await settleOneByOne(pending, send) : await Promise.allSettled(pending.map(send));
    const errors = new Map<string, unknown>();
    outcomes.forEach((outcome, index) => {
      if (outcome.status === 'rejected') errors.set(pending[index]!.id, outcome.reason);
    });
    const sent = pending.filter(({ id }) => !errors.has(id)).map(({ id }) => id);
    if (sent.length > 0) await this.settle(sent, 'sent');
    if (errors.size > 0) {
      await this.prisma.$executeRaw`
        UPDATE mail_outbox o SET last_error = f.error
          FROM unnest(${[...errors.keys()]}::uuid[], ${[...errors.values()].map(String)}::text[]) AS f(id, error)
         WHERE o.id = f.id`;
    }
    return ids.map((id) => errors.get(id));
  }

  private async giveUp(id: string): Promise<void> {
    if ((await this.settle([id], 'failed')) === 1) this.logger.error(`Mail ${id} could not be delivered: retries spent`);
  }

  /**
   * Settles the mails still pending of `ids`; answers how many. The bodies are blanked: they carry one-time links,
   * which are stored only as hashes elsewhere.
   */
  private async settle(ids: string[], status: 'sent' | 'failed'): Promise<number> {
    const sent = status === 'sent';
    const settled = await this.prisma.read(
      Prisma.sql`UPDATE mail_outbox SET status = ${status}::"MailStatus", text = '', html = '',
                        sent_at = CASE WHEN ${sent} THEN now() END, last_error = CASE WHEN ${sent} THEN NULL ELSE last_error END
                  WHERE id = ANY(${ids}::uuid[]) AND status = 'pending'
              RETURNING id`,
      'mail-settle',
    );
    return settled.length;
  }
}
