import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { WEEKLY_DIGEST_SETTING } from '@nexus/contracts';
import { UnsubscribeService } from '../notification-settings/unsubscribe.service';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { PrismaService } from '../../platform/database/prisma.service';
import { MailOutbox } from '../../platform/mail/mail-outbox';
import { digestMail } from '../../platform/mail/templates';
import { JobsService } from '../../platform/queue/jobs.service';
import type { JobData } from '../../platform/queue/queues';
import { DigestRepository, type DigestRow } from './digest.repository';

/** Members a `digest-batch` job takes: one statement computes their digests, one transaction queues their mails. */
export const DIGEST_BATCH_SIZE = 1000;
/** Weeks of claims kept (digest_sends): enough to see the last few runs, and nothing reads older ones. */
const CLAIMS_KEPT_WEEKS = 8;
/** The claim and the mails of a batch are one transaction of a few statements; a thousand mails take well under this. */
const BATCH_TRANSACTION = { maxWait: 10_000, timeout: 120_000 };

/** The Monday (UTC) of the week `at` falls in, as YYYY-MM-DD: the week a digest is claimed for. */
export function weekStartOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * The weekly digest e-mail. `digest-week` (cron, Monday morning) splits the members into id ranges and queues a
 * `digest-batch` job for each, all in one statement; a batch computes its members' digests in one statement and, in
 * one transaction, claims each member's week (digest_sends) and queues their mails (kind `digest`, the lowest
 * priority). A member is mailed at most once a week: a rerun, a retry or another process finds the week claimed.
 */
@Injectable()
export class DigestService implements OnModuleInit {
  private readonly logger = new Logger('Digest');

  constructor(
    private readonly digests: DigestRepository,
    private readonly prisma: PrismaService,
    private readonly outbox: MailOutbox,
    private readonly jobs: JobsService,
    private readonly unsubscribe: UnsubscribeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.handle('digest-week', (data) => this.startWeek(data?.weekStart).then(() => undefined));
    this.jobs.handle('digest-batch', (batch) => this.sendBatch(batch).then(() => undefined));
  }

  /** Queues a `digest-batch` job per DIGEST_BATCH_SIZE members (keyset on users.id), in one statement; answers how many. */
  async startWeek(weekStart = weekStartOf(new Date())): Promise<number> {
    const batches: JobData<'digest-batch'>[] = [];
    let after: string | null = null;
    for (;;) {
      const range = await this.digests.nextRange(after, DIGEST_BATCH_SIZE);
      if (!range) break;
      batches.push({ weekStart, after, through: range.through });
      if (range.count < DIGEST_BATCH_SIZE) break;
      after = range.through;
    }
    await this.jobs.sendMany('digest-batch', batches);
    const pruned = await this.digests.prune(weekStart, CLAIMS_KEPT_WEEKS);
    this.logger.log(`Week of ${weekStart}: ${batches.length} digest batches queued; ${pruned} old claims pruned`);
    return batches.length;
  }

  /**
   * One batch: its digests in one statement, then the claims and the mails in one transaction. Answers the members
   * mailed; those with nothing to say, or whose week was claimed already, are not.
   */
  async sendBatch({ weekStart, after, through }: JobData<'digest-batch'>): Promise<number> {
    const rows = await this.digests.batch(weekStart, after, through);
    if (rows.length === 0) return 0;
    return this.prisma.$transaction(async (tx) => {
      const claimed = await this.digests.claim(
        tx,
        weekStart,
        rows.map((r) => r.user_id),
      );
      return this.outbox.enqueueMany(
        tx,
        rows.filter((r) => claimed.has(r.user_id)).map((r) => ({ mail: this.mailOf(r) })),
      );
    }, BATCH_TRANSACTION);
  }

  private mailOf(r: DigestRow) {
    const url = (path: string) => `${this.config.appUrl}${path}`;
    return digestMail(
      r.email,
      {
        firstName: r.first_name,
        requests: { count: r.request_count, names: r.request_names, url: url('/connections') },
        unreadMessages: { count: r.unread_messages, url: url('/page/messages') },
        posts: r.posts.map((p) => ({
          author: p.author,
          excerpt: p.content,
          reactions: p.reactions,
          url: url(`/feed?post=${p.id}`),
        })),
        jobs: {
          count: r.job_count,
          top: r.jobs.map((j) => ({ title: j.title, company: j.company, url: url(`/jobs/${j.id}`) })),
          url: url('/jobs'),
        },
        events: {
          count: r.event_count,
          top: r.events.map((e) => ({ title: e.title, startsAt: new Date(e.startsAt), url: url(`/events/${e.id}`) })),
          url: url('/events'),
        },
        homeUrl: url('/feed'),
      },
      this.unsubscribe.link(r.user_id, WEEKLY_DIGEST_SETTING),
    );
  }
}
