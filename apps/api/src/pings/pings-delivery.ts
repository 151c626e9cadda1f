import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { NotificationKind, SocketEvent, trimText } from '@nexus/contracts';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { type Db, PrismaService } from '../database/prisma.service';
import { JobsService } from '../jobs/jobs.service';
import { type JobData, toUserSockets } from '../jobs/queues';
import { MailOutbox } from '../mail/mail-outbox';
import { notificationMail } from '../mail/templates';
import { UnsubscribeService } from '../notifications/unsubscribe.service';
import { PingsRepository, toNotification } from './pings.repository';

/** Unread bursts taken and queued per transaction by the sweep. */
const SWEEP_BATCH = 500;

/**
 * Works the `ping`, `message-ping-sweep` and `message-ping` jobs (in the worker, or the API with RUN_WORKER). A ping is delivered in one
 * transaction: the row if the member's in-app setting allows, its 'notification received' event (a `socket-event`
 * job: the worker has no sockets) and the e-mail through the outbox if the e-mail setting allows. Either all of it
 * happens or none; a retry after a commit finds the row (its id was chosen at send) and does nothing again.
 */
@Injectable()
export class PingsDelivery implements OnModuleInit {
  constructor(
    private readonly prisma: PrismaService,
    private readonly pings: PingsRepository,
    private readonly jobs: JobsService,
    private readonly mail: MailOutbox,
    private readonly unsubscribe: UnsubscribeService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.handle('ping', (job) => this.deliver(job));
    this.jobs.handle('message-ping-sweep', async () => {
      await this.sweepDueMessagePings();
    });
    this.jobs.handle('message-ping', (job) => this.pingUnreadMessages(job));
  }

  /**
   * Turns the unread bursts due by `now` that may still need a ping into `message-ping` jobs, a batch a transaction
   * (taken and queued together: a failed batch stays for the next sweep). Answers how many it queued.
   */
  async sweepDueMessagePings(now = new Date()): Promise<number> {
    const dueBy = new Date(now.getTime() - this.config.messagePingDelaySeconds * 1000);
    let queued = 0;
    for (;;) {
      const batch = await this.prisma.$transaction(async (tx) => {
        const due = await this.pings.takeDueMessagePings(tx, dueBy, SWEEP_BATCH);
        const pings = due.filter((burst) => burst.mayNeedPing).map(({ receiverId, senderId }) => ({ receiverId, senderId }));
        await this.jobs.sendMany('message-ping', pings, tx);
        return { taken: due.length, queued: pings.length };
      });
      queued += batch.queued;
      if (batch.taken < SWEEP_BATCH) return queued;
    }
  }

  deliver(ping: JobData<'ping'>): Promise<void> {
    return this.prisma.$transaction((tx) => this.deliverIn(tx, ping));
  }

  private async deliverIn(tx: Db, ping: JobData<'ping'>): Promise<void> {
    const to = await this.pings.recipient(tx, ping);
    if (!to.deliverable) return;
    const written = to.in_app && (await this.pings.insert(tx, ping));
    // Written before: this is a retry of a job whose first run committed.
    if (to.in_app && !written) return;
    const notification = written ? await this.pings.one(tx, ping.id) : undefined;
    if (notification) {
      const unreadNotificationsCount = await this.pings.unreadCount(ping.userId, tx);
      await this.jobs.send(
        'socket-event',
        toUserSockets(ping.userId, SocketEvent.NotificationReceived, {
          kind: 'notification',
          notification: toNotification(notification),
          unreadNotificationsCount,
        }),
        tx,
      );
    }
    // An e-mail-only ping (in-app off) has no row to read its text from: it is built from the same view.
    const row = to.by_email ? (notification ?? (await this.pings.preview(tx, ping))) : undefined;
    if (row) {
      const view = toNotification(row);
      await this.mail.enqueue(
        tx,
        notificationMail(to.email, view.text, `${this.config.appUrl}${view.link}`, this.unsubscribe.link(ping.userId)),
      );
    }
  }

  /** The chat was not open: the receiver still has the sender's messages unread. One ping per unread burst. */
  async pingUnreadMessages({ senderId, receiverId }: JobData<'message-ping'>): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      // Under the pair's lock: two of these jobs for one burst ping once.
      const unread = await this.pings.unreadBurst(tx, receiverId, senderId);
      if (!unread || unread.announced) return;
      await this.deliverIn(tx, {
        id: randomUUID(),
        userId: receiverId,
        kind: NotificationKind.Message,
        actorId: senderId,
        data: { seq: unread.seq, preview: trimText(unread.content) },
      });
    });
  }
}
